import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDocument, formatPhone, type Contact } from '@atende/contract';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/shared/ui/data-table';
import { formatDateIn, formatDayMonth } from '@/shared/time/date-format';
import { useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { contactsNamespace } from '../locales';

type ContactsTableProps = {
  paging: DataTablePaging;
  contacts: Contact[] | undefined;
  loading: boolean;
  filtered: boolean;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
};

/** YYYY-MM-DD as the day a contact celebrates, without the year: dd/mm in pt-BR, mm/dd in English. */
export const birthdayDayMonth = (iso: string | null, language: string) => (iso ? formatDayMonth(iso, language) : '');

export function ContactsTable(props: ContactsTableProps) {
  const { t, i18n } = useTranslation(contactsNamespace);
  const timeZone = useChannelTimeZone();
  const nameOf = (c: Contact) => c.name ?? formatPhone(c.number);
  const muted = (text: string | null) => (text ? text : <Text c="dimmed" span>—</Text>);

  const columns: DataTableColumn<Contact>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortable: true,
      render: (c) => (
        // A name wraps at word breaks but keeps a readable width when the table is tight.
        <Group gap={6} wrap="nowrap" miw={180}>
          {c.name ? <Text fw={500} span>{c.name}</Text> : <Text c="dimmed" fs="italic" span>{t('noName')}</Text>}
          {c.optedOutOfCampaigns && (
            <Tooltip label={t('optedOutHint')}>
              <Badge size="xs" variant="light" color="orange" data-testid="opted-out-badge">
                {t('optedOutBadge')}
              </Badge>
            </Tooltip>
          )}
        </Group>
      ),
    },
    { key: 'number', header: t('columns.number'), render: (c) => <Text span style={{ whiteSpace: 'nowrap' }}>{formatPhone(c.number)}</Text> },
    { key: 'code', header: t('columns.code'), render: (c) => muted(c.code) },
    { key: 'email', header: t('columns.email'), render: (c) => muted(c.email) },
    {
      key: 'tag',
      header: t('columns.tag'),
      render: (c) =>
        c.tag ? (
          <Badge color={c.tag.color} autoContrast variant="filled">
            {c.tag.name}
          </Badge>
        ) : (
          muted(null)
        ),
    },
    { key: 'responsible', header: t('columns.responsible'), render: (c) => muted(c.responsibleOperatorName) },
    { key: 'birthday', header: t('columns.birthday'), sortable: true, render: (c) => muted(birthdayDayMonth(c.birthday, i18n.language)) },
    { key: 'document', header: t('columns.document'), render: (c) => muted(c.document ? formatDocument(c.document) : null) },
    { key: 'createdAt', header: t('columns.createdAt'), sortable: true, render: (c) => formatDateIn(c.createdAt, timeZone, i18n.language) },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (c) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('editLabel', { name: nameOf(c) })}
              onClick={(event) => {
                event.stopPropagation();
                props.onEdit(c);
              }}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('remove.title')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('deleteLabel', { name: nameOf(c) })}
              onClick={(event) => {
                event.stopPropagation();
                props.onDelete(c);
              }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={props.contacts}
      paging={props.paging}
      rowKey={(c) => c._id}
      loading={props.loading}
      caption={t('tableCaption')}
      emptyTitle={props.filtered ? t('emptyFiltered') : t('empty')}
      onRowClick={props.onEdit}
    />
  );
}
