// What a report's table gives its exports: the columns as the file shows them, how many rows the
// filters match (to choose a streamed download or a background job) and the rows in keyset batches.
// Each report implements it next to its page query; report-tables.ts lists them by report name.
import type { ReportName, ReportPageQuery, ResolvedPeriod } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { SpreadsheetColumn } from '../../platform/http/spreadsheet-export.js';

export type ReportRequest = {
  channelId: string;
  timezone: string;
  period: ResolvedPeriod;
  /** The body as parsed (filters, grouping; perPage is ignored by exports). */
  query: ReportPageQuery;
};

export type ReportTable<Row> = {
  report: ReportName;
  /** The file name without extension, e.g. "relatorio-atendimentos". */
  fileName: string;
  sheetName: string;
  columns: readonly SpreadsheetColumn<Row>[];
  count(ctx: AppContext, request: ReportRequest): Promise<number>;
  batches(ctx: AppContext, request: ReportRequest, batchSize: number): AsyncIterable<readonly Row[]>;
};
