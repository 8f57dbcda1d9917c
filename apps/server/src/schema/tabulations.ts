import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { channels } from './channels.js';

/** How an attendance ended (chosen by the operator on finish). Soft-deleted so reports keep their names. */
export const tabulations = pgTable(
  'tabulations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tabulations_channel_idx').on(t.channelId),
    uniqueIndex('tabulations_channel_name_unique').on(t.channelId, sql`lower(${t.name})`).where(sql`deleted_at is null`),
  ],
);
