// /reportAverage's export: the groups of its table (by operator, or department with grouping), durations
// in whole seconds. Groups are few, so they come in one batch.
import type { AverageGroupRow } from '@atende/contract';
import { averageGroups } from './average-report.service.js';
import { wholeReportTable, type ReportTable } from './report-table.js';

const none = (grouping: string | undefined) => (grouping === 'department' ? 'Sem departamento' : 'Sem operador');

/** A group row with what its "none" group is called. */
export type AverageExportRow = AverageGroupRow & { noneLabel: string };

export const averageReportTable: ReportTable<AverageExportRow> = wholeReportTable<AverageExportRow>({
  report: 'average',
  fileName: 'relatorio-tme-tma',
  sheetName: 'TME e TMA',
  columns: [
    { header: 'Grupo', value: (r) => r.group?.name ?? r.noneLabel },
    { header: 'Finalizados', value: (r) => r.finished },
    { header: 'Atribuições', value: (r) => r.wait.count },
    { header: 'TME (s)', value: (r) => r.wait.averageSeconds },
    { header: 'TME p90 (s, estimado)', value: (r) => r.wait.p90Seconds },
    { header: 'Atendimentos medidos', value: (r) => r.handle.count },
    { header: 'TMA (s)', value: (r) => r.handle.averageSeconds },
    { header: 'TMA p90 (s, estimado)', value: (r) => r.handle.p90Seconds },
    { header: 'Primeiras respostas', value: (r) => r.firstResponse.count },
    { header: 'Primeira resposta média (s)', value: (r) => r.firstResponse.averageSeconds },
    { header: 'Primeira resposta p90 (s, estimado)', value: (r) => r.firstResponse.p90Seconds },
  ],
  rows: async (ctx, req) => (await averageGroups(ctx, req, req.query.grouping ?? 'operator')).map((r) => ({ ...r, noneLabel: none(req.query.grouping) })),
});
