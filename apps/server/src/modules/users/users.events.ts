// Pushes user, channel and operator changes to the rooms concerned.
import { rooms } from '@atende/contract';
import type { EventBus } from '../../platform/events/domain-events.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';

export function pushAccountEvents(bus: EventBus, io: RealtimeServer): void {
  bus.on('channel.config_updated', ({ channelId }) => {
    io.to(rooms.channel(channelId)).emit('channel.config_updated', { channelId });
  });
  bus.on('operator.status_changed', ({ operatorId, channelId, status }) => {
    io.to(rooms.channel(channelId)).emit('operator_status_update', { operatorId, status });
  });
  bus.on('channel.blocked_changed', ({ channelId, blocked }) => {
    io.to(rooms.admins).emit('event', { name: 'channel.blocked_changed', data: { channelId, blocked } });
    // A blocked channel's sessions end now rather than at their next request; operators are told why.
    if (blocked) {
      io.to(rooms.channel(channelId)).emit('disconnected_operator');
      io.in(rooms.channel(channelId)).disconnectSockets(true);
    }
  });
  bus.on('channel.created', ({ channelId }) => {
    io.to(rooms.admins).emit('event', { name: 'channel.created', data: { channelId } });
  });
}
