import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLOCK_TICK_MS } from '@atende/contract';
import { useNow } from '@/shared/browser/use-now';

// Platform times are shown in the channel's time zone; the session does not carry it yet.
export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

type ClockProps = TextProps & { withDate?: boolean };

/** Date and time ticking every 500 ms (spec section 9), formatted for the current language. */
export function Clock({ withDate = false, ...textProps }: ClockProps) {
  const { i18n, t } = useTranslation();
  const now = useNow(CLOCK_TICK_MS);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium', timeZone: DISPLAY_TIME_ZONE }).format(now);
  const date = withDate
    ? capitalize(new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: DISPLAY_TIME_ZONE }).format(now))
    : null;
  return (
    <Text component="time" dateTime={now.toISOString()} aria-label={t('header.clock')} {...textProps}>
      {date ? `${date} · ${time}` : time}
    </Text>
  );
}
