import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLOCK_TICK_MS } from '@atende/contract';
import { useNow } from '@/shared/browser/use-now';
import { useSessionUser } from '@/shared/session/session-store';

// Platform times are shown in the channel's time zone (spec: default America/Sao_Paulo).
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

type ClockProps = TextProps & { withDate?: boolean };

/** Date and time ticking every 500 ms (spec section 9), formatted for the current language. */
export function Clock({ withDate = false, ...textProps }: ClockProps) {
  const { i18n, t } = useTranslation();
  const now = useNow(CLOCK_TICK_MS);
  const timeZone = useSessionUser()?.channel?.timezone ?? DEFAULT_TIME_ZONE;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium', timeZone }).format(now);
  const date = withDate
    ? capitalize(new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone }).format(now))
    : null;
  return (
    <Text component="time" dateTime={now.toISOString()} aria-label={t('header.clock')} {...textProps}>
      {date ? `${date} · ${time}` : time}
    </Text>
  );
}
