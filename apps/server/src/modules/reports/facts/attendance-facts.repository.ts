// The attendance figures of a scope, grouped as a report asks: the rollup plus the deltas not folded
// yet, so figures are exact at any moment. Groupings without the day read the whole months of the
// period from report_attendance_monthly and only its partial edge months from report_attendance_daily.
// A tag filter reads the tag rollups (the same figures of tagged contacts' attendances, keyed by the
// tag too: migration 0029). A contact search is not in any rollup's keys: it sums the same fact rows
// from the attendances themselves (report_attendance_facts, the one definition: migrations 0017, 0019).
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AttendanceStatus } from '@atende/contract';
import { containsPattern } from '../../../platform/db/sql-helpers.js';
import type { AttendanceFactRow, AttendanceFactRowWithHist, AttendanceFactsScope, FactsGrouping } from './facts.types.js';
import { histogramCount, histogramOf, histogramSum } from './histogram-sql.repository.js';
import { planMonthReads, type DayRange } from './month-split.js';

type Db = NodePgDatabase;
type KeyColumn = 'day' | 'operator_id' | 'department_id' | 'tabulation_id' | 'status';

const KEYS: Record<FactsGrouping, readonly KeyColumn[]> = {
  none: [],
  day: ['day'],
  operator: ['operator_id'],
  department: ['department_id'],
  tabulation: ['tabulation_id'],
  status: ['status'],
  dayStatus: ['day', 'status'],
  tabulationOperatorDepartment: ['tabulation_id', 'operator_id', 'department_id'],
};

const SOURCE_COLUMNS = [
  'day', 'department_id', 'operator_id', 'tabulation_id', 'status', 'opened', 'assigned', 'wait_seconds', 'wait_hist',
  'first_responses', 'first_response_seconds', 'first_response_hist', 'finished', 'abandoned', 'bot_only', 'handled',
  'handle_seconds', 'handle_hist',
] as const;

/** The raw path's columns: bucket numbers (report_attendance_moments) where the rollups hold histograms. */
const BUCKET_COLUMNS = SOURCE_COLUMNS.map((c) => (c.endsWith('_hist') ? c.replace('_hist', '_bucket') : c));

const columnsOf = (alias: string, columns: readonly string[] = SOURCE_COLUMNS) => sql.raw(columns.map((c) => `${alias}.${c}`).join(', '));

/** The filter bar's conditions on the rollup's keys (the attendance's current values), on `days`. */
function keyConditions(scope: AttendanceFactsScope, alias: string, days: readonly DayRange[] = [scope]): SQL {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const ranges = days.map((d) => sql`${col('day')} between ${d.from}::date and ${d.to}::date`);
  const parts: SQL[] = [sql`${col('channel_id')} = ${scope.channelId}`, ranges.length === 1 ? ranges[0]! : sql`(${sql.join(ranges, sql` or `)})`];
  if (scope.departmentId) parts.push(sql`${col('department_id')} = ${scope.departmentId}`);
  if (scope.operatorId) parts.push(sql`${col('operator_id')} = ${scope.operatorId}`);
  if (scope.tabulationId) parts.push(sql`${col('tabulation_id')} = ${scope.tabulationId}`);
  if (scope.statuses?.length) parts.push(sql`${col('status')} = any(${`{${scope.statuses.join(',')}}`}::text[])`);
  return sql.join(parts, sql` and `);
}

/** keyConditions plus the tag, on a source that has tag_id (the tag rollups, the deltas). */
function taggedConditions(scope: AttendanceFactsScope, alias: string, days?: readonly DayRange[]): SQL {
  const base = keyConditions(scope, alias, days);
  return scope.tagId ? sql`${base} and ${sql.raw(`${alias}.tag_id`)} = ${scope.tagId}` : base;
}

/**
 * The rollup columns of a part of the read: `sign` -1 takes its rows back (the days outside a partial
 * month read whole). Without the histograms, only keys and counts: the daily rollup's part is then an
 * index-only scan of report_attendance_daily_day_counts_idx (migration 0027) instead of its heap.
 */
function signedColumns(alias: string, sign: 1 | -1, withHist: boolean): SQL {
  const source = withHist ? SOURCE_COLUMNS : SOURCE_COLUMNS.filter((c) => !c.endsWith('_hist'));
  if (sign === 1) return sql.raw(`${source.map((c) => `${alias}.${c}`).join(', ')}, 1 as sign`);
  const keyed = new Set(['day', 'department_id', 'operator_id', 'tabulation_id', 'status']);
  const columns = source.map((c) => (keyed.has(c) || c.endsWith('_hist') ? `${alias}.${c}` : `-${alias}.${c} as ${c}`));
  return sql.raw(`${columns.join(', ')}, -1 as sign`);
}

