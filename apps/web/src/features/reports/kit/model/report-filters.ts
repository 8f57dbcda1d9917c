// The filter bar's state lives in the URL (a reload, the back button or a shared link shows the same
// report). Each report says which filters it shows; only those reach the request body, flat, as the
// contract's reportFiltersObject reads it.
import { useMemo } from 'react';
import {
  attendanceStatuses,
  orderStatuses,
  reportPeriods,
  type AttendanceStatus,
  type OrderStatus,
  type ReportFiltersInput,
  type ReportPeriod,
} from '@atende/contract';
import { useUrlPatch } from '@/shared/list/use-url-patch';

/**
 * The filters a report may show besides the period (always shown). userId, kanbanId and the sales
 * report's orderStatus (comma-separated in the URL, like status), productId and categoryId have their
 * inputs in the bar's `extra` slot.
 */
export const reportFilterNames = ['departmentId', 'operatorId', 'tagId', 'tabulationId', 'status', 'contact', 'userId', 'kanbanId', 'orderStatus', 'productId', 'categoryId'] as const;
export type ReportFilterName = (typeof reportFilterNames)[number];

/** Every URL parameter the filter bar owns; changing any of them goes back to page 1. */
const ownedParams = ['period', 'from', 'to', ...reportFilterNames] as const;

export const DEFAULT_REPORT_PERIOD: ReportPeriod = 'last7';

const isPeriod = (value: string | null): value is ReportPeriod => reportPeriods.some((p) => p === value);
const isStatus = (value: string): value is AttendanceStatus => attendanceStatuses.some((s) => s === value);
const isOrderStatus = (value: string): value is OrderStatus => orderStatuses.some((s) => s === value);

export type ReportFiltersState = {
  /** Which filters this report shows (the period always). */
  show: readonly ReportFilterName[];
  period: ReportPeriod;
  from: string;
  to: string;
  values: Record<Exclude<ReportFilterName, 'status'>, string>;
  status: AttendanceStatus[];
  /** The request body: the period and the shown filters that have a value. */
  body: ReportFiltersInput;
  /** False while a custom period lacks its dates: nothing is asked then. */
  ready: boolean;
  /** Any filter away from its default (the reset button shows). */
  changed: boolean;
  page: number;
  setPage: (page: number) => void;
  setPeriod: (period: ReportPeriod) => void;
  setRange: (from: string | null, to: string | null) => void;
  setFilter: (name: Exclude<ReportFilterName, 'status'>, value: string | null) => void;
  setStatus: (status: string[]) => void;
  reset: () => void;
  /** A report's own URL value (e.g. /reportAverage's grouping); changing it goes back to page 1. */
  extra: (name: string) => string | null;
  setExtra: (name: string, value: string | null) => void;
};

/** The body a URL's parameters give (exported for tests and for reports that build their own). */
export function filtersBody(params: URLSearchParams, show: readonly ReportFilterName[]): ReportFiltersInput {
  const rawPeriod = params.get('period');
  const period = isPeriod(rawPeriod) ? rawPeriod : DEFAULT_REPORT_PERIOD;
  const body: ReportFiltersInput = { period };
  if (period === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    if (from) body.from = from;
    if (to) body.to = to;
  }
  for (const name of show) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (name === 'status') {
      const statuses = value.split(',').filter(isStatus);
      if (statuses.length) body.status = statuses;
    } else if (name === 'orderStatus') {
      const statuses = value.split(',').filter(isOrderStatus);
      if (statuses.length) body.orderStatus = statuses;
    } else body[name] = value;
  }
  return body;
}

export function useReportFilters(show: readonly ReportFilterName[]): ReportFiltersState {
  const [params, update] = useUrlPatch();
  const showKey = show.join(',');
  const paramsKey = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys capture show and every parameter.
  const body = useMemo(() => filtersBody(params, show), [paramsKey, showKey]);

  const values = Object.fromEntries(
    reportFilterNames.filter((n) => n !== 'status').map((n) => [n, params.get(n) ?? '']),
  ) as ReportFiltersState['values'];
  const period = body.period ?? DEFAULT_REPORT_PERIOD;
  return {
    show,
    period,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    values,
    status: body.status ?? [],
    body,
    ready: period !== 'custom' || (!!body.from && !!body.to),
    changed: ownedParams.some((name) => !!params.get(name) && !(name === 'period' && params.get(name) === DEFAULT_REPORT_PERIOD)),
    page: Math.max(1, Number(params.get('page')) || 1),
    setPage: (page) => update({ page: page > 1 ? String(page) : null }, false),
    // Leaving "custom" drops its dates so a later custom choice starts clean.
    setPeriod: (next) => update(next === 'custom' ? { period: next } : { period: next, from: null, to: null }),
    setRange: (from, to) => update({ period: 'custom', from, to }),
    setFilter: (name, value) => update({ [name]: value?.trim() || null }),
    setStatus: (status) => update({ status: status.join(',') || null }),
    reset: () => update(Object.fromEntries(ownedParams.map((name) => [name, null]))),
    extra: (name) => params.get(name),
    setExtra: (name, value) => update({ [name]: value }),
  };
}
