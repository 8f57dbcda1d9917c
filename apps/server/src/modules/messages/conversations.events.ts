// Pushes message and attendance changes to whoever should see them: the assigned operator, the
// followers of the attendance, the channel's owner and managers, and the department queue.
import { rooms } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { findAttendanceView } from '../attendances/attendances.repository.js';
import { findMessage } from './messages.repository.js';
import { toMessageView } from './message-view.js';

export function pushConversationEvents(ctx: AppContext, io: RealtimeServer): void {
  const orm = ctx.db.orm;

  const audience = (channelId: string, attendanceId: string | null, operatorIds: Array<string | null>, departmentId: string | null) => {
    const targets = [rooms.staff(channelId)];
    if (attendanceId) targets.push(rooms.attendance(attendanceId));
    for (const id of operatorIds) if (id) targets.push(rooms.operator(id));
    if (departmentId) targets.push(rooms.department(departmentId));
    return targets;
  };

  ctx.bus.on('message.created', async ({ messageId, channelId }) => {
    const row = await findMessage(orm, channelId, messageId);
    if (!row) return;
    const attendance = row.attendanceId ? await findAttendanceView(orm, channelId, row.attendanceId) : null;
    io.to(audience(channelId, row.attendanceId, [attendance?.operatorId ?? null], null)).emit('message.created', { message: toMessageView(row) });
  });

  ctx.bus.on('message.status_changed', async ({ messageId, channelId }) => {
    const row = await findMessage(orm, channelId, messageId);
    if (!row) return;
    const attendance = row.attendanceId ? await findAttendanceView(orm, channelId, row.attendanceId) : null;
    const view = toMessageView(row);
    io.to(audience(channelId, row.attendanceId, [attendance?.operatorId ?? null], null)).emit('message.status', {
      messageId,
      attendanceId: row.attendanceId,
      status: view.status,
      error: view.error,
    });
  });

  ctx.bus.on('attendance.changed', async ({ attendanceId, channelId, previousOperatorId }) => {
    const attendance = await findAttendanceView(orm, channelId, attendanceId);
    if (!attendance) return;
    const queued = attendance.status === 'waiting' || attendance.status === 'offline_operators';
    // Queued attendances are seen by every operator who may pull them: the channel's operators.
    const targets = audience(channelId, attendanceId, [attendance.operatorId, previousOperatorId], attendance.departmentId);
    if (queued) targets.push(rooms.channel(channelId));
    io.to(targets).emit('attendance.updated', { attendance });
  });
}
