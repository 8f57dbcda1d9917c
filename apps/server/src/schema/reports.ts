// The reports' rollups (issue 18). Figures over a year of a million attendances and ten million
// messages cannot be summed from raw rows inside a report's time budget, so triggers on the raw tables
// append each change's contribution to a *_deltas table (inserts only: no hot row for concurrent
// webhooks to queue on), and a compactor folds the deltas into the rollup every few seconds. A report
// reads rollup UNION ALL deltas, so it is exact at any moment. See docs/architecture.md, "Reports".
import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AttendanceStatus, ReportExportStatus, ReportFormat, ReportName } from '@atende/contract';
import { channels } from './channels.js';
import { operators } from './operators.js';
import { users } from './users.js';

/**
 * One attendance's contributions, summed per local day (channel's zone) × its current department,
 * operator, tabulation and status. Each measure counts on the day of its own moment: opened on the
 * opening day, assigned (and the wait) on the assignment day, first responses on that message's day,
 * finished/abandoned/bot-only/handled (and the handling time) on the day it ended. The *_hist columns
 * are histograms over DURATION_BUCKET_BOUNDS (contract reports/durations.ts), for the p90.
 */
const attendanceMeasures = {
  channelId: uuid('channel_id')
    .notNull()
    .references(() => channels.id, { onDelete: 'cascade' }),
  day: date('day').notNull(),
  departmentId: uuid('department_id'),
  operatorId: uuid('operator_id'),
  tabulationId: uuid('tabulation_id'),
  status: text('status').$type<AttendanceStatus>().notNull(),
  opened: integer('opened').notNull().default(0),
  assigned: integer('assigned').notNull().default(0),
  waitSeconds: bigint('wait_seconds', { mode: 'number' }).notNull().default(0),
  waitHist: integer('wait_hist').array().notNull(),
  firstResponses: integer('first_responses').notNull().default(0),
  firstResponseSeconds: bigint('first_response_seconds', { mode: 'number' }).notNull().default(0),
  firstResponseHist: integer('first_response_hist').array().notNull(),
  finished: integer('finished').notNull().default(0),
  abandoned: integer('abandoned').notNull().default(0),
  botOnly: integer('bot_only').notNull().default(0),
  handled: integer('handled').notNull().default(0),
  handleSeconds: bigint('handle_seconds', { mode: 'number' }).notNull().default(0),
  handleHist: integer('handle_hist').array().notNull(),
};

export const reportAttendanceDaily = pgTable('report_attendance_daily', attendanceMeasures, (t) => [
  // One row per key (nulls equal: "no operator" is one group); also the range scan of a channel's days.
  unique('report_attendance_daily_key')
    .on(t.channelId, t.day, t.departmentId, t.operatorId, t.tabulationId, t.status)
    .nullsNotDistinct(),
  // The per-day charts (a year is ~100,000 rows) read keys and counts only: an index-only scan of
  // this index is a fifth of the heap's bytes (no histograms, no fillfactor room).
  index('report_attendance_daily_day_counts_idx').on(
    t.channelId, t.day, t.status, t.departmentId, t.operatorId, t.tabulationId, t.opened, t.assigned, t.waitSeconds,
    t.firstResponses, t.firstResponseSeconds, t.finished, t.abandoned, t.botOnly, t.handled, t.handleSeconds,
  ),
  // The same per-day counts of one operator, or of one tabulation (the filter bar's choices): an
  // index-only scan of that operator's or tabulation's entries, not of the whole period's (0039).
  index('report_attendance_daily_operator_counts_idx').on(
    t.channelId, t.operatorId, t.day, t.status, t.departmentId, t.tabulationId, t.opened, t.assigned, t.waitSeconds,
    t.firstResponses, t.firstResponseSeconds, t.finished, t.abandoned, t.botOnly, t.handled, t.handleSeconds,
  ),
  index('report_attendance_daily_tabulation_counts_idx').on(
    t.channelId, t.tabulationId, t.day, t.status, t.departmentId, t.operatorId, t.opened, t.assigned, t.waitSeconds,
    t.firstResponses, t.firstResponseSeconds, t.finished, t.abandoned, t.botOnly, t.handled, t.handleSeconds,
  ),
]);

/**
 * The same figures per local month (`day` = the month's first day): a year's question reads twelve
 * months of rows instead of 365 days of them. The compactor folds each batch of deltas into both
 * tables in one transaction, so for whole months monthly = the sum of the daily rows.
 */
