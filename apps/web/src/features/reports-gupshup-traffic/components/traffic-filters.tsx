import '@mantine/dates/styles.css';
import { Group, Select } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { channelsPageQuery } from '@/features/channels';
import { dateInputFormat } from '@/shared/time/date-format';
import { gupshupTrafficNamespace } from '../locales';

type Period = { from: string; to: string };

type TrafficFiltersProps = {
  period: Period;
  onPeriodChange: (period: Period) => void;
  /** Admins only: the channel whose traffic is shown. */
  channel?: { value: string | null; onChange: (channelId: string | null) => void };
};

/** Admins pick among Gupshup channels (the first 100: an admin's list, not a tenant's). */
function AdminChannelSelect({ value, onChange }: NonNullable<TrafficFiltersProps['channel']>) {
  const { t } = useTranslation(gupshupTrafficNamespace);
  const { data } = useQuery(channelsPageQuery(1, { apiType: 'gupshup' }, 100));
  const options = (data?.channels ?? []).map((c) => ({ value: c._id, label: `${c.name} (${c.channelNumber})` }));
  return (
    <Select
      label={t('channel')}
      placeholder={t('channelPlaceholder')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      w={280}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** The period (both ends required: a range is applied once complete) and, for admins, the channel. */
export function TrafficFilters({ period, onPeriodChange, channel }: TrafficFiltersProps) {
  const { t, i18n } = useTranslation(gupshupTrafficNamespace);
  return (
    <Group align="flex-end">
      {channel && <AdminChannelSelect {...channel} />}
      <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'pt-br' }}>
        <DatePickerInput
          type="range"
          label={t('period')}
          placeholder={t('periodPlaceholder')}
          value={[period.from, period.to]}
          onChange={([start, end]) => {
            if (start && end) onPeriodChange({ from: start, to: end });
          }}
          allowSingleDateInRange
          valueFormat={dateInputFormat(i18n.language)}
          w={230}
          popoverProps={{ withinPortal: false }}
        />
      </DatesProvider>
    </Group>
  );
}
