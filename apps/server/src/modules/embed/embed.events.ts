// A revoked user's live sockets (panel tabs and embedded chats) close now rather than at their
// next reconnect; HTTP calls already fail with 401 on the new token version.
import { rooms } from '@atende/contract';
import type { EventBus } from '../../platform/events/domain-events.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';

export function closeRevokedSockets(bus: EventBus, io: RealtimeServer): void {
  bus.on('user.tokens_revoked', ({ userId }) => {
    io.in(rooms.user(userId)).disconnectSockets(true);
  });
}
