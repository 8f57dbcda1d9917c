import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TemplateButton, TemplateHeader, TemplateVariableType } from '@atende/contract';
import { channels } from './channels.js';

/** A channel's message templates as its provider knows them (synced, created here, or moved by the status webhook). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    providerTemplateId: text('provider_template_id'),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    rejectedReason: text('rejected_reason'),
    header: jsonb('header').$type<TemplateHeader>(),
    body: text('body').notNull().default(''),
    footer: text('footer'),
    buttons: jsonb('buttons').$type<TemplateButton[]>().notNull().default([]),
    /** Ours, not the provider's: which body variable is a currency or a date ({{1}} first); a sync keeps it. */
    variableTypes: jsonb('variable_types').$type<TemplateVariableType[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_templates_channel_name_language').on(t.channelId, t.name, t.language),
    uniqueIndex('message_templates_provider_id').on(t.channelId, t.providerTemplateId).where(sql`provider_template_id is not null`),
    index('message_templates_channel_updated_idx').on(t.channelId, t.updatedAt),
    index('message_templates_channel_status_idx').on(t.channelId, t.status, t.name),
  ],
);

/** When each channel's templates were last pulled from the provider. */
export const templateSyncs = pgTable('template_syncs', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
});
