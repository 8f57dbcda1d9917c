import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { buildSidebar, type SidebarContext, type SidebarItem } from '../build-sidebar';
import type { SessionUser } from '@atende/contract';
import { commonEn } from '@/shared/i18n/locales/en';
import { commonPtBR } from '@/shared/i18n/locales/pt-BR';

/** "key" for a link, "key>[a,b]" for a group, "qr(/qr)" or "qr(modal)" for the QR entry. */
function flatten(items: SidebarItem[]): string[] {
  return items.map((item) => {
    switch (item.kind) {
      case 'link':
        return item.key === 'chatbot' ? `chatbot(${item.path})` : item.key;
      case 'group':
        return `${item.key}>[${item.children.map((c) => (c.key === 'chatbot' ? `chatbot(${c.path})` : c.key)).join(',')}]`;
      case 'qr':
        return `qr(${item.path ?? 'modal'})`;
      case 'logout':
        return 'logout';
    }
  });
}

const baseReports = 'reportAttendance,reportAverage,reportTabulation,reportSurvey,reportStats,reportAccessLog,reportGupshupTraffic';

const cases: { name: string; user: SessionUser; context?: SidebarContext; expected: string[] }[] = [
  {
    name: 'admin master: channels, QR page and the provider traffic report',
    user: makeUser('admin', { admin: { master: true, showQRPage: false } }),
    expected: ['channels', 'qr(/qr)', 'reports>[reportGupshupTraffic]', 'logout'],
  },
  {
    name: 'admin with the QR page flag',
    user: makeUser('admin', { admin: { master: false, showQRPage: true } }),
    expected: ['channels', 'qr(/qr)', 'reports>[reportGupshupTraffic]', 'logout'],
  },
  {
    name: 'admin without master or QR flag sees no QR entry',
    user: makeUser('admin', { admin: { master: false, showQRPage: false } }),
    expected: ['channels', 'reports>[reportGupshupTraffic]', 'logout'],
  },
  {
    name: 'channel on the simulator with the default modules (templates too: the simulator reviews them as Meta)',
    user: makeUser('channel'),
    expected: [
      'dashboard',
      'attendancesManage',
      'manage>[manageChannel,chatbot(/manageChatbot),manageDepartments,manageHSMModels,managemessages,manageoperators,manageSupervisors,managetags,manageQuickAnswers,manageTabulations,manageModules]',
      'contacts',
      `reports>[${baseReports}]`,
      'logout',
    ],
  },
  {
    name: 'cloud channel with every module and flag on',
    user: makeUser('channel', {
      apiType: 'cloud',
      modules: { api: true, broadcastList: true, quickAnswers: true, kanban: true, products: true },
      config: { customerPortfolioEnabled: true, enableGroup: true, enableQRThroughChannel: true },
    }),
    expected: [
      'dashboard',
      'api',
      'attendancesManage',
      'manage>[manageCampaigns,manageChannel,chatbot(/manageChatbot),manageDepartments,manageHSMModels,managemessages,manageoperators,manageSupervisors,managetags,manageQuickAnswers,manageTabulations,manageKanbans,manageModules]',
      'qr(modal)',
      'contacts',
      'groups',
      `reports>[${baseReports},reportCampaign,reportKanban,reportKanbanPerformance,reportSales]`,
      'products>[productsList,catalogConfig]',
      'logout',
    ],
  },
  {
    name: 'channel with modules off: no quick answers, kanban board needs the customer portfolio',
    user: makeUser('channel', {
      apiType: 'gupshup',
      modules: { quickAnswers: false, kanban: true },
      config: { customerPortfolioEnabled: false },
    }),
    expected: [
      'dashboard',
      'attendancesManage',
      'manage>[manageChannel,chatbot(/manageChatbot),manageDepartments,manageHSMModels,managemessages,manageoperators,manageSupervisors,managetags,manageTabulations,manageModules]',
      'contacts',
      `reports>[${baseReports},reportKanban,reportKanbanPerformance]`,
      'logout',
    ],
  },
  {
    name: 'manager of a business (QR) channel gets the classic numbered menu',
    user: makeUser('channel_manager', { apiType: 'business', permissions: ['Managemenu'] }),
    expected: ['dashboard', 'manage>[chatbot(/managemenu)]', 'logout'],
  },
  {
    name: 'business channel with the linear chatbot module and an operational channel: ChatBot hidden',
    user: makeUser('channel', {
      apiType: 'business',
      modules: { linearChatbot: true },
      config: { operationalChannelEnabled: true },
    }),
    expected: [
      'dashboard',
      'attendancesManage',
      'manage>[manageChannel,manageDepartments,managemessages,manageoperators,manageSupervisors,managetags,manageQuickAnswers,manageTabulations,manageModules]',
      'contacts',
      `reports>[${baseReports}]`,
      'logout',
    ],
  },
  {
    name: 'channel whose secondary channel connects by QR, all authenticated',
    user: makeUser('channel'),
    context: { secondaryQrEnabled: true, businessChannelsAuthenticated: true },
    expected: [
      'dashboard',
      'attendancesManage',
      'manage>[manageChannel,chatbot(/manageChatbot),manageDepartments,manageHSMModels,managemessages,manageoperators,manageSupervisors,managetags,manageQuickAnswers,manageTabulations,manageModules]',
      'qr(modal)',
      'contacts',
      `reports>[${baseReports}]`,
      'logout',
    ],
  },
  {
    name: 'manager with a few permissions sees only those, ChatBot granted despite the operational channel',
    user: makeUser('channel_manager', {
      permissions: ['Contacts', 'Reports', 'Managemenu', 'ManageKanbans'],
      config: { operationalChannelEnabled: true },
    }),
    expected: ['dashboard', 'manage>[chatbot(/manageChatbot)]', 'contacts', `reports>[${baseReports}]`, 'logout'],
  },
  {
    name: 'manager with management permissions but modules off',
    user: makeUser('channel_manager', {
      permissions: ['ManageDepartments', 'ManageCampaigns', 'API', 'Groups', 'Products', 'AttendancesManage'],
    }),
    expected: ['dashboard', 'attendancesManage', 'manage>[manageDepartments]', 'logout'],
  },
  {
    name: 'manager without permissions: dashboard only',
    user: makeUser('channel_manager'),
    expected: ['dashboard', 'logout'],
  },
  {
    name: 'operator: the way back to the attendance panel, and logout',
    user: makeUser('operator'),
    expected: ['attendance', 'logout'],
  },
];

