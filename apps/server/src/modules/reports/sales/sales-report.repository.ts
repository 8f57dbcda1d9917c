// /reportSales's reads, all summed in SQL: the company's orders created in the period's local days
// (orders_channel_created_idx, or orders_channel_operator_created_idx with an operator), narrowed by the
// order's current status, its contact, and the product or category of its lines; their lines for the
// units and the category and product breakdowns. Figures count only paid orders where docs/decisions.md
// ("Sales report (issue 20)") says so. Sums are bigint in SQL (a year of a big shop passes int4 cents).
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { orderStatusLabels, paidOrderStatuses, SALES_TOP_PRODUCTS, type OrderStatus, type SalesReportRow } from '@atende/contract';
import { isoOf, namedRef } from '../../../platform/db/row-values.js';
import { containsPattern, likeLiteral } from '../../../platform/db/sql-helpers.js';
import type { ReportRequest } from '../report-table.js';

const paidList = sql.join(
  paidOrderStatuses.map((s) => sql`${s}`),
  sql`, `,
);
/** The order `o` was paid (its current status is pago, enviado or entregue). */
const paid = sql`o.status in (${paidList})`;

/** The lines the product or category filter names (none: every line), over `oi` and its product `p`. */
function lineFilter(req: ReportRequest): SQL | null {
  const { productId, categoryId } = req.query;
  const parts: SQL[] = [];
  if (productId) parts.push(sql`oi.product_id = ${productId}`);
  if (categoryId) parts.push(sql`p.category_id = ${categoryId}`);
  return parts.length ? sql.join(parts, sql` and `) : null;
}

/** The orders of the report over `o`: the company's, created in the period, and every filter. */
function ordersWhere(req: ReportRequest): SQL {
  const { channelId, timezone, period, query } = req;
  const parts: SQL[] = [
    sql`o.channel_id = ${channelId}`,
    sql`o.created_at >= (${period.from}::date::timestamp at time zone ${timezone})`,
    sql`o.created_at < ((${period.to}::date + 1)::timestamp at time zone ${timezone})`,
  ];
  if (query.operatorId) parts.push(sql`o.operator_id = ${query.operatorId}`);
  const statuses = query.orderStatus && query.orderStatus.length > 0 ? [...new Set(query.orderStatus)] : null;
  if (statuses) parts.push(sql`o.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`);
  const text = query.contact?.trim();
  if (text) {
    const pattern = containsPattern(text);
    parts.push(sql`exists (select 1 from contacts c where c.id = o.contact_id and (c.name ilike ${pattern} or c.number ilike ${pattern}))`);
  }
  const lines = lineFilter(req);
  // An order with at least one line of the product (or category): order_items_order_position_key per order.
  if (lines) parts.push(sql`exists (select 1 from order_items oi left join products p on p.id = oi.product_id where oi.order_id = o.id and ${lines})`);
  return sql.join(parts, sql` and `);
}

const big = (v: number | string | null): number => Number(v ?? 0);

export type StatusFigures = { status: OrderStatus; orders: number; totalCents: number };

/** Orders and their totals per current status (the tiles are summed from these). */
export async function salesByStatus(orm: NodePgDatabase, req: ReportRequest): Promise<StatusFigures[]> {
  const res = await orm.execute<{ status: OrderStatus; orders: number; total: string | number }>(sql`
    select o.status, count(*)::int as orders, coalesce(sum(o.total_cents), 0)::bigint as total
      from orders o where ${ordersWhere(req)}
     group by o.status`);
  return res.rows.map((r) => ({ status: r.status, orders: r.orders, totalCents: big(r.total) }));
}

export type DayFigures = { orders: number; paidOrders: number; revenueCents: number };

/** Orders, paid orders and revenue per local day of creation (days without orders are absent). */
export async function salesPerDay(orm: NodePgDatabase, req: ReportRequest): Promise<Map<string, DayFigures>> {
  const res = await orm.execute<{ day: string; orders: number; paid: number; revenue: string | number }>(sql`
    select to_char((o.created_at at time zone ${req.timezone})::date, 'YYYY-MM-DD') as day,
           count(*)::int as orders,
           (count(*) filter (where ${paid}))::int as paid,
           coalesce(sum(o.total_cents) filter (where ${paid}), 0)::bigint as revenue
      from orders o where ${ordersWhere(req)}
     group by 1`);
  return new Map(res.rows.map((r) => [r.day, { orders: r.orders, paidOrders: r.paid, revenueCents: big(r.revenue) }]));
}