export const reportAttendanceMonthly = pgTable('report_attendance_monthly', attendanceMeasures, (t) => [
  unique('report_attendance_monthly_key')
    .on(t.channelId, t.day, t.departmentId, t.operatorId, t.tabulationId, t.status)
    .nullsNotDistinct(),
]);

/**
 * The per-day charts' rollup: the same counts per local day × department × status only (no operator,
 * tabulation, histograms), a few dozen rows a day instead of hundreds, so a year's chart without those
 * filters, or with the department filter, reads a few thousand small rows (migrations 0031, 0036).
 * The compactor folds it with the others.
 */
export const reportAttendanceDayStatus = pgTable(
  'report_attendance_day_status',
  {
    channelId: attendanceMeasures.channelId,
    day: date('day').notNull(),
    departmentId: uuid('department_id'),
    status: text('status').$type<AttendanceStatus>().notNull(),
    opened: integer('opened').notNull().default(0),
    assigned: integer('assigned').notNull().default(0),
    waitSeconds: bigint('wait_seconds', { mode: 'number' }).notNull().default(0),
    firstResponses: integer('first_responses').notNull().default(0),
    firstResponseSeconds: bigint('first_response_seconds', { mode: 'number' }).notNull().default(0),
    finished: integer('finished').notNull().default(0),
    abandoned: integer('abandoned').notNull().default(0),
    botOnly: integer('bot_only').notNull().default(0),
    handled: integer('handled').notNull().default(0),
    handleSeconds: bigint('handle_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [unique('report_attendance_day_status_key').on(t.channelId, t.day, t.departmentId, t.status).nullsNotDistinct()],
);

/**
 * The same figures of tagged contacts' attendances, per tag as well (the contact's tag: the filter
 * bar's "Etiqueta"), daily and monthly like the rollups above. Untagged attendances have no row here;
 * the untagged rollups above hold everyone. A contact whose tag changes moves its attendances' figures
 * from the old tag's rows to the new one's (attendances.contact_tag_id, migration 0029).
 */
const tagMeasures = { tagId: uuid('tag_id').notNull(), ...attendanceMeasures };

export const reportAttendanceTagDaily = pgTable('report_attendance_tag_daily', tagMeasures, (t) => [
  unique('report_attendance_tag_daily_key')
    .on(t.channelId, t.tagId, t.day, t.departmentId, t.operatorId, t.tabulationId, t.status)
    .nullsNotDistinct(),
  // A tag's per-day counts without the rows' histograms (a year's rows of one tag were a scan of the
  // whole table, ~1 kB a row): an index-only scan (0039).
  index('report_attendance_tag_daily_counts_idx').on(
    t.channelId, t.tagId, t.day, t.status, t.departmentId, t.operatorId, t.tabulationId, t.opened, t.assigned, t.waitSeconds,
    t.firstResponses, t.firstResponseSeconds, t.finished, t.abandoned, t.botOnly, t.handled, t.handleSeconds,
  ),
]);

export const reportAttendanceTagMonthly = pgTable('report_attendance_tag_monthly', tagMeasures, (t) => [
  unique('report_attendance_tag_monthly_key')
    .on(t.channelId, t.tagId, t.day, t.departmentId, t.operatorId, t.tabulationId, t.status)
    .nullsNotDistinct(),
]);

/**
 * Signed contributions not yet folded into the rollups (an update adds -old and +new). tag_id is the
 * contact's tag when the change was made: folded into the tag rollups as well when set.
 */
export const reportAttendanceDeltas = pgTable(
  'report_attendance_deltas',
  { id: bigserial('id', { mode: 'number' }).primaryKey(), ...attendanceMeasures, tagId: uuid('tag_id') },
  (t) => [index('report_attendance_deltas_channel_day_idx').on(t.channelId, t.day)],
);

/**
 * A channel whose zone changed and whose attendance rollup is being converted to the new zone, in
 * batches by attendance id (modules/reports/facts/zone-rebuild.repository.ts). Attendances with an id
 * up to after_id count in the channel's zone already; the others still in old_timezone, and the
 * triggers write their deltas in that zone until their batch converts them. No row: nothing to do.
 */
export const reportZoneRebuilds = pgTable('report_zone_rebuilds', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  oldTimezone: text('old_timezone').notNull(),
  afterId: uuid('after_id'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages per UTC hour × direction × sending operator (null: inbound, bot, campaign, API). */
const messageMeasures = {
  channelId: uuid('channel_id')
    .notNull()
    .references(() => channels.id, { onDelete: 'cascade' }),
  hour: timestamp('hour', { withTimezone: true }).notNull(),
  direction: text('direction').$type<'in' | 'out'>().notNull(),
  operatorId: uuid('operator_id'),
  messages: integer('messages').notNull().default(0),
};

export const reportMessageHourly = pgTable('report_message_hourly', messageMeasures, (t) => [
  unique('report_message_hourly_key').on(t.channelId, t.hour, t.direction, t.operatorId).nullsNotDistinct(),
]);

export const reportMessageDeltas = pgTable(
  'report_message_deltas',
  { id: bigserial('id', { mode: 'number' }).primaryKey(), ...messageMeasures },
  (t) => [index('report_message_deltas_channel_hour_idx').on(t.channelId, t.hour)],
);

/**
 * Messages per local day (the channel's zone) × direction × sending operator: the stats report's
 * per-day figures and totals for a year read ~8,000 rows instead of ~230,000 hourly ones (0036).
 * Folded by the compactor from the same deltas as the hourly rollup, in the zone the channel has when
 * they are folded; a new zone rebuilds it from the hourly rows at once (report_rebuild_local_rollups).
 */
export const reportMessageDaily = pgTable(
  'report_message_daily',
  {
    channelId: messageMeasures.channelId,
    day: date('day').notNull(),
    direction: messageMeasures.direction,
    operatorId: messageMeasures.operatorId,
    messages: messageMeasures.messages,
  },
  (t) => [unique('report_message_daily_key').on(t.channelId, t.day, t.direction, t.operatorId).nullsNotDistinct()],
);

/**
 * Inbound messages per local month (its first day) × local weekday (0 = Sunday) × local hour: the
 * heatmap of whole months (0036). Partial months at a period's edges read the hourly rollup.
 */
export const reportMessageHeatmap = pgTable(
  'report_message_heatmap',
  {
    channelId: messageMeasures.channelId,
    month: date('month').notNull(),
    weekday: smallint('weekday').notNull(),
    hour: smallint('hour').notNull(),
    inbound: integer('inbound').notNull().default(0),
  },
  (t) => [unique('report_message_heatmap_key').on(t.channelId, t.month, t.weekday, t.hour)],
);

/**
 * Survey figures per local day × the survey's department × operator (0036): sent counts on the day it
 * was sent, s1..s5 (answers by score) on the day it was answered. Kept by a trigger on
 * attendance_surveys in the same transaction (answers are a few hundred a day: no hot row to queue
 * on), so the survey report and the attendance report's survey mean read a year in a few thousand
 * rows. Filters it has no key for (tag, tabulation, status, contact) read the answers themselves.
 */
export const reportSurveyDaily = pgTable(
  'report_survey_daily',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    departmentId: uuid('department_id'),
    operatorId: uuid('operator_id'),
    sent: integer('sent').notNull().default(0),
    s1: integer('s1').notNull().default(0),
    s2: integer('s2').notNull().default(0),
    s3: integer('s3').notNull().default(0),
    s4: integer('s4').notNull().default(0),
    s5: integer('s5').notNull().default(0),
  },
  (t) => [unique('report_survey_daily_key').on(t.channelId, t.day, t.departmentId, t.operatorId).nullsNotDistinct()],
);

/** An operator's online spells (a trigger on operators.status opens and closes them): time online. */
export const operatorPresence = pgTable(
  'operator_presence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    onlineAt: timestamp('online_at', { withTimezone: true }).notNull(),
    /** null while online. */
    offlineAt: timestamp('offline_at', { withTimezone: true }),
  },
  (t) => [
    index('operator_presence_channel_online_idx').on(t.channelId, t.onlineAt),
    uniqueIndex('operator_presence_open_unique').on(t.operatorId).where(sql`offline_at is null`),
  ],
);

/** A report export too big to stream in the request: a background job writes the file to storage. */
export const reportExports = pgTable(
  'report_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    report: text('report').$type<ReportName>().notNull(),
    format: text('format').$type<ReportFormat>().notNull(),
    status: text('status').$type<ReportExportStatus>().notNull().default('queued'),
    /** The page body as parsed (filters, grouping) and the period it resolved to. */
    request: text('request').notNull(),
    rows: integer('rows').notNull().default(0),
    total: integer('total').notNull().default(0),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('report_exports_channel_created_idx').on(t.channelId, t.createdAt)],
);
