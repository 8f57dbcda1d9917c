import { describe, expect, it } from 'vitest';
import { findRoute, guardRoute, routeAccessTable, type GuardUser, type RouteAccess } from '../routes.js';
import { permissionNames, type PermissionName, type Role } from '../roles.js';

const reports = routeAccessTable.filter((r) => r.path.startsWith('/report'));
const menuAliases = ['/manageChatbot', '/manageList', '/manageButton', '/manageMenuLinear', '/manageMenuCustom'];

// The expected answer for every route and role, written out from spec section 2 rather than
// derived from the table, so a wrong table entry fails here.
const expectedRoles: Record<string, 'public' | 'any' | Role[]> = {
  '/': 'any',
  '/login': 'public',
  '/main': ['channel', 'channel_manager'],
  '/attendancesManage': ['channel'],
  '/contacts': ['channel'],
  '/reportAttendance': ['channel'],
  '/reportTabulation': ['channel'],
  '/reportAverage': ['channel'],
  '/reportSurvey': ['channel'],
  '/reportStats': ['channel'],
  '/reportAccessLog': ['channel'],
  '/reportKanban': ['channel'],
  '/reportKanbanPerformance': ['channel'],
  '/reportCampaign': ['channel'],
  '/reportSales': ['channel'],
  '/reportGupshupTraffic': ['channel', 'admin'],
  '/manageDepartments': ['channel'],
  '/manageHSMModels': ['channel'],
  '/manageHSMModels-old': ['channel'],
  '/templateHSM': ['channel'],
  '/manageoperators': ['channel'],
  '/manageSupervisors': ['channel'],
  '/managetags': ['channel'],
  '/manageChannel': ['channel'],
  '/managemenu': ['channel'],
  '/manageChatbot': ['channel'],
  '/manageList': ['channel'],
  '/manageButton': ['channel'],
  '/managemessages': ['channel'],
  '/manageTabulations': ['channel'],
  '/manageCampaigns': ['channel'],
  '/manageCampaign': ['channel'],
  '/manageQuickAnswers': ['channel'],
  '/manageModules': ['channel'],
  '/manageKanbans': ['channel'],
  '/manageKanban': ['channel'],
  '/manageMenuLinear': ['channel', 'channel_manager'],
  '/manageMenuCustom': ['channel', 'channel_manager'],
  '/channels': ['admin'],
  '/productsList': ['channel'],
  '/catalogConfig': ['channel'],
  '/attendance': ['operator'],
  '/qr': ['admin'],
  '/groups': ['channel'],
  '/api': ['channel'],
  '/log': 'any',
  '/calendar': 'any',
  '/chat': 'public',
  '/messages/:channelId/:attendanceId': 'public',
  // Our addition to the spec's table: the simulator page guards itself (local or channel secret).
  '/simulador': 'public',
};

/** Which permission (besides the role list) lets a channel_manager through, per spec "Guard". */
function managerKeys(path: string): PermissionName[] {
  const keys: PermissionName[] = [];
  if (reports.some((r) => r.path === path)) keys.push('Reports');
  if (path === '/reportGupshupTraffic') keys.push('ReportGupshupTraffic');
  if (path === '/managemenu' || menuAliases.includes(path)) keys.push('Managemenu');
  if (path === '/manageCampaign' || path === '/manageCampaigns') keys.push('ManageCampaigns');
  if (path === '/templateHSM' || path.startsWith('/manageHSMModels')) keys.push('ManageHSMModels');
  if (path === '/manageKanban' || path === '/manageKanbans') keys.push('ManageKanbans');
  const own: Record<string, PermissionName> = {
    '/attendancesManage': 'AttendancesManage',
    '/contacts': 'Contacts',
    '/manageDepartments': 'ManageDepartments',
    '/manageoperators': 'Manageoperators',
    '/managetags': 'Managetags',
    '/manageChannel': 'ManageChannel',
    '/managemessages': 'Managemessages',
    '/manageTabulations': 'ManageTabulations',
    '/manageQuickAnswers': 'ManageQuickAnswers',
    '/manageModules': 'ManageModules',
    '/productsList': 'Products',
    '/catalogConfig': 'Products',
    '/groups': 'Groups',
    '/api': 'API',
  };
  const p = own[path];
  if (p) keys.push(p);
  return keys;
}

const allRoles: Role[] = ['admin', 'channel', 'channel_manager', 'operator'];

describe('route table', () => {
  it('holds exactly the routes of spec section 2, plus the simulator', () => {
    expect(routeAccessTable.map((r) => r.path).sort()).toEqual(Object.keys(expectedRoles).sort());
  });
});

describe('guardRoute, every route × every role', () => {
  const rows: Array<[string, Role | 'anonymous', string]> = [];
  for (const route of routeAccessTable) {
    const expected = expectedRoles[route.path];
    rows.push([route.path, 'anonymous', expected === 'public' ? 'allow' : 'login']);
    for (const role of allRoles) {
      const allowed = expected === 'public' || expected === 'any' || (Array.isArray(expected) && expected.includes(role));
      rows.push([route.path, role, allowed ? 'allow' : 'home']);
    }
  }

  it.each(rows)('%s as %s → %s', (path, role, result) => {
    const user: GuardUser | null = role === 'anonymous' ? null : { role, permissions: [] };
    expect(guardRoute(findRoute(path), user)).toBe(result);
  });
});

describe('a channel_manager passes by permission names and the spec aliases', () => {
  const managed = routeAccessTable.filter((r): r is RouteAccess & { roles: readonly Role[] } => Array.isArray(r.roles) && !r.roles.includes('channel_manager'));

  it.each(managed.map((r) => [r.path, managerKeys(r.path)] as const))('%s opens with %j', (path, keys) => {
    const route = findRoute(path);
    for (const key of keys) expect(guardRoute(route, { role: 'channel_manager', permissions: [key] })).toBe('allow');
    const others = permissionNames.filter((p) => !keys.includes(p));
    expect(guardRoute(route, { role: 'channel_manager', permissions: others })).toBe('home');
  });

  it('no permission opens admin- or operator-only pages', () => {
    const all = [...permissionNames];
    for (const path of ['/channels', '/qr', '/attendance', '/manageSupervisors']) {
      expect(guardRoute(findRoute(path), { role: 'channel_manager', permissions: all })).toBe('home');
    }
  });
});

describe('findRoute', () => {
  it('matches parameterised paths and falls back to the login-only catch-all', () => {
    expect(findRoute('/messages/abc/def').layout).toBe('messagesIframe');
    const unknown = findRoute('/minha-empresa/promo');
    expect(unknown.path).toBe('*');
    expect(guardRoute(unknown, null)).toBe('login');
    expect(guardRoute(unknown, { role: 'operator' })).toBe('allow');
  });
});
