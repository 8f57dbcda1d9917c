// Hands a channel's queued attendances to free operators whenever that may now succeed: an operator
// came online, one finished or transferred a conversation, or a new attendance was queued. One drain per channel at a time; a
// request that arrives meanwhile runs it once more afterwards.
import type { AppContext } from '../../platform/context.js';
import { newAttendanceChanges, publishAttendanceChanges } from './attendance-changes.js';
import { drainQueue } from './attendance-engine.js';

export function drainQueueOnCapacity(ctx: AppContext): void {
  const running = new Map<string, boolean>();

  const drain = async (channelId: string): Promise<void> => {
    if (running.has(channelId)) {
      running.set(channelId, true);
      return;
    }
    running.set(channelId, false);
    try {
      do {
        running.set(channelId, false);
        const changes = newAttendanceChanges();
        await ctx.db.orm.transaction((tx) => drainQueue(tx, channelId, changes));
        publishAttendanceChanges(ctx.bus, changes);
      } while (running.get(channelId));
    } finally {
      running.delete(channelId);
    }
  };

  ctx.bus.on('operator.status_changed', ({ channelId, status }) => (status ? drain(channelId) : undefined));
  ctx.bus.on('queue.check', ({ channelId }) => drain(channelId));
}
