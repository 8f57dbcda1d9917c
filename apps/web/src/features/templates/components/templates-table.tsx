// The /manageHSMModels table: name (with Meta's reason under a rejected one), category, language,
// status badge, last update, and the row's actions: the variables' types (when it has variables) and delete.
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Template } from '@atende/contract';
import { DeleteIconButton } from '@/shared/ui/delete-icon-button';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/shared/ui/data-table';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { templatesNamespace } from '../locales';
import { categoryLabel, languageLabel } from '../model/template-labels';
import { TemplateStatusBadge } from './template-status-badge';

type Props = {
  rows: Template[] | undefined;
  loading: boolean;
  paging: DataTablePaging;
  onDelete: (template: Template) => void;
  /** Opens the dialog that declares which variable is a money amount or a date. */
  onVariableTypes: (template: Template) => void;
};

export function TemplatesTable({ rows, loading, paging, onDelete, onVariableTypes }: Props) {
  const { t, i18n } = useTranslation(templatesNamespace);
  const timeZone = useChannelTimeZone();
  const columns: DataTableColumn<Template>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortable: true,
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={500} ff="monospace">
            {row.name}
          </Text>
          {row.status === 'REJECTED' && row.rejectedReason && (
            <Text size="xs" c="red" data-testid="rejected-reason">
              {t('list.rejectedReason', { reason: row.rejectedReason })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'category', header: t('columns.category'), render: (row) => categoryLabel(row.category) },
    { key: 'language', header: t('columns.language'), render: (row) => languageLabel(row.language) },
    { key: 'status', header: t('columns.status'), sortable: true, render: (row) => <TemplateStatusBadge status={row.status} /> },
    { key: 'updatedAt', header: t('columns.updatedAt'), sortable: true, render: (row) => formatDateTimeIn(row.updatedAt, timeZone, i18n.language) },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (row) => {
        const label = t('list.deleteNamed', { name: row.name, language: row.language });
        const typesLabel = t('list.variableTypesNamed', { name: row.name, language: row.language });
        return (
          <Group gap={4} wrap="nowrap">
            {row.bodyVariables > 0 && (
              <Tooltip label={typesLabel}>
                <ActionIcon variant="subtle" aria-label={typesLabel} onClick={() => onVariableTypes(row)}>
                  <IconBraces size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            <DeleteIconButton label={label} onClick={() => onDelete(row)} />
          </Group>
        );
      },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      paging={paging}
      rowKey={(row) => row._id}
      loading={loading}
      caption={t('list.tableCaption')}
      emptyTitle={t('list.noMatch')}
      emptyDescription={t('list.noMatchDescription')}
    />
  );
}
