// Pushes attendance changes to whoever may read them: the conversation's audience (its operator and
// the one it just left, its followers, the owner and the managers who read conversations) and, while
// it is queued, the operators who may pull it (its department's, or every operator for one without a
// department). Attendances carry the customer's number: they go out through emitToAudience, masked
// for operators with privacy on.
import { rooms } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { emitToAudience } from '../../platform/realtime/audience-emit.js';
import { findAttendanceViews } from './attendances.repository.js';
import { conversationAudience } from './conversation-audience.js';

export function pushAttendanceEvents(ctx: AppContext, io: RealtimeServer): void {
  const orm = ctx.db.orm;

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
        const targets = conversationAudience(channelId, attendance._id, [attendance.operatorId, ...previous]);
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
