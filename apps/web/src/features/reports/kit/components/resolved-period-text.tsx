import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResolvedPeriod } from '@atende/contract';
import { formatCalendarDay } from '@/shared/time/date-format';
import { reportsKitNamespace } from '../locales';

/** "01/11/2026 – 24/11/2026 (America/Sao_Paulo)": the days the figures cover, in the channel's zone. */
export function ResolvedPeriodText({ period }: { period: ResolvedPeriod }) {
  const { t, i18n } = useTranslation(reportsKitNamespace);
  return (
    <Text size="sm" c="dimmed" data-testid="resolved-period">
      {t('filters.resolved', {
        from: formatCalendarDay(period.from, i18n.language),
        to: formatCalendarDay(period.to, i18n.language),
        timezone: period.timezone,
      })}
    </Text>
  );
}
