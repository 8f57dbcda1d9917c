// A ReportTable of made-up rows for the export tests: how many rows each channel has is set by the
// test, the rows are read in keyset batches like a real table's, and each names the period it was
// asked for, so the file proves which request produced it.
import type { ReportName } from '@atende/contract';
import type { ReportTable } from '../../src/modules/reports/report-table.js';
import { batchesOf } from '../../src/platform/http/spreadsheet-export.js';

export type FakeReportRow = { n: number; name: string; period: string };

export type FakeReportTable = ReportTable<FakeReportRow> & {
  rowsOf: Map<string, number>;
  /** Called before each batch is read, with the rows already read: lets a test fail a run half-way or look at its progress. */
  beforeBatch: ((after: number) => Promise<void>) | null;
};

export function fakeReportTable(report: ReportName): FakeReportTable {
  const table: FakeReportTable = {
    report,
    fileName: 'relatorio-teste',
    sheetName: 'Teste',
    columns: [
      { header: 'Número', value: (r) => r.n },
      { header: 'Nome', value: (r) => r.name },
      { header: 'Período', value: (r) => r.period },
    ],
    rowsOf: new Map(),
    beforeBatch: null,
    count: async (_ctx, request) => table.rowsOf.get(request.channelId) ?? 0,
    batches: (_ctx, request, size) => {
      const total = table.rowsOf.get(request.channelId) ?? 0;
      return batchesOf<FakeReportRow>(async (last) => {
        const after = last?.n ?? 0;
        await table.beforeBatch?.(after);
        const rows: FakeReportRow[] = [];
        for (let n = after + 1; n <= Math.min(total, after + size); n++) rows.push({ n, name: n === 1 ? '=1+1 "aspas"; ação' : `Linha ${n}`, period: `${request.period.from}..${request.period.to}` });
        return rows;
      }, size);
    },
  };
  return table;
}
