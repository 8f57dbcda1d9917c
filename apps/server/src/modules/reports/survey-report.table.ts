// /reportSurvey's export: every answer of the filters, newest first, in keyset batches.
import { formatPhone } from '@atende/contract';
import { localDateTime } from './report-format.js';
import { keysetReportTable, type ReportTable, type Zoned } from './report-table.js';
import { answersAfter, countAnswers, type KeyedSurveyAnswer } from './survey-report.repository.js';

/** A row with the zone its moment is written in. */
export type SurveyExportRow = Zoned<KeyedSurveyAnswer>;

export const surveyReportTable: ReportTable<SurveyExportRow> = keysetReportTable<KeyedSurveyAnswer>({
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
  reader: (ctx, req) => (last, size) => answersAfter(ctx.db.orm, req, last, size),
});
