// Pushes a contact import's progress to the owner and the managers who may read contacts (the same
// permission as the import routes), so the import dialog's progress bar moves without polling.
import { contactReaderPermissions, staffRoomsWith } from '@atende/contract';
import type { EventBus } from '../../platform/events/domain-events.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';

export function pushContactImportEvents(bus: EventBus, io: RealtimeServer): void {
  bus.on('contact_import.progress', ({ channelId, view }) => {
    io.to(staffRoomsWith(channelId, contactReaderPermissions)).emit('contact_import.progress', { import: view });
  });
}
