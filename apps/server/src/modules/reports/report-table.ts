// What a report's table gives its exports: the columns as the file shows them, how many rows the
// filters match (to choose a streamed download or a background job) and the rows in keyset batches.
// Each report builds it next to its page query (keysetReportTable or wholeReportTable below);
// report-tables.ts lists them by report name.
import type { ReportName, ReportPageQuery, ResolvedPeriod } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { batchesOf, type SpreadsheetColumn } from '../../platform/http/spreadsheet-export.js';

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

/** What names a table's file and sheet, and its columns: all a report writes of its own. */
type TableNames<Row> = Pick<ReportTable<Row>, 'report' | 'fileName' | 'sheetName' | 'columns'>;

/** A row with the channel's zone: the file writes its moments in it (dd/mm/aaaa hh:mm). */
export type Zoned<Row> = Row & { timezone: string };

/**
 * A table read in keyset batches (the rows after the last one, newest first), each row stamped with
 * the channel's zone. `reader` is called once per export, so it can resolve its filters once.
 */
export function keysetReportTable<Row>(
  table: TableNames<Zoned<Row>> & {
    count: ReportTable<Zoned<Row>>['count'];
    reader: (ctx: AppContext, request: ReportRequest) => (last: Row | null, size: number) => Promise<readonly Row[]>;
  },
): ReportTable<Zoned<Row>> {
  const { reader, ...rest } = table;
  return {
    ...rest,
    batches: (ctx, req, size) => {
      const read = reader(ctx, req);
      return batchesOf<Zoned<Row>>(async (last) => (await read(last, size)).map((r) => ({ ...r, timezone: req.timezone })), size);
    },
  };
}

/** A table computed whole (groups: a few thousand rows at most), written as one batch (none when empty). */
export function wholeReportTable<Row>(table: TableNames<Row> & { rows: (ctx: AppContext, request: ReportRequest) => Promise<readonly Row[]> }): ReportTable<Row> {
  const { rows, ...rest } = table;
  return {
    ...rest,
    count: async (ctx, req) => (await rows(ctx, req)).length,
    batches: async function* (ctx, req) {
      const all = await rows(ctx, req);
      if (all.length > 0) yield all;
    },
  };
}
