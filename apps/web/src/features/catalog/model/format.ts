import { currentLanguage } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { formatDateIn } from '@/shared/time/date-format';
import { CHANNEL_DEFAULT_TIME_ZONE } from '@/shared/time/zoned-date-time';

/** Dates of the catalog lists: the day in the channel's zone, in the order of the active language. */
export const formatDate = (iso: string): string =>
  formatDateIn(iso, sessionStore.user()?.channel?.timezone ?? CHANNEL_DEFAULT_TIME_ZONE, currentLanguage());
