// /reportAccessLog through the real app: the company's sign-ins, refused attempts and sign-outs of
// every role (owner, manager, operator), days in the channel's zone (02:30Z is still the day before in
// São Paulo), the user filter (another company's user is a 404), who may read it, and its export table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { createManager, createOperator, OPERATOR_PASSWORD, type TestOperator } from '../support/operator-fixtures.js';
import { accessLogReportTable, type AccessLogExportRow } from '../../src/modules/reports/access-log-report.table.js';
import { reportRequestOf } from '../../src/modules/reports/report-scope.js';

let t: TestApp;
let owner: string;
let ownerId: string;
let channelId: string;
let op: TestOperator;
let managerId: string;
let other: { channelId: string; ownerToken: string; ownerId: string };

async function log(channel: string | null, userId: string | null, login: string, event: string, at: string): Promise<void> {
  await t.ctx.db.orm.execute(sql`
    insert into access_logs (channel_id, user_id, login, event, ip, user_agent, created_at)
    values (${channel}, ${userId}, ${login}, ${event}, '200.1.2.3', 'Firefox', ${at})`);
}

const period = { period: 'custom', from: '2025-03-10', to: '2025-03-11' };
const summary = (token: string, body: object = period) => t.app.inject({ method: 'POST', url: '/api/report/access-log/summary', headers: auth(token), payload: body });
const page = (token: string, n: number, body: object = period) => t.app.inject({ method: 'POST', url: `/api/report/access-log/page/${n}`, headers: auth(token), payload: body });

beforeAll(async () => {
  t = await createTestApp();
  const session = await t.login('empresa');
  owner = session.token;
  ownerId = session.user._id;
  channelId = session.user.channelId as string;
  op = await createOperator(t, owner, 'op-acessos');
  const manager = await createManager(t, owner, 'gerente-acessos', ['Reports']);
  managerId = (await t.login(manager.login, 'senha-forte-1')).user._id;
  const company = await createCompany(t, { name: 'Outra dos Acessos', channelNumber: '5531955551111', ownerLogin: 'outra-acessos' });
  const otherOwner = await t.login('outra-acessos', 'senha-forte-1');
  other = { ...company, ownerId: otherOwner.user._id };
  // 10 March (São Paulo, UTC-3): the owner and the operator sign in, the operator signs out.
  await log(channelId, ownerId, 'empresa', 'login', '2025-03-10T12:00:00Z');
  await log(channelId, op.userId, 'op-acessos', 'login', '2025-03-10T13:00:00Z');
  await log(channelId, op.userId, 'op-acessos', 'logout', '2025-03-10T14:00:00Z');
  // 23:30 of the 10th in São Paulo: a refused attempt on the operator's login.
  await log(channelId, op.userId, 'op-acessos', 'login_failed', '2025-03-11T02:30:00Z');
  // 00:30 of the 11th: the manager.
  await log(channelId, managerId, 'gerente-acessos', 'login', '2025-03-11T03:30:00Z');
  // Outside the period (00:30 of the 12th), another company's, and a login nobody has: never here.
  await log(channelId, ownerId, 'empresa', 'login', '2025-03-12T03:30:00Z');
  await log(other.channelId, other.ownerId, 'outra-acessos', 'login', '2025-03-10T12:00:00Z');
  await log(null, null, 'ninguem', 'login_failed', '2025-03-10T12:00:00Z');
});
afterAll(async () => {
  await t.close();
});

