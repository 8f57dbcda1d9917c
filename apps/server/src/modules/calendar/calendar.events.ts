// Tells a user's sessions (any role) that one of their calendar reminders is due. The reminder names
// its contact: a company's goes out through emitToAudience, masked for an operator with privacy on;
// an admin's (no company) names none.
import { rooms } from '@atende/contract';
import type { EventBus } from '../../platform/events/domain-events.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { emitToAudience } from '../../platform/realtime/audience-emit.js';

export function pushCalendarReminders(bus: EventBus, io: RealtimeServer): void {
  bus.on('calendar.reminder_due', ({ channelId, userId, reminder }) => {
    if (channelId) emitToAudience(io, channelId, [rooms.user(userId)], 'calendar.reminder', reminder);
    else io.to(rooms.user(userId)).emit('calendar.reminder', reminder);
  });
}
