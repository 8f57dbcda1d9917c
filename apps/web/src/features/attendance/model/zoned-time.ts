// Times of the panel in the channel's time zone (ARCHITECTURE.md "Data"): day keys for grouping and
// the short labels of the list and the bubbles. Intl formatters are costly to build, so one is kept
// per zone and language; grouping 10,000 messages formats 10,000 dates.

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, build: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = cache.get(key);
  if (!found) {
    found = build();
    cache.set(key, found);
  }
  return found;
}

/** "2025-01-31": the calendar day of an instant in the zone. */
export function dayKey(value: string | Date, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return formatter(`day|${timeZone}`, () =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(date);
}

/** The day before a day key. */
export function previousDayKey(key: string): string {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - 1)).toISOString().slice(0, 10);
}

/** "14:05" in the zone, always 24 hours. */
export function timeOf(value: string, timeZone: string, language: string): string {
  return formatter(`time|${timeZone}|${language}`, () =>
    new Intl.DateTimeFormat(language, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(new Date(value));
}

/** "31/01/2025" (pt-BR) for a day key, read as that calendar day whatever the zone. */
export function dateOfDayKey(key: string, language: string): string {
  const [y, m, d] = key.split('-').map(Number);
  return formatter(`date|${language}`, () =>
    new Intl.DateTimeFormat(language, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }),
  ).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** "31/01/2025 14:05" in the zone. */
export function dateTimeOf(value: string, timeZone: string, language: string): string {
  return `${dateOfDayKey(dayKey(value, timeZone), language)} ${timeOf(value, timeZone, language)}`;
}

export type RelativeDay = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; key: string };

/** Today, yesterday or another day, relative to `now` in the zone. */
export function relativeDay(key: string, now: Date, timeZone: string): RelativeDay {
  const today = dayKey(now, timeZone);
  if (key === today) return { kind: 'today' };
  if (key === previousDayKey(today)) return { kind: 'yesterday' };
  return { kind: 'date', key };
}

/** The channel's zone when the session has none (ARCHITECTURE.md "Data"). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
