import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { channels } from './channels.js';
import { operators } from './operators.js';
import { tags } from './tags.js';

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** The WhatsApp id: digits with country code. */
    number: text('number').notNull(),
    name: text('name'),
    code: text('code'),
    email: text('email'),
    responsibleOperatorId: uuid('responsible_operator_id').references(() => operators.id, { onDelete: 'set null' }),
    birthday: date('birthday'),
    tagId: uuid('tag_id').references(() => tags.id, { onDelete: 'set null' }),
    /** CPF (11 digits) or CNPJ (14 digits), digits only. */
    document: text('document'),
    /** The customer asked not to receive campaigns (or the provider said so): campaigns skip them. */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_channel_number_unique').on(t.channelId, t.number),
    index('contacts_channel_name_idx').on(t.channelId, t.name),
    index('contacts_channel_created_idx').on(t.channelId, t.createdAt),
    // A tag's contacts, and those created in a period (the stats report's new contacts with a tag).
    index('contacts_channel_tag_idx').on(t.channelId, t.tagId, t.createdAt),
    index('contacts_channel_responsible_idx').on(t.channelId, t.responsibleOperatorId),
    // Trigram indexes (pg_trgm, migration 0028): "part of the name or number" searches (ilike '%…%')
    // of reports, lists and the kanban read these instead of every contact of the channel.
    index('contacts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('contacts_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('contacts_channel_birthday_idx').on(t.channelId, sql`extract(month from ${t.birthday})`, sql`extract(day from ${t.birthday})`),
  ],
);
