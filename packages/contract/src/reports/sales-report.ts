// /reportSales (issue 20, module `products`): the orders created in the period's local days, their
// revenue, per day, by status, operator, category and product, and one table row per order. The
// definitions are in docs/decisions.md ("Sales report (issue 20)") and on the screen's help tooltips.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { orderStatuses, type OrderStatus } from '../orders.js';
import { namedRefSchema, reportPageSchema, resolvedPeriodSchema } from './filters.js';

/** Statuses whose orders were paid: their totals are the revenue ("faturamento"). */
export const paidOrderStatuses = ['pago', 'enviado', 'entregue'] as const satisfies readonly OrderStatus[];

/** How many products the "top products" breakdown lists. */
export const SALES_TOP_PRODUCTS = 10;

const int = z.number().int();

export const salesTotalsSchema = z.object({
  /** Orders created in the period (every status unless the status filter says otherwise). */
  orders: int,
  /** Of those, the ones paid (status pago, enviado or entregue). */
  paidOrders: int,
  /** Sum of the paid orders' totals (freight in, discount out), in cents. */
  revenueCents: int,
  /** revenueCents ÷ paidOrders, rounded to the cent; null without a paid order. */
  averageTicketCents: int.nullable(),
  cancelled: int,
  /** Units of the paid orders' lines (of the product or category, when filtered by one). */
  itemsSold: int,
});
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

export const salesDaySchema = z.object({ day: z.string(), orders: int, paidOrders: int, revenueCents: int });
export type SalesDay = z.infer<typeof salesDaySchema>;

export const salesByStatusSchema = z.object({ status: z.enum(orderStatuses), label: z.string(), orders: int, totalCents: int });
export type SalesByStatus = z.infer<typeof salesByStatusSchema>;

export const salesByOperatorSchema = z.object({
  /** Null: orders nobody handled yet (a customer's order no operator acted on). */
  operator: namedRefSchema.nullable(),
  orders: int,
  paidOrders: int,
  revenueCents: int,
});
export type SalesByOperator = z.infer<typeof salesByOperatorSchema>;

/** Lines of paid orders: units and their value (quantity × unit price, before freight and discount). */
export const salesByCategorySchema = z.object({ category: namedRefSchema.nullable(), quantity: int, revenueCents: int });
export type SalesByCategory = z.infer<typeof salesByCategorySchema>;

export const salesTopProductSchema = z.object({
  /** Null: a SKU the catalogue does not have, or a product deleted since. */
  productId: idSchema.nullable(),
  skuId: z.string(),
  name: z.string(),
  quantity: int,
  revenueCents: int,
});
export type SalesTopProduct = z.infer<typeof salesTopProductSchema>;

export const salesReportSummarySchema = z.object({
  statusCode: int,
  period: resolvedPeriodSchema,
  summary: salesTotalsSchema,
  perDay: z.array(salesDaySchema),
  /** Every status, in the flow's order, zeros included. */
  byStatus: z.array(salesByStatusSchema),
  /** Most revenue first. */
  byOperator: z.array(salesByOperatorSchema),
  byCategory: z.array(salesByCategorySchema),
  /** The SALES_TOP_PRODUCTS products with most revenue, with their units. */
  topProducts: z.array(salesTopProductSchema),
});
export type SalesReportSummary = z.infer<typeof salesReportSummarySchema>;

export const salesReportRowSchema = z.object({
  _id: idSchema,
  /** The company's order number (#N). */
  number: int,
  createdAt: z.string(),
  contact: z.object({ _id: idSchema, name: z.string().nullable(), number: z.string() }),
  operator: namedRefSchema.nullable(),
  status: z.enum(orderStatuses),
  statusLabel: z.string(),
  /** Units on the order (sum of its lines' quantities). */
  items: int,
  subtotalCents: int,
  freightCents: int,
  discountCents: int,
  totalCents: int,
});
export type SalesReportRow = z.infer<typeof salesReportRowSchema>;
export const salesReportPageSchema = reportPageSchema(salesReportRowSchema);
export type SalesReportPage = z.infer<typeof salesReportPageSchema>;

/**
 * GET /api/report/sales/options: the product and category filters' choices for a report reader (who
 * may not hold Products): every category in the shop's order, and up to 20 products whose name or SKU
 * contains `search` (accents and case ignored), plus the chosen `productId` so the select can name it.
 */
export const salesReportOptionsQuerySchema = z.object({
  search: z.string().trim().max(120, 'Busca muito longa').optional(),
  productId: idSchema.optional(),
});
export const salesReportOptionsSchema = z.object({
  statusCode: int,
  categories: z.array(namedRefSchema),
  products: z.array(z.object({ _id: idSchema, name: z.string(), skuId: z.string() })),
});
export type SalesReportOptions = z.infer<typeof salesReportOptionsSchema>;
