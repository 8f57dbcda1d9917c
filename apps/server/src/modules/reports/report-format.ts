// How report exports write what the screen shows: moments as "dd/mm/aaaa hh:mm" in the channel's
// time zone (a spreadsheet has no zone of its own) and references by name.
import type { NamedRef } from '@atende/contract';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, f);
  }
  return f;
}

/** "dd/mm/aaaa hh:mm" of an ISO moment in the zone; empty for none. */
export function localDateTime(isoMoment: string | null, timeZone: string): string {
  if (!isoMoment) return '';
  const parts = formatOf(timeZone).formatToParts(new Date(isoMoment));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

export const nameOf = (ref: NamedRef | null): string => ref?.name ?? '';
