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