const DAY_STATUS_COLUMNS = SOURCE_COLUMNS.filter((c) => !c.endsWith('_hist') && !['operator_id', 'tabulation_id'].includes(c));

/**
 * A per-day grouping by day, department and status at most, with no filter on operator, tabulation or
 * tag, reads the day × department × status rollup (a few dozen rows a day) and the pending deltas.
 */
function dayStatusSource(scope: AttendanceFactsScope): SQL {
  const columns = (alias: string) => sql.raw(`${DAY_STATUS_COLUMNS.map((c) => `${alias}.${c}`).join(', ')}, 1 as sign`);
  return sql`select ${columns('r')} from report_attendance_day_status r where ${keyConditions(scope, 'r')}
    union all select ${columns('d')} from report_attendance_deltas d where ${keyConditions(scope, 'd')}`;
}

const readsDayStatus = (scope: AttendanceFactsScope, keys: readonly KeyColumn[], withHist: boolean) =>
  !withHist &&
  keys.includes('day') &&
  keys.every((k) => k === 'day' || k === 'status' || k === 'department_id') &&
  !scope.operatorId &&
  !scope.tabulationId &&
  !scope.tagId;

function rollupSource(scope: AttendanceFactsScope, byDay: boolean, withHist: boolean): SQL {
  const daily = sql.raw(scope.tagId ? 'report_attendance_tag_daily' : 'report_attendance_daily');
  const monthly = sql.raw(scope.tagId ? 'report_attendance_tag_monthly' : 'report_attendance_monthly');
  const columns = (alias: string, sign: 1 | -1 = 1) => signedColumns(alias, sign, withHist);
  const deltas = sql`select ${columns('d')} from report_attendance_deltas d where ${taggedConditions(scope, 'd')}`;
  const plan = byDay ? null : planMonthReads(scope.from, scope.to);
  if (!plan?.months.length) return sql`select ${columns('r')} from ${daily} r where ${taggedConditions(scope, 'r')} union all ${deltas}`;
  // Monthly rows carry the month's first day; a partial month read whole has its outside days taken back.
  const parts: SQL[] = [sql`select ${columns('m')} from ${monthly} m where ${taggedConditions(scope, 'm', plan.months)}`];
  if (plan.days.length) parts.push(sql`select ${columns('r')} from ${daily} r where ${taggedConditions(scope, 'r', plan.days)}`);
  if (plan.minus.length) parts.push(sql`select ${columns('x', -1)} from ${daily} x where ${taggedConditions(scope, 'x', plan.minus)}`);
  parts.push(deltas);
  return sql.join(parts, sql` union all `);
}

/**
 * The fact rows of the searched contacts' attendances (of the tag too, when filtered) that can have a moment in the period:
 * opened before its end, and not finished before its start (finished_at is an attendance's last
 * moment). The one definition (report_attendance_moments, migration 0021) takes the columns, so
 * PostgreSQL inlines it without building a copy of each attendance row; it answers bucket numbers,
 * counted per bucket (histogramCount) rather than built into arrays and summed element by element.
 */
function rawSource(scope: AttendanceFactsScope): SQL {
  const contactParts: SQL[] = [];
  if (scope.tagId) contactParts.push(sql`a.contact_tag_id = ${scope.tagId}`);
  if (scope.contact) {
    const pattern = containsPattern(scope.contact.trim());
    contactParts.push(sql`(c.name ilike ${pattern} or c.number ilike ${pattern})`);
  }
  const contactFilter = contactParts.length ? sql` and ${sql.join(contactParts, sql` and `)}` : sql``;
  const start = sql`(${scope.from}::date::timestamp at time zone ${scope.timezone})`;
  const end = sql`((${scope.to}::date + 1)::timestamp at time zone ${scope.timezone})`;
  // offset 0: each row's bucket numbers are computed once, not once per bucket of the histograms' sums.
  return sql`select ${columnsOf('f', BUCKET_COLUMNS)} from attendances a join contacts c on c.id = a.contact_id
    cross join lateral report_attendance_moments(${scope.timezone}::text, a.channel_id, a.department_id, a.operator_id, a.tabulation_id, a.status,
      a.created_at, a.queued_at, a.assigned_at, a.first_response_at, a.finished_at, 1) f
    where a.channel_id = ${scope.channelId} and a.created_at < ${end} and (a.finished_at is null or a.finished_at >= ${start})
      and ${keyConditions(scope, 'f')}${contactFilter} offset 0`;
}

