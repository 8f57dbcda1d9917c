// /reportStats against hand-computed fixtures (São Paulo days; the period is Monday 2 to Sunday 8 March
// 2026): messages in and out per day and in the weekday × hour heatmap (23:30 on Sunday 8 March local is
// 02:30Z on the 9th), new contacts by their local creation day, attendances opened / finished / abandoned
// / bot-only, each operator's productivity with online time clipped to the period, the filters, who may
// read it, and another company's rows never counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OperatorProductivityRow, StatsReportPage, StatsReportSummary } from '@atende/contract';
import { insertAttendance, insertContact, postReport, reportCompany, type ReportCompany } from '../support/report-company-fixtures.js';
import { createOperator, type TestOperator } from '../support/operator-fixtures.js';
import { statsReportTable } from '../../src/modules/reports/stats-report.table.js';
import { reportRequestOf } from '../../src/modules/reports/report-scope.js';

let c: ReportCompany;
let caio: TestOperator;
const period = { period: 'custom', from: '2026-03-02', to: '2026-03-08' };

const summary = (body: Record<string, unknown> = {}, token = c.owner) => postReport<StatsReportSummary>(c.t, token, '/api/report/stats/summary', { ...period, ...body });
const page = (n: number, body: Record<string, unknown> = {}, token = c.owner) => postReport<StatsReportPage>(c.t, token, `/api/report/stats/page/${n}`, { ...period, ...body });

async function messages(channelId: string, contactId: string, direction: 'in' | 'out', at: string, count: number, operatorId: string | null = null) {
  for (let i = 0; i < count; i++) {
    await c.t.ctx.db.orm.execute(sql`
      insert into messages (channel_id, contact_id, direction, type, content, status, operator_id, created_at)
      values (${channelId}, ${contactId}, ${direction}, 'text', '{"text":"oi"}'::jsonb, ${direction === 'in' ? 'received' : 'sent'}, ${operatorId}, ${at})`);
  }
}

async function spell(operatorId: string, onlineAt: string, offlineAt: string | null, channelId = c.channelId) {
  await c.t.ctx.db.orm.execute(sql`insert into operator_presence (channel_id, operator_id, online_at, offline_at) values (${channelId}, ${operatorId}, ${onlineAt}, ${offlineAt})`);
}

