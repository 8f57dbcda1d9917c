import type { TFunction } from 'i18next';
import type { AverageGrouping, AverageGroupRow } from '@atende/contract';
import { DurationValue, formatNumber, type ReportColumn } from '../../kit';

/** The by-operator / by-department table: each average beside its ≈p90. */
export function averageColumns(t: TFunction, language: string, grouping: AverageGrouping): ReportColumn<AverageGroupRow>[] {
  const figure = (key: 'wait' | 'handle' | 'firstResponse'): ReportColumn<AverageGroupRow>[] => [
    { key, header: t(`columns.${key}`), render: (row) => <DurationValue seconds={row[key].averageSeconds} /> },
    { key: `${key}P90`, header: t(`columns.${key}P90`), render: (row) => <DurationValue seconds={row[key].p90Seconds} approx /> },
  ];
  return [
    {
      key: 'group',
      header: t(`columns.${grouping}`),
      render: (row) => row.group?.name ?? (grouping === 'operator' ? t('noOperator') : t('noDepartment')),
    },
    { key: 'finished', header: t('columns.finished'), render: (row) => formatNumber(row.finished, language) },
    ...figure('wait'),
    ...figure('handle'),
    ...figure('firstResponse'),
  ];
}
