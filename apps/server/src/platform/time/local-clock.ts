// The local weekday and minute of a moment in a time zone: operators' working hours and a channel's
// opening hours are both written as weekday windows of "HH:MM" in the channel's zone.

/** Minutes since midnight of an "HH:MM" time. */
export const minuteOfDay = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Weekday (1 = Monday ... 6 = Saturday, 7 = Sunday, as stored opening hours count) and minute of day. */
export function localClock(now: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { weekday, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}
