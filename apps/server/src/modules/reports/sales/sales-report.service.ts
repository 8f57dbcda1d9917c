// /reportSales (issue 20): the orders created in the period (the channel's local days) with the
// filter bar's operator, order status and contact plus the report's product and category; tiles summed
// from the per-status figures, the per-day chart, the breakdowns and the orders table. The
// definitions are docs/decisions.md's "Sales report (issue 20)".
import {
  orderStatuses,
  orderStatusLabels,
  paidOrderStatuses,
  type OrderStatus,
  type ReportFilters,
  type ReportPageQuery,
  type SalesReportOptions,
  type SalesReportPage,
  type SalesReportSummary,
  type SalesTotals,
} from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import { assertOwnedIds } from '../../../platform/db/owned-ids.js';
import { products } from '../../../schema/index.js';
import { daysOf } from '../report-period.js';
import { reportRequestOf, summaryRequestOf } from '../report-scope.js';
import {
  countSalesOrders,
  salesByCategory,
  salesByOperator,
  salesByStatus,
  salesCategoryChoices,
  salesOrdersPage,
  salesPerDay,
  salesProductChoices,
  topProducts,
  type StatusFigures,
} from './sales-report.repository.js';

const isPaid = (status: OrderStatus) => (paidOrderStatuses as readonly OrderStatus[]).includes(status);

/** The tiles from the per-status figures and the units sold (the category breakdown's sum). */
export function salesTotalsOf(byStatus: readonly StatusFigures[], itemsSold: number): SalesTotals {
  let orders = 0;
  let paidOrders = 0;
  let revenueCents = 0;
  let cancelled = 0;
  for (const s of byStatus) {
    orders += s.orders;
    if (isPaid(s.status)) {
      paidOrders += s.orders;
      revenueCents += s.totalCents;
    }
    if (s.status === 'cancelado') cancelled += s.orders;
  }
  return { orders, paidOrders, revenueCents, averageTicketCents: paidOrders > 0 ? Math.round(revenueCents / paidOrders) : null, cancelled, itemsSold };
}

export function createSalesReportService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  async function summary(channelId: string, filters: ReportFilters): Promise<SalesReportSummary> {
    const req = await summaryRequestOf(ctx, channelId, filters, clock());
    // Independent reads: on PGlite's one connection they queue, on PostgreSQL they run side by side.
    const [byStatus, perDay, byOperator, byCategory, top] = await Promise.all([
      salesByStatus(orm, req),
      salesPerDay(orm, req),
      salesByOperator(orm, req),
      salesByCategory(orm, req),
      topProducts(orm, req),
    ]);
    const statusMap = new Map(byStatus.map((s) => [s.status, s]));
    const itemsSold = byCategory.reduce((sum, c) => sum + c.quantity, 0);
    return {
      statusCode: 200,
      period: req.period,
      summary: salesTotalsOf(byStatus, itemsSold),
      perDay: daysOf(req.period).map((day) => ({ day, ...(perDay.get(day) ?? { orders: 0, paidOrders: 0, revenueCents: 0 }) })),
      byStatus: orderStatuses.map((status) => ({
        status,
        label: orderStatusLabels[status],
        orders: statusMap.get(status)?.orders ?? 0,
        totalCents: statusMap.get(status)?.totalCents ?? 0,
      })),
      byOperator,
      byCategory,
      topProducts: top,
    };
  }

  async function page(channelId: string, pageNumber: number, query: ReportPageQuery): Promise<SalesReportPage> {
    const req = await reportRequestOf(ctx, channelId, query, clock());
    const [rows, total] = await Promise.all([salesOrdersPage(orm, req, pageNumber, query.perPage), countSalesOrders(orm, req)]);
    const items = rows.map(({ createdKey: _key, ...row }) => row);
    return { statusCode: 200, period: req.period, items, page: pageNumber, perPage: query.perPage, total };
  }

  /** The product and category filters' choices (a chosen product of another company is its 404). */
  async function options(channelId: string, search: string | undefined, productId: string | undefined): Promise<SalesReportOptions> {
    await assertOwnedIds(orm, products, channelId, productId, 'product');
    const [categories, productChoices] = await Promise.all([salesCategoryChoices(orm, channelId), salesProductChoices(orm, channelId, search, productId)]);
    return { statusCode: 200, categories, products: productChoices };
  }

  return { summary, page, options };
}

export type SalesReportService = ReturnType<typeof createSalesReportService>;
