// /attendance: the operator's panel. The list loads with the route; the chat pane (virtualised
// history, composer, dialogs) is its own chunk, fetched when a conversation is first opened.
import { lazy, Suspense, useCallback } from 'react';
import { Box, Group, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoader } from '@/shared/ui/page-loader';
import { useUnreadSync } from '../api/unread-counts';
import { markAttendanceRead } from '../api/mark-read';
import { AttendanceList } from '../components/attendance-list';
import { usePanelUser } from '../components/use-panel-user';
import { attendanceNamespace } from '../locales';
import { patchAttendanceEverywhere } from '../realtime/apply-events';
import { useConversationEvents } from '../realtime/use-conversation-events';
import { useQueueEvents } from '../realtime/use-queue-events';
import { usePanelParams } from './use-panel-params';

const ChatPane = lazy(() => import('../components/chat/chat-pane').then((m) => ({ default: m.ChatPane })));

// The header (60), the main padding and the subheader sit above the panel.
const PANEL_HEIGHT = 'calc(100dvh - 150px)';

export function AttendancePage() {
  const { t } = useTranslation(attendanceNamespace);
  const user = usePanelUser();
  const operator = user.operator;
  if (!operator) return <EmptyState title={t('operatorsOnly')} />;
  return <Panel operatorId={operator._id} channelId={operator.channelId} />;
}

function Panel({ operatorId, channelId }: { operatorId: string; channelId: string }) {
  const { t } = useTranslation(attendanceNamespace);
  const user = usePanelUser();
  const queryClient = useQueryClient();
  const { tab, selectedId, setTab, select, showIn } = usePanelParams();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  useConversationEvents({ operatorId, selectedId, soundAlert: user.soundAlert, departmentIds: user.operator?.departmentIds });
  useQueueEvents(operatorId);
  useUnreadSync(operatorId, selectedId);

  const open = useCallback(
    (id: string) => {
      // Opening a conversation reads it: at once on screen, and on the server for the next reload.
      patchAttendanceEverywhere(queryClient, operatorId, id, (a) => (a.unread === 0 ? a : { ...a, unread: 0 }));
      void markAttendanceRead(id).catch(() => undefined);
      select(id);
    },
    [queryClient, operatorId, select],
  );
  const close = useCallback(() => select(null), [select]);
  const pulled = useCallback((id: string) => showIn('active', id), [showIn]);

  const showList = !narrow || !selectedId;
  const showChat = !narrow || !!selectedId;
  return (
    <Group align="stretch" gap="md" wrap="nowrap" h={PANEL_HEIGHT} mih={480}>
      {showList && (
        <Box w={narrow ? '100%' : 340} style={{ flexShrink: 0 }}>
          <AttendanceList operatorId={operatorId} user={user} tab={tab} selectedId={selectedId} onTabChange={setTab} onSelect={open} onPulled={pulled} />
        </Box>
      )}
      {showChat && (
        <Box style={{ flex: 1, minWidth: 0 }}>
          {selectedId ? (
            <Suspense fallback={<PageLoader />}>
              <ChatPane
                key={selectedId}
                attendanceId={selectedId}
                operatorId={operatorId}
                channelId={channelId}
                user={user}
                narrow={narrow}
                onClose={close}
              />
            </Suspense>
          ) : (
            <Paper withBorder radius="md" h="100%" component="section" aria-label={t('chat.messages')}>
              <EmptyState title={t('chat.none')} description={t('chat.noneHint')} />
            </Paper>
          )}
        </Box>
      )}
    </Group>
  );
}
