import '@mantine/dates/styles.css';
import { Button, MultiSelect, Select, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { attendanceStatuses } from '@atende/contract';
import { dateInputFormat } from '@/shared/time/date-format';
import type { Option } from '../api/filter-options';
import { attendancesManageNamespace } from '../locales';

/** URL filters; the period is one value `from..to` (one URL update), sent to the server as from and to. */
export const manageFilterNames = ['status', 'departmentId', 'operatorId', 'tagId', 'period', 'protocol'] as const;
export type ManageFilterName = (typeof manageFilterNames)[number];

/** The list state's query as the server reads it: `period` becomes `from` and `to`. */
export function serverQuery(query: Record<string, string | number>): Record<string, string | number> {
  const { period, ...rest } = query;
  if (typeof period !== 'string' || !period) return rest;
  const [from, to] = period.split('..');
  return { ...rest, ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

type Props = {
  filters: Record<ManageFilterName, string>;
  onChange: (name: ManageFilterName, value: string | null) => void;
  onClear: () => void;
  departments: Option[];
  operators: Option[];
  tags: Option[];
};

/** Status (several), department, operator, the contact's tag, period of creation and protocol. */
export function AttendancesFilters({ filters, onChange, onClear, departments, operators, tags }: Props) {
  const { t, i18n } = useTranslation(attendancesManageNamespace);
  const statuses = filters.status ? filters.status.split(',') : [];
  const [from = '', to = ''] = filters.period ? filters.period.split('..') : [];
  const anyFilter = manageFilterNames.some((name) => filters[name]);
  // The spec's pt-BR labels (the contract's, as the server sends them) or English ones.
  const statusOptions = attendanceStatuses.map((s) => ({ value: s, label: t(`statusLabels.${s}`) }));
  const common = { clearable: true, searchable: true, placeholder: t('filters.any'), w: 180, comboboxProps: { withinPortal: false } } as const;
  return (
    <>
      <MultiSelect
        label={t('filters.status')}
        placeholder={statuses.length ? undefined : t('filters.statusPlaceholder')}
        data={statusOptions}
        value={statuses}
        onChange={(value) => onChange('status', value.join(',') || null)}
        clearable
        w={240}
        comboboxProps={{ withinPortal: false }}
      />
      <Select {...common} label={t('filters.department')} data={departments} value={filters.departmentId || null} onChange={(v) => onChange('departmentId', v)} />
      <Select {...common} label={t('filters.operator')} data={operators} value={filters.operatorId || null} onChange={(v) => onChange('operatorId', v)} />
      <Select {...common} label={t('filters.tag')} data={tags} value={filters.tagId || null} onChange={(v) => onChange('tagId', v)} />
      <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'pt-br' }}>
        <DatePickerInput
          type="range"
          label={t('filters.period')}
          placeholder={t('filters.periodPlaceholder')}
          value={[from || null, to || null]}
          onChange={([start, end]) => {
            // A range is sent once both ends are chosen (or both cleared).
            if (start && !end) return;
            onChange('period', start && end ? `${start}..${end}` : null);
          }}
          allowSingleDateInRange
          clearable
          valueFormat={dateInputFormat(i18n.language)}
          w={230}
          popoverProps={{ withinPortal: false }}
        />
      </DatesProvider>
      <TextInput
        label={t('filters.protocol')}
        inputMode="numeric"
        w={120}
        defaultValue={filters.protocol}
        key={filters.protocol}
        onBlur={(e) => onChange('protocol', e.currentTarget.value.replace(/\D/g, '') || null)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange('protocol', e.currentTarget.value.replace(/\D/g, '') || null);
        }}
      />
      {anyFilter && (
        <Button variant="subtle" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </>
  );
}
