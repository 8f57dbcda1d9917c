import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { channels } from './channels.js';
import { contacts } from './contacts.js';
import { users } from './users.js';

/**
 * A user's calendar event (a call back, a visit), usually about a contact. Every user has a calendar:
 * an operator's is found through operators.user_id. A company's events keep its channel_id; a
 * platform admin has no company, so theirs have none, and the (user_id, channel_id) key makes both
 * hold: an event of a company belongs to one of its users, and an admin's cannot name a company.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The owner's company; null only for a platform admin's events. */
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    /** Whose calendar it is. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When the reminder reaches the owner (null: at startsAt). */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_channel_starts_idx').on(t.channelId, t.startsAt),
    index('calendar_events_user_starts_idx').on(t.userId, t.startsAt),
    // MATCH SIMPLE: a company's event must be of a user of that company; an admin's (no company) has none.
    foreignKey({ name: 'calendar_events_owner_channel_fk', columns: [t.userId, t.channelId], foreignColumns: [users.id, users.channelId] }).onDelete('cascade'),
    // A contact is a company's: an event without a company names none.
    check('calendar_events_contact_needs_channel', sql`${t.channelId} is not null or ${t.contactId} is null`),
  ],
);
