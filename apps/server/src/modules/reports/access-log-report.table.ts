// /reportAccessLog's export: the same rows as its table, newest first, read in keyset batches.
import type { AccessLogReportRow, Role } from '@atende/contract';
import { accessLogAfter, accessLogTotals } from './access-log-report.repository.js';
import { localDateTime } from './report-format.js';
import { keysetReportTable, type ReportTable, type Zoned } from './report-table.js';

/** A row with the zone its moment is written in. */
export type AccessLogExportRow = Zoned<AccessLogReportRow>;

const roleLabels: Record<Role, string> = { admin: 'Administrador', channel: 'Proprietário', channel_manager: 'Gerente', operator: 'Operador' };
const eventLabels: Record<AccessLogReportRow['event'], string> = { login: 'Entrada', logout: 'Saída', login_failed: 'Tentativa de entrada recusada' };

export const accessLogReportTable: ReportTable<AccessLogExportRow> = keysetReportTable<AccessLogReportRow>({
  report: 'access-log',
  fileName: 'relatorio-acessos',
  sheetName: 'Acessos',
  columns: [
    { header: 'Data e hora', value: (r) => localDateTime(r.createdAt, r.timezone) },
    { header: 'Usuário', value: (r) => r.user?.name ?? '' },
    { header: 'Login', value: (r) => r.login },
    { header: 'Perfil', value: (r) => (r.user ? roleLabels[r.user.role] : '') },
    { header: 'Evento', value: (r) => eventLabels[r.event] },
    { header: 'Endereço IP', value: (r) => r.ip ?? '' },
    { header: 'Navegador', value: (r) => r.userAgent ?? '' },
  ],
  count: async (ctx, req) => (await accessLogTotals(ctx.db.orm, req)).total,
  reader: (ctx, req) => (last, size) => accessLogAfter(ctx.db.orm, req, last, size),
});
