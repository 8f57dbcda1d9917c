// Dates and times shown in the channel's time zone (ARCHITECTURE.md "Data"), whatever the browser's.
import { useSessionUser } from '@/shared/session/session-store';

export const CHANNEL_DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "02/06/2025 14:05" (pt-BR) or "06/02/2025, 14:05" (en) in the zone. */
export function formatDateTimeIn(iso: string, timeZone: string, language: string): string {
  const key = `${language}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(iso)).replace(',', '');
}

/** The signed-in user's channel time zone (admins have none: the default). */
export const useChannelTimeZone = (): string => useSessionUser()?.channel?.timezone ?? CHANNEL_DEFAULT_TIME_ZONE;
