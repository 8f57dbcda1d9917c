// Tells an operator's sessions that one of their calendar reminders is due.
import { rooms } from '@atende/contract';
import type { EventBus } from '../../platform/events/domain-events.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';

export function pushCalendarReminders(bus: EventBus, io: RealtimeServer): void {
  bus.on('calendar.reminder_due', ({ operatorId, reminder }) => {
    io.to(rooms.operator(operatorId)).emit('calendar.reminder', reminder);
  });
}
