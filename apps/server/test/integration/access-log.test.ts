// GET /api/user/access-log/page/:page: the caller's own sign-ins, failed sign-ins and sign-outs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, auth, type TestApp } from '../support/test-app.js';
import { createOperator, OPERATOR_PASSWORD } from '../support/operator-fixtures.js';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.tokenOf('empresa');
});
afterAll(async () => {
  await t.close();
});

const logPage = (token: string, n: number | string = 1, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/user/access-log/page/${n}${query}`, headers: auth(token) });
const signIn = (login: string, password: string, agent: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: ip, headers: { 'user-agent': agent }, payload: { login, password } });

type Entry = { event: string; ip: string | null; userAgent: string | null; login: string; createdAt: string };

describe('my access log', () => {
  it('shows my own sign-ins, failures and sign-outs, newest first, with IP and browser', async () => {
    const op = await createOperator(t, owner, 'registra-acesso');
    expect((await signIn(op.login, 'senha-errada', 'Firefox/128.0', '198.51.100.7')).statusCode).toBe(401);
    const ok = await signIn(op.login, OPERATOR_PASSWORD, 'Mozilla/5.0 Chrome/126.0', '198.51.100.8');
    expect(ok.statusCode).toBe(200);
    const token = ok.json().token as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...auth(token), 'user-agent': 'Mozilla/5.0 Chrome/126.0' }, remoteAddress: '198.51.100.8' })).statusCode).toBe(200);

    const res = await logPage(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // createOperator signed in once too (the first entry).
    expect(body).toMatchObject({ page: 1, perPage: 20, total: 4 });
    const items = body.items as Entry[];
    expect(items.map((e) => e.event)).toEqual(['logout', 'login', 'login_failed', 'login']);
    expect(items[0]).toMatchObject({ ip: '198.51.100.8', userAgent: 'Mozilla/5.0 Chrome/126.0', login: 'registra-acesso' });
    expect(items[2]).toMatchObject({ ip: '198.51.100.7', userAgent: 'Firefox/128.0' });
    const times = items.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages with perPage', async () => {
    const op = await createOperator(t, owner, 'muitos-acessos');
    for (let i = 0; i < 4; i++) await signIn(op.login, OPERATOR_PASSWORD, `agente-${i}`, '192.0.2.1');
    const first = await logPage(op.token, 1, '?perPage=2');
    expect(first.json()).toMatchObject({ page: 1, perPage: 2, total: 5 });
    expect((first.json().items as Entry[]).map((e) => e.userAgent)).toEqual(['agente-3', 'agente-2']);
    const last = await logPage(op.token, 3, '?perPage=2');
    expect((last.json().items as Entry[])).toHaveLength(1);
  });

  it("never shows another user's entries, whatever the role", async () => {
    for (const login of ['admin', 'empresa', 'gerente', 'operador']) {
      const token = await t.tokenOf(login);
      const res = await logPage(token, 1, '?perPage=100');
      expect(res.statusCode).toBe(200);
      const entries = res.json().items as Entry[];
      expect(entries.length).toBeGreaterThan(0);
      expect(new Set(entries.map((e) => e.login))).toEqual(new Set([login]));
    }
  });

  it('refuses a bad page or perPage in pt-BR, and asks for a session', async () => {
    const zero = await logPage(owner, 0);
    expect(zero.statusCode).toBe(400);
    const big = await logPage(owner, 1, '?perPage=500');
    expect(big.statusCode).toBe(400);
    expect(big.json().erroMensagem).toContain('No máximo 100 itens por página');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/access-log/page/1' })).statusCode).toBe(401);
  });
});
