import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { channels } from './channels.js';
import { users } from './users.js';

/** Numbers whose messages are stored but open no attendance and trigger no bot. */
export const blacklistNumbers = pgTable(
  'blacklist_numbers',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** Digits with country code, like contacts.number. */
    number: text('number').notNull(),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.number] })],
);
