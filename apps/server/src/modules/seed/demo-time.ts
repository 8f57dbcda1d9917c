// Calendar arithmetic for the demo store's history: local days ("YYYY-MM-DD") and local times of day in
// the channel's time zone, turned into instants (the store works 08:00–18:00 São Paulo time).

// Building an Intl formatter costs far more than using one: one of each per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) =>
  cache.get(timeZone) ?? cache.set(timeZone, make()).get(timeZone)!;

/** The local day of an instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  return formatOf(dayFormats, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(instant);
}

/** Minutes the zone is ahead of UTC at that instant (São Paulo: -180). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const format = formatOf(offsetFormats, timeZone, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }));
  const name = format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

const utcMidnight = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/** The instant of a local day's minute (0 = midnight) in the zone. */
export function zonedInstant(day: string, minute: number, timeZone: string): Date {
  const guess = utcMidnight(day) + minute * 60_000;
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * 60_000);
}

export function addDays(day: string, days: number): string {
  return new Date(utcMidnight(day) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 1 = Monday ... 6 = Saturday, 7 = Sunday (as working and opening hours count). */
export function weekdayOf(day: string): number {
  return new Date(utcMidnight(day)).getUTCDay() || 7;
}

/** Minutes since the local midnight of an instant. */
export function minuteOfLocalDay(instant: Date, timeZone: string): number {
  return Math.floor((instant.getTime() - zonedInstant(localDate(instant, timeZone), 0, timeZone).getTime()) / 60_000);
}

export const plusSeconds = (at: Date, seconds: number): Date => new Date(at.getTime() + Math.round(seconds * 1000));
