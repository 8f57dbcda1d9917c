// The report's days: the default period (the last 30 days, today included, in the channel's zone)
// and how a day key reads in the table.

const DAY_MS = 86_400_000;

/** The last `count` days up to today in the zone, as YYYY-MM-DD. */
export function lastDays(timeZone: string, count: number, now: Date = new Date()): { from: string; to: string } {
  // en-CA writes dates as YYYY-MM-DD.
  const to = now.toLocaleDateString('en-CA', { timeZone });
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (count - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** "15/03/2025" (pt-BR) for "2025-03-15", the calendar day itself whatever the browser's zone. */
export const dayLabel = (day: string, language: string): string => new Date(`${day}T00:00:00Z`).toLocaleDateString(language, { timeZone: 'UTC' });
