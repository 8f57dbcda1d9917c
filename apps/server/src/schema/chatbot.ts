import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AutomaticMessages, Menu, OutsideHoursAction, SurveyStatus } from '@atende/contract';
import { channels } from './channels.js';
import { departments } from './departments.js';
import { attendances } from './attendances.js';
import { operators } from './operators.js';

/** One row per channel that configured its bot; a channel without one has the bot off. */
export const botSettings = pgTable('bot_settings', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  rootMenuId: text('root_menu_id'),
  defaultDepartmentId: uuid('default_department_id').references(() => departments.id, { onDelete: 'set null' }),
  maxInvalidAnswers: integer('max_invalid_answers').notNull().default(3),
  outsideHoursAction: text('outside_hours_action').$type<OutsideHoursAction>().notNull().default('wait'),
  abandonmentMinutes: integer('abandonment_minutes').notNull().default(30),
  queueAbandonmentMinutes: integer('queue_abandonment_minutes').notNull().default(0),
  surveyEnabled: boolean('survey_enabled').notNull().default(false),
  surveyMinutes: integer('survey_minutes').notNull().default(60),
  /** The automatic messages other than the channel's outside-hours and queue texts. */
  messages: jsonb('messages').$type<Omit<AutomaticMessages, 'outsideHours' | 'queuePosition'>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A menu of the channel's bot, stored as the contract's Menu (its options point at other menus by id). */
export const botMenus = pgTable(
  'bot_menus',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    menuId: text('menu_id').notNull(),
    kind: text('kind').$type<Menu['kind']>().notNull(),
    definition: jsonb('definition').$type<Menu>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.menuId] }), index('bot_menus_channel_created_idx').on(t.channelId, t.createdAt)],
);

/** The satisfaction survey of an attendance: what the survey report reads. */
export const attendanceSurveys = pgTable(
  'attendance_surveys',
  {
    attendanceId: uuid('attendance_id')
      .primaryKey()
      .references(() => attendances.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** Who finished the attendance (null when the customer asked for the survey in the bot). */
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    status: text('status').$type<SurveyStatus>().notNull().default('pending'),
    score: smallint('score'),
    comment: text('comment'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The attendance's contact_tag_id (the contact's tag), copied by the database (migration 0030): the reports' tag filter. */
    contactTagId: uuid('contact_tag_id'),
    /** The attendance's tabulation, copied by the database and followed when it changes (migration 0034): the reports' tabulation filter. */
    tabulationId: uuid('tabulation_id'),
  },
  (t) => [
    index('attendance_surveys_channel_sent_idx').on(t.channelId, t.sentAt),
    // Surveys sent in a period to a tag's contacts, or for a tabulation (the raw path of those filters).
    index('attendance_surveys_channel_tag_sent_idx').on(t.channelId, t.contactTagId, t.sentAt),
    index('attendance_surveys_channel_tabulation_sent_idx').on(t.channelId, t.tabulationId, t.sentAt),
    index('attendance_surveys_channel_tabulation_answered_idx')
      .on(t.channelId, t.tabulationId, t.answeredAt, t.score, t.operatorId, t.departmentId)
      .where(sql`answered_at is not null`),
    index('attendance_surveys_channel_tag_answered_idx')
      .on(t.channelId, t.contactTagId, t.answeredAt, t.score, t.operatorId, t.departmentId)
      .where(sql`answered_at is not null`),
    index('attendance_surveys_operator_sent_idx').on(t.operatorId, t.sentAt),
    // The survey report and the attendance report's survey mean: answers of a period with what their
    // figures read (score, operator, department), an index-only scan instead of a year of heap rows.
    index('attendance_surveys_channel_answered_idx')
      .on(t.channelId, t.answeredAt, t.score, t.operatorId, t.departmentId)
      .where(sql`answered_at is not null`),
  ],
);
