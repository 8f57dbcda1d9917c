// The web routes of spec section 2 with who may open them, and the guard as a pure function.
import type { PermissionName, Role } from './roles.js';
import type { ModuleGate } from './modules.js';

export type HeaderTitleKey =
  | 'home'
  | 'channels'
  | 'attendances'
  | 'contacts'
  | 'customers'
  | 'reports'
  | 'manage'
  | 'products'
  | 'settings'
  | 'groups'
  | 'api'
  | 'calendar'
  | 'log'
  | 'qr'
  | 'dashboard'
  | 'simulator';

export type RouteAccess = {
  path: string;
  /** 'public' needs no login; 'any' is any logged-in user; otherwise the roles listed. */
  roles: 'public' | 'any' | readonly Role[];
  /** The route's own permission name: a channel_manager holding it passes. */
  permission?: PermissionName;
  /** The alias of spec section 2 "Guard" (Reports, Managemenu, ManageCampaigns, ...). */
  aliasPermission?: PermissionName;
  title: HeaderTitleKey;
  /** i18n key of the subheader subtitle (report or managed entity). */
  subtitle?: string;
  moduleGate?: ModuleGate;
  layout: 'standard' | 'login' | 'attendance' | 'chatIframe' | 'messagesIframe' | 'simulator';
};

const channel = ['channel'] as const;
const channelAndManager = ['channel', 'channel_manager'] as const;

const report = (path: string, subtitle: string, extra: Partial<RouteAccess> = {}): RouteAccess => ({
  path,
  roles: channel,
  aliasPermission: 'Reports',
  title: 'reports',
  subtitle,
  layout: 'standard',
  ...extra,
});

const manage = (
  path: string,
  subtitle: string,
  permission?: PermissionName,
  extra: Partial<RouteAccess> = {},
): RouteAccess => ({
  path,
  roles: channel,
  ...(permission ? { permission } : {}),
  title: 'manage',
  subtitle,
  layout: 'standard',
  ...extra,
});

