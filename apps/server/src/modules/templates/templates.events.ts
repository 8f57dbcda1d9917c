// Pushes template changes to everyone of the channel: the template screens refresh, and the
// composer's list of approved templates follows Meta's review.
import { rooms } from '@atende/contract';
import type { EventBus } from '../../platform/events/domain-events.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';

export function pushTemplateEvents(bus: EventBus, io: RealtimeServer): void {
  bus.on('template.changed', (payload) => {
    io.to(rooms.channel(payload.channelId)).emit('template.changed', payload);
  });
}
