import { lazy } from 'react';

export { OperatorStatusSwitch } from './components/operator-status-switch';
export { ChannelAttentionBanner } from './components/channel-attention-banner';
// For the /chat embed and the transcript page: the conversation pieces, the heavy ones in their own chunks.
export const ChatPane = lazy(() => import('./components/chat/chat-pane').then((m) => ({ default: m.ChatPane })));
export const MessageRow = lazy(() => import('./components/chat/message-row').then((m) => ({ default: m.MessageRow })));
export { usePanelUser, type PanelUser } from './components/use-panel-user';
export { useConversationEvents } from './realtime/use-conversation-events';
export { markAttendanceRead } from './api/mark-read';
export { uploadMedia } from './api/upload-media';
export { attendanceDetailOptions } from './api/attendance-detail';
export { buildTimeline, type TimelineItem } from './model/message-timeline';
// For the owner's attendance management (/attendancesManage): follow a conversation read-only, and
// transfer or finish any attendance of the channel with the panel's own dialogs.
export const TransferDialog = lazy(() => import('./components/chat/transfer-dialog').then((m) => ({ default: m.TransferDialog })));
export const FinishDialog = lazy(() => import('./components/chat/finish-dialog').then((m) => ({ default: m.FinishDialog })));
export { messageHistoryOptions } from './api/message-history';
export { createShareLink } from './api/share-link';
export { openTranscript } from './api/open-transcript';
export { applyMessage, applyMessageStatus, applyMessageUpdate } from './realtime/apply-events';
