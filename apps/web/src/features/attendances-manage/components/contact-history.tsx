import { useState } from 'react';
import { Badge, Center, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTACT_HISTORY_PER_PAGE, useContactAttendances } from '../api/contact-attendances';
import { attendancesManageNamespace } from '../locales';
import { statusColor } from '../model/status';
import { formatDateTimeIn } from '@/shared/time/zoned-date-time';

type Props = { contactId: string; currentId?: string; timeZone: string };

/** A contact's attendances, newest first (the follow drawer; the contacts screen may use it too). */
export function ContactHistory({ contactId, currentId, timeZone }: Props) {
  const { t, i18n } = useTranslation(attendancesManageNamespace);
  const [page, setPage] = useState(1);
  const query = useContactAttendances(contactId, page);
  if (query.isPending) {
    return (
      <Center py="sm">
        <Loader size="sm" />
      </Center>
    );
  }
  const items = query.data?.items ?? [];
  if (items.length === 0) return <Text c="dimmed">{t('follow.historyEmpty')}</Text>;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / CONTACT_HISTORY_PER_PAGE));
  return (
    <Stack gap="xs">
      <Table striped aria-label={t('follow.history')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.protocol')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.operator')}</Table.Th>
            <Table.Th>{t('columns.department')}</Table.Th>
            <Table.Th>{t('columns.tabulation')}</Table.Th>
            <Table.Th>{t('columns.createdAt')}</Table.Th>
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
                <Badge variant="light" color={statusColor(a.status)}>
                  {t(`statusLabels.${a.status}`, { defaultValue: a.statusLabel })}
                </Badge>
              </Table.Td>
              <Table.Td>{a.operator?.name ?? t('none')}</Table.Td>
              <Table.Td>{a.department?.name ?? t('none')}</Table.Td>
              <Table.Td>{a.tabulation?.name ?? t('none')}</Table.Td>
              <Table.Td>{formatDateTimeIn(a.createdAt, timeZone, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
