// The schedule input (a native datetime-local, "2025-06-02T14:30") read as wall-clock time in the
// channel's time zone, whatever the browser's zone: the owner schedules in the channel's hours.
type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string): Parts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(formatter.formatToParts(date).find((p) => p.type === type)?.value ?? 0);
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute'), second: value('second') };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(new Date(instant), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** "2025-06-02T14:30" in the zone → ISO instant; null when the text is not a date and time. */
export function zonedInputToIso(local: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return null;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // The offset is read at a first guess and again at the result, which settles daylight-saving edges.
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone)).toISOString();
}

const two = (n: number) => String(n).padStart(2, '0');

/** ISO instant → the input's "2025-06-02T14:30" in the zone. */
export function isoToZonedInput(iso: string, timeZone: string): string {
  const p = partsIn(new Date(iso), timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