describe('buildSidebar', () => {
  it.each(cases)('$name', ({ user, context, expected }) => {
    expect(flatten(buildSidebar(user, context))).toEqual(expected);
  });

  it('colours the QR entry by the business channels state', () => {
    const admin = makeUser('admin');
    const qr = (context: SidebarContext) => buildSidebar(admin, context).find((item) => item.kind === 'qr');
    expect(qr({ businessChannelsAuthenticated: true })).toMatchObject({ allAuthenticated: true });
    expect(qr({ businessChannelsAuthenticated: false })).toMatchObject({ allAuthenticated: false });
    expect(qr({})).toMatchObject({ allAuthenticated: false });
  });

  it('names every entry of the fullest sidebar in pt-BR and English (no raw "sidebar.*" key on screen)', () => {
    const user = makeUser('channel', { modules: { api: true, broadcastList: true, quickAnswers: true, kanban: true, products: true }, config: { customerPortfolioEnabled: true, enableGroup: true } });
    const keys = buildSidebar(user).flatMap((item) => (item.kind === 'group' ? [item.key, ...item.children.map((c) => c.key)] : [item.key]));
    expect(keys).toContain('reportSurvey');
    for (const locale of [commonPtBR, commonEn]) {
      const missing = keys.filter((key) => typeof (locale.sidebar as Record<string, unknown>)[key] !== 'string');
      expect(missing).toEqual([]);
    }
  });
});
