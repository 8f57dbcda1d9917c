// Real-time event names and payloads (ARCHITECTURE.md "Real time"; spec section 7 "Socket").
export type ServerToClientEvents = {
  qr: (payload: { id: string; qr: string }) => void;
  authenticated: (payload: { id: string }) => void;
  workTimeOver: () => void;
  outside_working_hours: () => void;
  disconnected_operator: () => void;
  already_connected: () => void;
  operator_status_update: (payload: { operatorId: string; status: boolean }) => void;
  'channel.config_updated': (payload: { channelId: string }) => void;
  'message.created': (payload: { message: import('./messages.js').Message }) => void;
  'message.status': (payload: { messageId: string; attendanceId: string | null; status: import('./messages.js').MessageStatus; error: { code: number | null; message: string } | null }) => void;
  'attendance.updated': (payload: { attendance: import('./conversations.js').Attendance }) => void;
  /** A message changed after it was created (an inbound file finished downloading, or failed to). */
  'message.updated': (payload: { message: import('./messages.js').Message }) => void;
  /** The channel needs (or no longer needs) the owner's attention, e.g. the provider token expired. */
  'channel.attention': (payload: { channelId: string; attentionReason: string | null }) => void;
  /** A queued attendance left the queue (pulled, assigned, transferred, finished): only its id, to the channel. */
  'queue.removed': (payload: { attendanceId: string }) => void;
  /** On the /simulator namespace: a message of the simulated customer's conversation, new or updated. */
  'simulator.message': (payload: { number: string; message: import('./messages.js').Message }) => void;
  /** On the /simulator namespace: one of the channel's templates was created, reviewed or deleted (status null). */
  'simulator.template': (payload: { templateId: string; status: string | null }) => void;
  /** A calendar event's reminder is due: to the event's owner (any role). */
  'calendar.reminder': (payload: import('./calendar.js').CalendarReminder) => void;
  /** A contact import advanced or ended: to the owner and managers with Contacts. */
  'contact_import.progress': (payload: import('./contact-imports.js').ContactImportProgressEvent) => void;
  /** A message template of the channel changed (created, synced, reviewed by Meta, deleted): to the channel's room. */
  'template.changed': (payload: import('./templates.js').TemplateChangedEvent) => void;
  /** A campaign's status or progress changed (about once a second while it sends): to whoever may read campaigns. */
  'campaign.progress': (payload: import('./campaigns.js').CampaignProgressEvent) => void;
  /** A background report export the user asked for started, advanced (about once a second), finished or failed: to that user's room. */
  'report_export.progress': (payload: { export: import('./reports/exports.js').ReportExport }) => void;
  /** The signed-in user changed (permissions, name, departments...): to the user's room; re-read /api/user/me. */
  'session.updated': (payload: { userId: string }) => void;
  /** A card of a watched board was created, edited or moved (`fromStepId` set on a move): to rooms.kanban(id). */
  'kanban.card': (payload: import('./kanban/cards.js').KanbanCardEvent) => void;
  /** A card of a watched board was deleted or left the board: to rooms.kanban(id). */
  'kanban.card_removed': (payload: import('./kanban/cards.js').KanbanCardRemovedEvent) => void;
  /** A watched board's name, steps or state changed: to rooms.kanban(id); the board reads itself again. */
  'kanban.board': (payload: import('./kanban/cards.js').KanbanBoardChangedEvent) => void;
  /** An order of an attendance was created or changed (status, items, payment): to the attendance's audience. */
  'order.updated': (payload: import('./orders.js').OrderChangedEvent) => void;
  /** Any domain event forwarded to the rooms concerned. */
  event: (payload: { name: string; data: unknown }) => void;
};

export type ClientToServerEvents = {
  get_qr: (payload: { id: string; channelNumber: string }) => void;
  operator_status_update: (payload: { operatorId: string; status: boolean }) => void;
  /** Join a board's room (the board page, or a contact's cards in the panel); the ack says whether access was granted. */
  'kanban.watch': (payload: { kanbanId: string }, ack: (result: { ok: boolean }) => void) => void;
  'kanban.unwatch': (payload: { kanbanId: string }) => void;
};

export const rooms = {
  channel: (id: string) => `channel:${id}`,
  operator: (id: string) => `operator:${id}`,
  department: (id: string) => `department:${id}`,
  attendance: (id: string) => `attendance:${id}`,
  user: (id: string) => `user:${id}`,
  /** The channel's owner and every manager: aggregate events only (dashboard counters), never conversations. */
  staff: (channelId: string) => `staff:${channelId}`,
  /** The owner and the managers holding this permission (access-rules.ts): an event goes where its route's readers are. */
  staffWith: (channelId: string, permission: import('./roles.js').PermissionName) => `staff:${channelId}:${permission}`,
  /** The channel's operators (queued attendances without a department). */
  operators: (channelId: string) => `operators:${channelId}`,
  /**
   * Every socket of a channel is in exactly one of these two: its operator has privacy on (customer
   * numbers masked) or not. An event carrying numbers goes to its rooms twice, once `except` each.
   */
  numbersMasked: (channelId: string) => `numbers-masked:${channelId}`,
  numbersShown: (channelId: string) => `numbers-shown:${channelId}`,
  /** Everyone looking at a board (joined with `kanban.watch`, checked like GET /api/kanbans/{id}/board). */
  kanban: (id: string) => `kanban:${id}`,
  admins: 'admins',
} as const;

/**
 * Rooms a client joins on request, after a check against its account (`kanban.watch`): the server
 * takes every socket out of them whenever the account changes, and the client asks again.
 */
export const requestedRoomPrefixes: readonly string[] = [rooms.kanban('')];
export const isRequestedRoom = (room: string): boolean => requestedRoomPrefixes.some((prefix) => room.startsWith(prefix));
