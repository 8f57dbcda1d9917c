// Kanban boards, their steps and cards, each card's history and its spells in steps (issue 19).
// Ranks are fractional-indexing keys compared byte-wise (collate "C"), so a move writes one row.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { KanbanHistoryKind, KanbanStepAction, KanbanStepOutcome } from '@atende/contract';
import { attendances } from './attendances.js';
import { channels } from './channels.js';
import { contacts } from './contacts.js';
import { departments } from './departments.js';
import { operators } from './operators.js';
import { tags } from './tags.js';
import { users } from './users.js';

export const kanbans = pgTable(
  'kanbans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kanbans_channel_name_key').on(t.channelId, sql`lower(${t.name})`)],
);

/** The departments a board is limited to (none: every operator may use it from the panel). */
export const kanbanDepartments = pgTable(
  'kanban_departments',
  {
    kanbanId: uuid('kanban_id')
      .notNull()
      .references(() => kanbans.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.kanbanId, t.departmentId] }), index('kanban_departments_department_idx').on(t.departmentId)],
);

export const kanbanSteps = pgTable(
  'kanban_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kanbanId: uuid('kanban_id')
      .notNull()
      .references(() => kanbans.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull(),
    outcome: text('outcome').$type<KanbanStepOutcome>().notNull().default('open'),
    action: jsonb('action').$type<KanbanStepAction>().notNull().default({ kind: 'none' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kanban_steps_kanban_position_idx').on(t.kanbanId, t.position)],
);

export const kanbanCards = pgTable(
  'kanban_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    kanbanId: uuid('kanban_id')
      .notNull()
      .references(() => kanbans.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id')
      .notNull()
      .references(() => kanbanSteps.id, { onDelete: 'restrict' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    attendanceId: uuid('attendance_id').references(() => attendances.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    responsibleOperatorId: uuid('responsible_operator_id').references(() => operators.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    rank: text('rank').notNull(),
    version: integer('version').notNull().default(1),
    stepEnteredAt: timestamp('step_entered_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A column's page: keyset on (rank, id) inside the step. The migration sets collate "C" on rank.
    index('kanban_cards_step_rank_idx').on(t.stepId, t.rank, t.id),
    uniqueIndex('kanban_cards_kanban_contact_key').on(t.kanbanId, t.contactId),
    // Every column's count and total of a board in one index-only scan (the board's first screen).
    index('kanban_cards_kanban_step_value_idx').on(t.kanbanId, t.stepId, t.valueCents),
    index('kanban_cards_contact_idx').on(t.contactId),
    // The board's text search (ilike '%…%' on the title; the contact's name uses contacts_name_trgm_idx).
    index('kanban_cards_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('kanban_cards_channel_idx').on(t.channelId, t.createdAt),
  ],
);

export const kanbanCardTags = pgTable(
  'kanban_card_tags',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.tagId] }), index('kanban_card_tags_tag_idx').on(t.tagId)],
);

/** updateHistory: one row per creation, move, edit, value change and step action outcome. */
export const kanbanCardHistory = pgTable(
  'kanban_card_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<KanbanHistoryKind>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the history still names someone whose user was deleted. */
    userName: text('user_name'),
    fromStepId: uuid('from_step_id'),
    toStepId: uuid('to_step_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kanban_card_history_card_idx').on(t.cardId, t.at)],
);

/**
 * A card's stay in a step, from entering to leaving (null: still there): what the kanban reports
 * read (cards per step at a date, time in step, conversions, wins per operator) without replaying
 * the history. Kept when the step or the card goes (no foreign keys to them), for the reports.
 */
export const kanbanStepSpells = pgTable(
  'kanban_step_spells',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    kanbanId: uuid('kanban_id').notNull(),
    cardId: uuid('card_id').notNull(),
    stepId: uuid('step_id').notNull(),
    /** The step's outcome when the card entered (won and lost spells are the wins and losses). */
    outcome: text('outcome').$type<KanbanStepOutcome>().notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    /** Who moved it in (the reports' "per operator"): the user and, when an operator, the operator. */
    userId: uuid('user_id'),
    operatorId: uuid('operator_id'),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    /**
     * The step's automatic action for this entry (a move into the step runs it once): set in the move's
     * transaction when the step has one, claimed by the job that runs it (actionDoneAt), so a retried
     * or duplicated job never runs it twice.
     */
    actionPending: boolean('action_pending').notNull().default(false),
    actionDoneAt: timestamp('action_done_at', { withTimezone: true }),
  },
  (t) => [
    index('kanban_step_spells_kanban_entered_idx').on(t.channelId, t.kanbanId, t.enteredAt),
    index('kanban_step_spells_card_open_idx').on(t.cardId).where(sql`left_at is null`),
    // The kanban reports: the stays open at an instant or ended in a period (left_at null or in a
    // range), and a card's other stays on the board (its first one, the later ones of a conversion).
    index('kanban_step_spells_kanban_left_idx').on(t.kanbanId, t.leftAt),
    index('kanban_step_spells_card_entered_idx').on(t.cardId, t.enteredAt),
    // The sweeper finds actions whose job was never enqueued (a crash between commit and enqueue).
    index('kanban_step_spells_action_pending_idx').on(t.enteredAt).where(sql`action_pending and action_done_at is null`),
  ],
);
