// A route under a module's API prefix must declare that module's gate, or the server does not start:
// a module switched off then answers 403 to every call of its own, including calls added later.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { moduleGateOfApiPath } from '@atende/contract';
import { MissingAccessRuleError, registerAccessControl, type RouteAccessRule } from '../access.js';

async function registerOne(url: string, access: RouteAccessRule): Promise<void> {
  const app = Fastify();
  registerAccessControl(app, new Uint8Array(32), async () => null);
  try {
    app.get(url, { config: { access } }, async () => ({}));
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('module-gated API paths', () => {
  it('knows which gate a path sits under', () => {
    expect(moduleGateOfApiPath('/api/campaigns/:id/send')).toBe('broadcastList');
    expect(moduleGateOfApiPath('/api/quickanswers')).toBe('quickAnswers');
    expect(moduleGateOfApiPath('/api/campaignsx')).toBeNull();
    expect(moduleGateOfApiPath('/api/contacts')).toBeNull();
    expect(moduleGateOfApiPath('/api/report/campaign/page/:page')).toBe('broadcastList');
    expect(moduleGateOfApiPath('/api/report/survey/summary')).toBeNull();
  });

  it('refuses a campaign route that forgot the broadcastList gate', async () => {
    await expect(registerOne('/api/campaigns/extra', { roles: ['channel'] })).rejects.toBeInstanceOf(MissingAccessRuleError);
    await expect(registerOne('/api/campaigns/extra', { roles: ['channel'], module: 'quickAnswers' })).rejects.toBeInstanceOf(MissingAccessRuleError);
  });

  it('accepts the route with its gate, and routes outside every module', async () => {
    await expect(registerOne('/api/campaigns/extra', { roles: ['channel'], module: 'broadcastList' })).resolves.toBeUndefined();
    await expect(registerOne('/api/contacts/extra', { roles: ['channel'] })).resolves.toBeUndefined();
  });
});
