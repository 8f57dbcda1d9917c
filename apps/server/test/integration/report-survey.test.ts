// /reportSurvey against hand-computed fixtures (São Paulo days; 10 March 2026 is "today"): sent counts by
// the day sent, responses by the day answered with a score; mean with two decimals, CSAT (share of 4–5),
// the distribution, per operator (a deleted one keeps its name) and department; each filter; the table
// newest first and its export in keyset batches; who may read it; another company never appears.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { SurveyAnswersPage, SurveyReportSummary } from '@atende/contract';
import { auth } from '../support/test-app.js';
import { insertAttendance, insertContact, one, postReport, reportCompany, type ReportCompany } from '../support/report-company-fixtures.js';
import { surveyReportTable, type SurveyExportRow } from '../../src/modules/reports/survey-report.table.js';
import { reportRequestOf } from '../../src/modules/reports/report-scope.js';

let c: ReportCompany;
const period = { period: 'custom', from: '2026-03-02', to: '2026-03-08' };
const ids: Record<string, string> = {};

type Survey = { contact: string; status: string; operator?: string | null; department?: string | null; tabulation?: string | null; attendanceStatus?: string; sentAt: string; answeredAt?: string; score?: number; comment?: string };

async function survey(key: string, s: Survey, channelId = c.channelId): Promise<void> {
  const attendance = await insertAttendance(c.t, {
    channelId,
    contactId: s.contact,
    status: s.attendanceStatus ?? 'finished',
    createdAt: '2026-03-01T12:00:00Z',
    operatorId: s.operator ?? null,
    departmentId: s.department ?? null,
    tabulationId: s.tabulation ?? null,
    finishedAt: s.attendanceStatus === 'in_survey' ? null : s.sentAt,
  });
  ids[key] = attendance;
  await c.t.ctx.db.orm.execute(sql`
    insert into attendance_surveys (attendance_id, channel_id, operator_id, department_id, status, score, comment, sent_at, answered_at)
    values (${attendance}, ${channelId}, ${s.operator ?? null}, ${s.department ?? null}, ${s.status}, ${s.score ?? null}, ${s.comment ?? null}, ${s.sentAt}, ${s.answeredAt ?? null})`);
}

const summary = (body: Record<string, unknown> = {}, token = c.owner) => postReport<SurveyReportSummary>(c.t, token, '/api/report/survey/summary', { ...period, ...body });
const page = (n: number, body: Record<string, unknown> = {}, token = c.owner) => postReport<SurveyAnswersPage>(c.t, token, `/api/report/survey/page/${n}`, { ...period, ...body });

beforeAll(async () => {
  c = await reportCompany('pesq');
  const maria = await insertContact(c.t, c.channelId, '5511911110001', 'Maria', { tagId: c.vip });
  const joao = await insertContact(c.t, c.channelId, '5511911110002', 'João');
  const carla = await insertContact(c.t, c.channelId, '5511911119333', 'Carla');
  const pedro = await insertContact(c.t, c.channelId, '5511911110004', 'Pedro');
  const base = { operator: c.ana.id, department: c.vendas, status: 'answered' };
  await survey('s1', { ...base, contact: maria, tabulation: c.resolvido, sentAt: '2026-03-02T12:00:00Z', answeredAt: '2026-03-02T12:05:00Z', score: 5, comment: 'Ótimo' });
  await survey('s2', { ...base, contact: joao, tabulation: c.resolvido, sentAt: '2026-03-03T12:00:00Z', answeredAt: '2026-03-03T12:10:00Z', score: 4 });
  await survey('s9', { ...base, contact: joao, sentAt: '2026-03-05T12:00:00Z', answeredAt: '2026-03-05T12:01:00Z', score: 4 });
  const beto = { operator: c.beto.id, department: c.suporte, status: 'answered' };
  await survey('s3', { ...beto, contact: carla, tabulation: c.resolvido, sentAt: '2026-03-04T12:00:00Z', answeredAt: '2026-03-04T12:00:00Z', score: 2, comment: 'Demorou' });
  // 23:20 and 23:30 on 8 March in São Paulo: inside the period, though already 9 March in UTC.
  await survey('s4', { ...beto, contact: maria, sentAt: '2026-03-09T02:20:00Z', answeredAt: '2026-03-09T02:30:00Z', score: 3 });
  // 23:00 and 23:30 on 1 March in São Paulo: before the period, though 2 March in UTC.
  await survey('s5', { ...base, contact: maria, sentAt: '2026-03-02T02:00:00Z', answeredAt: '2026-03-02T02:30:00Z', score: 1 });
  await survey('s6', { ...base, contact: pedro, status: 'pending', attendanceStatus: 'in_survey', sentAt: '2026-03-05T15:00:00Z' });
  await survey('s7', { ...base, contact: pedro, status: 'expired', sentAt: '2026-03-06T15:00:00Z' });
  // Asked for in the bot: no operator, no department.
  await survey('s8', { contact: pedro, status: 'answered', sentAt: '2026-03-07T15:00:00Z', answeredAt: '2026-03-07T15:02:00Z', score: 5 });
  // Beto leaves the company afterwards: his answers keep his name.
  await c.t.ctx.db.orm.execute(sql`update operators set deleted_at = now() where id = ${c.beto.id}`);
  const stranger = await insertContact(c.t, c.other.channelId, '5511911110009', 'Estranho');
  await survey('x1', { contact: stranger, status: 'answered', sentAt: '2026-03-03T12:00:00Z', answeredAt: '2026-03-03T12:00:00Z', score: 1 }, c.other.channelId);
});
afterAll(() => c.close());

