// The channel configuration: modules switches and flags (spec section 3).
import { z } from 'zod';

export const moduleNames = [
  'api',
  'broadcastList',
  'quickAnswers',
  'kanban',
  'products',
  'linearChatbot',
  'logoffRequiresAttendancesToFinish',
] as const;
export type ModuleName = (typeof moduleNames)[number];

export const channelModulesSchema = z.object({
  api: z.boolean(),
  broadcastList: z.boolean(),
  quickAnswers: z.boolean(),
  kanban: z.boolean(),
  products: z.boolean(),
  linearChatbot: z.boolean(),
  logoffRequiresAttendancesToFinish: z.boolean(),
});
export type ChannelModules = z.infer<typeof channelModulesSchema>;

export const channelConfigSchema = z.object({
  modules: channelModulesSchema,
  enableQRThroughChannel: z.boolean(),
  operationalChannelEnabled: z.boolean(),
  customerPortfolioEnabled: z.boolean(),
  enableGroup: z.boolean(),
});
export type ChannelConfig = z.infer<typeof channelConfigSchema>;

export const defaultChannelConfig: ChannelConfig = {
  modules: {
    api: false,
    broadcastList: false,
    quickAnswers: true,
    kanban: false,
    products: false,
    linearChatbot: false,
    logoffRequiresAttendancesToFinish: false,
  },
  enableQRThroughChannel: false,
  operationalChannelEnabled: false,
  customerPortfolioEnabled: false,
  enableGroup: false,
};

/** Module gates of spec section 6, as a predicate over the channel config. */
export type ModuleGate =
  | 'api'
  | 'broadcastList'
  | 'quickAnswers'
  | 'kanban'
  | 'kanbanReports'
  | 'products'
  | 'groups';

/**
 * The API paths each module gate covers (spec section 6): the server refuses to start with a route
 * under one of these prefixes that does not declare its gate, so a module switched off answers 403 to
 * every call of its own, present or future. Kanban, products, groups and the public API join as they
 * are built; their prefixes are reserved here.
 */
export const moduleGatedApiPrefixes: readonly { prefix: string; gate: ModuleGate }[] = [
  { prefix: '/api/campaigns', gate: 'broadcastList' },
  // /reportCampaign's summary and page (its export, /api/report/campaign/export, checks the gate in the export service).
  { prefix: '/api/report/campaign', gate: 'broadcastList' },
  { prefix: '/api/quickanswers', gate: 'quickAnswers' },
  { prefix: '/api/kanbans', gate: 'kanban' },
  // /reportKanban and /reportKanbanPerformance (their exports check the gate in the export service, as the campaign's).
  { prefix: '/api/report/kanban', gate: 'kanbanReports' },
  { prefix: '/api/report/kanban-performance', gate: 'kanbanReports' },
  { prefix: '/api/products', gate: 'products' },
  { prefix: '/api/catalog', gate: 'products' },
  { prefix: '/api/orders', gate: 'products' },
  // /reportSales's summary, page and filter choices (its export checks the gate in the export service, as the campaign's).
  { prefix: '/api/report/sales', gate: 'products' },
  { prefix: '/api/groups', gate: 'groups' },
  { prefix: '/api/public', gate: 'api' },
  { prefix: '/api/api-tokens', gate: 'api' },
];

/** The gate an API path sits under, if any. */
export function moduleGateOfApiPath(url: string): ModuleGate | null {
  return moduleGatedApiPrefixes.find(({ prefix }) => url === prefix || url.startsWith(`${prefix}/`))?.gate ?? null;
}

export function moduleGateOpen(gate: ModuleGate, config: ChannelConfig | null | undefined): boolean {
  if (!config) return false;
  switch (gate) {
    case 'api':
      return config.modules.api;
    case 'broadcastList':
      return config.modules.broadcastList;
    case 'quickAnswers':
      return config.modules.quickAnswers;
    case 'kanban':
      return config.modules.kanban && config.customerPortfolioEnabled;
    case 'kanbanReports':
      return config.modules.kanban;
    case 'products':
      return config.modules.products;
    case 'groups':
      return config.enableGroup;
  }
}

/** A partial update of the channel config: top-level flags and individual module switches. */
export const channelConfigPatchSchema = channelConfigSchema.partial().extend({
  modules: channelModulesSchema.partial().optional(),
});
export type ChannelConfigPatch = z.infer<typeof channelConfigPatchSchema>;
