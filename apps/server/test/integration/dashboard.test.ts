// GET /api/dashboard/today: today's numbers of the caller's channel, "today" in the channel's time
// zone, at a fixed moment (Monday 2 June 2025, 12:00 in São Paulo).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { createOperator, setOnline } from '../support/operator-fixtures.js';
import { upsertContact } from '../../src/modules/contacts/contacts.repository.js';

const NOW = new Date('2025-06-02T15:00:00Z');

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };

type Seeded = { status: string; created: string; queued?: string; assigned?: string; finished?: string };

async function seed(channel: string, number: string, a: Seeded): Promise<void> {
  const contact = await upsertContact(t.ctx.db.orm, channel, number, 'Cliente Painel');
  await t.ctx.db.orm.execute(sql`
    insert into attendances (channel_id, contact_id, status, created_at, queued_at, assigned_at, finished_at)
    values (${channel}, ${contact.id}, ${a.status}, ${a.created}, ${a.queued ?? null}, ${a.assigned ?? null}, ${a.finished ?? null})`);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  other = await createCompany(t, { name: 'Outra do Painel', channelNumber: '5531955550000', ownerLogin: 'outra-painel' });
  // Today in São Paulo starts at 03:00 UTC.
  await seed(channelId, '5511900000001', { status: 'waiting', created: '2025-06-02T10:00:00Z', queued: '2025-06-02T10:00:00Z' });
  await seed(channelId, '5511900000002', { status: 'offline_operators', created: '2025-06-02T11:00:00Z', queued: '2025-06-02T11:00:00Z' });
  // Waited 2 minutes.
  await seed(channelId, '5511900000003', { status: 'in_attendance', created: '2025-06-02T12:00:00Z', queued: '2025-06-02T12:00:00Z', assigned: '2025-06-02T12:02:00Z' });
  // Created yesterday (17:00 local), assigned today at 01:00 local after 8 hours, finished today.
  await seed(channelId, '5511900000004', {
    status: 'finished',
    created: '2025-06-01T20:00:00Z',
    queued: '2025-06-01T20:00:00Z',
    assigned: '2025-06-02T04:00:00Z',
    finished: '2025-06-02T05:00:00Z',
  });
  // Created ten days ago, assigned and finished today: counts in today's wait and finished (the
  // assigned_at / finished_at indexes find it, however old the attendance).
  await seed(channelId, '5511900000008', {
    status: 'finished',
    created: '2025-05-23T04:00:00Z',
    queued: '2025-05-23T04:00:00Z',
    assigned: '2025-06-02T04:00:00Z',
    finished: '2025-06-02T06:00:00Z',
  });
  // Yesterday 23:30 local, still with the bot: open now, not created today.
  await seed(channelId, '5511900000005', { status: 'opened', created: '2025-06-02T02:30:00Z' });
  // Finished today without queueing.
  await seed(channelId, '5511900000006', { status: 'finished', created: '2025-06-02T13:00:00Z', finished: '2025-06-02T13:30:00Z' });
  // Abandoned yesterday: nothing of today.
  await seed(channelId, '5511900000007', { status: 'abandoned', created: '2025-06-01T12:00:00Z', finished: '2025-06-01T13:00:00Z' });
  // Another company's attendances never count here.
  await seed(other.channelId, '5511900000001', { status: 'waiting', created: '2025-06-02T10:00:00Z', queued: '2025-06-02T10:00:00Z' });
  await seed(other.channelId, '5511900000009', { status: 'finished', created: '2025-06-02T10:00:00Z', queued: '2025-06-02T10:00:00Z', assigned: '2025-06-02T10:30:00Z', finished: '2025-06-02T11:00:00Z' });
});
afterAll(async () => {
  await t.close();
});

const today = (token: string) => t.app.inject({ method: 'GET', url: '/api/dashboard/today', headers: auth(token) });
const zeros = { waiting: 0, offline_operators: 0, in_attendance: 0, opened: 0, campaign: 0, abandoned: 0, in_survey: 0, finished: 0 };

describe('dashboard of today', () => {
  it("counts today's attendances by status, what is open now, the wait and the finished, in the channel's day", async () => {
    const res = await today(owner);
    expect(res.statusCode).toBe(200);
    const d = res.json().dashboard;
    expect(d).toMatchObject({
      timezone: 'America/Sao_Paulo',
      date: '2025-06-02',
      createdToday: { ...zeros, waiting: 1, offline_operators: 1, in_attendance: 1, finished: 1 },
      openNow: { ...zeros, waiting: 1, offline_operators: 1, in_attendance: 1, opened: 1 },
      waitingNow: 2,
      // (120 s + 8 h + 10 days) / 3
      averageWaitSeconds: 297_640,
      finishedToday: 3,
    });
  });

  it('another company sees only its own numbers', async () => {
    const d = (await today(other.ownerToken)).json().dashboard;
    expect(d.createdToday).toEqual({ ...zeros, waiting: 1, finished: 1 });
    expect(d.openNow).toEqual({ ...zeros, waiting: 1 });
    expect(d).toMatchObject({ waitingNow: 1, averageWaitSeconds: 1800, finishedToday: 1, operatorsOnline: 0, operatorsTotal: 0 });
  });

  it("follows the channel's time zone: at 00:00 of 3 June in Tokyo nothing happened today yet", async () => {
    const put = await t.app.inject({ method: 'PUT', url: `/api/channel/${channelId}`, headers: auth(owner), payload: { timezone: 'Asia/Tokyo' } });
    expect(put.statusCode).toBe(200);
    const d = (await today(owner)).json().dashboard;
    expect(d).toMatchObject({ timezone: 'Asia/Tokyo', date: '2025-06-03', createdToday: zeros, averageWaitSeconds: null, finishedToday: 0, waitingNow: 2 });
    await t.app.inject({ method: 'PUT', url: `/api/channel/${channelId}`, headers: auth(owner), payload: { timezone: 'America/Sao_Paulo' } });
  });

  // Last: an operator going online takes the queued attendances (at the database's real time).
  it('counts operators online out of all live operators of the channel', async () => {
    const before = (await today(owner)).json().dashboard;
    const total = await t.ctx.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from operators where channel_id = ${channelId} and deleted_at is null`);
    expect(before.operatorsTotal).toBe(total.rows[0]?.n);
    const op = await createOperator(t, owner, 'painel-online');
    expect((await setOnline(t, op, true)).statusCode).toBe(200);
    const after = (await today(owner)).json().dashboard;
    expect(after.operatorsTotal).toBe(before.operatorsTotal + 1);
    expect(after.operatorsOnline).toBe(before.operatorsOnline + 1);
  });

  it('is for the owner and every manager of the channel; operators and the admin are refused', async () => {
    expect((await today(await t.tokenOf('gerente'))).statusCode).toBe(200);
    const op = await createOperator(t, owner, 'painel-proibido');
    expect((await today(op.token)).statusCode).toBe(403);
    expect((await today(await t.tokenOf('admin'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/today' })).statusCode).toBe(401);
  });
});
