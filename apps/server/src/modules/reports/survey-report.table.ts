// /reportSurvey's export: every answer of the filters, newest first, in keyset batches.
import { formatPhone } from '@atende/contract';
import { batchesOf } from '../../platform/http/spreadsheet-export.js';
import { localDateTime } from './report-format.js';
import type { ReportTable } from './report-table.js';
import { answersAfter, countAnswers, type KeyedSurveyAnswer } from './survey-report.repository.js';

/** A row with the zone its moment is written in. */
export type SurveyExportRow = KeyedSurveyAnswer & { timezone: string };

export const surveyReportTable: ReportTable<SurveyExportRow> = {
  report: 'survey',
  fileName: 'relatorio-pesquisa-satisfacao',
  sheetName: 'Pesquisa de satisfação',
  columns: [
    { header: 'Respondida em', value: (r) => localDateTime(r.answeredAt, r.timezone) },
    { header: 'Protocolo', value: (r) => r.protocol },
    { header: 'Contato', value: (r) => r.contact.name ?? '' },
    { header: 'Número', value: (r) => formatPhone(r.contact.number) },
    { header: 'Operador', value: (r) => r.operator?.name ?? '' },
    { header: 'Departamento', value: (r) => r.department?.name ?? '' },
    { header: 'Nota', value: (r) => r.score },
    { header: 'Comentário', value: (r) => r.comment ?? '' },
  ],
  count: (ctx, req) => countAnswers(ctx.db.orm, req),
  batches: (ctx, req, size) =>
    batchesOf<SurveyExportRow>(async (last) => (await answersAfter(ctx.db.orm, req, last, size)).map((r) => ({ ...r, timezone: req.timezone })), size),
};
