// The time beside a row of the list: the hour today, "Ontem" yesterday, the date before that.
import { dateOfDayKey, dayKey, relativeDay, timeOf } from './zoned-time';

type Translate = (key: string) => string;

export function listTime(iso: string, now: Date, timeZone: string, language: string, t: Translate): string {
  const day = relativeDay(dayKey(iso, timeZone), now, timeZone);
  if (day.kind === 'today') return timeOf(iso, timeZone, language);
  if (day.kind === 'yesterday') return t('list.yesterday');
  return dateOfDayKey(day.key, language);
}

export function dayLabel(key: string, now: Date, timeZone: string, language: string, t: Translate): string {
  const day = relativeDay(key, now, timeZone);
  if (day.kind === 'today') return t('chat.today');
  if (day.kind === 'yesterday') return t('chat.yesterday');
  return dateOfDayKey(day.key, language);
}
