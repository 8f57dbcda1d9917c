import { lazy } from 'react';

export { OperatorStatusSwitch } from './components/operator-status-switch';
export { ChannelAttentionBanner } from './components/channel-attention-banner';
// For the /chat embed and the transcript page: the conversation pieces, the heavy ones in their own chunks.
export const ChatPane = lazy(() => import('./components/chat/chat-pane').then((m) => ({ default: m.ChatPane })));
export const MessageRow = lazy(() => import('./components/chat/message-row').then((m) => ({ default: m.MessageRow })));
export { usePanelUser, type PanelUser } from './components/use-panel-user';
export { useConversationEvents } from './realtime/use-conversation-events';
export { markAttendanceRead } from './api/mark-read';
export { attendanceDetailOptions } from './api/attendance-detail';
export { buildTimeline, type TimelineItem } from './model/message-timeline';