describe('the survey summary', () => {
  it('counts sent and answered surveys by São Paulo day, with the mean, CSAT and distribution', async () => {
    const { status, body } = await summary();
    expect(status).toBe(200);
    expect(body.period).toEqual({ from: '2026-03-02', to: '2026-03-08', timezone: 'America/Sao_Paulo', days: 7 });
    // Sent: s1 s2 s3 s4 s6 s7 s8 s9 (s5 was sent on 1 March local). Answered: 5 4 4 2 3 5.
    expect(body.summary).toEqual({ sent: 8, responses: 6, averageScore: 3.83, csat: 0.6667 });
    expect(body.distribution).toEqual([0, 1, 1, 2, 2]);
  });

  it('groups by operator (the deleted one by name, the bot as none) and by department, most responses first', async () => {
    const { body } = await summary();
    expect(body.byOperator).toEqual([
      { group: { _id: c.ana.id, name: 'Operador pesq-ana' }, responses: 3, averageScore: 4.33, csat: 1 },
      { group: { _id: c.beto.id, name: 'Operador pesq-beto' }, responses: 2, averageScore: 2.5, csat: 0 },
      { group: null, responses: 1, averageScore: 5, csat: 1 },
    ]);
    expect(body.byDepartment).toEqual([
      { group: { _id: c.vendas, name: 'Vendas' }, responses: 3, averageScore: 4.33, csat: 1 },
      { group: { _id: c.suporte, name: 'Suporte' }, responses: 2, averageScore: 2.5, csat: 0 },
      { group: null, responses: 1, averageScore: 5, csat: 1 },
    ]);
  });

  it('applies each filter of the bar', async () => {
    const figures = async (body: Record<string, unknown>) => (await summary(body)).body.summary;
    expect(await figures({ departmentId: c.vendas })).toEqual({ sent: 5, responses: 3, averageScore: 4.33, csat: 1 });
    expect(await figures({ operatorId: c.beto.id })).toEqual({ sent: 2, responses: 2, averageScore: 2.5, csat: 0 });
    expect(await figures({ tagId: c.vip })).toEqual({ sent: 2, responses: 2, averageScore: 4, csat: 0.5 });
    expect(await figures({ tabulationId: c.resolvido })).toEqual({ sent: 3, responses: 3, averageScore: 3.67, csat: 0.6667 });
    expect(await figures({ status: ['in_survey'] })).toEqual({ sent: 1, responses: 0, averageScore: null, csat: null });
    expect(await figures({ contact: 'joã' })).toEqual({ sent: 2, responses: 2, averageScore: 4, csat: 1 });
    expect(await figures({ contact: '9333' })).toEqual({ sent: 1, responses: 1, averageScore: 2, csat: 0 });
    // The day before: only s5.
    expect(await figures({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ sent: 1, responses: 1, averageScore: 1, csat: 0 });
  });

  it('refuses another company’s department and a manager without Reports; never shows another company’s answers', async () => {
    const foreign = (await one<{ id: string }>(c.t, sql`insert into departments (channel_id, name) values (${c.other.channelId}, 'Deles') returning id`)).id;
    const refused = await summary({ departmentId: foreign });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: 'department_not_found' });
    expect((await summary({}, c.withoutReports.token)).status).toBe(403);
    expect((await page(1, {}, c.withoutReports.token)).status).toBe(403);
    expect((await summary({}, c.withReports.token)).body.summary.responses).toBe(6);
    const theirs = await summary({}, c.other.ownerToken);
    expect(theirs.body.summary).toEqual({ sent: 1, responses: 1, averageScore: 1, csat: 0 });
  });
});

