// /reportAttendance through the real app, on the hand-computed attendances of
// report-attendance-fixtures.ts: exact counts, TME/TMA/first response with their p90 estimates, the
// per-day chart with a São Paulo midnight edge, every filter, the table, its export, and access.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { postReport } from '../support/report-company-fixtures.js';
import { attendanceReportCompanyPerFile, MARCH_8_TO_9, MARCH_8_TO_9_PERIOD, type AttendanceReportCompany } from '../support/report-attendance-fixtures.js';
import { attendanceReportTable, type AttendanceExportRow } from '../../src/modules/reports/attendance-report.table.js';
import { reportRequestOf } from '../../src/modules/reports/report-scope.js';
import { REPORT_NOW } from '../support/report-company-fixtures.js';

let c: AttendanceReportCompany;
type Summary = { summary: Record<string, unknown>; chart: { day: string; byStatus: Record<string, number> }[] };
type Page = { total: number; items: { _id: string; protocol: string; [k: string]: unknown }[] };

const summary = (body: Record<string, unknown> = {}, token = c.owner) => postReport<Summary>(c.t, token, '/api/report/attendance/summary', { ...MARCH_8_TO_9, ...body });
const page = (n: number, body: Record<string, unknown> = {}, token = c.owner) => postReport<Page>(c.t, token, `/api/report/attendance/page/${n}`, { ...MARCH_8_TO_9, ...body });
const zeros = { waiting: 0, offline_operators: 0, in_attendance: 0, opened: 0, campaign: 0, abandoned: 0, in_survey: 0, finished: 0 };

attendanceReportCompanyPerFile('rel-atd', (made) => (c = made));

describe('attendance report summary', () => {
  it('gives exact counts, TME/TMA/first response with p90, the survey mean and every day of the chart', async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      statusCode: 200,
      period: MARCH_8_TO_9_PERIOD,
      summary: {
        opened: 6,
        stillOpen: 1,
        finished: 4,
        abandoned: 1,
        botOnly: 1,
        // 60, 120, 1,800, 45 s: mean 506.25; p90 rank 3.6 falls in [1800, 2700): 1800 + 0.6 × 900.
        wait: { count: 4, averageSeconds: 506, p90Seconds: 2340 },
        // 600, 48,470, 1,800 s: rank 2.7 in [43200, 86400): 43200 + 0.7 × 43200.
        handle: { count: 3, averageSeconds: 16957, p90Seconds: 73440 },
        // 30, 90, 20 s: rank 2.7 in [90, 120).
        firstResponse: { count: 3, averageSeconds: 47, p90Seconds: 111 },
        surveyAverage: 3.5,
      },
      chart: [
        // A3 opened at 23:40 of the 8th in São Paulo (02:40Z on the 9th).
        { day: '2026-03-08', byStatus: { ...zeros, finished: 3 } },
        { day: '2026-03-09', byStatus: { ...zeros, finished: 1, abandoned: 1, in_attendance: 1 } },
      ],
    });
  });

  it('filters by operator, department, tabulation and status (the rollup) and by tag and contact (the attendances)', async () => {
    const ana = (await summary({ operatorId: c.ana.id })).body.summary;
    expect(ana).toMatchObject({ opened: 2, finished: 2, wait: { count: 2, averageSeconds: 930, p90Seconds: 2520 }, surveyAverage: 5 });
    expect((await summary({ departmentId: c.vendas })).body.summary).toMatchObject({ opened: 3, stillOpen: 1, finished: 2 });
    expect((await summary({ tabulationId: c.resolvido })).body.summary).toMatchObject({ opened: 2, finished: 2, surveyAverage: 3.5 });
    expect((await summary({ status: ['abandoned', 'in_attendance'] })).body.summary).toMatchObject({ opened: 2, stillOpen: 1, abandoned: 1, finished: 0 });
    expect((await summary({ tagId: c.vip })).body.summary).toMatchObject({ opened: 2, finished: 1, abandoned: 1, surveyAverage: 5 });
    expect((await summary({ contact: 'souza' })).body.summary).toMatchObject({ opened: 2, finished: 1, stillOpen: 1, surveyAverage: 2 });
    expect((await summary({ contact: '1110003' })).body.summary).toMatchObject({ opened: 1, surveyAverage: null });
  });

  it("answers another company's ids with their 404 and never counts its attendances", async () => {
    const otherDept = (await c.t.ctx.db.orm.execute<{ id: string }>(sql`insert into departments (channel_id, name) values (${c.other.channelId}, 'Alheio') returning id`)).rows[0]?.id;
    const res = await summary({ departmentId: otherDept });
    expect(res.status).toBe(404);
    expect((res.body as unknown as { error: string }).error).toBe('department_not_found');
    expect((await page(1, { operatorId: c.other.channelId })).status).toBe(404);
    const theirs = await postReport<Summary>(c.t, c.other.ownerToken, '/api/report/attendance/summary', MARCH_8_TO_9);
    expect(theirs.body.summary).toMatchObject({ opened: 1, finished: 1, surveyAverage: null });
  });
});

