import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageContent, MessageStatus, MessageType } from '@atende/contract';
import { channels } from './channels.js';
import { contacts } from './contacts.js';
import { attendances } from './attendances.js';
import { operators } from './operators.js';

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Arrival order: breaks ties between messages with the same time (providers send seconds). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    attendanceId: uuid('attendance_id').references(() => attendances.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    type: text('type').$type<MessageType>().notNull(),
    content: jsonb('content').$type<MessageContent>().notNull(),
    status: text('status').$type<MessageStatus>().notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** The provider's longer explanation of a failure (Cloud: error_data.details), for the failure tooltip. */
    errorDetails: text('error_details'),
    providerMessageId: text('provider_message_id'),
    replyToId: uuid('reply_to_id'),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** Milliseconds, like a JavaScript Date: a history cursor carries the exact value back. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    statusAt: timestamp('status_at', { withTimezone: true }),
    /** What the provider bills the conversation as (marketing, utility, service...), from its status webhooks. */
    pricingCategory: text('pricing_category'),
  },
  (t) => [
    // Idempotency: one message per provider id per channel, however often the webhook comes.
    uniqueIndex('messages_provider_id_unique').on(t.channelId, t.providerMessageId),
    index('messages_attendance_created_idx').on(t.attendanceId, t.createdAt, t.seq),
    index('messages_contact_created_idx').on(t.contactId, t.createdAt),
    // Per-day traffic reports of a channel.
    index('messages_channel_created_idx').on(t.channelId, t.createdAt),
  ],
);
