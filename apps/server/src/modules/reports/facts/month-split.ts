// A period of local days cut for the rollups: the whole months inside it (read from
// report_attendance_monthly) and the partial months at its edges (read from report_attendance_daily).
// Dates are 'YYYY-MM-DD' strings; they compare as text.

export type DayRange = { from: string; to: string };
/** months: the first days of the first and last whole month (null: no whole month inside). */
export type MonthSplit = { months: DayRange | null; days: DayRange[] };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

function shift(day: string, delta: number): string {
  const [y, m, d] = parts(day);
  return iso(new Date(Date.UTC(y, m - 1, d + delta)));
}

/** The first day of the month after `day`'s. */
function nextMonth(day: string): string {
  const [y, m] = parts(day);
  return iso(new Date(Date.UTC(y, m, 1)));
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

export function splitByMonths(from: string, to: string): MonthSplit {
  const firstWhole = from.endsWith('-01') ? from : nextMonth(from);
  // The last day of the last whole month: `to` itself when it ends its month.
  const lastWhole = shift(to, 1).endsWith('-01') ? to : shift(firstOfMonth(to), -1);
  if (firstWhole > lastWhole) return { months: null, days: [{ from, to }] };
  const days: DayRange[] = [];
  if (from < firstWhole) days.push({ from, to: shift(firstWhole, -1) });
  if (lastWhole < to) days.push({ from: shift(lastWhole, 1), to });
  return { months: { from: firstWhole, to: firstOfMonth(lastWhole) }, days };
}

/**
 * How a period is read with the fewest daily rows: months (first days) added from the monthly rollup,
 * days added from the daily rollup, and days taken back (`minus`, also daily). A partial month is read
 * as its days when it holds at most half of the month, otherwise as the whole month minus the days
 * outside the period: a year's leading edge of 26 days reads the month and 5 days, a "last 30 days"
 * reads one month and about ten days instead of thirty. The sums are the same: a monthly row is always
 * its days' sum (the compactor writes both in one statement).
 */
export type MonthPlan = { months: DayRange[]; days: DayRange[]; minus: DayRange[] };

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export function planMonthReads(from: string, to: string): MonthPlan {
  const split = splitByMonths(from, to);
  const plan: MonthPlan = { months: split.months ? [split.months] : [], days: [], minus: [] };
  // Each partial piece lies inside one month (a period without a whole month may touch two).
  const pieces = split.days.flatMap(({ from: a, to: b }) => {
    const monthEnd = shift(nextMonth(a), -1);
    return b > monthEnd ? [{ from: a, to: monthEnd }, { from: shift(monthEnd, 1), to: b }] : [{ from: a, to: b }];
  });
  for (const piece of pieces) {
    const first = firstOfMonth(piece.from);
    const last = shift(nextMonth(piece.from), -1);
    const inside = daysBetween(piece.from, piece.to);
    if (inside * 2 <= daysBetween(first, last)) {
      plan.days.push(piece);
      continue;
    }
    plan.months.push({ from: first, to: first });
    if (first < piece.from) plan.minus.push({ from: first, to: shift(piece.from, -1) });
    if (piece.to < last) plan.minus.push({ from: shift(piece.to, 1), to: last });
  }
  return plan;
}
