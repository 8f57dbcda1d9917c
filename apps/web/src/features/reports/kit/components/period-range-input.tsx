import '@mantine/dates/styles.css';
import { useState } from 'react';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { REPORT_MAX_DAYS } from '@atende/contract';
import { dateInputFormat } from '@/shared/time/date-format';
import { reportsKitNamespace } from '../locales';

type Props = { from: string; to: string; onChange: (from: string, to: string) => void };

/**
 * The custom period's first and last day. Once the first day is picked, days further than
 * REPORT_MAX_DAYS away cannot be picked; the URL changes only when both ends are chosen.
 */
export function PeriodRangeInput({ from, to, onChange }: Props) {
  const { t, i18n } = useTranslation(reportsKitNamespace);
  const [draft, setDraft] = useState<[string | null, string | null] | null>(null);
  const value = draft ?? [from || null, to || null];
  const start = draft?.[0] && !draft[1] ? draft[0] : null;
  const limit = (days: number) => dayjs(start).add(days, 'day').format('YYYY-MM-DD');
  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'pt-br' }}>
      <DatePickerInput
        type="range"
        label={t('filters.range')}
        placeholder={t('filters.rangePlaceholder')}
        description={t('filters.rangeHint', { days: REPORT_MAX_DAYS })}
        value={value}
        onChange={([first, last]) => {
          if (first && last) {
            setDraft(null);
            onChange(first, last);
          } else setDraft([first, last]);
        }}
        allowSingleDateInRange
        valueFormat={dateInputFormat(i18n.language)}
        minDate={start ? limit(-(REPORT_MAX_DAYS - 1)) : undefined}
        maxDate={start ? limit(REPORT_MAX_DAYS - 1) : undefined}
        w={{ base: '100%', xs: 240 }}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
