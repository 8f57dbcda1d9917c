// /reportAverage (TME/TMA) through the real app, on the hand-computed attendances of
// report-attendance-fixtures.ts: the period's means and p90 estimates, by department, the per-day
// trend across a São Paulo midnight, the table by operator (a deleted one keeps its name) or by
// department, filters, the export and access.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { postReport, REPORT_NOW } from '../support/report-company-fixtures.js';
import { attendanceReportCompanyPerFile, MARCH_8_TO_9, MARCH_8_TO_9_PERIOD, type AttendanceReportCompany } from '../support/report-attendance-fixtures.js';
import { averageReportTable, type AverageExportRow } from '../../src/modules/reports/average-report.table.js';
import { reportRequestOf } from '../../src/modules/reports/report-scope.js';

let c: AttendanceReportCompany;
type Body = Record<string, unknown>;
const summary = (body: Body = {}, token = c.owner) => postReport<Body>(c.t, token, '/api/report/average/summary', { ...MARCH_8_TO_9, ...body });
const page = (n: number, body: Body = {}, token = c.owner) => postReport<Body & { items: Body[]; total: number }>(c.t, token, `/api/report/average/page/${n}`, { ...MARCH_8_TO_9, ...body });
const fig = (count: number, averageSeconds: number | null, p90Seconds: number | null) => ({ count, averageSeconds, p90Seconds });
const nothing = fig(0, null, null);

attendanceReportCompanyPerFile('rel-avg', (made) => (c = made));

const suporte = () => ({ group: { _id: c.suporte, name: 'Suporte' }, wait: fig(1, 1800, 2610), handle: fig(1, 1800, 2610), firstResponse: fig(1, 20, 29), finished: 1 });
// Waits 60, 120, 45 (p90 rank 2.7 in [120, 180)); handles 600, 48,470; first responses 30, 90.
const vendas = () => ({ group: { _id: c.vendas, name: 'Vendas' }, wait: fig(3, 75, 162), handle: fig(2, 24535, 77760), firstResponse: fig(2, 60, 114), finished: 2 });
const noGroup = { group: null, wait: nothing, handle: nothing, firstResponse: nothing, finished: 1 };

describe('average report', () => {
  it('gives the period TME, TMA and first response with p90, by department and per day', async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      statusCode: 200,
      period: MARCH_8_TO_9_PERIOD,
      summary: { wait: fig(4, 506, 2340), handle: fig(3, 16957, 73440), firstResponse: fig(3, 47, 111), finished: 4 },
      byDepartment: [suporte(), vendas(), noGroup],
      trend: [
        // A2's finish at 23:30 of the 8th counts on the 8th: (600 + 48,470) / 2.
        { day: '2026-03-08', waitSeconds: 90, handleSeconds: 24535, firstResponseSeconds: 60 },
        // A3's wait ends at 00:10 of the 9th: (1,800 + 45) / 2 = 922.5.
        { day: '2026-03-09', waitSeconds: 923, handleSeconds: 1800, firstResponseSeconds: 20 },
      ],
    });
  });

  it('pages the table by operator (the default), "no operator" last, a deleted operator keeping its name', async () => {
    await c.t.ctx.db.orm.execute(sql`update operators set deleted_at = now() where id = ${c.beto.id}`);
    const res = await page(1);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items).toEqual([
      { group: { _id: c.ana.id, name: 'Operador rel-avg-ana' }, wait: fig(2, 930, 2520), handle: fig(2, 1200, 2520), firstResponse: fig(2, 25, 42), finished: 2 },
      { group: { _id: c.beto.id, name: 'Operador rel-avg-beto' }, wait: fig(2, 83, 168), handle: fig(1, 48470, 82080), firstResponse: fig(1, 90, 117), finished: 1 },
      noGroup,
    ]);
    const second = await page(2, { perPage: 2 });
    expect(second.body).toMatchObject({ total: 3, page: 2, perPage: 2, items: [noGroup] });
  });

  it('groups by department on request and applies the filters', async () => {
    expect((await page(1, { grouping: 'department' })).body.items).toEqual([suporte(), vendas(), noGroup]);
    const inVendas = (await page(1, { departmentId: c.vendas })).body.items;
    expect(inVendas.map((r) => [(r.group as { name: string } | null)?.name, r.finished, (r.wait as { averageSeconds: number }).averageSeconds])).toEqual([
      ['Operador rel-avg-ana', 1, 60],
      ['Operador rel-avg-beto', 1, 83],
    ]);
    const vip = await summary({ tagId: c.vip });
    expect(vip.body.summary).toEqual({ wait: fig(1, 60, 87), handle: fig(1, 600, 870), firstResponse: fig(1, 30, 44), finished: 1 });
  });

  it('exports the groups with the "none" group named', async () => {
    const req = await reportRequestOf(c.t.ctx, c.channelId, { ...MARCH_8_TO_9, perPage: 10, grouping: 'department' }, REPORT_NOW);
    expect(await averageReportTable.count(c.t.ctx, req)).toBe(3);
    const rows: AverageExportRow[] = [];
    for await (const batch of averageReportTable.batches(c.t.ctx, req, 2000)) rows.push(...batch);
    expect(rows.map((r) => averageReportTable.columns.map((col) => col.value(r)))).toEqual([
      ['Suporte', 1, 1, 1800, 2610, 1, 1800, 2610, 1, 20, 29],
      ['Vendas', 2, 3, 75, 162, 2, 24535, 77760, 2, 60, 114],
      ['Sem departamento', 1, 0, null, null, 0, null, null, 0, null, null],
    ]);
  });

  it('is for the owner and managers with Reports; foreign ids are 404', async () => {
    expect((await summary({}, c.withReports.token)).status).toBe(200);
    expect((await summary({}, c.withoutReports.token)).status).toBe(403);
    expect((await page(1, {}, c.ana.token)).status).toBe(403);
    expect((await page(1, { tabulationId: c.other.channelId })).status).toBe(404);
  });
});