export type OperatorFigures = DayFigures & { operator: { _id: string; name: string } | null };

/** Per operator (null: nobody handled it): orders, paid orders and revenue, most revenue first. */
export async function salesByOperator(orm: NodePgDatabase, req: ReportRequest): Promise<OperatorFigures[]> {
  const res = await orm.execute<{ operator_id: string | null; operator_name: string | null; orders: number; paid: number; revenue: string | number }>(sql`
    select s.operator_id, op.name as operator_name, s.orders, s.paid, s.revenue
      from (select o.operator_id, count(*)::int as orders,
                   (count(*) filter (where ${paid}))::int as paid,
                   coalesce(sum(o.total_cents) filter (where ${paid}), 0)::bigint as revenue
              from orders o where ${ordersWhere(req)}
             group by o.operator_id) s
      left join operators op on op.id = s.operator_id
     order by s.revenue desc, s.orders desc, op.name nulls last`);
  return res.rows.map((r) => ({ operator: namedRef(r.operator_id, r.operator_name), orders: r.orders, paidOrders: r.paid, revenueCents: big(r.revenue) }));
}

/** The paid orders' lines (of the product or category, when filtered), with their product `p`. */
function paidLines(req: ReportRequest): SQL {
  const lines = lineFilter(req);
  return sql`from orders o
    join order_items oi on oi.order_id = o.id
    left join products p on p.id = oi.product_id
   where ${ordersWhere(req)} and ${paid}${lines ? sql` and ${lines}` : sql``}`;
}

export type CategoryFigures = { category: { _id: string; name: string } | null; quantity: number; revenueCents: number };

/** Units and line value per product category (the product's current one; null: none, unknown or deleted). */
export async function salesByCategory(orm: NodePgDatabase, req: ReportRequest): Promise<CategoryFigures[]> {
  const res = await orm.execute<{ category_id: string | null; category_name: string | null; quantity: string | number; revenue: string | number }>(sql`
    select s.category_id, pc.name as category_name, s.quantity, s.revenue
      from (select p.category_id, sum(oi.quantity)::bigint as quantity,
                   sum(oi.quantity::bigint * oi.unit_price_cents)::bigint as revenue
              ${paidLines(req)}
             group by p.category_id) s
      left join product_categories pc on pc.id = s.category_id
     order by s.revenue desc, s.quantity desc, pc.name nulls last`);
  return res.rows.map((r) => ({ category: namedRef(r.category_id, r.category_name), quantity: big(r.quantity), revenueCents: big(r.revenue) }));
}

export type ProductFigures = { productId: string | null; skuId: string; name: string; quantity: number; revenueCents: number };

/**
 * The products with most line value in paid orders, with their units. A catalogue product is one group
 * (named as the catalogue names it now); a line without one (unknown SKU, product deleted) groups by its SKU.
 */
export async function topProducts(orm: NodePgDatabase, req: ReportRequest): Promise<ProductFigures[]> {
  const res = await orm.execute<{ product_id: string | null; sku_id: string; name: string; quantity: string | number; revenue: string | number }>(sql`
    select oi.product_id, coalesce(max(p.sku_id), max(oi.sku_id)) as sku_id, coalesce(max(p.name), max(oi.name)) as name,
           sum(oi.quantity)::bigint as quantity, sum(oi.quantity::bigint * oi.unit_price_cents)::bigint as revenue
      ${paidLines(req)}
     group by oi.product_id, case when oi.product_id is null then oi.sku_id end
     order by revenue desc, quantity desc, name
     limit ${SALES_TOP_PRODUCTS}`);
  return res.rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id, name: r.name, quantity: big(r.quantity), revenueCents: big(r.revenue) }));
}

type Raw = {
  id: string;
  number: number;
  created_at: Date | string;
  /** The exact moment (microseconds) for the keyset: the ISO string of the row keeps milliseconds only. */
  created_key: string;
  contact_id: string;
  contact_name: string | null;
  contact_number: string;
  operator_id: string | null;
  operator_name: string | null;
  status: OrderStatus;
  items: number;
  subtotal_cents: number;
  freight_cents: number;
  discount_cents: number;
  total_cents: number;
};

