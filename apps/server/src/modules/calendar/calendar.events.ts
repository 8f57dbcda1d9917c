// Tells an operator's sessions that one of their calendar reminders is due. The reminder names its
// contact: it goes out through emitToAudience, masked for an operator with privacy on.
import { rooms } from '@atende/contract';
import type { EventBus } from '../../platform/events/domain-events.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { emitToAudience } from '../../platform/realtime/audience-emit.js';

export function pushCalendarReminders(bus: EventBus, io: RealtimeServer): void {
  bus.on('calendar.reminder_due', ({ channelId, operatorId, reminder }) => {
    emitToAudience(io, channelId, [rooms.operator(operatorId)], 'calendar.reminder', reminder);
  });
}
