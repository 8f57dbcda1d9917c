// Pushes a background export's progress to the user who asked for it (their own room), so the export
// menu's progress bar moves without polling; GET /api/report/exports/{id} answers the same state.
import { rooms } from '@atende/contract';
import type { EventBus } from '../../../platform/events/domain-events.js';
import type { RealtimeServer } from '../../../platform/realtime/realtime.js';

export function pushReportExportEvents(bus: EventBus, io: RealtimeServer): void {
  bus.on('report_export.progress', ({ userId, view }) => {
    if (userId) io.to(rooms.user(userId)).emit('report_export.progress', { export: view });
  });
}
