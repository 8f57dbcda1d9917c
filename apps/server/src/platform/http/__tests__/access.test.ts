import { describe, expect, it } from 'vitest';
import { defaultChannelConfig, type ChannelConfig } from '@atende/contract';
import { checkAccess, type RouteAccessRule } from '../access.js';
import { AppError } from '../errors.js';
import type { Principal } from '../principal.js';

const config = (patch: Partial<ChannelConfig['modules']> = {}, flags: Partial<ChannelConfig> = {}): ChannelConfig => ({
  ...defaultChannelConfig,
  ...flags,
  modules: { ...defaultChannelConfig.modules, ...patch },
});

const principal = (over: Partial<Principal> = {}): Principal => ({
  userId: 'u',
  role: 'channel',
  login: 'x',
  name: 'X',
  channelId: 'c',
  channelConfig: config(),
  operatorId: null,
  permissions: [],
  privacy: false,
  tokenKind: 'session',
  ...over,
});

const statusOf = (rule: RouteAccessRule, p: Principal | null): number => {
  try {
    checkAccess(rule, p);
    return 200;
  } catch (err) {
    if (err instanceof AppError) return err.statusCode;
    throw err;
  }
};

describe('checkAccess', () => {
  it('public routes need nobody; the others need a principal (401)', () => {
    expect(statusOf({ public: true, reason: 't' }, null)).toBe(200);
    expect(statusOf({ roles: ['channel'] }, null)).toBe(401);
  });

  it('passes by role, and a channel_manager by any listed permission', () => {
    const rule: RouteAccessRule = { roles: ['channel'], permissions: ['Contacts'] };
    expect(statusOf(rule, principal())).toBe(200);
    expect(statusOf(rule, principal({ role: 'channel_manager', permissions: ['Contacts'] }))).toBe(200);
    expect(statusOf(rule, principal({ role: 'channel_manager', permissions: ['Reports'] }))).toBe(403);
    expect(statusOf(rule, principal({ role: 'operator', permissions: ['Contacts'] }))).toBe(403);
  });

  it('module gates of spec section 6 refuse with 403 while the module is off', () => {
    expect(statusOf({ roles: ['channel'], module: 'api' }, principal())).toBe(403);
    expect(statusOf({ roles: ['channel'], module: 'api' }, principal({ channelConfig: config({ api: true }) }))).toBe(200);
    // Kanban needs the module and the customer portfolio; its reports need only the module.
    const kanbanOnly = principal({ channelConfig: config({ kanban: true }) });
    expect(statusOf({ roles: ['channel'], module: 'kanban' }, kanbanOnly)).toBe(403);
    expect(statusOf({ roles: ['channel'], module: 'kanbanReports' }, kanbanOnly)).toBe(200);
    const both = principal({ channelConfig: config({ kanban: true }, { customerPortfolioEnabled: true }) });
    expect(statusOf({ roles: ['channel'], module: 'kanban' }, both)).toBe(200);
    expect(statusOf({ roles: ['channel'], module: 'groups' }, principal({ channelConfig: config({}, { enableGroup: true }) }))).toBe(200);
  });

  it('the embed token opens only routes that accept it', () => {
    const embed = principal({ role: 'operator', tokenKind: 'operator-embed' });
    expect(statusOf({ roles: ['operator'] }, embed)).toBe(403);
    expect(statusOf({ roles: ['operator'], allowEmbedToken: true }, embed)).toBe(200);
  });
});
