// /reportTabulation's export: the rows of its table (tabulation × operator × department), the share as
// a percentage with two decimals. The rows are grouped already (a few thousand at most): one batch.
import type { TabulationReportRow } from '@atende/contract';
import { tabulationRows } from './tabulation-report.service.js';
import { wholeReportTable, type ReportTable } from './report-table.js';

export const tabulationReportTable: ReportTable<TabulationReportRow> = wholeReportTable<TabulationReportRow>({
  report: 'tabulation',
  fileName: 'relatorio-tabulacoes',
  sheetName: 'Tabulações',
  columns: [
    { header: 'Tabulação', value: (r) => r.tabulation?.name ?? 'Sem tabulação' },
    { header: 'Operador', value: (r) => r.operator?.name ?? 'Sem operador' },
    { header: 'Departamento', value: (r) => r.department?.name ?? 'Sem departamento' },
    { header: 'Atendimentos', value: (r) => r.count },
    { header: 'Participação na tabulação (%)', value: (r) => Math.round(r.share * 10000) / 100 },
  ],
  rows: tabulationRows,
});