describe('access log report', () => {
  it("counts the company's sign-ins, refusals, sign-outs and users per local day", async () => {
    const res = await summary(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      period: { from: '2025-03-10', to: '2025-03-11', timezone: 'America/Sao_Paulo', days: 2 },
      summary: { logins: 3, failures: 1, logouts: 1, users: 3 },
      perDay: [
        { day: '2025-03-10', logins: 2, failures: 1 },
        { day: '2025-03-11', logins: 1, failures: 0 },
      ],
    });
  });

  it('lists the rows newest first with the user named, paged', async () => {
    const first = (await page(owner, 1, { ...period, perPage: 2 })).json();
    expect(first.total).toBe(5);
    expect(first.items.map((r: { login: string; event: string }) => `${r.login}:${r.event}`)).toEqual(['gerente-acessos:login', 'op-acessos:login_failed']);
    expect(first.items[1]).toEqual({
      _id: expect.any(String),
      user: { _id: op.userId, name: 'Operador op-acessos', login: 'op-acessos', role: 'operator' },
      login: 'op-acessos',
      event: 'login_failed',
      ip: '200.1.2.3',
      userAgent: 'Firefox',
      createdAt: '2025-03-11T02:30:00.000Z',
    });
    const third = (await page(owner, 3, { ...period, perPage: 2 })).json();
    expect(third.items.map((r: { login: string }) => r.login)).toEqual(['empresa']);
  });

  it("filters by one of the company's users; another company's user is a 404", async () => {
    const res = (await page(owner, 1, { ...period, userId: op.userId })).json();
    expect(res.total).toBe(3);
    expect(res.items.map((r: { event: string }) => r.event)).toEqual(['login_failed', 'logout', 'login']);
    const s = (await summary(owner, { ...period, userId: op.userId })).json();
    expect(s.summary).toEqual({ logins: 1, failures: 1, logouts: 1, users: 1 });
    const foreign = await page(owner, 1, { ...period, userId: other.ownerId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('user_not_found');
    expect((await summary(other.ownerToken, { ...period, userId: op.userId })).statusCode).toBe(404);
  });

  it("another company sees only its own rows", async () => {
    const res = (await page(other.ownerToken, 1)).json();
    expect(res.items.map((r: { login: string }) => r.login)).toEqual(['outra-acessos']);
  });

  it("real sign-ins of every role are the company's rows, refused ones of a known login too", async () => {
    const before = (await summary(owner, { period: 'today' })).json().summary;
    expect((await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: 'op-acessos', password: 'errada-123' } })).statusCode).toBe(401);
    await t.tokenOf('op-acessos', OPERATOR_PASSWORD);
    await t.tokenOf('gerente');
    const after = (await summary(owner, { period: 'today' })).json().summary;
    expect({ logins: after.logins - before.logins, failures: after.failures - before.failures }).toEqual({ logins: 2, failures: 1 });
  });

  it('is for the owner and managers with Reports; others are refused', async () => {
    const withReports = await t.tokenOf('gerente-acessos', 'senha-forte-1');
    expect((await summary(withReports)).statusCode).toBe(200);
    const without = await createManager(t, owner, 'gerente-sem-relatorios', ['Contacts']);
    expect((await summary(without.token)).statusCode).toBe(403);
    expect((await page(op.token, 1)).statusCode).toBe(403);
    expect((await summary(await t.tokenOf('admin'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/report/access-log/summary', payload: period })).statusCode).toBe(401);
  });

  describe('the user filter (GET /api/report/access-log/users)', () => {
    type Choice = { _id: string; name: string; login: string; role: string; deleted: boolean };
    const users = (token: string) => t.app.inject({ method: 'GET', url: '/api/report/access-log/users', headers: auth(token) });

    it("lists every user of the company by name, a deleted operator flagged deleted", async () => {
      const gone = await createOperator(t, owner, 'op-acessos-excluido');
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/operator/${gone.id}`, headers: auth(owner) });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const res = await users(owner);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { statusCode: number; users: Choice[] };
      expect(body.statusCode).toBe(200);
      const byId = new Map(body.users.map((u) => [u._id, u]));
      expect(byId.get(gone.userId)).toEqual({ _id: gone.userId, name: 'Operador op-acessos-excluido', login: 'op-acessos-excluido', role: 'operator', deleted: true });
      expect(byId.get(op.userId)).toEqual({ _id: op.userId, name: 'Operador op-acessos', login: 'op-acessos', role: 'operator', deleted: false });
      expect(byId.get(managerId)).toMatchObject({ login: 'gerente-acessos', role: 'channel_manager', deleted: false });
      expect(byId.get(ownerId)).toMatchObject({ login: 'empresa', role: 'channel', deleted: false });
      const names = body.users.map((u) => u.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      // A deleted user's id is still a filter the report accepts.
      expect((await page(owner, 1, { ...period, userId: gone.userId })).statusCode).toBe(200);
    });

    it("never lists another company's users", async () => {
      const mine = (await users(owner)).json() as { users: Choice[] };
      expect(mine.users.map((u) => u._id)).not.toContain(other.ownerId);
      expect(mine.users.map((u) => u.login)).not.toContain('outra-acessos');
      const theirs = (await users(other.ownerToken)).json() as { users: Choice[] };
      expect(theirs.users.map((u) => u.login)).toEqual(['outra-acessos']);
      const rows = await t.ctx.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from users where channel_id = ${channelId}`);
      expect(mine.users).toHaveLength(rows.rows[0]!.n);
    });

    it('answers only the fields of a choice: no password hash nor any other secret', async () => {
      const res = await users(owner);
      expect(res.body).not.toMatch(/password|hash|token/i);
      for (const u of (res.json() as { users: Choice[] }).users) expect(Object.keys(u).sort()).toEqual(['_id', 'deleted', 'login', 'name', 'role']);
    });

    it('is for the owner and managers with Reports; others are refused', async () => {
      expect((await users(await t.tokenOf('gerente-acessos', 'senha-forte-1'))).statusCode).toBe(200);
      const without = await createManager(t, owner, 'gerente-sem-relatorios-usuarios', ['Contacts', 'Manageoperators']);
      expect((await users(without.token)).statusCode).toBe(403);
      expect((await users(op.token)).statusCode).toBe(403);
      expect((await users(await t.tokenOf('admin'))).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/report/access-log/users' })).statusCode).toBe(401);
    });
  });

  it('exports the same rows in keyset batches with local times', async () => {
    const req = await reportRequestOf(t.ctx, channelId, { ...period, period: 'custom', perPage: 10 }, new Date());
    expect(await accessLogReportTable.count(t.ctx, req)).toBe(5);
    const rows: AccessLogExportRow[] = [];
    const sizes: number[] = [];
    for await (const batch of accessLogReportTable.batches(t.ctx, req, 2)) {
      sizes.push(batch.length);
      rows.push(...batch);
    }
    expect(sizes).toEqual([2, 2, 1]);
    const cells = rows.map((r) => accessLogReportTable.columns.map((c) => c.value(r)));
    expect(cells[1]).toEqual(['10/03/2025 23:30', 'Operador op-acessos', 'op-acessos', 'Operador', 'Tentativa de entrada recusada', '200.1.2.3', 'Firefox']);
    expect(cells.map((c) => c[0])).toEqual(['11/03/2025 00:30', '10/03/2025 23:30', '10/03/2025 11:00', '10/03/2025 10:00', '10/03/2025 09:00']);
  });
});
