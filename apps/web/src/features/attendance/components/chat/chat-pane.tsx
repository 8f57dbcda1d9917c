// The open conversation: header with actions, the history, the composer, the contact side panel and
// the transfer and finish dialogs. Loaded on demand, apart from the list.
import { useCallback, useState } from 'react';
import { Center, Group, Loader, Paper } from '@mantine/core';
import { Drawer } from '@/shared/ui/drawer';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Attendance, Message } from '@atende/contract';
import { EmptyState } from '@/shared/ui/empty-state';
import { useAttendanceDetail } from '../../api/attendance-detail';
import { attendanceNamespace } from '../../locales';
import { contactTitle } from '../../model/contact-display';
import { canWrite } from '../../model/list-tabs';
import type { PanelUser } from '../use-panel-user';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { ContactPanel } from './contact-panel';
import { FinishDialog } from './finish-dialog';
import { MessageList } from './message-list';
import { TransferDialog } from './transfer-dialog';

type ChatPaneProps = {
  attendanceId: string;
  operatorId: string;
  channelId: string;
  user: PanelUser;
  narrow: boolean;
  onClose: () => void;
};

const paneStyle = { display: 'flex', flexDirection: 'column', overflow: 'hidden', flex: 1, minWidth: 0 } as const;

export function ChatPane(props: ChatPaneProps) {
  const { t } = useTranslation(attendanceNamespace);
  const detail = useAttendanceDetail(props.attendanceId);
  if (detail.data) return <Conversation {...props} attendance={detail.data} />;
  return (
    <Paper withBorder radius="md" h="100%" component="section" aria-label={t('chat.messages')}>
      {detail.isError ? (
        <EmptyState title={t('chat.notFound')} description={t('chat.notFoundHint')} />
      ) : (
        <Center h="100%">
          <Loader aria-label={t('chat.loading')} />
        </Center>
      )}
    </Paper>
  );
}

function Conversation({ attendance, operatorId, channelId, user, narrow, onClose }: ChatPaneProps & { attendance: Attendance }) {
  const { t } = useTranslation(attendanceNamespace);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  // Beside the chat on wide screens (open by default), in a drawer on narrow ones (closed by default).
  const [sideOpen, side] = useDisclosure(true);
  const [drawerOpen, drawer] = useDisclosure(false);
  const contactOpen = narrow ? drawerOpen : sideOpen;
  const [dialog, setDialog] = useState<'transfer' | 'finish' | null>(null);
  const writable = canWrite(attendance, operatorId);
  const closeDialog = useCallback(() => setDialog(null), []);
  const title = contactTitle(attendance.contact, user.privacy);

  return (
    <Group h="100%" gap="md" wrap="nowrap" align="stretch">
      <Paper withBorder radius="md" component="section" aria-label={t('chat.messages')} style={paneStyle}>
        <ChatHeader
          attendance={attendance}
          privacy={user.privacy}
          actionsEnabled={writable}
          contactOpen={contactOpen}
          narrow={narrow}
          onBack={onClose}
          onToggleContact={narrow ? drawer.toggle : side.toggle}
          onTransfer={() => setDialog('transfer')}
          onFinish={() => setDialog('finish')}
        />
        <MessageList attendanceId={attendance._id} timeZone={user.timeZone} canReply={writable} onReply={setReplyTo} />
        <Composer attendance={attendance} operatorId={operatorId} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} />
      </Paper>
      {narrow ? (
        <Drawer opened={drawerOpen} onClose={drawer.close} position="right" size={300} title={t('contact.title')}>
          <ContactPanel attendance={attendance} operatorId={operatorId} privacy={user.privacy} timeZone={user.timeZone} embedded />
        </Drawer>
      ) : (
        sideOpen && <ContactPanel attendance={attendance} operatorId={operatorId} privacy={user.privacy} timeZone={user.timeZone} />
      )}
      <TransferDialog
        opened={dialog === 'transfer'}
        attendanceId={attendance._id}
        operatorId={operatorId}
        channelId={channelId}
        onClose={closeDialog}
        onTransferred={onClose}
      />
      <FinishDialog
        opened={dialog === 'finish'}
        attendanceId={attendance._id}
        operatorId={operatorId}
        channelId={channelId}
        contactName={title}
        onClose={closeDialog}
        onFinished={onClose}
      />
    </Group>
  );
}
