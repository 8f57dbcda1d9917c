// Whether a moment falls inside an operator's working window (spec sections 4, 5, 9):
// Monday to Friday use the week window, Saturday and Sunday their own; times are the channel's.

export type WorkingHours = {
  weekStartTime: string;
  weekFinishTime: string;
  satStartTime: string;
  satFinishTime: string;
  sunStartTime: string;
  sunFinishTime: string;
};

const minutes = (hhmm: string) => {
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

export function windowFor(hours: WorkingHours, weekday: number): { start: string; finish: string } {
  if (weekday === 6) return { start: hours.satStartTime, finish: hours.satFinishTime };
  if (weekday === 7) return { start: hours.sunStartTime, finish: hours.sunFinishTime };
  return { start: hours.weekStartTime, finish: hours.weekFinishTime };
}

export function withinWorkingHours(hours: WorkingHours, now: Date, timeZone: string): boolean {
  const { weekday, minute } = localClock(now, timeZone);
  const { start, finish } = windowFor(hours, weekday);
  const s = minutes(start);
  const f = minutes(finish);
  // The finish minute itself still counts (23:59 means until the end of the day).
  return s <= f ? minute >= s && minute <= f : minute >= s || minute <= f;
}