const TOTALS = sql`coalesce(sum(opened), 0)::int as opened,
  coalesce(sum(opened) filter (where status not in ('finished', 'abandoned')), 0)::int as still_open,
  coalesce(sum(assigned), 0)::int as assigned, coalesce(sum(wait_seconds), 0)::float8 as wait_seconds,
  coalesce(sum(first_responses), 0)::int as first_responses, coalesce(sum(first_response_seconds), 0)::float8 as first_response_seconds,
  coalesce(sum(finished), 0)::int as finished, coalesce(sum(abandoned), 0)::int as abandoned, coalesce(sum(bot_only), 0)::int as bot_only,
  coalesce(sum(handled), 0)::int as handled, coalesce(sum(handle_seconds), 0)::float8 as handle_seconds`;

const HISTOGRAMS = sql`, ${histogramSum('wait_hist', 'sign')} as wait_hist, ${histogramSum('first_response_hist', 'sign')} as first_response_hist,
  ${histogramSum('handle_hist', 'sign')} as handle_hist`;
const BUCKET_HISTOGRAMS = sql`, ${histogramCount('wait_bucket')} as wait_hist, ${histogramCount('first_response_bucket')} as first_response_hist,
  ${histogramCount('handle_bucket')} as handle_hist`;

const NOT_EMPTY = 'sum(opened) <> 0 or sum(assigned) <> 0 or sum(first_responses) <> 0 or sum(finished) <> 0 or sum(abandoned) <> 0';

type Row = Record<string, unknown>;

function toFactRow(r: Row, keys: readonly KeyColumn[]): AttendanceFactRow {
  const row: AttendanceFactRow = {
    opened: Number(r.opened), stillOpen: Number(r.still_open), assigned: Number(r.assigned), waitSeconds: Number(r.wait_seconds),
    firstResponses: Number(r.first_responses), firstResponseSeconds: Number(r.first_response_seconds), finished: Number(r.finished),
    abandoned: Number(r.abandoned), botOnly: Number(r.bot_only), handled: Number(r.handled), handleSeconds: Number(r.handle_seconds),
  };
  const id = (v: unknown) => (v == null ? null : String(v));
  for (const key of keys) {
    if (key === 'day') row.day = String(r.day);
    if (key === 'operator_id') row.operatorId = id(r.operator_id);
    if (key === 'department_id') row.departmentId = id(r.department_id);
    if (key === 'tabulation_id') row.tabulationId = id(r.tabulation_id);
    if (key === 'status') row.status = r.status as AttendanceStatus;
  }
  return row;
}

/**
 * The figures of `scope` per `grouping` (ordered by its keys; 'none' answers exactly one row). With
 * `withHist`, the three duration histograms too (their p90 comes from quantileFromHistogram).
 */
export async function attendanceFacts(db: Db, scope: AttendanceFactsScope, grouping: FactsGrouping, options: { withHist: true }): Promise<AttendanceFactRowWithHist[]>;
export async function attendanceFacts(db: Db, scope: AttendanceFactsScope, grouping: FactsGrouping, options?: { withHist?: boolean }): Promise<AttendanceFactRow[]>;
export async function attendanceFacts(db: Db, scope: AttendanceFactsScope, grouping: FactsGrouping, options: { withHist?: boolean } = {}): Promise<AttendanceFactRow[]> {
  const keys = KEYS[grouping];
  const raw = Boolean(scope.contact);
  const withHist = Boolean(options.withHist);
  const source = raw ? rawSource(scope) : readsDayStatus(scope, keys, withHist) ? dayStatusSource(scope) : rollupSource(scope, keys.includes('day'), withHist);
  const keySelect = keys.map((k) => (k === 'day' ? `to_char(day, 'YYYY-MM-DD') as day` : k));
  const select = sql.raw(keySelect.length ? `${keySelect.join(', ')}, ` : '');
  // A key whose pending deltas cancel out (an attendance moved away) is no row of the answer.
  const groupBy = keys.length ? sql.raw(` group by ${keys.join(', ')} having ${NOT_EMPTY} order by ${keys.join(', ')}`) : sql``;
  const res = await db.execute<Row>(sql`select ${select}${TOTALS}${options.withHist ? (raw ? BUCKET_HISTOGRAMS : HISTOGRAMS) : sql``} from (${source}) s${groupBy}`);
  return res.rows.map((r) => {
    const row = toFactRow(r, keys);
    if (!options.withHist) return row;
    return { ...row, waitHist: histogramOf(r.wait_hist), firstResponseHist: histogramOf(r.first_response_hist), handleHist: histogramOf(r.handle_hist) };
  });
}
