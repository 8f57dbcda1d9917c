import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CampaignAudience, CampaignOnReply, CampaignOutcome, CampaignStatus, CampaignVariable } from '@atende/contract';
import { channels } from './channels.js';
import { contacts } from './contacts.js';
import { messages } from './messages.js';
import { messageTemplates } from './templates.js';
import { users } from './users.js';

export type CampaignUpload = { fileName: string; rows: number; recipients: number; columns: string[] };

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    templateId: uuid('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    templateLanguage: text('template_language').notNull(),
    bodyVariables: jsonb('body_variables').$type<CampaignVariable[]>().notNull().default([]),
    headerVariable: jsonb('header_variable').$type<CampaignVariable>(),
    headerMediaLink: text('header_media_link'),
    buttonVariables: jsonb('button_variables').$type<Array<{ index: number; variable: CampaignVariable }>>().notNull().default([]),
    audience: jsonb('audience').$type<CampaignAudience>().notNull(),
    onReply: jsonb('on_reply').$type<CampaignOnReply>().notNull(),
    upload: jsonb('upload').$type<CampaignUpload>(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_channel_created_idx').on(t.channelId, t.createdAt),
    index('campaigns_channel_name_idx').on(t.channelId, t.name),
    // The runners and the scheduler look only at campaigns that still have work.
    index('campaigns_active_idx').on(t.channelId, t.status).where(sql`status in ('scheduled', 'sending')`),
  ],
);

/**
 * One contact of a campaign: never two for the same contact (the unique index), whatever happens.
 * state: queued -> sending (claimed by the channel's runner, its message stored) -> sent | failed;
 * or skipped (blocked, opted out) and cancelled (left queued by a cancel).
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The uploaded list's other columns for this contact (header -> value). */
    fields: jsonb('fields').$type<Record<string, string>>(),
    state: text('state').$type<'queued' | 'sending' | 'sent' | 'failed' | 'skipped' | 'cancelled'>().notNull().default('queued'),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /**
     * What became of the recipient, from its state and its message's status (sent counts delivered and
     * read in the reports). Written only by the database (migration 0020's triggers on this table and on
     * messages' status), so the reports sum it without reading messages.
     */
    outcome: text('outcome').$type<CampaignOutcome>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_recipients_campaign_contact_unique').on(t.campaignId, t.contactId),
    index('campaign_recipients_pending_idx').on(t.campaignId, t.state, t.id).where(sql`state in ('queued', 'sending')`),
    index('campaign_recipients_message_idx').on(t.messageId),
    // Each campaign's outcomes and replies counted from the index alone (progress, /reportCampaign).
    index('campaign_recipients_outcome_idx').on(t.campaignId, t.outcome, t.repliedAt),
    // A customer's message finds the campaign it answers.
    index('campaign_recipients_awaiting_reply_idx').on(t.channelId, t.contactId, t.sentAt).where(sql`state = 'sent' and replied_at is null`),
  ],
);

/** Which process sends a channel's campaigns (one at a time, so the channel's limit holds). */
export const campaignRunnerLeases = pgTable('campaign_runner_leases', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The channel's campaign sending limit (Meta's per-number throughput: 80/s by default, up to 1,000). */
export const campaignSettings = pgTable('campaign_settings', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  messagesPerSecond: integer('messages_per_second').notNull().default(80),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
