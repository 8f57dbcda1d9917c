// The one filter bar every report shares (issue 18): a period in the channel's time zone and the
// attendance filters. Reports take it as the POST body of /api/report/<name>/summary, .../page/{page}
// and .../export; the server resolves the period to local days and answers them back.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { attendanceStatuses } from '../attendance.js';
import { dayFilterSchema } from '../attendances-manage.js';
import { orderStatuses } from '../orders.js';

export const reportPeriods = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export const reportPeriodLabels: Record<ReportPeriod, string> = {
  today: 'Hoje',
  yesterday: 'Ontem',
  last7: 'Últimos 7 dias',
  last30: 'Últimos 30 dias',
  thisMonth: 'Este mês',
  lastMonth: 'Mês passado',
  custom: 'Personalizado',
};

/** The longest period one report covers (a year, leap day included). */
export const REPORT_MAX_DAYS = 366;
/** Spec section 9: report tables page 10 rows by default. */
export const REPORT_PER_PAGE = 10;
/** Above this many rows an export runs as a background job with progress and a download link. */
export const REPORT_EXPORT_SYNC_LIMIT = 50_000;

const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The filter bar's fields, unchecked across fields (bodies extend it, then add the period checks). */
export const reportFiltersObject = z.object({
  period: z.enum(reportPeriods, { message: 'Período inválido' }).default('last7'),
  /** First and last local day (both included); required with period `custom`, ignored otherwise. */
  from: dayFilterSchema.optional(),
  to: dayFilterSchema.optional(),
  departmentId: idSchema.optional(),
  operatorId: idSchema.optional(),
  /** The contact's tag. */
  tagId: idSchema.optional(),
  tabulationId: idSchema.optional(),
  /** The attendance's current status (any of these). */
  status: z.array(z.enum(attendanceStatuses, { message: 'Status inválido' })).max(attendanceStatuses.length).optional(),
  /** Part of the contact's name or number. */
  contact: z.string().trim().max(120, 'Busca muito longa').optional(),
  /** The access log's user filter (/reportAccessLog only). */
  userId: idSchema.optional(),
  /** The kanban reports' board (/reportKanban, /reportKanbanPerformance; absent: the first board by name). */
  kanbanId: idSchema.optional(),
  /** The sales report's order status (the order's current one, any of these; /reportSales only). */
  orderStatus: z.array(z.enum(orderStatuses, { message: 'Status do pedido inválido' })).max(orderStatuses.length).optional(),
  /** The sales report's product: orders with at least one line of it (/reportSales only). */
  productId: idSchema.optional(),
  /** The sales report's category: orders with at least one line of a product now in it (/reportSales only). */
  categoryId: idSchema.optional(),
});

type PeriodFields = { period: ReportPeriod; from?: string | undefined; to?: string | undefined };

/** A custom period needs both days, in order, and at most REPORT_MAX_DAYS of them. */
export const withPeriodChecks = <T extends z.ZodType<PeriodFields>>(schema: T) =>
  schema
    .refine((f) => f.period !== 'custom' || (f.from && f.to), { message: 'Informe as datas inicial e final', path: ['from'] })
    .refine((f) => f.period !== 'custom' || !f.from || !f.to || f.from <= f.to, { message: 'A data inicial deve ser anterior à final', path: ['to'] })
    .refine((f) => f.period !== 'custom' || !f.from || !f.to || dayCount(f.from, f.to) <= REPORT_MAX_DAYS, {
      message: `O período tem no máximo ${REPORT_MAX_DAYS} dias`,
      path: ['to'],
    });

/** POST /api/report/<name>/summary: the filters, flat in the body. */
export const reportFiltersSchema = withPeriodChecks(reportFiltersObject);
export type ReportFiltersInput = z.input<typeof reportFiltersSchema>;
export type ReportFilters = z.output<typeof reportFiltersSchema>;

const perPage = z.coerce.number().int().min(1, 'Itens por página inválido').max(100, 'No máximo 100 itens por página').default(REPORT_PER_PAGE);

/** POST /api/report/<name>/page/{page}: the filters plus the page size (and /reportAverage's grouping). */
export const reportPageBodySchema = withPeriodChecks(
  reportFiltersObject.extend({ perPage, grouping: z.enum(['operator', 'department'], { message: 'Agrupamento inválido' }).optional() }),
);
export type ReportPageBody = z.input<typeof reportPageBodySchema>;
export type ReportPageQuery = z.output<typeof reportPageBodySchema>;

/** The period as the server resolved it: local days (YYYY-MM-DD, both included) and the zone. */
export const resolvedPeriodSchema = z.object({ from: z.string(), to: z.string(), timezone: z.string(), days: z.number().int() });
export type ResolvedPeriod = z.infer<typeof resolvedPeriodSchema>;

export const namedRefSchema = z.object({ _id: idSchema, name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** A report's page: rows plus the resolved period. */
export const reportPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    statusCode: z.number().int(),
    period: resolvedPeriodSchema,
    items: z.array(item),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  });
