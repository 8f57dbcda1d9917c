// The filter bar's period as local days of the channel's time zone (both included): "today" is the
// channel's today, not the server's. SQL turns local days into instants (day::timestamp at time zone).
import { daysInPeriod, type ReportFilters, type ResolvedPeriod } from '@atende/contract';

/** YYYY-MM-DD of a moment in a time zone. */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A local day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, delta: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

export function resolvePeriod(filters: Pick<ReportFilters, 'period' | 'from' | 'to'>, timezone: string, now: Date): ResolvedPeriod {
  const today = localDate(now, timezone);
  const span = (from: string, to: string): ResolvedPeriod => ({ from, to, timezone, days: daysInPeriod(from, to) });
  switch (filters.period) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(addDays(today, -1), addDays(today, -1));
    case 'last7':
      return span(addDays(today, -6), today);
    case 'last30':
      return span(addDays(today, -29), today);
    case 'thisMonth':
      return span(firstOfMonth(today), today);
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return span(firstOfMonth(lastDay), lastDay);
    }
    case 'custom':
      // The body's checks made both days present, ordered and at most a year apart.
      return span(filters.from ?? today, filters.to ?? today);
  }
}

/** Every local day of the period, in order (the charts' x axis: days without data show as zero). */
export function daysOf(period: ResolvedPeriod): string[] {
  return Array.from({ length: period.days }, (_, i) => addDays(period.from, i));
}
