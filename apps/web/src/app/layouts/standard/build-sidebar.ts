// The sidebar of spec section 2 with the gates of section 6, as data: which entries a user sees and
// where they lead. Every link also passes the route guard, so a channel_manager sees only what its
// permissions allow.
import { findRoute, guardRoute, moduleGateOpen, type SessionUser } from '@atende/contract';

export type SidebarLink = { kind: 'link'; key: string; path: string };
export type SidebarGroup = { kind: 'group'; key: 'manage' | 'reports' | 'products'; children: SidebarLink[] };
/** path null: the QR entry of a channel opens the connection modal instead of the admin page. */
export type SidebarQr = { kind: 'qr'; key: 'qr'; path: string | null; allAuthenticated: boolean };
export type SidebarLogout = { kind: 'logout'; key: 'logout' };
export type SidebarItem = SidebarLink | SidebarGroup | SidebarQr | SidebarLogout;

export type SidebarContext = {
  /** Every business (QR-linked) channel the user looks after is authenticated. */
  businessChannelsAuthenticated?: boolean;
  /** A secondary channel has enableQRThroughChannel on. */
  secondaryQrEnabled?: boolean;
};

const managePaths = [
  '/manageCampaigns',
  '/manageChannel',
  'chatbot',
  '/manageDepartments',
  '/manageHSMModels',
  '/managemessages',
  '/manageoperators',
  '/manageSupervisors',
  '/managetags',
  '/manageQuickAnswers',
  '/manageTabulations',
  '/manageKanbans',
  '/manageModules',
] as const;

const reportPaths = [
  '/reportAttendance',
  '/reportAverage',
  '/reportTabulation',
  '/reportSurvey',
  '/reportStats',
  '/reportAccessLog',
  '/reportGupshupTraffic',
  '/reportCampaign',
  '/reportKanban',
  '/reportKanbanPerformance',
  '/reportSales',
] as const;

const productPaths = ['/productsList', '/catalogConfig'] as const;

const keyOf = (path: string) => path.slice(1);

export function canOpen(user: SessionUser, path: string): boolean {
  const route = findRoute(path);
  if (guardRoute(route, user) !== 'allow') return false;
  return route.moduleGate ? moduleGateOpen(route.moduleGate, user.channelConfig) : true;
}

/**
 * ChatBot goes to the chatbot builder for cloud/gupshup channels or with the linear chatbot module,
 * and for the simulator (it plays a Cloud phone, buttons and lists included); else the classic menu.
 */
export function chatbotPath(user: SessionUser): string {
  const apiType = user.channel?.apiType;
  const builder = apiType === 'cloud' || apiType === 'gupshup' || apiType === 'simulator' || !!user.channelConfig?.modules.linearChatbot;
  return builder ? '/manageChatbot' : '/managemenu';
}

function manageChild(user: SessionUser, entry: (typeof managePaths)[number]): SidebarLink | null {
  if (entry === 'chatbot') {
    const operational = !!user.channelConfig?.operationalChannelEnabled;
    const granted = user.role === 'channel_manager' && user.permissions.includes('Managemenu');
    if (operational && !granted) return null;
    const path = chatbotPath(user);
    return canOpen(user, path) ? { kind: 'link', key: 'chatbot', path } : null;
  }
  // Templates live at the official providers; the simulator stands in for Meta (its page reviews them).
  if (entry === '/manageHSMModels') {
    const apiType = user.channel?.apiType;
    if (apiType !== 'cloud' && apiType !== 'gupshup' && apiType !== 'simulator') return null;
  }
  return canOpen(user, entry) ? { kind: 'link', key: keyOf(entry), path: entry } : null;
}

function qrEntry(user: SessionUser, context: SidebarContext): SidebarQr | null {
  const allAuthenticated = context.businessChannelsAuthenticated ?? false;
  if (user.role === 'admin') {
    const allowed = !!user.admin?.master || !!user.admin?.showQRPage;
    return allowed && canOpen(user, '/qr') ? { kind: 'qr', key: 'qr', path: '/qr', allAuthenticated } : null;
  }
  if (user.role === 'channel' && (user.channelConfig?.enableQRThroughChannel || context.secondaryQrEnabled)) {
    return { kind: 'qr', key: 'qr', path: null, allAuthenticated };
  }
  return null;
}

export function buildSidebar(user: SessionUser, context: SidebarContext = {}): SidebarItem[] {
  const items: SidebarItem[] = [];
  const link = (path: string) => {
    if (canOpen(user, path)) items.push({ kind: 'link', key: keyOf(path), path });
  };
  const group = (key: SidebarGroup['key'], children: (SidebarLink | null)[]) => {
    const visible = children.filter((child): child is SidebarLink => child !== null);
    if (visible.length > 0) items.push({ kind: 'group', key, children: visible });
  };
  const child = (path: string): SidebarLink | null =>
    canOpen(user, path) ? { kind: 'link', key: keyOf(path), path } : null;

  if (user.role === 'channel' || user.role === 'channel_manager') {
    items.push({ kind: 'link', key: 'dashboard', path: '/' });
  }
  // An operator is in this layout only on the pages open to everyone (calendar, log): the way back.
  if (user.role === 'operator') items.push({ kind: 'link', key: 'attendance', path: '/attendance' });
  link('/api');
  link('/attendancesManage');
  group('manage', managePaths.map((entry) => manageChild(user, entry)));
  link('/channels');
  const qr = qrEntry(user, context);
  if (qr) items.push(qr);
  link('/contacts');
  link('/groups');
  group('reports', reportPaths.map(child));
  group('products', productPaths.map(child));
  items.push({ kind: 'logout', key: 'logout' });
  return items;
}
