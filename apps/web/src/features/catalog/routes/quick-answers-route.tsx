// /manageQuickAnswers: the canned answers operators insert with "/shortcut" in the composer.
import { Text } from '@mantine/core';
import type { QuickAnswerRow } from '@atende/contract';
import { quickAnswersResource } from '../api/quick-answers-resource';
import { CatalogPage } from '../components/catalog-page';
import type { CatalogEntity } from '../components/catalog-entity';
import { QuickAnswerForm } from '../components/quick-answer-form';
import { formatDate } from '../model/format';

const quickAnswers: CatalogEntity<QuickAnswerRow> = {
  name: 'quickAnswers',
  resource: quickAnswersResource,
  defaultSort: 'shortcut',
  label: (row) => row.shortcut,
  columns: (t) => [
    { key: 'shortcut', header: t('quickAnswers.shortcut'), sortable: true, render: (row) => `/${row.shortcut}` },
    {
      key: 'text',
      header: t('quickAnswers.text'),
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={420}>
          {row.text}
        </Text>
      ),
    },
    { key: 'attachment', header: t('quickAnswers.attachment'), render: (row) => row.media?.fileName ?? (row.mediaId ? t('quickAnswers.file') : '—') },
    { key: 'updatedAt', header: t('quickAnswers.updatedAt'), sortable: true, render: (row) => formatDate(row.updatedAt) },
  ],
  Form: QuickAnswerForm,
};

export function QuickAnswersPage() {
  return <CatalogPage entity={quickAnswers} />;
}
