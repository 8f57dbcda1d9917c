// The login limit: counted atomically before the password is checked, per login and address,
// per login across addresses and per address across logins; shared by every instance via Redis.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { accessLogs } from '../../src/schema/index.js';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURES_PER_LOGIN } from '../../src/modules/users/login-limits.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const attempt = (t: TestApp, login: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login, password }, remoteAddress });

const failuresOf = async (t: TestApp, login: string) =>
  (await t.ctx.db.orm.select().from(accessLogs).where(and(eq(accessLogs.login, login), eq(accessLogs.event, 'login_failed')))).length;

describe('login limit in one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a parallel burst of 40 wrong passwords has at most the limit evaluated; the rest are 429', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => attempt(t, 'gerente', 'errada', '10.40.0.1')));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect(await failuresOf(t, 'gerente')).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
  });

  it('after the limit the right password is still 429, with Retry-After and a pt-BR wait', async () => {
    const res = await attempt(t, 'gerente', DEMO_PASSWORD, '10.40.0.1');
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
    expect(res.json()).toMatchObject({ statusCode: 429, error: 'too_many_attempts' });
    expect(res.json().erroMensagem).toMatch(/^Muitas tentativas de login\. Aguarde \d+ (minutos?|horas?) e tente novamente\.$/);
  });

  it('a success resets the consecutive failures of that login and address', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) expect((await attempt(t, 'operador', 'errada', '10.41.0.1')).statusCode).toBe(401);
    expect((await attempt(t, 'operador', DEMO_PASSWORD, '10.41.0.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) expect((await attempt(t, 'operador', 'errada', '10.41.0.1')).statusCode).toBe(401);
    expect((await attempt(t, 'operador', DEMO_PASSWORD, '10.41.0.1')).statusCode).toBe(200);
  });

  it('failures spread over many addresses block that login from a new address too', async () => {
    // An unknown login is counted the same way, so the limit does not tell which logins exist.
    const login = `alvo-${crypto.randomBytes(3).toString('hex')}`;
    const perAddress = LOGIN_FAILURE_LIMIT - 1;
    let sent = 0;
    for (let address = 1; sent < LOGIN_FAILURES_PER_LOGIN; address++) {
      const batch = Math.min(perAddress, LOGIN_FAILURES_PER_LOGIN - sent);
      const res = await Promise.all(Array.from({ length: batch }, () => attempt(t, login, 'errada', `10.42.0.${address}`)));
      expect(res.map((r) => r.statusCode)).toEqual(Array(batch).fill(401));
      sent += batch;
    }
    const fresh = await attempt(t, login, 'errada', '10.42.1.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.headers['retry-after']).toBeDefined();
  });
});

describe('login limit across instances', () => {
  let testDb: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    // Both instances share one prefix; it is this file's own so parallel runs never meet.
    const config = { REDIS_URL, REDIS_KEY_PREFIX: `atende-test-${crypto.randomBytes(4).toString('hex')}:` };
    a = await createTestApp({ testDb, config });
    b = await createTestApp({ testDb, config });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await testDb.drop();
  });

  it('a login blocked by one instance is blocked in the other (Redis)', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await attempt(a, 'empresa', 'errada', '10.43.0.1')).statusCode).toBe(401);
    const other = await attempt(b, 'empresa', DEMO_PASSWORD, '10.43.0.1');
    expect(other.statusCode).toBe(429);
    expect(Number(other.headers['retry-after'])).toBeGreaterThan(0);
  });
});
