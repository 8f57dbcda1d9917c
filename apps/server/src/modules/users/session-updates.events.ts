// A user's account changed (a supervisor's permissions, an operator's departments or hours, the
// own profile): every session of that user is told to read /api/user/me again, so the sidebar and
// guards follow at once.
import { rooms } from '@atende/contract';
import type { EventBus } from '../../platform/events/domain-events.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';

export function pushSessionUpdates(bus: EventBus, io: RealtimeServer): void {
  bus.on('user.updated', ({ userId }) => {
    io.to(rooms.user(userId)).emit('session.updated', { userId });
  });
}
