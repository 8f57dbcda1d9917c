import { Suspense, useMemo, type ReactNode } from 'react';
import { Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Drawer } from '@/shared/ui/drawer';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPhone, type ManageAttendance } from '@atende/contract';
import { buildTimeline, MessageRow, messageHistoryOptions } from '@/features/attendance';
import { attendancesManageNamespace } from '../locales';
import { useFollowEvents } from '../realtime/use-follow-events';
import { statusColor } from '../model/status';
import { ContactHistory } from './contact-history';

type Props = { attendance: ManageAttendance | null; timeZone: string; onClose: () => void };

const noReply = () => undefined;

/** Acompanhar: the conversation live and read-only, the contact's data and their other attendances. */
export function FollowDrawer({ attendance, timeZone, onClose }: Props) {
  const { t } = useTranslation(attendancesManageNamespace);
  return (
    <Drawer
      opened={attendance !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={attendance ? t('follow.title', { protocol: attendance.protocol }) : ''}
    >
      {attendance && <FollowBody attendance={attendance} timeZone={timeZone} />}
    </Drawer>
  );
}

function FollowBody({ attendance, timeZone }: { attendance: ManageAttendance; timeZone: string }) {
  const { t } = useTranslation(attendancesManageNamespace);
  useFollowEvents(attendance._id);
  // Dropped when the drawer closes: reopening reads the conversation again, missing nothing.
  const history = useInfiniteQuery({ ...messageHistoryOptions(attendance._id), gcTime: 0 });
  const items = useMemo(() => buildTimeline(history.data?.pages ?? [], timeZone), [history.data, timeZone]);
  const now = useMemo(() => new Date(), [items]); // eslint-disable-line react-hooks/exhaustive-deps
  const field = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </div>
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('follow.readOnly')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {field(t('follow.contact'), attendance.contact.name?.trim() || t('none'))}
        {field(t('follow.number'), formatPhone(attendance.contact.number))}
        {field(t('follow.tag'), attendance.tag ? <Badge color={attendance.tag.color} variant="light">{attendance.tag.name}</Badge> : t('none'))}
        {field(t('follow.status'), <Badge color={statusColor(attendance.status)} variant="light">{t(`statusLabels.${attendance.status}`, { defaultValue: attendance.statusLabel })}</Badge>)}
        {field(t('follow.operator'), attendance.operator?.name ?? t('none'))}
        {field(t('follow.department'), attendance.department?.name ?? t('none'))}
      </SimpleGrid>
      <Paper withBorder radius="md" py="sm" component="section" aria-label={t('follow.messages')}>
        <Title order={5} px="sm" mb="xs">
          {t('follow.messages')}
        </Title>
        {history.hasNextPage && (
          <Center mb="xs">
            <Button variant="subtle" size="xs" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {t('follow.older')}
            </Button>
          </Center>
        )}
        {history.isPending ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('follow.noMessages')}
          </Text>
        ) : (
          <Suspense fallback={<Loader size="sm" />}>
            <div role="log" aria-live="polite">
              {items.map((item) => (
                <MessageRow key={item.message._id} item={item} timeZone={timeZone} now={now} canReply={false} onReply={noReply} />
              ))}
            </div>
          </Suspense>
        )}
      </Paper>
      <Group justify="space-between">
        <Title order={5}>{t('follow.history')}</Title>
      </Group>
      <ContactHistory contactId={attendance.contact._id} currentId={attendance._id} timeZone={timeZone} />
    </Stack>
  );
}
