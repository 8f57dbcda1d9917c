// Pushes a contact import's progress to the channel's owner and managers (the staff room), so the
// import dialog's progress bar moves without polling.
import { rooms } from '@atende/contract';
import type { EventBus } from '../../platform/events/domain-events.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';

export function pushContactImportEvents(bus: EventBus, io: RealtimeServer): void {
  bus.on('contact_import.progress', ({ channelId, view }) => {
    io.to(rooms.staff(channelId)).emit('contact_import.progress', { import: view });
  });
}