export const routeAccessTable: readonly RouteAccess[] = [
  { path: '/', roles: 'any', title: 'home', layout: 'standard' },
  { path: '/login', roles: 'public', title: 'home', layout: 'login' },
  { path: '/main', roles: channelAndManager, title: 'dashboard', layout: 'standard' },
  { path: '/attendancesManage', roles: channel, permission: 'AttendancesManage', title: 'attendances', layout: 'standard' },
  { path: '/contacts', roles: channel, permission: 'Contacts', title: 'contacts', layout: 'standard' },
  report('/reportAttendance', 'reportAttendance'),
  report('/reportTabulation', 'reportTabulation'),
  report('/reportAverage', 'reportAverage'),
  report('/reportSurvey', 'reportSurvey'),
  report('/reportStats', 'reportStats'),
  report('/reportAccessLog', 'reportAccessLog'),
  report('/reportKanban', 'reportKanban', { moduleGate: 'kanbanReports' }),
  report('/reportKanbanPerformance', 'reportKanbanPerformance', { moduleGate: 'kanbanReports' }),
  report('/reportCampaign', 'reportCampaign', { moduleGate: 'broadcastList' }),
  report('/reportSales', 'reportSales', { moduleGate: 'products' }),
  report('/reportGupshupTraffic', 'reportGupshupTraffic', {
    roles: ['channel', 'admin'],
    permission: 'ReportGupshupTraffic',
  }),
  manage('/manageDepartments', 'departments', 'ManageDepartments'),
  manage('/manageHSMModels', 'hsmModels', 'ManageHSMModels'),
  manage('/manageHSMModels-old', 'hsmModels', 'ManageHSMModels'),
  manage('/templateHSM', 'hsmTemplate', undefined, { aliasPermission: 'ManageHSMModels' }),
  manage('/manageoperators', 'operators', 'Manageoperators'),
  manage('/manageSupervisors', 'supervisors'),
  manage('/managetags', 'tags', 'Managetags'),
  manage('/manageChannel', 'channel', 'ManageChannel'),
  manage('/managemenu', 'menu', 'Managemenu'),
  manage('/manageChatbot', 'chatbot', undefined, { aliasPermission: 'Managemenu' }),
  manage('/manageList', 'list', undefined, { aliasPermission: 'Managemenu' }),
  manage('/manageButton', 'button', undefined, { aliasPermission: 'Managemenu' }),
  manage('/managemessages', 'messages', 'Managemessages'),
  manage('/manageTabulations', 'tabulations', 'ManageTabulations'),
  manage('/manageCampaigns', 'campaigns', 'ManageCampaigns', { moduleGate: 'broadcastList' }),
  manage('/manageCampaign', 'campaign', undefined, { aliasPermission: 'ManageCampaigns', moduleGate: 'broadcastList' }),
  manage('/manageQuickAnswers', 'quickAnswers', 'ManageQuickAnswers', { moduleGate: 'quickAnswers' }),
  manage('/manageModules', 'modules', 'ManageModules'),
  manage('/manageKanbans', 'kanbans', 'ManageKanbans', { moduleGate: 'kanban' }),
  {
    path: '/manageKanban',
    roles: channel,
    aliasPermission: 'ManageKanbans',
    title: 'customers',
    subtitle: 'kanban',
    moduleGate: 'kanban',
    layout: 'standard',
  },
  manage('/manageMenuLinear', 'menuLinear', undefined, { roles: channelAndManager, aliasPermission: 'Managemenu' }),
  manage('/manageMenuCustom', 'menuCustom', undefined, { roles: channelAndManager, aliasPermission: 'Managemenu' }),
  { path: '/channels', roles: ['admin'], title: 'channels', layout: 'standard' },
  { path: '/productsList', roles: channel, permission: 'Products', title: 'products', moduleGate: 'products', layout: 'standard' },
  { path: '/catalogConfig', roles: channel, permission: 'Products', title: 'settings', moduleGate: 'products', layout: 'standard' },
  { path: '/attendance', roles: ['operator'], title: 'attendances', layout: 'attendance' },
  { path: '/qr', roles: ['admin'], title: 'qr', layout: 'standard' },
  { path: '/groups', roles: channel, permission: 'Groups', title: 'groups', moduleGate: 'groups', layout: 'standard' },
  { path: '/api', roles: channel, permission: 'API', title: 'api', moduleGate: 'api', layout: 'standard' },
  { path: '/log', roles: 'any', title: 'log', layout: 'standard' },
  { path: '/calendar', roles: 'any', title: 'calendar', layout: 'standard' },
  { path: '/chat', roles: 'public', title: 'attendances', layout: 'chatIframe' },
  { path: '/messages/:channelId/:attendanceId', roles: 'public', title: 'attendances', layout: 'messagesIframe' },
  // Not in the spec: the built-in customer phone (its own access rule: this machine or the channel secret).
  { path: '/simulador', roles: 'public', title: 'simulator', layout: 'simulator' },
];

/** What the catch-all route requires: a login and nothing more. */
export const catchAllRoute: RouteAccess = { path: '*', roles: 'any', title: 'home', layout: 'standard' };

export type GuardUser = { role: Role; permissions?: readonly string[] | null };
export type GuardResult = 'allow' | 'login' | 'home';

/** Spec section 2 "Guard": login first, then the role list, then a channel_manager's permissions. */
export function guardRoute(route: RouteAccess, user: GuardUser | null): GuardResult {
  if (route.roles === 'public') return 'allow';
  if (!user) return 'login';
  if (route.roles === 'any') return 'allow';
  if (route.roles.includes(user.role)) return 'allow';
  if (user.role === 'channel_manager') {
    const held = user.permissions ?? [];
    if (route.permission && held.includes(route.permission)) return 'allow';
    if (route.aliasPermission && held.includes(route.aliasPermission)) return 'allow';
  }
  return 'home';
}

export function findRoute(path: string): RouteAccess {
  const exact = routeAccessTable.find((r) => r.path === path);
  if (exact) return exact;
  const parts = path.split('/');
  const pattern = routeAccessTable.find((r) => {
    const rp = r.path.split('/');
    return rp.length === parts.length && rp.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
  return pattern ?? catchAllRoute;
}
