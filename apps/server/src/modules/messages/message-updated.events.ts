// Pushes a message that changed after it was created (an inbound file downloaded, or failed) to the
// same audience as new messages: the attendance's operator and followers and the channel's
// conversation readers.
import { conversationReaderRooms, rooms } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { emitToAudience } from '../../platform/realtime/audience-emit.js';
import { findAttendanceView } from '../attendances/index.js';
import { findMessage } from './messages.repository.js';
import { toMessageView } from './message-view.js';

export function pushMessageUpdates(ctx: AppContext, io: RealtimeServer): void {
  const orm = ctx.db.orm;
  ctx.bus.on('message.updated', async ({ messageId, channelId }) => {
    const row = await findMessage(orm, channelId, messageId);
    if (!row) return;
    const targets = conversationReaderRooms(channelId);
    if (row.attendanceId) {
      targets.push(rooms.attendance(row.attendanceId));
      const attendance = await findAttendanceView(orm, channelId, row.attendanceId);
      if (attendance?.operatorId) targets.push(rooms.operator(attendance.operatorId));
    }
    emitToAudience(io, channelId, targets, 'message.updated', { message: toMessageView(row) });
  });
}
