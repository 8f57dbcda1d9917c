import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, auth, DEMO_PASSWORD, type TestApp } from '../support/test-app.js';
import { accessLogs, users } from '../../src/schema/index.js';
import { signToken } from '../../src/platform/http/tokens.js';
import { LOGIN_FAILURE_LIMIT } from '../../src/modules/users/login-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign-in', () => {
  it.each([
    ['admin', 'admin', false],
    ['empresa', 'channel', false],
    ['gerente', 'channel_manager', false],
    ['operador', 'operator', true],
  ])('signs %s in with role %s and the spec field names', async (login, role, isOperator) => {
    const res = await t.login(login);
    expect(res.token).toMatch(/^ey/);
    expect(res.user.role).toBe(role);
    expect(res.user.login).toBe(login);
    expect(typeof res.user._id).toBe('string');
    expect(Date.parse(res.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    if (role === 'admin') {
      expect(res.user.channelId).toBeNull();
      expect(res.user.admin).toEqual({ master: true, showQRPage: true });
    } else {
      expect(res.user.channel?.apiType).toBe('simulator');
      expect(res.user.channelConfig?.modules).toBeDefined();
    }
    expect(res.user.operatorData !== null).toBe(isOperator);
    if (role === 'channel_manager') expect(res.user.permissions).toContain('Contacts');
    else expect(res.user.permissions).toEqual([]);
    expect(JSON.stringify(res)).not.toContain('passwordHash');
  });

  it('accepts the login in any letter case', async () => {
    expect((await t.login('EMPRESA')).user.login).toBe('empresa');
  });

  it('refuses a wrong password with 401 and a pt-BR message, and logs the failure', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: 'empresa', password: 'errada' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'invalid_credentials', erroMensagem: 'Login ou senha inválidos.' });
    const failures = await t.ctx.db.orm.select().from(accessLogs).where(eq(accessLogs.event, 'login_failed'));
    expect(failures.some((f) => f.login === 'empresa')).toBe(true);
  });

  it('refuses an unknown login exactly like a wrong password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: 'ninguem', password: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().erroMensagem).toBe('Login ou senha inválidos.');
  });

  it('rejects an empty body with 400 and field details', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_error');
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(['login', 'password']);
  });

  it('rate limits repeated failures per login and IP with 429, even with the right password', async () => {
    const attempt = (password: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: 'gerente', password }, remoteAddress: ip });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await attempt('errada', '10.9.9.9')).statusCode).toBe(401);
    const blocked = await attempt(DEMO_PASSWORD, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().erroMensagem).toMatch(/Muitas tentativas/);
    // Another IP is not affected.
    expect((await attempt(DEMO_PASSWORD, '10.8.8.8')).statusCode).toBe(200);
  });

  it('writes login and logout to the access log with IP and user agent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { login: 'operador', password: DEMO_PASSWORD },
      headers: { 'user-agent': 'teste-agente' },
      remoteAddress: '10.1.2.3',
    });
    const { token, user } = res.json();
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...auth(token), 'user-agent': 'teste-agente' } });
    expect(out.statusCode).toBe(200);
    const rows = await t.ctx.db.orm.select().from(accessLogs).where(eq(accessLogs.userId, user._id));
    const events = rows.map((r) => r.event);
    expect(events).toContain('login');
    expect(events).toContain('logout');
    const loginRow = rows.find((r) => r.event === 'login' && r.ip === '10.1.2.3');
    expect(loginRow?.userAgent).toBe('teste-agente');
  });
});

describe('tokens', () => {
  it('GET /api/user/me returns the session user for a valid token', async () => {
    const token = await t.tokenOf('empresa');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.login).toBe('empresa');
  });

  it('answers 401 without a token, with a tampered token and with an expired one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    const token = await t.tokenOf('empresa');
    const tampered = `${token.slice(0, -3)}abc`;
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(tampered) })).statusCode).toBe(401);
    const me = (await t.login('empresa')).user;
    const { token: old } = await signToken(t.ctx.keys.signing, { sub: me._id, tv: 0, kind: 'session' }, Date.now() - 25 * 3600_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(old) });
    expect(res.statusCode).toBe(401);
    expect(res.json().erroMensagem).toMatch(/Sessão/);
  });

  it('rejects the token of a user once blocked, and refuses the blocked user at login with 403', async () => {
    const { token, user } = await t.login('gerente');
    await t.ctx.db.orm.update(users).set({ blocked: true }).where(eq(users.id, user._id));
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: user.login, password: DEMO_PASSWORD }, remoteAddress: '10.7.7.7' });
    expect(res.statusCode).toBe(403);
    await t.ctx.db.orm.update(users).set({ blocked: false }).where(eq(users.id, user._id));
  });

  it('rejects the token of a user once deleted', async () => {
    const { token, user } = await t.login('operador');
    await t.ctx.db.orm.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user._id));
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) })).statusCode).toBe(401);
    await t.ctx.db.orm.update(users).set({ deletedAt: null }).where(eq(users.id, user._id));
  });
});
