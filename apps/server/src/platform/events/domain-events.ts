// The registry of domain events (dotted names) and an in-process bus. Producers emit; listeners
// (real time, reports, integrations) subscribe, so producers never know who listens.
import { EventEmitter } from 'node:events';
import type { CalendarReminder, Message } from '@atende/contract';

export type MessageEvent = { messageId: string; channelId: string; view?: Message; operatorId?: string | null };

export type DomainEvents = {
  'user.logged_in': { userId: string; channelId: string | null };
  'user.logged_out': { userId: string; channelId: string | null };
  'user.updated': { userId: string; channelId: string | null };
  /** The user's token version was bumped: every token issued before (sessions, embed tokens) is dead. */
  'user.tokens_revoked': { userId: string; channelId: string | null };
  /** The user changed their own password: every other sign-in ends; `keepSessionKey` (realtime sessionKeyOf) continues. */
  'user.password_changed': { userId: string; channelId: string | null; keepSessionKey: string };
  'channel.created': { channelId: string };
  'channel.updated': { channelId: string };
  'channel.blocked_changed': { channelId: string; blocked: boolean };
  'channel.config_updated': { channelId: string };
  /** The channel's bot (settings, menus or automatic messages) changed: caches drop it. */
  'chatbot.updated': { channelId: string };
  'operator.created': { operatorId: string; channelId: string };
  'operator.status_changed': { operatorId: string; channelId: string; status: boolean };
  /** The scheduled job set an operator offline at the end of their working window. */
  'operator.work_time_over': { operatorId: string; channelId: string };
  /** The server ended an operator's sessions (deleted or blocked by the owner). */
  'operator.sessions_ended': { operatorId: string; userId: string; channelId: string };
  /** The operator's departments changed (edited, or one deleted); its sockets move between department rooms. */
  'operator.updated': { operatorId: string; channelId: string; departmentsAdded: string[]; departmentsRemoved: string[] };
  /**
   * A producer that already holds the message may attach its view and the attendance's operator
   * (undefined = unknown), so listeners need not read them back.
   */
  'message.created': MessageEvent;
  'message.status_changed': MessageEvent;
  /** A stored message changed (an inbound file was downloaded or could not be). */
  'message.updated': { messageId: string; channelId: string };
  /** attention_reason of a channel was set or cleared. */
  'channel.attention_changed': { channelId: string; attentionReason: string | null };
  'attendance.changed': { attendanceId: string; channelId: string; previousOperatorId: string | null };
  /** Someone may now be free to take a queued attendance (finish, transfer, a busy moment passed). */
  'queue.check': { channelId: string };
  /** A queued attendance left the queue (pulled, assigned, transferred, finished). */
  'attendance.left_queue': { attendanceId: string; channelId: string };
  /** A contact import advanced, finished, failed or was cancelled; `view` is its state after the change. */
  'contact_import.progress': { importId: string; channelId: string; view: import('@atende/contract').ContactImport };
  /** A calendar event's reminder was claimed by its job: tell the event's owner (channelId null: an admin's). */
  'calendar.reminder_due': { channelId: string | null; userId: string; reminder: CalendarReminder };
  /** A message template was created, synced, reviewed or deleted (status null: it is gone). */
  'template.changed': { channelId: string; templateId: string; status: string | null };
  /** Campaigns whose status or counts may have changed (their progress is read and pushed, throttled). */
  'campaign.touched': { channelId: string; campaignIds: string[] };
  /** A background report export started, advanced, finished or failed; `view` is its state after the change. */
  'report_export.progress': { exportId: string; channelId: string; userId: string | null; view: import('@atende/contract').ReportExport };
  /**
   * A kanban card was created, edited, moved or changed by a step action: its board's watchers get it
   * ('kanban.card'). `card`: the view when the producer holds it (otherwise the listener reads it).
   */
  'kanban.card_changed': { channelId: string; kanbanId: string; cardId: string; fromStepId: string | null; card?: import('@atende/contract').KanbanCard };
  /** A kanban card was deleted or left its board (the board deleted with its cards moved elsewhere). */
  'kanban.card_removed': { channelId: string; kanbanId: string; cardId: string; stepId: string };
  /** A board's name, departments, steps, order or archived state changed, or it was deleted. */
  'kanban.board_changed': { channelId: string; kanbanId: string; deleted: boolean };
  /** A card entered a step whose automatic action is pending on this spell (kanban step actions run it once). */
  'kanban.card_entered_step': { channelId: string; kanbanId: string; cardId: string; spellId: string };
  /** An order was created or changed (items, freight, discount, status, payment): its attendance's screens get it. */
  'order.changed': { channelId: string; orderId: string };
};

export type DomainEventName = keyof DomainEvents;

export type EventBus = {
  emit: <N extends DomainEventName>(name: N, data: DomainEvents[N]) => void;
  on: <N extends DomainEventName>(name: N, listener: (data: DomainEvents[N]) => void | Promise<void>) => void;
};

export function createEventBus(onListenerError: (name: string, err: unknown) => void): EventBus {
  const emitter = new EventEmitter();
  return {
    emit: (name, data) => {
      emitter.emit(name, data);
    },
    on: (name, listener) => {
      emitter.on(name, (data: DomainEvents[typeof name]) => {
        try {
          const result = listener(data);
          if (result instanceof Promise) result.catch((err: unknown) => onListenerError(name, err));
        } catch (err) {
          onListenerError(name, err);
        }
      });
    },
  };
}
