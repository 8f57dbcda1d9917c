import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { channels } from './channels.js';
import { mediaFiles } from './media.js';

/** A canned answer the operator types with `/shortcut`; the text may hold variables such as {{nome}}. */
export const quickAnswers = pgTable(
  'quick_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    shortcut: text('shortcut').notNull(),
    text: text('text').notNull(),
    mediaId: uuid('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quick_answers_channel_shortcut_unique').on(t.channelId, sql`lower(${t.shortcut})`)],
);
