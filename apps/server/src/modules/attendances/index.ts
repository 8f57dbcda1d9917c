// Attendances: the attendance engine (opening, routing to a department queue, assigning, finishing,
// every status change through the transition table, and the events its changes call for, published
// after the caller's transaction), the operator's and the owner's actions on them, and
// who may read a conversation.
// The front door: other modules and app.ts import this module only from here.
export { newAttendanceChanges, publishAttendanceChanges, recordMoved, type AttendanceChanges } from './attendance-changes.js';
export { endUnattended, finish, lockAttendance, lockChannelRouting, lockOpenAttendance, lockOpenAttendances, newRoutingMemo, openAttendances, recordClosing, recordInbound, releaseOperator, route, routeMany, setStatus, type AttendanceRef, type RoutingMemo } from './attendance-engine.js';
export { openStatuses } from './attendance-transitions.js';
export { attendancesManageRoutes } from './attendances-manage.routes.js';
export { createAttendancesManageService } from './attendances-manage.service.js';
export { pushAttendanceEvents } from './attendances.events.js';
export { findAttendanceView, openAttendancesOf, operatorsOfAttendances } from './attendances.repository.js';
export { attendancesRoutes } from './attendances.routes.js';
export { createAttendancesService, type AttendancesService } from './attendances.service.js';
export { conversationAccess, embeddedConversationAccess } from './conversation-access.js';
export { conversationAudience } from './conversation-audience.js';
export type { ConversationReceipts } from './conversation-receipts.port.js';
export type { FinishSurvey } from './finish-survey.port.js';
export { drainQueueOnCapacity } from './queue-drain.listener.js';
export { pushQueueEvents } from './queue.events.js';
