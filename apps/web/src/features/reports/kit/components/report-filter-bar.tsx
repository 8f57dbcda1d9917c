// The one filter bar of every report: the period (custom opens a date range), then the filters the
// report shows, the contact search (asks after a pause), a reset button, and the period the server
// resolved. Wraps on narrow screens; every input is a labelled form control (keyboard reachable).
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, MultiSelect, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { attendanceStatuses, reportPeriods, type ReportPeriod, type ResolvedPeriod } from '@atende/contract';
import { useSessionUser } from '@/shared/session/session-store';
import { statusLabel } from '../model/status-colors';
import type { ReportFiltersState } from '../model/report-filters';
import { useDepartmentChoices, useOperatorChoices, useTabulationChoices, useTagChoices } from '../api/filter-options';
import { PeriodRangeInput } from './period-range-input';
import { ResolvedPeriodText } from './resolved-period-text';
import { reportsKitNamespace } from '../locales';

type Props = {
  state: ReportFiltersState;
  /** The period as the last answer resolved it. */
  resolved?: ResolvedPeriod | undefined;
  /** A report's own filters (the access log's user), placed after the shared ones. */
  extra?: ReactNode;
};

const width = { base: '100%', xs: 200 } as const;

export function ReportFilterBar({ state, resolved, extra }: Props) {
  const { t, i18n } = useTranslation(reportsKitNamespace);
  const channelId = useSessionUser()?.channelId ?? '';
  const shows = (name: ReportFiltersState['show'][number]) => state.show.includes(name);
  const departments = useDepartmentChoices(channelId, shows('departmentId'));
  const operators = useOperatorChoices(channelId, shows('operatorId'));
  const tags = useTagChoices(channelId, shows('tagId'));
  const tabulations = useTabulationChoices(channelId, shows('tabulationId'));
  const common = { clearable: true, searchable: true, placeholder: t('filters.any'), w: width } as const;
  const select = (name: 'departmentId' | 'operatorId' | 'tagId' | 'tabulationId', label: string, data: { value: string; label: string }[] | undefined) =>
    shows(name) && (
      <Select {...common} label={label} data={data ?? []} value={state.values[name] || null} onChange={(v) => state.setFilter(name, v)} />
    );

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('filters.label')}>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap" data-report-print="hide">
          <Select
            label={t('filters.period')}
            data={reportPeriods.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
            value={state.period}
            onChange={(v) => v && state.setPeriod(v as ReportPeriod)}
            allowDeselect={false}
            w={width}
          />
          {state.period === 'custom' && <PeriodRangeInput from={state.from} to={state.to} onChange={state.setRange} />}
          {select('departmentId', t('filters.department'), departments.data)}
          {select('operatorId', t('filters.operator'), operators.data)}
          {select('tagId', t('filters.tag'), tags.data)}
          {select('tabulationId', t('filters.tabulation'), tabulations.data)}
          {shows('status') && (
            <MultiSelect
              label={t('filters.status')}
              placeholder={state.status.length ? undefined : t('filters.statusPlaceholder')}
              data={attendanceStatuses.map((s) => ({ value: s, label: statusLabel(s, i18n.language) }))}
              value={state.status}
              onChange={state.setStatus}
              clearable
              w={{ base: '100%', xs: 260 }}
            />
          )}
          {shows('contact') && <ContactSearch value={state.values.contact} onChange={(v) => state.setFilter('contact', v)} />}
          {extra}
          {state.changed && (
            <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={state.reset}>
              {t('filters.reset')}
            </Button>
          )}
        </Group>
        {!state.ready && (
          <Text size="sm" c="dimmed" role="status">
            {t('filters.chooseDates')}
          </Text>
        )}
        {resolved && state.ready && <ResolvedPeriodText period={resolved} />}
      </Stack>
    </Paper>
  );
}

/** Part of the contact's name or number; asks the server after a short pause or on Enter. */
function ContactSearch(props: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(reportsKitNamespace);
  const [text, setText] = useState(props.value);
  const debounced = useDebouncedCallback((value: string) => props.onChange(value), 400);
  // The URL may change it from outside (reset, back button): a pending search must not bring back
  // what was typed before.
  useEffect(() => {
    debounced.cancel();
    setText(props.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- debounced is stable; only an outside change counts.
  }, [props.value]);
  return (
    <TextInput
      label={t('filters.contact')}
      placeholder={t('filters.contactPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={120}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        debounced.cancel();
        props.onChange(text);
      }}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
