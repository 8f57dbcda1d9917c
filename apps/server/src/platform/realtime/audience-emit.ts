// Sends an event that may carry customer numbers to its rooms: one payload for the sockets that may
// see numbers, a masked copy for those of operators with privacy on. Every socket of a channel is in
// exactly one of rooms.numbersShown / rooms.numbersMasked, so `except` the other splits any set of
// rooms in two without asking who is in them (and works across instances through the adapter).
import { rooms, type ServerToClientEvents } from '@atende/contract';
import { maskCustomerNumbers } from '../privacy/customer-numbers.js';
import type { RealtimeServer } from './realtime.js';

type Event = keyof ServerToClientEvents;

export function emitToAudience<E extends Event>(io: RealtimeServer, channelId: string, targets: string[], event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
  if (targets.length === 0) return;
  io.to(targets).except(rooms.numbersMasked(channelId)).emit(event, ...args);
  io.to(targets).except(rooms.numbersShown(channelId)).emit(event, ...(maskCustomerNumbers(args) as Parameters<ServerToClientEvents[E]>));
}
