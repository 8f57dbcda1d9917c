// Every route of the contract's routeAccessTable, grouped by layout, each guarded by its loader
// before its code loads. Pages are lazy so the login page ships only what it needs.
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { catchAllRoute, routeAccessTable, type RouteAccess } from '@atende/contract';
import { sessionStore } from '@/shared/session/session-store';
import { tokenUsable } from '@/shared/session/token-expiry';
import { setNavigator } from '@/shared/navigation';
import { PageLoader } from '@/shared/ui/page-loader';
import { guardLoader } from './guards/guard-loader';
import { safeRedirect } from '@/shared/paths';
import { RootShell } from './root-shell';
import { RouteError } from './routes/route-error';

type LazyComponent = () => Promise<{ Component: ComponentType }>;

const comingSoon: LazyComponent = () =>
  import('./routes/coming-soon-route').then((m) => ({ Component: m.ComingSoonRoute }));

const pages: Record<string, LazyComponent> = {
  '/': () => import('./routes/home-route').then((m) => ({ Component: m.HomeRoute })),
  '/login': () => import('@/features/auth/routes/login-route').then((m) => ({ Component: m.LoginPage })),
  '/main': () => import('@/features/dashboard/routes/dashboard-route').then((m) => ({ Component: m.DashboardPage })),
  '/attendancesManage': () =>
    import('@/features/attendances-manage/routes/attendances-manage-route').then((m) => ({ Component: m.AttendancesManagePage })),
  '/channels': () => import('@/features/channels/routes/channels-route').then((m) => ({ Component: m.ChannelsPage })),
  '/manageoperators': () => import('@/features/operators/routes/operators-route').then((m) => ({ Component: m.OperatorsPage })),
  '/manageSupervisors': () =>
    import('@/features/supervisors/routes/supervisors-route').then((m) => ({ Component: m.SupervisorsPage })),
  '/calendar': () => import('@/features/calendar/routes/calendar-route').then((m) => ({ Component: m.CalendarPage })),
  '/manageChannel': () =>
    import('@/features/channel-settings/routes/manage-channel-route').then((m) => ({ Component: m.ManageChannelPage })),
  '/manageModules': () =>
    import('@/features/channel-settings/routes/manage-modules-route').then((m) => ({ Component: m.ManageModulesPage })),
  '/log': () => import('@/features/access-log/routes/access-log-route').then((m) => ({ Component: m.AccessLogPage })),
  '/manageDepartments': () =>
    import('@/features/catalog/routes/departments-route').then((m) => ({ Component: m.DepartmentsPage })),
  '/managetags': () => import('@/features/catalog/routes/tags-route').then((m) => ({ Component: m.TagsPage })),
  '/manageTabulations': () =>
    import('@/features/catalog/routes/tabulations-route').then((m) => ({ Component: m.TabulationsPage })),
  '/manageQuickAnswers': () =>
    import('@/features/catalog/routes/quick-answers-route').then((m) => ({ Component: m.QuickAnswersPage })),
  '/manageChatbot': () => import('@/features/chatbot/routes/chatbot-route').then((m) => ({ Component: m.ChatbotPage })),
  '/managemenu': () => import('@/features/chatbot/routes/menus-route').then((m) => ({ Component: m.NumberedMenusPage })),
  '/manageButton': () => import('@/features/chatbot/routes/menus-route').then((m) => ({ Component: m.ButtonMenusPage })),
  '/manageList': () => import('@/features/chatbot/routes/menus-route').then((m) => ({ Component: m.ListMenusPage })),
  '/manageMenuCustom': () => import('@/features/chatbot/routes/menus-route').then((m) => ({ Component: m.CustomMenusPage })),
  '/manageMenuLinear': () =>
    import('@/features/chatbot/routes/menu-linear-route').then((m) => ({ Component: m.MenuLinearPage })),
  '/managemessages': () =>
    import('@/features/chatbot/routes/messages-route').then((m) => ({ Component: m.AutomaticMessagesPage })),
  '/manageHSMModels': () => import('@/features/templates/routes/templates-route').then((m) => ({ Component: m.TemplatesPage })),
  '/manageHSMModels-old': () =>
    import('@/features/templates/routes/templates-old-route').then((m) => ({ Component: m.TemplatesOldPage })),
  '/templateHSM': () =>
    import('@/features/templates/routes/template-create-route').then((m) => ({ Component: m.TemplateCreatePage })),
  '/productsList': () => import('@/features/products/routes/products-route').then((m) => ({ Component: m.ProductsPage })),
  '/catalogConfig': () => import('@/features/products/routes/catalog-config-route').then((m) => ({ Component: m.CatalogConfigPage })),
  '/manageKanbans': () => import('@/features/kanban/manage/routes/kanbans-route').then((m) => ({ Component: m.KanbansPage })),
  '/manageKanban': () => import('@/features/kanban/board/routes/board-route').then((m) => ({ Component: m.KanbanBoardPage })),
  '/manageCampaigns': () => import('@/features/campaigns/routes/campaigns-route').then((m) => ({ Component: m.CampaignsPage })),
  '/manageCampaign': () => import('@/features/campaigns/routes/campaign-route').then((m) => ({ Component: m.CampaignPage })),
  '/reportCampaign': () =>
    import('@/features/campaigns/routes/campaign-report-route').then((m) => ({ Component: m.CampaignReportPage })),
  '/reportSurvey': () => import('@/features/reports/survey/routes/survey-report-route').then((m) => ({ Component: m.SurveyReportPage })),
  '/reportAccessLog': () =>
    import('@/features/reports/access-log/routes/access-log-report-route').then((m) => ({ Component: m.AccessLogReportPage })),
  '/reportStats': () => import('@/features/reports/stats/routes/stats-report-route').then((m) => ({ Component: m.StatsReportPage })),
  '/contacts': () => import('@/features/contacts/routes/contacts-route').then((m) => ({ Component: m.ContactsPage })),
  '/reportAttendance': () =>
    import('@/features/reports/attendance/routes/attendance-report-route').then((m) => ({ Component: m.AttendanceReportPage })),
  '/reportAverage': () =>
    import('@/features/reports/average/routes/average-report-route').then((m) => ({ Component: m.AverageReportPage })),
  '/reportTabulation': () =>
    import('@/features/reports/tabulation/routes/tabulation-report-route').then((m) => ({ Component: m.TabulationReportPage })),
  '/reportKanban': () => import('@/features/reports/kanban/routes/kanban-report-route').then((m) => ({ Component: m.KanbanReportPage })),
  '/reportKanbanPerformance': () => import('@/features/reports/kanban-performance/routes/kanban-performance-report-route').then((m) => ({ Component: m.KanbanPerformanceReportPage })),
  '/reportSales': () => import('@/features/reports/sales/routes/sales-report-route').then((m) => ({ Component: m.SalesReportPage })),
  '/reportGupshupTraffic': () =>
    import('@/features/reports-gupshup-traffic/routes/gupshup-traffic-route').then((m) => ({ Component: m.GupshupTrafficPage })),
  '/attendance': () =>
    import('@/features/attendance/routes/attendance-route').then((m) => ({ Component: m.AttendancePage })),
  '/chat': () => import('@/features/embed').then((m) => ({ Component: m.EmbedChatPage })),
  '/messages/:channelId/:attendanceId': () => import('@/features/embed').then((m) => ({ Component: m.TranscriptPage })),
  '/simulador': () => import('@/features/simulator/routes/simulator-route').then((m) => ({ Component: m.SimulatorPage })),
  '*': () => import('./routes/not-found-route').then((m) => ({ Component: m.NotFoundRoute })),
};

