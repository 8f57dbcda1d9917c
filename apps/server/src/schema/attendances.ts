import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AttendanceStatus } from '@atende/contract';
import { channels } from './channels.js';
import { contacts } from './contacts.js';
import { departments } from './departments.js';
import { operators } from './operators.js';

export const attendances = pgTable(
  'attendances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The protocol: 1, 2, 3... per channel (company), never shared and never across companies. The
     * database numbers it on insert (trigger attendances_number_protocol) from the channel's own
     * sequence (attendance_protocol_<channel id>, created with the channel), so every insert path,
     * concurrent ones included, gets the next number without waiting for another.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    status: text('status').$type<AttendanceStatus>().notNull(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    unread: integer('unread').notNull().default(0),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    tabulationId: uuid('tabulation_id'),
    /**
     * The contact's tag, copied by the database (migration 0029: set on insert, followed when the
     * contact's tag changes) so the reports' rollups can key on it. The application never writes it.
     */
    contactTagId: uuid('contact_tag_id'),
    observation: text('observation'),
    /** The chatbot's (or survey's) state while the customer talks to it (modules/chatbot). */
    botState: jsonb('bot_state').$type<Record<string, unknown>>(),
    /** When the bot, queue or survey clock runs out for this attendance (the time-out sweep's key). */
    botDueAt: timestamp('bot_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one open attendance per contact, whatever the number of instances processing webhooks.
    uniqueIndex('attendances_one_open_per_contact')
      .on(t.channelId, t.contactId)
      .where(sql`status not in ('finished', 'abandoned')`),
    index('attendances_operator_status_idx').on(t.operatorId, t.status, t.lastMessageAt),
    index('attendances_channel_status_idx').on(t.channelId, t.status, t.lastMessageAt),
    index('attendances_queue_idx').on(t.channelId, t.departmentId, t.queuedAt).where(sql`status in ('waiting', 'offline_operators')`),
    index('attendances_contact_idx').on(t.contactId, t.createdAt),
    // The management list (every attendance of the channel, newest first, filtered by status or period).
    index('attendances_channel_created_idx').on(t.channelId, t.createdAt),
    // The protocol filter and sort of the management list; unique: a company's protocols are never shared.
    uniqueIndex('attendances_channel_seq_unique').on(t.channelId, t.seq),
    index('attendances_channel_status_created_idx').on(t.channelId, t.status, t.createdAt),
    index('attendances_operator_created_idx').on(t.operatorId, t.createdAt),
    index('attendances_department_created_idx').on(t.departmentId, t.createdAt),
    // Today's dashboard: attendances assigned and finished since midnight.
    index('attendances_channel_assigned_idx').on(t.channelId, t.assignedAt).where(sql`assigned_at is not null`),
    index('attendances_channel_finished_idx').on(t.channelId, t.finishedAt).where(sql`finished_at is not null`),
    // The chatbot's time-out sweep: attendances whose clock runs out first.
    index('attendances_bot_due_idx').on(t.botDueAt).where(sql`bot_due_at is not null`),
    // Reassigning a deleted tabulation's attendances.
    index('attendances_tabulation_idx').on(t.tabulationId).where(sql`tabulation_id is not null`),
  ],
);