describe('attendance report table', () => {
  it('lists the attendances opened in the period, newest first, with names, times, durations and score', async () => {
    const res = await page(1, { perPage: 4 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(6);
    const { ids } = c;
    expect(res.body.items.map((r) => r._id)).toEqual([ids.a6, ids.a5, ids.a4, ids.a3]);
    const second = await page(2, { perPage: 4 });
    expect(second.body.items.map((r) => r._id)).toEqual([ids.a2, ids.a1]);
    expect(second.body.items[0]).toEqual({
      _id: ids.a2,
      protocol: expect.stringMatching(/^\d{6}$/),
      contact: { _id: expect.any(String), name: 'João Souza', number: '5511911110002' },
      department: { _id: c.vendas, name: 'Vendas' },
      operator: { _id: c.beto.id, name: 'Operador rel-atd-beto' },
      tabulation: { _id: c.resolvido, name: 'Resolvido' },
      status: 'finished',
      statusLabel: 'Finalizado',
      openedAt: '2026-03-08T13:00:00.000Z',
      assignedAt: '2026-03-08T13:02:10.000Z',
      firstResponseAt: '2026-03-08T13:03:40.000Z',
      finishedAt: '2026-03-09T02:30:00.000Z',
      waitSeconds: 120,
      firstResponseSeconds: 90,
      handleSeconds: 48470,
      surveyScore: 2,
    });
    const bot = res.body.items[2];
    expect(bot).toMatchObject({ department: null, operator: null, tabulation: null, waitSeconds: null, handleSeconds: null, surveyScore: null });
  });

  it('applies every filter to the rows and the total', async () => {
    const { ids } = c;
    const idsOf = async (body: Record<string, unknown>) => {
      const r = (await page(1, body)).body;
      return { total: r.total, ids: r.items.map((i) => i._id) };
    };
    expect(await idsOf({ operatorId: c.ana.id })).toEqual({ total: 2, ids: [ids.a3, ids.a1] });
    expect(await idsOf({ departmentId: c.suporte })).toEqual({ total: 2, ids: [ids.a5, ids.a3] });
    expect(await idsOf({ tabulationId: c.venda })).toEqual({ total: 1, ids: [ids.a3] });
    expect(await idsOf({ status: ['in_attendance', 'abandoned'] })).toEqual({ total: 2, ids: [ids.a6, ids.a5] });
    expect(await idsOf({ tagId: c.vip })).toEqual({ total: 2, ids: [ids.a5, ids.a1] });
    expect(await idsOf({ contact: 'joão' })).toEqual({ total: 2, ids: [ids.a6, ids.a2] });
    expect(await idsOf({ contact: 'ninguém' })).toEqual({ total: 0, ids: [] });
    expect(await idsOf({ period: 'custom', from: '2026-03-07', to: '2026-03-07' })).toEqual({ total: 1, ids: [ids.a7] });
  });

  it('exports the same rows in keyset batches, times in the channel zone and durations in seconds', async () => {
    const req = await reportRequestOf(c.t.ctx, c.channelId, { ...MARCH_8_TO_9, perPage: 10 }, REPORT_NOW);
    expect(await attendanceReportTable.count(c.t.ctx, req)).toBe(6);
    const rows: AttendanceExportRow[] = [];
    const sizes: number[] = [];
    for await (const batch of attendanceReportTable.batches(c.t.ctx, req, 4)) {
      sizes.push(batch.length);
      rows.push(...batch);
    }
    expect(sizes).toEqual([4, 2]);
    const a2 = rows.find((r) => r._id === c.ids.a2);
    if (!a2) throw new Error('A2 missing from the export');
    expect(attendanceReportTable.columns.map((col) => col.value(a2))).toEqual([
      a2.protocol, 'João Souza', '5511911110002', 'Vendas', 'Operador rel-atd-beto', 'Finalizado', 'Resolvido',
      '08/03/2026 10:00', '08/03/2026 10:02', '08/03/2026 10:03', '08/03/2026 23:30', 120, 90, 48470, 2,
    ]);
    const tagged = await reportRequestOf(c.t.ctx, c.channelId, { ...MARCH_8_TO_9, perPage: 10, tagId: c.vip }, REPORT_NOW);
    expect(await attendanceReportTable.count(c.t.ctx, tagged)).toBe(2);
  });
});

describe('attendance report access', () => {
  it('is for the owner and managers with Reports', async () => {
    expect((await summary({}, c.withReports.token)).status).toBe(200);
    expect((await page(1, {}, c.withReports.token)).status).toBe(200);
    expect((await summary({}, c.withoutReports.token)).status).toBe(403);
    expect((await page(1, {}, c.ana.token)).status).toBe(403);
  });
});