/** A table row plus its exact keyset moment (exports read in batches after the last row). */
export type SalesOrderRow = SalesReportRow & { createdKey: string };

const toRow = (r: Raw): SalesOrderRow => ({
  _id: r.id,
  number: r.number,
  createdAt: isoOf(r.created_at),
  createdKey: r.created_key,
  contact: { _id: r.contact_id, name: r.contact_name, number: r.contact_number },
  operator: namedRef(r.operator_id, r.operator_name),
  status: r.status,
  statusLabel: orderStatusLabels[r.status],
  items: r.items,
  subtotalCents: r.subtotal_cents,
  freightCents: r.freight_cents,
  discountCents: r.discount_cents,
  totalCents: r.total_cents,
});

/** The table's orders, newest first; the units of each from its lines in the same statement. */
const selectOrders = (where: SQL, tail: SQL) => sql`
  select o.id, o.number, o.created_at,
         to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key,
         o.contact_id, c.name as contact_name, c.number as contact_number,
         o.operator_id, op.name as operator_name, o.status,
         coalesce((select sum(oi.quantity) from order_items oi where oi.order_id = o.id), 0)::int as items,
         o.subtotal_cents, o.freight_cents, o.discount_cents, o.total_cents
    from orders o
    join contacts c on c.id = o.contact_id
    left join operators op on op.id = o.operator_id
   where ${where}
   order by o.created_at desc, o.id desc ${tail}`;

export async function salesOrdersPage(orm: NodePgDatabase, req: ReportRequest, page: number, perPage: number): Promise<SalesOrderRow[]> {
  const res = await orm.execute<Raw>(selectOrders(ordersWhere(req), sql`limit ${perPage} offset ${(page - 1) * perPage}`));
  return res.rows.map(toRow);
}

/** The orders after `last` in the newest-first order (exports read them in batches). */
export async function salesOrdersAfter(orm: NodePgDatabase, req: ReportRequest, last: SalesOrderRow | null, size: number): Promise<SalesOrderRow[]> {
  const after = last ? sql` and (o.created_at, o.id) < (${last.createdKey}::timestamptz, ${last._id}::uuid)` : sql``;
  const res = await orm.execute<Raw>(selectOrders(sql`${ordersWhere(req)}${after}`, sql`limit ${size}`));
  return res.rows.map(toRow);
}

export async function countSalesOrders(orm: NodePgDatabase, req: ReportRequest): Promise<number> {
  const res = await orm.execute<{ n: number }>(sql`select count(*)::int as n from orders o where ${ordersWhere(req)}`);
  return res.rows[0]?.n ?? 0;
}

/** Every category of the company, in the shop's order (the category filter's choices). */
export async function salesCategoryChoices(orm: NodePgDatabase, channelId: string): Promise<{ _id: string; name: string }[]> {
  const res = await orm.execute<{ id: string; name: string }>(sql`
    select id, name from product_categories where channel_id = ${channelId} order by position, lower(name), id`);
  return res.rows.map((r) => ({ _id: r.id, name: r.name }));
}

const PRODUCT_CHOICES = 20;

/**
 * Up to 20 products (hidden ones too: a report looks back) whose name, SKU or description holds the
 * search, folded as the catalogue's search folds it (products_search_trgm_idx), by name; plus `productId`.
 */
export async function salesProductChoices(orm: NodePgDatabase, channelId: string, search: string | undefined, productId: string | undefined) {
  const text = search?.trim();
  const match = text ? sql` and p.search_text like ('%' || catalog_unaccent(lower(${likeLiteral(text)})) || '%')` : sql``;
  const chosen = productId ? sql`select p.id, p.name, p.sku_id from products p where p.channel_id = ${channelId} and p.id = ${productId} union ` : sql``;
  const res = await orm.execute<{ id: string; name: string; sku_id: string }>(sql`
    select id, name, sku_id from (
      ${chosen}(select p.id, p.name, p.sku_id from products p where p.channel_id = ${channelId}${match}
                order by lower(p.name), p.id limit ${PRODUCT_CHOICES})
    ) u order by lower(name), id`);
  return res.rows.map((r) => ({ _id: r.id, name: r.name, skuId: r.sku_id }));
}
