import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Center, Group, Loader, Pagination, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ManageAttendance } from '@atende/contract';
import { CONTACT_HISTORY_PER_PAGE, useContactAttendances } from '../api/contact-attendances';
import { attendancesManageNamespace } from '../locales';
import { statusColor } from '../model/status';
import { formatDateTimeIn } from '@/shared/time/zoned-date-time';
import { useSessionUser } from '@/shared/session/session-store';

/**
 * `table`: the follow drawer and the contacts form, with room for a column per field; `list`: the
 * operator's contact panel, a narrow side column, one card per attendance.
 */
export type ContactHistoryLayout = 'table' | 'list';

type Props = { contactId: string; currentId?: string; timeZone: string; layout?: ContactHistoryLayout };

/** The read-only transcript page, opened with the session (the server checks who may read it). */
const transcriptPath = (channelId: string, attendanceId: string) => `/messages/${channelId}/${attendanceId}`;

/**
 * A contact's attendances, newest first, with their tabulation and a link to each transcript (the
 * follow drawer, the contacts screen and the operator's contact panel).
 */
export function ContactHistory({ contactId, currentId, timeZone, layout = 'table' }: Props) {
  const { t } = useTranslation(attendancesManageNamespace);
  const channelId = useSessionUser()?.channelId ?? '';
  const [page, setPage] = useState(1);
  const query = useContactAttendances(contactId, page);
  if (query.isPending) {
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={t('follow.historyLoading')} />
      </Center>
    );
  }
  if (query.isError) return <Text c="dimmed" size="sm">{t('follow.historyError')}</Text>;
  const items = query.data.items;
  if (items.length === 0) return <Text c="dimmed">{t('follow.historyEmpty')}</Text>;
  const pages = Math.max(1, Math.ceil(query.data.total / CONTACT_HISTORY_PER_PAGE));
  const rows = { items, currentId, timeZone, channelId };
  return (
    <Stack gap="xs">
      {layout === 'list' ? <HistoryCards {...rows} /> : <HistoryTable {...rows} />}
      {pages > 1 && (
        <Pagination size="sm" siblings={layout === 'list' ? 0 : 1} total={pages} value={page} onChange={setPage} aria-label={t('follow.historyPages')} />
      )}
    </Stack>
  );
}

type RowsProps = { items: ManageAttendance[]; currentId: string | undefined; timeZone: string; channelId: string };

function useRowText() {
  const { t, i18n } = useTranslation(attendancesManageNamespace);
  return {
    t,
    status: (a: ManageAttendance) => t(`statusLabels.${a.status}`, { defaultValue: a.statusLabel }),
    date: (a: ManageAttendance, timeZone: string) => formatDateTimeIn(a.createdAt, timeZone, i18n.language),
  };
}

function HistoryTable({ items, currentId, timeZone, channelId }: RowsProps) {
  const { t, status, date } = useRowText();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t('follow.history')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.protocol')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.operator')}</Table.Th>
            <Table.Th>{t('columns.department')}</Table.Th>
            <Table.Th>{t('columns.tabulation')}</Table.Th>
            <Table.Th>{t('columns.createdAt')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('follow.transcriptColumn')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((a) => (
            <Table.Tr key={a._id}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" ff="monospace">
                    {a.protocol}
                  </Text>
                  {a._id === currentId && (
                    <Text size="xs" c="dimmed">
                      ({t('follow.current')})
                    </Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColor(a.status)} style={{ flexShrink: 0 }}>
                  {status(a)}
                </Badge>
              </Table.Td>
              <Table.Td>{a.operator?.name ?? t('none')}</Table.Td>
              <Table.Td>{a.department?.name ?? t('none')}</Table.Td>
              <Table.Td>{a.tabulation?.name ?? t('none')}</Table.Td>
              <Table.Td>{date(a, timeZone)}</Table.Td>
              <Table.Td>
                <Tooltip label={t('actions.transcript')}>
                  <ActionIcon
                    component="a"
                    href={transcriptPath(channelId, a._id)}
                    target="_blank"
                    rel="noopener"
                    variant="subtle"
                    aria-label={t('follow.transcriptOf', { protocol: a.protocol })}
                  >
                    <IconFileText size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HistoryCards({ items, currentId, timeZone, channelId }: RowsProps) {
  const { t, status, date } = useRowText();
  return (
    <Stack gap={6} component="ul" m={0} p={0} aria-label={t('follow.history')} style={{ listStyle: 'none' }}>
      {items.map((a) => (
        <Paper key={a._id} component="li" withBorder radius="sm" p={8} data-testid="history-item">
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="sm" ff="monospace" style={{ minWidth: 0 }} truncate>
              {a.protocol}
              {a._id === currentId && (
                <Text component="span" size="xs" c="dimmed" ff="body">
                  {' '}
                  ({t('follow.current')})
                </Text>
              )}
            </Text>
            <Badge size="sm" variant="light" color={statusColor(a.status)} style={{ flexShrink: 0, maxWidth: 'none' }}>
              {status(a)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {date(a, timeZone)} · {a.operator?.name ?? t('none')}
          </Text>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {t('columns.tabulation')}: {a.tabulation?.name ?? t('none')}
          </Text>
          <Anchor size="xs" href={transcriptPath(channelId, a._id)} target="_blank" rel="noopener" aria-label={t('follow.transcriptOf', { protocol: a.protocol })}>
            {t('actions.transcript')}
          </Anchor>
        </Paper>
      ))}
    </Stack>
  );
}