describe('the survey answers table', () => {
  it('lists the answers with a score, newest first, with protocol, contact, operator, department and comment', async () => {
    const { status, body } = await page(1);
    expect(status).toBe(200);
    expect(body.total).toBe(6);
    expect(body.items.map((r) => r.attendanceId)).toEqual([ids.s4, ids.s8, ids.s9, ids.s3, ids.s2, ids.s1]);
    const seq = await one<{ seq: number }>(c.t, sql`select seq::int from attendances where id = ${ids.s3}`);
    expect(body.items[3]).toEqual({
      attendanceId: ids.s3,
      protocol: String(seq.seq).padStart(6, '0'),
      contact: { _id: expect.any(String), name: 'Carla', number: '5511911119333' },
      operator: { _id: c.beto.id, name: 'Operador pesq-beto' },
      department: { _id: c.suporte, name: 'Suporte' },
      score: 2,
      comment: 'Demorou',
      answeredAt: '2026-03-04T12:00:00.000Z',
    });
    expect(body.items[1]).toMatchObject({ operator: null, department: null, score: 5 });
    const second = await page(2, { perPage: 2 });
    expect(second.body).toMatchObject({ page: 2, perPage: 2, total: 6 });
    expect(second.body.items.map((r) => r.attendanceId)).toEqual([ids.s9, ids.s3]);
    expect((await page(1, { tagId: c.vip })).body.items.map((r) => r.attendanceId)).toEqual([ids.s4, ids.s1]);
  });

  it('exports the same rows in keyset batches, times in the channel’s zone', async () => {
    const req = await reportRequestOf(c.t.ctx, c.channelId, { period: 'custom', from: '2026-03-02', to: '2026-03-08', perPage: 10 }, new Date('2026-03-10T15:00:00Z'));
    expect(await surveyReportTable.count(c.t.ctx, req)).toBe(6);
    const rows: SurveyExportRow[] = [];
    for await (const batch of surveyReportTable.batches(c.t.ctx, req, 2)) rows.push(...batch);
    expect(rows.map((r) => r.attendanceId)).toEqual([ids.s4, ids.s8, ids.s9, ids.s3, ids.s2, ids.s1]);
    const cells = surveyReportTable.columns.map((col) => col.value(rows[0] as SurveyExportRow));
    expect(cells[0]).toBe('08/03/2026 23:30');
    expect(cells.slice(2)).toEqual(['Maria', expect.any(String), 'Operador pesq-beto', 'Suporte', 3, '']);
  });

  it('downloads the answers as CSV through the reports’ export', async () => {
    const res = await c.t.app.inject({ method: 'POST', url: '/api/report/survey/export', headers: auth(c.owner), payload: { ...period, format: 'csv', operatorId: c.beto.id } });
    expect(res.statusCode, res.body).toBe(200);
    const records = parse(res.body.slice(1), { delimiter: ';' }) as string[][];
    expect(records.map((r) => [r[0], r[2], r[6], r[7]])).toEqual([
      ['Respondida em', 'Contato', 'Nota', 'Comentário'],
      ['08/03/2026 23:30', 'Maria', '3', ''],
      ['04/03/2026 09:00', 'Carla', '2', 'Demorou'],
    ]);
  });
});
