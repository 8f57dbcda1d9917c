// /reportTabulation through the real app, on the hand-computed attendances of
// report-attendance-fixtures.ts: attendances finished in the period (a finish at 23:30 of the 8th in
// São Paulo counts; abandonments do not) per tabulation with shares, the table per tabulation ×
// operator × department, filters, the export and access.
import { describe, expect, it } from 'vitest';
import { postReport, REPORT_NOW } from '../support/report-company-fixtures.js';
import { attendanceReportCompanyPerFile, MARCH_8_TO_9, MARCH_8_TO_9_PERIOD, type AttendanceReportCompany } from '../support/report-attendance-fixtures.js';
import { tabulationReportTable } from '../../src/modules/reports/tabulation-report.table.js';
import { reportRequestOf } from '../../src/modules/reports/report-scope.js';
import type { TabulationReportRow } from '@atende/contract';

let c: AttendanceReportCompany;
type Body = Record<string, unknown>;
const summary = (body: Body = {}, token = c.owner) => postReport<Body>(c.t, token, '/api/report/tabulation/summary', { ...MARCH_8_TO_9, ...body });
const page = (n: number, body: Body = {}, token = c.owner) => postReport<Body & { items: Body[]; total: number }>(c.t, token, `/api/report/tabulation/page/${n}`, { ...MARCH_8_TO_9, ...body });

attendanceReportCompanyPerFile('rel-tab', (made) => (c = made));

describe('tabulation report', () => {
  it('counts the finished attendances per tabulation with their share, most used first', async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      statusCode: 200,
      period: MARCH_8_TO_9_PERIOD,
      // A1, A2 (finished 23:30 of the 8th), A3, A4 (the bot); A5 was abandoned, A6 is open, A7 is of the 7th.
      summary: { finished: 4, tabulated: 3, untabulated: 1 },
      byTabulation: [
        { tabulation: { _id: c.resolvido, name: 'Resolvido' }, count: 2, share: 0.5 },
        { tabulation: { _id: c.venda, name: 'Venda' }, count: 1, share: 0.25 },
        { tabulation: null, count: 1, share: 0.25 },
      ],
    });
  });

  it('pages tabulation × operator × department rows with the share of the tabulation', async () => {
    const res = await page(1);
    expect(res.body.total).toBe(4);
    const ana = { _id: c.ana.id, name: 'Operador rel-tab-ana' };
    const beto = { _id: c.beto.id, name: 'Operador rel-tab-beto' };
    expect(res.body.items).toEqual([
      { tabulation: { _id: c.resolvido, name: 'Resolvido' }, operator: ana, department: { _id: c.vendas, name: 'Vendas' }, count: 1, share: 0.5 },
      { tabulation: { _id: c.resolvido, name: 'Resolvido' }, operator: beto, department: { _id: c.vendas, name: 'Vendas' }, count: 1, share: 0.5 },
      { tabulation: { _id: c.venda, name: 'Venda' }, operator: ana, department: { _id: c.suporte, name: 'Suporte' }, count: 1, share: 1 },
      { tabulation: null, operator: null, department: null, count: 1, share: 1 },
    ]);
    expect((await page(2, { perPage: 3 })).body.items).toEqual([{ tabulation: null, operator: null, department: null, count: 1, share: 1 }]);
  });

  it('applies the filters (rollup keys and the contact)', async () => {
    const byAna = (await summary({ operatorId: c.ana.id })).body;
    expect(byAna.summary).toEqual({ finished: 2, tabulated: 2, untabulated: 0 });
    expect((byAna.byTabulation as Body[]).map((r) => [(r.tabulation as { name: string }).name, r.count, r.share])).toEqual([
      ['Resolvido', 1, 0.5],
      ['Venda', 1, 0.5],
    ]);
    expect((await summary({ tabulationId: c.venda })).body.summary).toEqual({ finished: 1, tabulated: 1, untabulated: 0 });
    expect((await summary({ contact: 'Zé' })).body.summary).toEqual({ finished: 1, tabulated: 0, untabulated: 1 });
    expect((await page(1, { departmentId: c.vendas })).body.total).toBe(2);
    expect((await summary({ period: 'custom', from: '2026-03-07', to: '2026-03-07' })).body.summary).toEqual({ finished: 1, tabulated: 1, untabulated: 0 });
  });

  it('exports the rows with the share as a percentage', async () => {
    const req = await reportRequestOf(c.t.ctx, c.channelId, { ...MARCH_8_TO_9, perPage: 10 }, REPORT_NOW);
    expect(await tabulationReportTable.count(c.t.ctx, req)).toBe(4);
    const rows: TabulationReportRow[] = [];
    for await (const batch of tabulationReportTable.batches(c.t.ctx, req, 2000)) rows.push(...batch);
    expect(rows.map((r) => tabulationReportTable.columns.map((col) => col.value(r)))).toEqual([
      ['Resolvido', 'Operador rel-tab-ana', 'Vendas', 1, 50],
      ['Resolvido', 'Operador rel-tab-beto', 'Vendas', 1, 50],
      ['Venda', 'Operador rel-tab-ana', 'Suporte', 1, 100],
      ['Sem tabulação', 'Sem operador', 'Sem departamento', 1, 100],
    ]);
  });

  it("is for the owner and managers with Reports; another company's tabulation is a 404 and its rows never count", async () => {
    expect((await summary({}, c.withReports.token)).status).toBe(200);
    expect((await summary({}, c.withoutReports.token)).status).toBe(403);
    expect((await page(1, { tabulationId: c.other.channelId })).status).toBe(404);
    const theirs = await postReport<Body>(c.t, c.other.ownerToken, '/api/report/tabulation/summary', MARCH_8_TO_9);
    expect(theirs.body.summary).toEqual({ finished: 1, tabulated: 0, untabulated: 1 });
  });
});
