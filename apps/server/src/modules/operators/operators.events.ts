// Tells an operator's sessions what the server did to them: the working day ended (workTimeOver,
// the switch goes off) or the owner deleted or blocked them (disconnected_operator, then the
// sockets are closed, on every instance through the adapter). When the owner changes an operator's
// departments, the open sockets move between department rooms (queue events) without reconnecting.
import { rooms } from '@atende/contract';
import type { EventBus } from '../../platform/events/domain-events.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';

export function pushOperatorEvents(bus: EventBus, io: RealtimeServer): void {
  bus.on('operator.work_time_over', ({ operatorId }) => {
    io.to(rooms.operator(operatorId)).emit('workTimeOver');
  });
  bus.on('operator.sessions_ended', ({ operatorId, userId }) => {
    const targets = [rooms.operator(operatorId), rooms.user(userId)];
    io.to(targets).emit('disconnected_operator');
    io.in(targets).disconnectSockets(true);
  });
  bus.on('operator.updated', ({ operatorId, departmentsAdded, departmentsRemoved }) => {
    const sockets = io.in(rooms.operator(operatorId));
    if (departmentsRemoved.length) sockets.socketsLeave(departmentsRemoved.map(rooms.department));
    if (departmentsAdded.length) sockets.socketsJoin(departmentsAdded.map(rooms.department));
  });
}
