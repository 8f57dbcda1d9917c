import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { channels } from './channels.js';
import { contacts } from './contacts.js';
import { operators } from './operators.js';
import { users } from './users.js';

/** An operator's calendar event (a call back, a visit), usually about a contact. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When the reminder reaches the operator (null: at startsAt). */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_channel_starts_idx').on(t.channelId, t.startsAt),
    index('calendar_events_operator_starts_idx').on(t.operatorId, t.startsAt),
  ],
);
