// Campaigns (module broadcastList, /manageCampaigns, /manageCampaign, /reportCampaign): an approved
// template sent to an audience of contacts at the channel's throughput limit, with live progress and
// a per-contact report. The same schemas check the editor and the API.
import { z } from 'zod';
import { idSchema, listQuerySchema, pagedSchema } from './common.js';

export const CAMPAIGN_RATE = { default: 80, min: 1, max: 1000 } as const;
/** A customer's message this long after their campaign message counts as its reply. */
export const CAMPAIGN_REPLY_WINDOW_HOURS = 72;
export const CAMPAIGN_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const CAMPAIGN_UPLOAD_MAX_ROWS = 100_000;
export const CAMPAIGN_NAME_MAX = 120;

export const campaignStatuses = ['draft', 'scheduled', 'sending', 'paused', 'completed', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Rascunho',
  scheduled: 'Agendada',
  sending: 'Enviando',
  paused: 'Pausada',
  completed: 'Concluída',
  cancelled: 'Cancelada',
};
/** The campaign's settings may still change (nothing was sent yet). */
export const campaignEditable = (status: CampaignStatus): boolean => status === 'draft' || status === 'scheduled';

/** Where a template variable's value comes from, per recipient. */
export const campaignContactFields = ['name', 'firstName', 'number', 'email', 'code', 'document', 'responsible'] as const;
export type CampaignContactField = (typeof campaignContactFields)[number];
export const campaignContactFieldLabels: Record<CampaignContactField, string> = {
  name: 'Nome do contato',
  firstName: 'Primeiro nome',
  number: 'Número',
  email: 'E-mail',
  code: 'Código',
  document: 'CPF/CNPJ',
  responsible: 'Operador responsável',
};

const variableText = z.string().trim().max(1000, 'No máximo 1000 caracteres');
export const campaignVariableSchema = z.discriminatedUnion('source', [
  /** A contact field; `fallback` when the contact has none (Meta refuses empty parameters). */
  z.object({ source: z.literal('field'), field: z.enum(campaignContactFields, { message: 'Escolha o campo do contato' }), fallback: variableText.optional() }),
  z.object({ source: z.literal('fixed'), value: variableText.min(1, 'Informe o valor') }),
  /** A column of the uploaded list (by its header). */
  z.object({ source: z.literal('column'), column: z.string().trim().min(1, 'Escolha a coluna').max(200), fallback: variableText.optional() }),
]);
export type CampaignVariable = z.infer<typeof campaignVariableSchema>;

export const campaignAudienceSchema = z.discriminatedUnion('kind', [
  /** Contacts of the channel: with any of the tags (none: every contact), narrowed by the filters. */
  z.object({
    kind: z.literal('contacts'),
    tagIds: z.array(idSchema).max(50).default([]),
    /** The responsible operator; `none`: contacts without one. */
    operatorId: z.union([z.literal('none'), idSchema]).optional(),
    birthdayMonth: z.number().int().min(1, 'Mês inválido').max(12, 'Mês inválido').optional(),
  }),
  /** The list uploaded to the campaign (POST /api/campaigns/{id}/audience/upload). */
  z.object({ kind: z.literal('upload') }),
]);
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

export const campaignReplyActions = ['department', 'wallet', 'bot'] as const;
export type CampaignReplyAction = (typeof campaignReplyActions)[number];
export const campaignReplyActionLabels: Record<CampaignReplyAction, string> = {
  department: 'Abrir atendimento (Campanha) no departamento',
  wallet: 'Abrir atendimento (Campanha) com o operador responsável pelo contato',
  bot: 'Seguir o fluxo normal (chatbot e filas)',
};
export const campaignOnReplySchema = z.object({
  action: z.enum(campaignReplyActions, { message: 'Escolha o que fazer quando o cliente responder' }),
  /** The department (action department), or where a contact without a responsible operator goes (action wallet); null: no department. */
  departmentId: idSchema.nullable().default(null),
});
export type CampaignOnReply = z.infer<typeof campaignOnReplySchema>;

