// Pushes new messages and their delivery statuses to whoever may read them: the attendance's
// operator, its followers and the channel's conversation readers (attendances' conversationAudience,
// the audience attendance changes go to as well: attendances.events.ts pushes those).
import type { Message } from '@atende/contract';
import type { MessageEvent } from '../../platform/events/domain-events.js';
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { emitToAudience } from '../../platform/realtime/audience-emit.js';
import { findAttendanceView, conversationAudience } from '../attendances/index.js';
import { findMessage } from './messages.repository.js';
import { toMessageView } from './message-view.js';

export function pushConversationEvents(ctx: AppContext, io: RealtimeServer): void {
  const orm = ctx.db.orm;

  /** The message and its attendance's operator: as the producer attached them, or read back. */
  const resolve = async ({ messageId, channelId, view, operatorId }: MessageEvent): Promise<{ message: Message; operatorId: string | null } | null> => {
    const message = view ?? (await findMessage(orm, channelId, messageId).then((row) => (row ? toMessageView(row) : null)));
    if (!message) return null;
    if (operatorId !== undefined || !message.attendanceId) return { message, operatorId: operatorId ?? null };
    const attendance = await findAttendanceView(orm, channelId, message.attendanceId);
    return { message, operatorId: attendance?.operatorId ?? null };
  };

  ctx.bus.on('message.created', async (event) => {
    const found = await resolve(event);
    if (!found) return;
    const { message, operatorId } = found;
    emitToAudience(io, event.channelId, conversationAudience(event.channelId, message.attendanceId, [operatorId]), 'message.created', { message });
  });

  ctx.bus.on('message.status_changed', async (event) => {
    const found = await resolve(event);
    if (!found) return;
    const { message, operatorId } = found;
    emitToAudience(io, event.channelId, conversationAudience(event.channelId, message.attendanceId, [operatorId]), 'message.status', {
      messageId: message._id,
      attendanceId: message.attendanceId,
      status: message.status,
      error: message.error,
    });
  });
}
