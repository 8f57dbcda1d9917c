// Pushes message and attendance changes to whoever may read them over HTTP: the assigned operator,
// the followers of the attendance, the owner and the managers who read conversations (contract
// access-rules.ts), and, while it is queued, the operators who may pull it (its department's, or every
// operator for one without a department). Attendances carry the customer's number: they go out
// through emitToAudience, masked for operators with privacy on.
import { conversationReaderRooms, rooms, type Message } from '@atende/contract';
import type { MessageEvent } from '../../platform/events/domain-events.js';
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { emitToAudience } from '../../platform/realtime/audience-emit.js';
import { findAttendanceView, findAttendanceViews } from '../attendances/attendances.repository.js';
import { findMessage } from './messages.repository.js';
import { toMessageView } from './message-view.js';

export function pushConversationEvents(ctx: AppContext, io: RealtimeServer): void {
  const orm = ctx.db.orm;

  const audience = (channelId: string, attendanceId: string | null, operatorIds: Array<string | null>) => {
    const targets = conversationReaderRooms(channelId);
    if (attendanceId) targets.push(rooms.attendance(attendanceId));
    for (const id of operatorIds) if (id) targets.push(rooms.operator(id));
    return targets;
  };

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
    emitToAudience(io, event.channelId, audience(event.channelId, message.attendanceId, [operatorId]), 'message.created', { message });
  });

  ctx.bus.on('message.status_changed', async (event) => {
    const found = await resolve(event);
    if (!found) return;
    const { message, operatorId } = found;
    emitToAudience(io, event.channelId, audience(event.channelId, message.attendanceId, [operatorId]), 'message.status', {
      messageId: message._id,
      attendanceId: message.attendanceId,
      status: message.status,
      error: message.error,
    });
  });

  // Changes are pushed as they are after the current burst of events: the attendances changed
  // together (a webhook batch opens and routes many) are read in one statement per channel, and one
  // changed twice is read once, in its latest state.
  const changed = new Map<string, { channelId: string; previousOperatorIds: Set<string> }>();
  let scheduled = false;
  const push = async () => {
    scheduled = false;
    const batch = new Map(changed);
    changed.clear();
    const byChannel = new Map<string, string[]>();
    for (const [id, { channelId }] of batch) byChannel.set(channelId, [...(byChannel.get(channelId) ?? []), id]);
    for (const [channelId, ids] of byChannel) {
      for (const attendance of await findAttendanceViews(orm, channelId, ids)) {
        const previous = [...(batch.get(attendance._id)?.previousOperatorIds ?? [])];
        const queued = attendance.status === 'waiting' || attendance.status === 'offline_operators';
        const targets = audience(channelId, attendance._id, [attendance.operatorId, ...previous]);
        // A queued attendance is seen by the operators who may pull it (attendances.repository takeableBy).
        if (queued) targets.push(attendance.departmentId ? rooms.department(attendance.departmentId) : rooms.operators(channelId));
        emitToAudience(io, channelId, targets, 'attendance.updated', { attendance });
      }
    }
  };
  ctx.bus.on('attendance.changed', ({ attendanceId, channelId, previousOperatorId }) => {
    const entry = changed.get(attendanceId) ?? { channelId, previousOperatorIds: new Set<string>() };
    if (previousOperatorId) entry.previousOperatorIds.add(previousOperatorId);
    changed.set(attendanceId, entry);
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void push().catch((err: unknown) => console.error('[realtime] attendance push failed', err)));
  });
}
