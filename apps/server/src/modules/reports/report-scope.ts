// What every report does before reading: the caller's channel and its time zone, the period resolved to
// that zone's local days (the app's clock decides "today"), and the ids the filter bar sent checked
// against the caller's company, so a department, operator, tag, tabulation, user, product or category of another company is
// the entity's 404, never a silently empty (or foreign) report. Shared by H2 and H3's reports: keep the
// names and signatures.
import { REPORT_PER_PAGE, type AttendanceStatus, type ReportFilters, type ReportPageQuery } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { fail } from '../../platform/http/errors.js';
import { departments, operators, productCategories, products, tabulations, tags, users } from '../../schema/index.js';
import { findChannel } from '../channels/index.js';
import { resolvePeriod } from './report-period.js';
import type { ReportRequest } from './report-table.js';

/** A summary's body as the page query the tables read (the page size is then unused). */
export const asPageQuery = (filters: ReportFilters): ReportPageQuery => ({ perPage: REPORT_PER_PAGE, ...filters });

/** The checked request of a summary call (its filters read as a page query's). */
export const summaryRequestOf = (ctx: AppContext, channelId: string, filters: ReportFilters, now: Date): Promise<ReportRequest> =>
  reportRequestOf(ctx, channelId, asPageQuery(filters), now);

/**
 * The checked request of one report call. Deleted operators, tabulations and users are accepted: a
 * report looks back at periods when they still worked.
 */
export async function reportRequestOf(ctx: AppContext, channelId: string, query: ReportPageQuery, now: Date): Promise<ReportRequest> {
  const orm = ctx.db.orm;
  const channel = await findChannel(orm, channelId);
  if (!channel) throw fail('channel_not_found');
  await Promise.all([
    assertOwnedIds(orm, departments, channelId, query.departmentId, 'department'),
    assertOwnedIds(orm, operators, channelId, query.operatorId, 'operator', { includeDeleted: true }),
    assertOwnedIds(orm, tags, channelId, query.tagId, 'tag'),
    assertOwnedIds(orm, tabulations, channelId, query.tabulationId, 'tabulation', { includeDeleted: true }),
    assertOwnedIds(orm, users, channelId, query.userId, 'user', { includeDeleted: true }),
    // The sales report's own filters (/reportSales).
    assertOwnedIds(orm, products, channelId, query.productId, 'product'),
    assertOwnedIds(orm, productCategories, channelId, query.categoryId, 'product_category'),
  ]);
  return { channelId, timezone: channel.timezone, period: resolvePeriod(query, channel.timezone, now), query };
}

/** The status filter without repeats; null when it does not filter. */
export const statusesOf = (query: Pick<ReportPageQuery, 'status'>): AttendanceStatus[] | null =>
  query.status && query.status.length > 0 ? [...new Set(query.status)] : null;