beforeAll(async () => {
  c = await reportCompany('est');
  caio = await createOperator(c.t, c.owner, 'est-caio');
  const duda = await createOperator(c.t, c.owner, 'est-duda');
  const { channelId, ana, beto } = c;
  // New contacts: c1 on 2 March, c2 at 23:30 on 8 March local, c4 (VIP) on 5 March; c3 at 23:30 on 1 March local.
  const c1 = await insertContact(c.t, channelId, '5511922220001', 'Alice', { createdAt: '2026-03-02T12:00:00Z' });
  const c2 = await insertContact(c.t, channelId, '5511922220002', 'Bruno', { createdAt: '2026-03-09T02:30:00Z' });
  const c3 = await insertContact(c.t, channelId, '5511922220003', 'Célia', { createdAt: '2026-03-02T02:30:00Z' });
  const c4 = await insertContact(c.t, channelId, '5511922220004', 'Dora', { createdAt: '2026-03-05T12:00:00Z', tagId: c.vip });
  const at = (a: Omit<Parameters<typeof insertAttendance>[1], 'channelId'>) => insertAttendance(c.t, { channelId, ...a });
  await at({ contactId: c1, status: 'finished', createdAt: '2026-03-02T12:00:00Z', operatorId: ana.id, departmentId: c.vendas, tabulationId: c.resolvido, assignedAt: '2026-03-02T12:05:00Z', finishedAt: '2026-03-02T12:35:00Z' });
  // Finished at 23:30 on 8 March local (6.5 h of handling).
  await at({ contactId: c2, status: 'finished', createdAt: '2026-03-08T20:00:00Z', operatorId: ana.id, assignedAt: '2026-03-08T20:00:00Z', finishedAt: '2026-03-09T02:30:00Z' });
  await at({ contactId: c3, status: 'finished', createdAt: '2026-03-04T12:00:00Z', operatorId: beto.id, departmentId: c.suporte, assignedAt: '2026-03-04T12:00:00Z', finishedAt: '2026-03-04T13:00:00Z' });
  await at({ contactId: c4, status: 'finished', createdAt: '2026-03-05T12:00:00Z', finishedAt: '2026-03-05T12:10:00Z' });
  await at({ contactId: c1, status: 'abandoned', createdAt: '2026-03-06T12:00:00Z', departmentId: c.vendas, finishedAt: '2026-03-06T13:00:00Z' });
  await at({ contactId: c3, status: 'in_attendance', createdAt: '2026-03-07T12:00:00Z', operatorId: ana.id, assignedAt: '2026-03-07T12:01:00Z' });
  // Opened at 23:30 on 1 March local (before the period), finished at 00:30 on the 2nd (inside it).
  await at({ contactId: c2, status: 'finished', createdAt: '2026-03-02T02:30:00Z', operatorId: ana.id, assignedAt: '2026-03-02T02:30:00Z', finishedAt: '2026-03-02T03:30:00Z' });
  // Inbound: Monday 09:00 ×2, Wednesday 12:10, Sunday 23:30 (local); Sunday 1 March 23:30 is outside.
  await messages(channelId, c1, 'in', '2026-03-02T12:00:00Z', 2);
  await messages(channelId, c3, 'in', '2026-03-04T15:10:00Z', 1);
  await messages(channelId, c2, 'in', '2026-03-09T02:30:00Z', 1);
  await messages(channelId, c3, 'in', '2026-03-02T02:30:00Z', 1);
  await messages(channelId, c1, 'out', '2026-03-02T12:01:00Z', 2, ana.id);
  await messages(channelId, c2, 'out', '2026-03-08T20:30:00Z', 1, ana.id);
  await messages(channelId, c3, 'out', '2026-03-04T12:30:00Z', 1, beto.id);
  await messages(channelId, c4, 'out', '2026-03-05T12:01:00Z', 1);
  await messages(channelId, c1, 'out', '2026-03-01T12:00:00Z', 1, ana.id);
  // Ana: online from 20:00 on 1 March to 02:00 on the 2nd local (2 h inside the period), and 30 min on the 5th.
  await spell(ana.id, '2026-03-01T23:00:00Z', '2026-03-02T05:00:00Z');
  await spell(ana.id, '2026-03-05T12:00:00Z', '2026-03-05T12:30:00Z');
  await spell(beto.id, '2026-03-04T12:00:00Z', '2026-03-04T13:00:00Z');
  // Beto and Duda leave; Beto worked in the period, Duda did not.
  await c.t.ctx.db.orm.execute(sql`update operators set deleted_at = now() where id in (${beto.id}, ${duda.id})`);
  // The other company: a contact, an attendance, messages and a spell of its own.
  const stranger = await insertContact(c.t, c.other.channelId, '5511922220009', 'Estranho', { createdAt: '2026-03-03T12:00:00Z' });
  await insertAttendance(c.t, { channelId: c.other.channelId, contactId: stranger, status: 'finished', createdAt: '2026-03-03T12:00:00Z', finishedAt: '2026-03-03T12:30:00Z' });
  await messages(c.other.channelId, stranger, 'in', '2026-03-03T12:00:00Z', 3);
});
afterAll(() => c.close());

