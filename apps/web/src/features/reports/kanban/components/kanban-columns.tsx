import type { TFunction } from 'i18next';
import type { KanbanStepFigures } from '@atende/contract';
import { formatMoney, formatNumber, formatShare, type ReportColumn } from '../../kit';
import { StepName } from './step-name';

/** /reportKanban's table: each step of the board, in the board's order, with its figures. */
export function kanbanColumns(t: TFunction, language: string): ReportColumn<KanbanStepFigures>[] {
  const count = (n: number) => formatNumber(n, language);
  return [
    { key: 'step', header: t('columns.step'), render: (row) => <StepName step={row.step} /> },
    { key: 'cards', header: t('columns.cards'), render: (row) => count(row.cards) },
    { key: 'value', header: t('columns.value'), render: (row) => formatMoney(row.valueCents, language) },
    { key: 'entered', header: t('columns.entered'), render: (row) => count(row.entered) },
    { key: 'enteredValue', header: t('columns.enteredValue'), render: (row) => formatMoney(row.enteredValueCents, language) },
    {
      key: 'conversion',
      header: t('columns.conversion'),
      render: (row) =>
        row.conversion === null
          ? '—'
          : t('conversionOf', { share: formatShare(row.conversion, language), advanced: count(row.advanced), cards: count(row.enteredCards) }),
    },
  ];
}
