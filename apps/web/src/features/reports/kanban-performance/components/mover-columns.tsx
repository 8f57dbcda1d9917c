import type { TFunction } from 'i18next';
import type { KanbanMoverRow } from '@atende/contract';
import { DurationValue, formatMoney, formatNumber, type ReportColumn } from '../../kit';

/** /reportKanbanPerformance's table: each person who moved cards on the board in the period. */
export function moverColumns(t: TFunction, language: string): ReportColumn<KanbanMoverRow>[] {
  return [
    { key: 'user', header: t('columns.user'), render: (row) => row.user?.name ?? t('noUser') },
    { key: 'moved', header: t('columns.moved'), render: (row) => formatNumber(row.moved, language) },
    { key: 'won', header: t('columns.won'), render: (row) => formatNumber(row.won, language) },
    { key: 'wonValue', header: t('columns.wonValue'), render: (row) => formatMoney(row.wonValueCents, language) },
    { key: 'timeToWin', header: t('columns.timeToWin'), render: (row) => <DurationValue seconds={row.timeToWin.averageSeconds} format="days" /> },
    { key: 'timeToWinP90', header: t('columns.timeToWinP90'), render: (row) => <DurationValue seconds={row.timeToWin.p90Seconds} format="days" /> },
  ];
}
