// /reportAttendance's export: the same rows as its table, newest first, in keyset batches. Times are
// written in the channel's zone (dd/mm/aaaa hh:mm), durations in whole seconds (numbers a spreadsheet
// can sum and average).
import type { AttendanceReportRow } from '@atende/contract';
import { attendanceFacts } from './facts/attendance-facts.repository.js';
import { attendancesAfter, contactFilterOf, countAttendances } from './attendance-report.repository.js';
import { factsScopeOf } from './report-figures.js';
import { localDateTime, nameOf } from './report-format.js';
import { keysetReportTable, type ReportTable, type Zoned } from './report-table.js';

/** A row with the zone its moments are written in. */
export type AttendanceExportRow = Zoned<AttendanceReportRow>;

export const attendanceReportTable: ReportTable<AttendanceExportRow> = keysetReportTable<AttendanceReportRow>({
  report: 'attendance',
  fileName: 'relatorio-atendimentos',
  sheetName: 'Atendimentos',
  columns: [
    { header: 'Protocolo', value: (r) => r.protocol },
    { header: 'Contato', value: (r) => r.contact.name ?? '' },
    { header: 'Número', value: (r) => r.contact.number },
    { header: 'Departamento', value: (r) => nameOf(r.department) },
    { header: 'Operador', value: (r) => nameOf(r.operator) },
    { header: 'Status', value: (r) => r.statusLabel },
    { header: 'Tabulação', value: (r) => nameOf(r.tabulation) },
    { header: 'Aberto em', value: (r) => localDateTime(r.openedAt, r.timezone) },
    { header: 'Atribuído em', value: (r) => localDateTime(r.assignedAt, r.timezone) },
    { header: 'Primeira resposta em', value: (r) => localDateTime(r.firstResponseAt, r.timezone) },
    { header: 'Finalizado em', value: (r) => localDateTime(r.finishedAt, r.timezone) },
    { header: 'Espera (s)', value: (r) => r.waitSeconds },
    { header: 'Primeira resposta (s)', value: (r) => r.firstResponseSeconds },
    { header: 'Atendimento (s)', value: (r) => r.handleSeconds },
    { header: 'Nota da pesquisa', value: (r) => r.surveyScore },
  ],
  // Exact (no cap): the export decides between a streamed file and a background job from it. The
  // rollup's `opened` answers without a tag or contact filter.
  count: async (ctx, req) => {
    const contacts = await contactFilterOf(ctx.db.orm, req);
    if (contacts) return countAttendances(ctx.db.orm, req, contacts, Number.MAX_SAFE_INTEGER);
    const [row] = await attendanceFacts(ctx.db.orm, factsScopeOf(req), 'none');
    return row?.opened ?? 0;
  },
  // The tag or contact filter resolved once per export, not once per batch.
  reader: (ctx, req) => {
    const contacts = contactFilterOf(ctx.db.orm, req);
    return async (last, size) => attendancesAfter(ctx.db.orm, req, await contacts, last, size);
  },
});
