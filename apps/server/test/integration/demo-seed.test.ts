// Issue 17 item 15: `npm start` on an empty database seeds a living Brazilian store (seedDemo with
// `history`), the same one every time, and every screen and report has something on its first click.
// The clock is pinned to Wednesday 11 June 2025, 15:00 in São Paulo, so "today" has a working day behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { botConfigSchema, isValidCpf } from '@atende/contract';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { loadConfig } from '../../src/platform/config/config.js';
import { seedDemo, type DemoSeedResult } from '../../src/modules/seed/demo-seed.js';
import { auth, DEMO_PASSWORD, testConfig } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const NOW = new Date('2025-06-11T18:00:00Z');
const DAY = 86_400_000;

type Store = { testDb: TestDatabase; built: BuiltApp; dataDir: string; seed: DemoSeedResult };

async function freshStore(config: Record<string, string> = {}): Promise<Store> {
  const testDb = await createTestDatabase();
  const cfg = testConfig(config);
  const built = await buildApp({ config: cfg, db: testDb.db, queue: false, clock: () => NOW });
  const seed = await seedDemo(built.ctx, { history: true, now: NOW });
  return { testDb, built, dataDir: cfg.dataDir, seed };
}

async function close(s: Store): Promise<void> {
  await s.built.app.close();
  await s.testDb.drop();
  fs.rmSync(s.dataDir, { recursive: true, force: true });
}

