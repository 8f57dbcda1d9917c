// The provider traffic report (/reportGupshupTraffic; GET /api/report/gupshup-traffic): a channel's
// messages per day (in its time zone) by direction, type and pricing category, from our own records,
// paged 10 days at a time (spec section 9), with Gupshup's own usage report when it can be fetched.
import { z } from 'zod';
import { idSchema } from './common.js';
import { dayFilterSchema } from './attendances-manage.js';

/** Spec section 9: the traffic report holds 10 rows (days) per page. */
export const GUPSHUP_TRAFFIC_PER_PAGE = 10;
/** The longest period one report covers (a year, leap day included). */
export const GUPSHUP_TRAFFIC_MAX_DAYS = 366;

/** How many calendar days from `from` to `to`, both included (YYYY-MM-DD). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const gupshupTrafficQuerySchema = z
  .object({
    from: dayFilterSchema,
    to: dayFilterSchema,
    page: z.coerce.number().int().min(1, 'Página inválida').default(1),
    /** Admins choose the channel; everyone else always gets their own. */
    channelId: idSchema.optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'A data inicial deve ser anterior à final', path: ['to'] })
  .refine((q) => daysInPeriod(q.from, q.to) <= GUPSHUP_TRAFFIC_MAX_DAYS, { message: `O período tem no máximo ${GUPSHUP_TRAFFIC_MAX_DAYS} dias`, path: ['to'] });
export type GupshupTrafficQuery = z.input<typeof gupshupTrafficQuerySchema>;

/** Message types as the report groups them (media: image, audio, video, document, sticker). */
export const trafficTypes = ['text', 'template', 'media', 'interactive', 'other'] as const;
export type TrafficType = (typeof trafficTypes)[number];

/** What WhatsApp billed our outbound messages as; `none`: no category reported (or one not listed). */
export const trafficCategories = ['marketing', 'utility', 'authentication', 'service', 'none'] as const;
export type TrafficCategory = (typeof trafficCategories)[number];

const count = z.number().int().min(0);

export const trafficCountsSchema = z.object({
  inbound: count,
  outbound: count,
  /** Every message of the day (received and sent) by type. */
  byType: z.object({ text: count, template: count, media: count, interactive: count, other: count }),
  /** Sent messages only (received ones are never billed) by the category their status webhooks gave. */
  byCategory: z.object({ marketing: count, utility: count, authentication: count, service: count, none: count }),
});
export type TrafficCounts = z.infer<typeof trafficCountsSchema>;

export const trafficDaySchema = trafficCountsSchema.extend({ date: z.string() });
export type TrafficDay = z.infer<typeof trafficDaySchema>;

/** One day of Gupshup's usage report (Partner API), as Gupshup counts and bills it. */
export const providerUsageDaySchema = z.object({
  date: z.string(),
  incoming: count,
  outgoing: count,
  templates: count,
  marketing: count,
  utility: count,
  authentication: count,
  service: count,
  totalFees: z.number().nullable(),
  currency: z.string().nullable(),
});
export type ProviderUsageDay = z.infer<typeof providerUsageDaySchema>;

export const gupshupTrafficResponseSchema = z.object({
  statusCode: z.number().int(),
  channelId: idSchema,
  /** The zone the days are counted in (the channel's). */
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  page: z.number().int(),
  perPage: z.number().int(),
  /** Days in the period (every day is a row, with or without messages). */
  total: z.number().int(),
  /** This page's days, newest first. */
  days: z.array(trafficDaySchema),
  /** The whole period. */
  totals: trafficCountsSchema,
  /**
   * Gupshup's usage report for this page's days, when the platform has partner credentials and the
   * channel its appId; `error` says why it could not be read (our own counts are still answered).
   */
  provider: z.object({ appId: z.string(), days: z.array(providerUsageDaySchema), error: z.string().nullable() }).nullable(),
});
export type GupshupTrafficResponse = z.infer<typeof gupshupTrafficResponseSchema>;
