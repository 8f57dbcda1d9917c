// Tells the channel's panels that a queued attendance left the queue, so every operator's "Na fila"
// tab drops it at once. Only the id goes out: the attendance may now be another operator's.
// (Entering the queue is pushed with the attendance itself by attendances.events.ts.)
import { rooms } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';

export function pushQueueEvents(ctx: AppContext, io: RealtimeServer): void {
  ctx.bus.on('attendance.left_queue', ({ attendanceId, channelId }) => {
    io.to(rooms.channel(channelId)).emit('queue.removed', { attendanceId });
  });
}