/** Someone already signed in does not see the login form again. */
const loginLoader: LoaderFunction = ({ request }) => {
  const session = sessionStore.get();
  if (!session || !tokenUsable(session.timestamp, Date.now())) return null;
  return redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
};

const toRoute = (access: RouteAccess): RouteObject => ({
  path: access.path,
  loader: access.path === '/login' ? loginLoader : guardLoader(access.path),
  handle: { access },
  lazy: pages[access.path] ?? comingSoon,
});

const routesOf = (layouts: RouteAccess['layout'][]) =>
  routeAccessTable.filter((access) => layouts.includes(access.layout)).map(toRoute);

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        lazy: () => import('./layouts/login-layout').then((m) => ({ Component: m.LoginLayout })),
        children: routesOf(['login']),
      },
      {
        lazy: () => import('./layouts/iframe-layout').then((m) => ({ Component: m.IframeLayout })),
        children: routesOf(['chatIframe', 'messagesIframe', 'simulator']),
      },
      {
        lazy: () =>
          import('./layouts/attendance/attendance-layout').then((m) => ({ Component: m.AttendanceLayout })),
        children: routesOf(['attendance']),
      },
      {
        lazy: () => import('./layouts/standard/standard-layout').then((m) => ({ Component: m.StandardLayout })),
        children: [...routesOf(['standard']), toRoute(catchAllRoute)],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