export const campaignInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Informe o nome da campanha').max(CAMPAIGN_NAME_MAX, `No máximo ${CAMPAIGN_NAME_MAX} caracteres`),
    templateId: z.uuid({ message: 'Escolha um modelo aprovado' }),
    /** The body's {{1}}, {{2}}, … in order. */
    bodyVariables: z.array(campaignVariableSchema).max(100).default([]),
    /** A text header's {{1}}. */
    headerVariable: campaignVariableSchema.nullable().default(null),
    /** A media header's file: a public link. */
    headerMediaLink: z.url({ message: 'Informe um link público (https://…)' }).nullable().default(null),
    /** Each link button's {{1}}, by the button's position among the template's buttons. */
    buttonVariables: z.array(z.object({ index: z.number().int().min(0).max(9), variable: campaignVariableSchema })).max(10).default([]),
    audience: campaignAudienceSchema,
    onReply: campaignOnReplySchema,
  })
  .superRefine((c, ctx) => {
    if (c.onReply.action === 'department' && !c.onReply.departmentId) {
      ctx.addIssue({ code: 'custom', path: ['onReply', 'departmentId'], message: 'Escolha o departamento' });
    }
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignDraft = z.output<typeof campaignInputSchema>;

/** Counts of the campaign's recipients by outcome; sent includes delivered and read. */
export const campaignProgressSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  replied: z.number().int(),
  /** Queued recipients left unsent by a cancel. */
  cancelled: z.number().int(),
  /** Failures grouped by reason, most frequent first (at most 10). */
  failures: z.array(z.object({ reason: z.string(), count: z.number().int() })),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;
/** Recipients whose outcome is known (the progress bar's share of total). */
export const campaignDone = (p: CampaignProgress): number => p.sent + p.failed + p.skipped + p.cancelled;

export const campaignSchema = z.object({
  _id: idSchema,
  channelId: idSchema,
  name: z.string(),
  status: z.enum(campaignStatuses),
  templateId: idSchema.nullable(),
  /** The template as it was chosen (name, language), kept when the template is deleted. */
  templateName: z.string(),
  templateLanguage: z.string(),
  bodyVariables: z.array(campaignVariableSchema),
  headerVariable: campaignVariableSchema.nullable(),
  headerMediaLink: z.string().nullable(),
  buttonVariables: z.array(z.object({ index: z.number().int(), variable: campaignVariableSchema })),
  audience: campaignAudienceSchema,
  onReply: campaignOnReplySchema,
  /** The uploaded list: file name, rows read, contacts in it, columns usable as variables. */
  upload: z.object({ fileName: z.string(), rows: z.number().int(), recipients: z.number().int(), columns: z.array(z.string()) }).nullable(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  progress: campaignProgressSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignSorts = ['createdAt', 'name', 'status'] as const;
export const campaignListQuerySchema = listQuerySchema(campaignSorts, { sort: 'createdAt', order: 'desc', perPage: 10 }).extend({
  page: z.coerce.number().int().min(1, 'Página inválida').default(1),
  status: z.enum(campaignStatuses, { message: 'Situação inválida' }).optional(),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;
export const campaignPageSchema = pagedSchema(campaignSchema);
export const campaignResponseSchema = z.object({ statusCode: z.number().int(), campaign: campaignSchema });

/** POST /api/campaigns/{id}/send: now (no scheduledAt) or at a future moment. */
export const campaignSendSchema = z.object({ scheduledAt: z.iso.datetime({ offset: true, message: 'Data e hora inválidas' }).optional() });

/** POST /api/campaigns/audience/count: how many contacts an audience reaches now. */
export const campaignAudienceCountSchema = z.object({ audience: campaignAudienceSchema });
export const campaignAudienceCountResponseSchema = z.object({
  statusCode: z.number().int(),
  /** Contacts the audience selects. */
  total: z.number().int(),
  /** Of those, blocked or opted out: they will be skipped. */
  excluded: z.number().int(),
});

export const campaignUploadResponseSchema = z.object({
  statusCode: z.number().int(),
  campaign: campaignSchema,
  /** Rows not used, with why (first 50). */
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});

/** A recipient's outcome, as the report lists it. */
export const campaignOutcomes = ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped', 'cancelled'] as const;
export type CampaignOutcome = (typeof campaignOutcomes)[number];
export const campaignOutcomeLabels: Record<CampaignOutcome, string> = {
  queued: 'Na fila',
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Falhou',
  skipped: 'Ignorado',
  cancelled: 'Cancelada',
};

export const campaignRecipientSchema = z.object({
  _id: idSchema,
  contactId: idSchema,
  contactName: z.string().nullable(),
  number: z.string(),
  outcome: z.enum(campaignOutcomes),
  /** Why it failed or was skipped. */
  reason: z.string().nullable(),
  sentAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

export const campaignRecipientsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Página inválida').default(1),
  perPage: z.coerce.number().int().min(1).max(100, 'No máximo 100 itens por página').default(20),
  outcome: z.enum(campaignOutcomes, { message: 'Resultado inválido' }).optional(),
  replied: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  search: z.string().trim().max(120, 'Busca muito longa').optional(),
});
export type CampaignRecipientsQuery = z.input<typeof campaignRecipientsQuerySchema>;
export const campaignRecipientPageSchema = pagedSchema(campaignRecipientSchema);

export const campaignExportQuerySchema = campaignRecipientsQuerySchema
  .omit({ page: true, perPage: true })
  .extend({ format: z.enum(['csv', 'xlsx'], { message: 'Formato inválido (use csv ou xlsx)' }).default('csv') });

/** GET/PUT /api/campaigns/settings: the channel's sending limit (messages per second). */
export const campaignSettingsSchema = z.object({
  messagesPerSecond: z.coerce
    .number({ message: 'Informe um número' })
    .int('Use um número inteiro')
    .min(CAMPAIGN_RATE.min, `No mínimo ${CAMPAIGN_RATE.min} mensagem por segundo`)
    .max(CAMPAIGN_RATE.max, `No máximo ${CAMPAIGN_RATE.max} mensagens por segundo`),
});
export const campaignSettingsResponseSchema = z.object({ statusCode: z.number().int(), settings: campaignSettingsSchema });

/** Pushed to the channel's staff room about once a second while a campaign changes. */
export const campaignProgressEventSchema = z.object({ channelId: idSchema, campaignId: idSchema, status: z.enum(campaignStatuses), progress: campaignProgressSchema });
export type CampaignProgressEvent = z.infer<typeof campaignProgressEventSchema>;

/** GET /api/campaigns/{id}/status: the status and counts only (cheap to poll). */
export const campaignStatusResponseSchema = z.object({ statusCode: z.number().int(), status: z.enum(campaignStatuses), progress: campaignProgressSchema });
