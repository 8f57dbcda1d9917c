import { useState } from 'react';
import { Box, Button, Group, Paper, ScrollArea, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/shared/browser/use-now';
import { EmptyState } from '@/shared/ui/empty-state';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useAttendanceList } from '../api/attendance-list';
import { usePullAttendance } from '../api/pull-attendance';
import { attendanceNamespace } from '../locales';
import { contactTitle, matchesSearch } from '../model/contact-display';
import { flattenList } from '../model/list-cache';
import { listTabs, type ListTab } from '../model/list-tabs';
import { AttendanceRow } from './attendance-row';
import type { PanelUser } from './use-panel-user';

type AttendanceListProps = {
  operatorId: string;
  user: PanelUser;
  tab: ListTab;
  selectedId: string | null;
  onTabChange: (tab: ListTab) => void;
  onSelect: (id: string) => void;
  /** A queued attendance was pulled: it is the operator's now, to show in progress. */
  onPulled: (id: string) => void;
};

/** The operator's conversations in three tabs, searchable, paged by the server; the queue's rows can be pulled. */
export function AttendanceList(props: AttendanceListProps) {
  const { t } = useTranslation(attendanceNamespace);
  const [query, setQuery] = useState('');
  return (
    <Paper withBorder radius="md" component="section" aria-label={t('list.label')} h="100%" w="100%" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Tabs
        value={props.tab}
        onChange={(value) => value && props.onTabChange(value as ListTab)}
        keepMounted={false}
        style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <Tabs.List grow>
          {listTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} fz="xs">
              {t(`list.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <TextInput
          m="xs"
          size="xs"
          leftSection={<IconSearch size={14} aria-hidden />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        {listTabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} style={{ flex: 1, minHeight: 0 }}>
            <TabRows {...props} tab={tab} query={query} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}

function TabRows(props: AttendanceListProps & { query: string }) {
  const { t } = useTranslation(attendanceNamespace);
  const list = useAttendanceList(props.operatorId, props.tab);
  const pull = usePullAttendance(props.operatorId);
  const take = (id: string) =>
    pull.mutate(id, {
      onSuccess: () => {
        alertSuccess(t('list.pulled'));
        props.onPulled(id);
      },
      onError: (error) => alertDanger(errorMessage(error)),
    });
  const now = useNow(60_000);
  const all = flattenList(list.data);
  const rows = all.filter((a) => matchesSearch(a, props.query, props.user.privacy));
  const total = list.data?.pages[0]?.total ?? 0;

  if (list.isPending) {
    return (
      <Stack p="sm" gap="sm" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={44} />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        title={t('list.error')}
        action={
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <ScrollArea h="100%" type="auto">
      {rows.length === 0 ? (
        <EmptyState
          title={props.query.trim() ? t('list.empty.search', { query: props.query.trim() }) : t(`list.empty.${props.tab}`)}
          description={props.query.trim() ? undefined : t(`list.emptyHint.${props.tab}`)}
        />
      ) : (
        <div role="list" aria-label={t(`list.tabs.${props.tab}`)}>
          {rows.map((a) => {
            const row = (
              <AttendanceRow
                attendance={a}
                selected={a._id === props.selectedId}
                privacy={props.user.privacy}
                timeZone={props.user.timeZone}
                now={now}
                showStatus={props.tab === 'queue'}
                // A queued conversation is nobody's yet: it opens once pulled.
                onSelect={props.tab === 'queue' ? ignore : props.onSelect}
              />
            );
            return (
              <div role="listitem" key={a._id}>
                {props.tab === 'queue' ? (
                  <Group wrap="nowrap" gap={0} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                    <Box style={{ flex: 1, minWidth: 0 }}>{row}</Box>
                    <Button
                      size="compact-xs"
                      variant="light"
                      mx="xs"
                      leftSection={<IconUserPlus size={12} aria-hidden />}
                      aria-label={t('list.pullOne', { name: contactTitle(a.contact, props.user.privacy) })}
                      loading={pull.isPending && pull.variables === a._id}
                      disabled={pull.isPending}
                      onClick={() => take(a._id)}
                      data-testid="pull-button"
                    >
                      {t('list.pull')}
                    </Button>
                  </Group>
                ) : (
                  row
                )}
              </div>
            );
          })}
        </div>
      )}
      <Stack align="center" gap={4} p="sm">
        {list.hasNextPage && (
          <Button size="xs" variant="subtle" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('list.loadMore')}
          </Button>
        )}
        <Text size="xs" c="dimmed">
          {t('list.total', { count: total })}
        </Text>
      </Stack>
    </ScrollArea>
  );
}

const ignore = () => undefined;
