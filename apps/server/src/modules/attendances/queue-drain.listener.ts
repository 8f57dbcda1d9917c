// When an operator comes online, hand the channel's queued attendances out.
import type { AppContext } from '../../platform/context.js';
import { drainQueue } from './attendance-engine.js';

export function drainQueueOnOperatorOnline(ctx: AppContext): void {
  ctx.bus.on('operator.status_changed', async ({ channelId, status }) => {
    if (!status) return;
    const changed = await ctx.db.orm.transaction((tx) => drainQueue(tx, channelId));
    for (const a of changed) ctx.bus.emit('attendance.changed', { attendanceId: a.id, channelId, previousOperatorId: null });
  });
}