describe('the stats summary', () => {
  it('counts messages, new contacts and attendances of the period by São Paulo day', async () => {
    const { status, body } = await summary();
    expect(status).toBe(200);
    expect(body.summary).toEqual({ messagesIn: 4, messagesOut: 5, newContacts: 3, opened: 6, finished: 5, abandoned: 1, botOnly: 1 });
    expect(body.perDay).toEqual([
      { day: '2026-03-02', messagesIn: 2, messagesOut: 2, opened: 1, finished: 2 },
      { day: '2026-03-03', messagesIn: 0, messagesOut: 0, opened: 0, finished: 0 },
      { day: '2026-03-04', messagesIn: 1, messagesOut: 1, opened: 1, finished: 1 },
      { day: '2026-03-05', messagesIn: 0, messagesOut: 1, opened: 1, finished: 1 },
      { day: '2026-03-06', messagesIn: 0, messagesOut: 0, opened: 1, finished: 0 },
      { day: '2026-03-07', messagesIn: 0, messagesOut: 0, opened: 1, finished: 0 },
      { day: '2026-03-08', messagesIn: 1, messagesOut: 1, opened: 1, finished: 1 },
    ]);
  });

  it('places inbound messages by local weekday and hour (Sunday 23:30 local is Sunday, hour 23)', async () => {
    const { body } = await summary();
    const cells: string[] = [];
    body.heatmap.forEach((hours, weekday) => hours.forEach((n, hour) => n > 0 && cells.push(`${weekday}:${hour}=${n}`)));
    expect(cells).toEqual(['0:23=1', '1:9=2', '3:12=1']);
  });

  it('applies the filters: attendances all of them, messages the operator, new contacts the tag and contact', async () => {
    const figures = async (body: Record<string, unknown>) => (await summary(body)).body.summary;
    expect(await figures({ departmentId: c.vendas })).toEqual({ messagesIn: 4, messagesOut: 5, newContacts: 3, opened: 2, finished: 1, abandoned: 1, botOnly: 0 });
    expect(await figures({ operatorId: c.beto.id })).toEqual({ messagesIn: 0, messagesOut: 1, newContacts: 3, opened: 1, finished: 1, abandoned: 0, botOnly: 0 });
    expect(await figures({ tagId: c.vip })).toEqual({ messagesIn: 4, messagesOut: 5, newContacts: 1, opened: 1, finished: 1, abandoned: 0, botOnly: 1 });
    expect(await figures({ tabulationId: c.resolvido })).toMatchObject({ opened: 1, finished: 1, abandoned: 0, botOnly: 0 });
    expect(await figures({ status: ['in_attendance'] })).toMatchObject({ opened: 1, finished: 0, abandoned: 0 });
    expect(await figures({ contact: 'bruno' })).toMatchObject({ newContacts: 1, opened: 1, finished: 2 });
    const ana = (await summary({ operatorId: c.ana.id })).body;
    expect(ana.perDay.map((d) => d.messagesOut)).toEqual([2, 0, 0, 0, 0, 0, 1]);
    expect(ana.heatmap.flat().every((n) => n === 0)).toBe(true);
  });
});

describe('the operators productivity table', () => {
  it('lists every operator (a deleted one only with figures), most finished first, online time clipped to the period', async () => {
    const { status, body } = await page(1);
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.items).toEqual([
      { operator: { _id: c.ana.id, name: 'Operador est-ana' }, finished: 3, messagesSent: 3, averageHandleSeconds: 9600, onlineSeconds: 9000 },
      { operator: { _id: c.beto.id, name: 'Operador est-beto' }, finished: 1, messagesSent: 1, averageHandleSeconds: 3600, onlineSeconds: 3600 },
      { operator: { _id: caio.id, name: 'Operador est-caio' }, finished: 0, messagesSent: 0, averageHandleSeconds: null, onlineSeconds: 0 },
    ]);
    const second = await page(2, { perPage: 2 });
    expect(second.body).toMatchObject({ page: 2, perPage: 2, total: 3 });
    expect(second.body.items.map((r) => r.operator._id)).toEqual([caio.id]);
    const beto = await page(1, { operatorId: c.beto.id });
    expect(beto.body.items.map((r) => r.operator._id)).toEqual([c.beto.id]);
  });

  it('exports the same rows with durations as h:mm:ss', async () => {
    const req = await reportRequestOf(c.t.ctx, c.channelId, { period: 'custom', from: '2026-03-02', to: '2026-03-08', perPage: 10 }, new Date('2026-03-10T15:00:00Z'));
    expect(await statsReportTable.count(c.t.ctx, req)).toBe(3);
    const rows: OperatorProductivityRow[] = [];
    for await (const batch of statsReportTable.batches(c.t.ctx, req, 2000)) rows.push(...batch);
    expect(statsReportTable.columns.map((col) => col.value(rows[0] as OperatorProductivityRow))).toEqual(['Operador est-ana', 3, 3, '2:40:00', '2:30:00']);
  });
});

describe('who reads the stats', () => {
  it('refuses a manager without Reports and another company’s operator; the other company sees only its own', async () => {
    expect((await summary({}, c.withoutReports.token)).status).toBe(403);
    expect((await page(1, {}, c.withoutReports.token)).status).toBe(403);
    expect((await summary({}, c.withReports.token)).body.summary.opened).toBe(6);
    expect((await summary({ operatorId: c.ana.id }, c.other.ownerToken)).status).toBe(404);
    const theirs = await summary({}, c.other.ownerToken);
    expect(theirs.body.summary).toEqual({ messagesIn: 3, messagesOut: 0, newContacts: 1, opened: 1, finished: 1, abandoned: 0, botOnly: 1 });
    expect((await page(1, {}, c.other.ownerToken)).body.items).toEqual([]);
  });
});
