// A card's due date is a calendar day (YYYY-MM-DD). It is overdue once that day has passed in the
// channel's time zone, not the browser's: a São Paulo board read from Lisbon still turns red at
// midnight in São Paulo.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today as YYYY-MM-DD in the zone (en-CA writes dates that way). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

export const isOverdue = (dueDate: string | null, today: string): boolean => dueDate !== null && dueDate < today;
