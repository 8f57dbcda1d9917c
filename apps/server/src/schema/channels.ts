import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApiType, ChannelConfig, ChannelStatus, OpeningHours } from '@atende/contract';

export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    channelNumber: text('channel_number').notNull(),
    apiType: text('api_type').$type<ApiType>().notNull(),
    status: text('status').$type<ChannelStatus>(),
    blocked: boolean('blocked').notNull().default(false),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    /** Weekly opening windows (weekday 1..5 Monday-Friday, 6 Saturday, 7 Sunday); empty: always open. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
    /** Sent to a customer who writes outside the opening hours. */
    outsideHoursMessage: text('outside_hours_message'),
    /** Sent to a customer who enters the queue ({{posicao}} is the place in the queue). */
    queueMessage: text('queue_message'),
    /** Provider credentials, AES-GCM sealed as one JSON document. */
    credentialsSealed: text('credentials_sealed'),
    /** The provider account webhooks are routed by (Cloud: phone_number_id). Not a secret. */
    providerAccountId: text('provider_account_id'),
    /** The provider's business account (Cloud: WABA id), which routes template status webhooks. */
    providerBusinessId: text('provider_business_id'),
    /** Why the channel needs the owner's attention (e.g. the provider token expired); null when fine. */
    attentionReason: text('attention_reason'),
    attentionAt: timestamp('attention_at', { withTimezone: true }),
    /** Origins (scheme://host[:port]) allowed to frame the /chat and /messages embeds; empty: none. */
    embedAllowedOrigins: jsonb('embed_allowed_origins').$type<string[]>().notNull().default([]),
    /** How long an operator whose last socket closed stays online before going offline. */
    presenceGraceSeconds: integer('presence_grace_seconds').notNull().default(120),
    /** When an operator goes offline by disconnection, their open attendances go back to the queue. */
    requeueOnOperatorOffline: boolean('requeue_on_operator_offline').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('channels_created_at_idx').on(t.createdAt),
    index('channels_number_idx').on(t.channelNumber),
    // A provider account (Cloud phone_number_id, Gupshup app) belongs to one live channel only.
    uniqueIndex('channels_provider_account_unique')
      .on(t.apiType, t.providerAccountId)
      .where(sql`deleted_at is null and provider_account_id is not null`),
  ],
);

export const channelConfigs = pgTable('channel_configs', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<ChannelConfig>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const secondaryChannels = pgTable(
  'secondary_channels',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    secondaryChannelId: uuid('secondary_channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.secondaryChannelId] })],
);
