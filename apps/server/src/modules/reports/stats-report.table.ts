// /reportStats' export: the productivity table, one row per operator (a channel has tens of operators,
// so the rows are computed once and written as one batch).
import type { OperatorProductivityRow } from '@atende/contract';
import { wholeReportTable, type ReportTable } from './report-table.js';
import { productivityRows } from './stats-report.service.js';

/** Seconds as h:mm:ss (a spreadsheet sums the column as text otherwise; the figure stays readable). */
export function clockDuration(seconds: number | null): string {
  if (seconds === null) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

export const statsReportTable: ReportTable<OperatorProductivityRow> = wholeReportTable<OperatorProductivityRow>({
  report: 'stats',
  fileName: 'relatorio-estatisticas-operadores',
  sheetName: 'Produtividade',
  columns: [
    { header: 'Operador', value: (r) => r.operator.name },
    { header: 'Atendimentos finalizados', value: (r) => r.finished },
    { header: 'Mensagens enviadas', value: (r) => r.messagesSent },
    { header: 'Tempo médio de atendimento (TMA)', value: (r) => clockDuration(r.averageHandleSeconds) },
    { header: 'Tempo online', value: (r) => clockDuration(r.onlineSeconds) },
  ],
  rows: (ctx, req) => productivityRows(ctx, req, new Date()),
});