let store: Store;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await store.testDb.db.orm.execute<T>(query)).rows;
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
const count = async (table: string) => (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;

const tokenOf = async (login: string) => {
  const res = await store.built.app.inject({ method: 'POST', url: '/api/user/login', payload: { login, password: DEMO_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; user: { channelId: string } }>();
};
const get = async (token: string, url: string) => {
  const res = await store.built.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

beforeAll(async () => {
  store = await freshStore();
}, 120_000);

afterAll(async () => {
  if (store) await close(store);
});

describe('the demo store on a fresh database', { timeout: 120_000 }, () => {
  it('has 3 departments, 4 operators with working hours in them, and the 4 demo logins landing as before', async () => {
    expect(store.seed.seeded).toBe(true);
    expect(await count('departments')).toBe(3);
    const team = await rows<{ name: string; week_start_time: string; week_finish_time: string; departments: number }>(sql`
      select o.name, o.week_start_time, o.week_finish_time, (select count(*)::int from operator_departments d where d.operator_id = o.id) as departments
        from operators o order by o.name`);
    expect(team).toHaveLength(4);
    for (const op of team) expect(op.departments).toBeGreaterThan(0);
    expect(team.filter((o) => o.week_start_time !== '00:00').length).toBeGreaterThanOrEqual(3);
    for (const login of ['admin', 'empresa', 'gerente', 'operador'] as const) await tokenOf(login);
    expect((await tokenOf('empresa')).user.channelId).toBeTruthy();
    // The store's other operators sign in with the same password, named in the logins file.
    await tokenOf('carla');
    expect(fs.readFileSync(store.seed.file, 'utf8')).toMatch(/carla, bruno, juliana/);
  });

  it('has 200 contacts with tags, birthdays, valid CPFs for some and wallets', async () => {
    const contacts = await rows<{ number: string; tag_id: string | null; birthday: string | null; document: string | null; responsible_operator_id: string | null }>(
      sql`select number, tag_id, birthday::text, document, responsible_operator_id from contacts`,
    );
    expect(contacts).toHaveLength(200);
    expect(new Set(contacts.map((c) => c.number)).size).toBe(200);
    for (const c of contacts) expect(c.number).toMatch(/^55119\d{8}$/);
    expect(contacts.filter((c) => c.tag_id).length).toBeGreaterThan(100);
    expect(contacts.filter((c) => c.birthday).length).toBeGreaterThan(150);
    expect(contacts.filter((c) => c.birthday?.endsWith('06-11')).length).toBeGreaterThanOrEqual(3);
    const documents = contacts.flatMap((c) => (c.document ? [c.document] : []));
    expect(documents.length).toBeGreaterThan(40);
    expect(documents.length).toBeLessThan(200);
    for (const d of documents) expect(isValidCpf(d), d).toBe(true);
    expect(contacts.filter((c) => c.responsible_operator_id).length).toBeGreaterThan(30);
    expect(await count('tags')).toBe(5);
  });

  it('has 60 days of finished attendances with messages, tabulations and surveys over every operator', async () => {
    const finished = await one<{ n: number; days: number; first: Date | string; operators: number; untabulated: number; without_messages: number }>(sql`
      select count(*)::int as n,
             count(distinct (created_at at time zone 'America/Sao_Paulo')::date)::int as days,
             min(created_at) as first,
             count(distinct operator_id)::int as operators,
             count(*) filter (where tabulation_id is null)::int as untabulated,
             count(*) filter (where not exists (select 1 from messages m where m.attendance_id = a.id))::int as without_messages
        from attendances a where status = 'finished'`);
    expect(finished.n).toBeGreaterThan(400);
    expect(finished.days).toBeGreaterThan(45);
    expect(NOW.getTime() - new Date(finished.first).getTime()).toBeLessThanOrEqual(61 * DAY);
    expect(NOW.getTime() - new Date(finished.first).getTime()).toBeGreaterThan(55 * DAY);
    expect(finished.operators).toBe(4);
    expect(finished.untabulated).toBe(0);
    expect(finished.without_messages).toBe(0);
    // Columns as the engine leaves them: assigned, answered, finished in that order.
    const odd = await one<{ n: number }>(sql`
      select count(*)::int as n from attendances where status = 'finished'
         and not (assigned_at <= first_response_at and first_response_at <= finished_at and operator_id is not null and department_id is not null)`);
    expect(odd.n).toBe(0);
    const surveys = await rows<{ status: string; n: number; scored: number }>(sql`
      select status, count(*)::int as n, count(score)::int as scored from attendance_surveys group by status`);
    const answered = surveys.find((s) => s.status === 'answered');
    expect(answered?.n).toBeGreaterThan(100);
    expect(answered?.scored).toBe(answered?.n);
    expect(surveys.find((s) => s.status === 'expired')?.n).toBeGreaterThan(0);
    // Protocols are numbered by the database in time order.
    const order = await one<{ n: number }>(sql`
      select count(*)::int as n from attendances a join attendances b on a.channel_id = b.channel_id and a.seq < b.seq and a.created_at > b.created_at`);
    expect(order.n).toBe(0);
    const ids = await one<{ n: number; distinct: number }>(sql`select count(*)::int as n, count(distinct provider_message_id)::int as distinct from messages`);
    expect(ids.distinct).toBe(ids.n);
    const statuses = await rows<{ status: string }>(sql`select distinct status from messages where direction = 'out'`);
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining(['delivered', 'read']));
  });

  it('has conversations waiting and in progress now, with unread messages', async () => {
    const open = await rows<{ status: string; n: number; unread: number; operators: number }>(sql`
      select status, count(*)::int as n, sum(unread)::int as unread, count(distinct operator_id)::int as operators
        from attendances where status not in ('finished', 'abandoned') group by status`);
    const waiting = open.find((o) => o.status === 'waiting');
    const answering = open.find((o) => o.status === 'in_attendance');
    expect(waiting?.n).toBeGreaterThanOrEqual(2);
    expect(answering?.n).toBeGreaterThanOrEqual(4);
    expect(answering?.unread).toBeGreaterThan(0);
    expect(answering?.operators).toBe(4);
    const duplicated = await one<{ n: number }>(sql`
      select count(*)::int as n from (select contact_id from attendances where status not in ('finished', 'abandoned') group by 1 having count(*) > 1) d`);
    expect(duplicated.n).toBe(0);
  });

  it('has approved templates, one finished campaign with outcomes and replies, and the bot on', async () => {
    expect((await one<{ n: number }>(sql`select count(*)::int as n from message_templates where status = 'APPROVED'`)).n).toBeGreaterThanOrEqual(3);
    const campaign = await rows<{ status: string; recipients: number; read: number; failed: number; skipped: number; replied: number }>(sql`
      select c.status, count(r.id)::int as recipients,
             count(*) filter (where m.status = 'read')::int as read,
             count(*) filter (where m.status = 'failed')::int as failed,
             count(*) filter (where r.state = 'skipped')::int as skipped,
             count(r.replied_at)::int as replied
        from campaigns c join campaign_recipients r on r.campaign_id = c.id left join messages m on m.id = r.message_id group by c.id`);
    expect(campaign).toHaveLength(1);
    expect(campaign[0]).toMatchObject({ status: 'completed' });
    expect(campaign[0]!.recipients).toBeGreaterThan(30);
    expect(campaign[0]!.read).toBeGreaterThan(0);
    expect(campaign[0]!.skipped).toBeGreaterThan(0);
    expect(campaign[0]!.replied).toBeGreaterThan(0);
    const bot = await one<{ enabled: boolean; survey_enabled: boolean }>(sql`select enabled, survey_enabled from bot_settings`);
    expect(bot).toEqual({ enabled: true, survey_enabled: true });
    expect(await count('quick_answers')).toBeGreaterThan(3);
  });

  it('gives every screen and report something to show on its first click', async () => {
    const owner = (await tokenOf('empresa')).token;
    const channelId = (await tokenOf('empresa')).user.channelId;
    const dashboard = (await get(owner, '/api/dashboard/today')).dashboard;
    expect(dashboard.date).toBe('2025-06-11');
    expect(dashboard.finishedToday).toBeGreaterThan(0);
    expect(dashboard.waitingNow).toBeGreaterThan(0);
    expect(dashboard.averageWaitSeconds).toBeGreaterThan(0);
    expect(dashboard.operatorsTotal).toBe(4);
    expect((await get(owner, '/api/attendance/manage/page/1')).total).toBeGreaterThan(400);
    expect((await get(owner, `/api/contact/channel/${channelId}/page/1`)).total).toBe(200);
    expect((await get(owner, '/api/campaigns')).total).toBe(1);
    expect((await get(owner, '/api/templates')).total).toBeGreaterThanOrEqual(3);
    const traffic = await get(owner, '/api/report/gupshup-traffic?from=2025-05-12&to=2025-06-11');
    expect(traffic.totals.inbound).toBeGreaterThan(0);
    expect(traffic.totals.byCategory.marketing).toBeGreaterThan(0);
    const survey = await store.built.app.inject({ method: 'POST', url: '/api/report/survey/summary', headers: auth(owner), payload: { period: 'last30' } });
    expect(survey.json().summary.responses).toBeGreaterThan(0);
    expect((await get(owner, '/api/user/access-log/page/1')).total).toBeGreaterThan(0);
    const chatbot = (await get(owner, '/api/chatbot')).chatbot;
    expect(chatbot.settings.enabled).toBe(true);
    expect(botConfigSchema.safeParse({ menus: chatbot.menus, rootMenuId: chatbot.settings.rootMenuId, defaultDepartmentId: null }).success).toBe(true);
    // The operator's panel: their conversations, with unread messages, and the queue.
    const operador = (await tokenOf('operador')).token;
    const { id: operatorId } = await one<{ id: string }>(sql`select o.id from operators o join users u on u.id = o.user_id where u.login = 'operador'`);
    const mine = await get(operador, `/api/attendance/operator/${operatorId}?status=in_attendance`);
    expect(mine.total).toBeGreaterThan(0);
    expect(await get(operador, '/api/attendance/queue')).toMatchObject({ total: expect.any(Number) });
    const week = `from=${encodeURIComponent(new Date(NOW.getTime() - 7 * DAY).toISOString())}&to=${encodeURIComponent(new Date(NOW.getTime() + 7 * DAY).toISOString())}`;
    expect((await get(operador, `/api/operator/calendar?${week}`)).events.length).toBeGreaterThan(0);
  });
});

describe('the demo seed runs once, and only when asked', { timeout: 120_000 }, () => {
  it('is the same store on every fresh database', async () => {
    const again = await freshStore();
    try {
      const people = async (db: TestDatabase) =>
        (await db.db.orm.execute(sql`select c.name, c.number, c.document, c.birthday::text, t.name as tag from contacts c left join tags t on t.id = c.tag_id order by c.number`)).rows;
      const attendances = async (db: TestDatabase) =>
        (await db.db.orm.execute(sql`select a.seq, a.status, c.number, a.created_at from attendances a join contacts c on c.id = a.contact_id order by a.seq`)).rows;
      expect(await people(again.testDb)).toEqual(await people(store.testDb));
      expect(await attendances(again.testDb)).toEqual(await attendances(store.testDb));
      expect(again.seed.store).toEqual(store.seed.store);
    } finally {
      await close(again);
    }
  });

  it('a second call on a database with users seeds nothing', async () => {
    const before = { users: await count('users'), contacts: await count('contacts'), attendances: await count('attendances') };
    const second = await seedDemo(store.built.ctx, { history: true, now: NOW });
    expect(second).toMatchObject({ seeded: false, store: null });
    expect({ users: await count('users'), contacts: await count('contacts'), attendances: await count('attendances') }).toEqual(before);
  });

  it('DEMO=off seeds nothing at all; DEMO_HISTORY=off (end-to-end tests) keeps the bare company', async () => {
    expect(loadConfig({}).demoHistory).toBe(true);
    expect(loadConfig({ DEMO_HISTORY: 'off' }).demoHistory).toBe(false);
    expect(() => loadConfig({ DEMO_HISTORY: 'maybe' })).toThrow(/DEMO_HISTORY/);
    const testDb = await createTestDatabase();
    const config = testConfig({ DEMO: 'off' });
    const built = await buildApp({ config, db: testDb.db, queue: false });
    try {
      expect(await seedDemo(built.ctx, { history: true })).toMatchObject({ seeded: false, store: null });
      const empty = await built.ctx.db.orm.execute<{ users: number; channels: number }>(sql`select (select count(*)::int from users) as users, (select count(*)::int from channels) as channels`);
      expect(empty.rows[0]).toEqual({ users: 0, channels: 0 });
    } finally {
      await built.app.close();
      await testDb.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
