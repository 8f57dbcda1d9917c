// /reportAttendance's table: the attendances OPENED in the period's local days, newest first, with
// their names, times, durations and survey score. The page walks (channel_id, created_at) or
// (channel_id, status, created_at) backwards and stops after it; a tag or contact search first
// resolves the matching contacts (contacts_channel_tag_idx / one pass over the channel's contacts)
// and, when they are few, reads their attendances through (contact_id, created_at).
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { attendanceStatusLabel, MANAGE_ATTENDANCES_COUNT_CAP, type AttendanceReportRow, type AttendanceStatus } from '@atende/contract';
import { isoOf, isoOrNull, namedRef, protocolOf } from '../../platform/db/row-values.js';
import { containsPattern, uuidArray } from '../../platform/db/sql-helpers.js';
import { surveyRollupAnswers, surveyTotals } from './facts/survey-facts.repository.js';
import type { ReportRequest } from './report-table.js';
import { statusesOf } from './report-scope.js';

type Raw = {
  id: string;
  seq: number | string;
  status: AttendanceStatus;
  contact_id: string;
  contact_name: string | null;
  contact_number: string;
  department_id: string | null;
  department_name: string | null;
  operator_id: string | null;
  operator_name: string | null;
  tabulation_id: string | null;
  tabulation_name: string | null;
  created_at: Date | string;
  assigned_at: Date | string | null;
  first_response_at: Date | string | null;
  finished_at: Date | string | null;
  wait_seconds: number | null;
  first_response_seconds: number | null;
  handle_seconds: number | null;
  survey_score: number | null;
};

function toRow(r: Raw): AttendanceReportRow {
  return {
    _id: r.id,
    protocol: protocolOf(r.seq),
    contact: { _id: r.contact_id, name: r.contact_name, number: r.contact_number },
    department: namedRef(r.department_id, r.department_name),
    operator: namedRef(r.operator_id, r.operator_name),
    tabulation: namedRef(r.tabulation_id, r.tabulation_name),
    status: r.status,
    statusLabel: attendanceStatusLabel(r.status),
    openedAt: isoOf(r.created_at),
    assignedAt: isoOrNull(r.assigned_at),
    firstResponseAt: isoOrNull(r.first_response_at),
    finishedAt: isoOrNull(r.finished_at),
    waitSeconds: r.wait_seconds,
    firstResponseSeconds: r.first_response_seconds,
    handleSeconds: r.handle_seconds,
    surveyScore: r.survey_score,
  };
}

/** Up to this many matching contacts go as one array (their attendances read contact by contact). */
const CONTACT_LIST_MAX = 1000;

/** The contacts a tag or search names: the facts' definition (name or number contains the text). */
export type ContactFilter = SQL | null;

export async function contactFilterOf(orm: NodePgDatabase, req: ReportRequest): Promise<ContactFilter> {
  const { tagId, contact } = req.query;
  const text = contact?.trim();
  // A tag alone is the attendance's own copy of its contact's tag (migration 0029): no contacts read.
  if (!text) return tagId ? sql`a.contact_tag_id = ${tagId}` : null;
  const parts: SQL[] = [sql`(c.name ilike ${containsPattern(text)} or c.number ilike ${containsPattern(text)})`];
  if (tagId) parts.push(sql`c.tag_id = ${tagId}`);
  const matching = sql`select c.id from contacts c where c.channel_id = ${req.channelId} and ${sql.join(parts, sql` and `)}`;
  const found = await orm.execute<{ id: string }>(sql`${matching} limit ${CONTACT_LIST_MAX + 1}`);
  if (found.rows.length === 0) return sql`false`;
  if (found.rows.length <= CONTACT_LIST_MAX) return sql`a.contact_id = any(${uuidArray(found.rows.map((r) => r.id))}::uuid[])`;
  return sql`a.contact_id in (${matching})`;
}

/** The filter on the attendance's current status (which only the attendance knows). */
function statusFilter(query: ReportRequest['query']): SQL[] {
  const statuses = statusesOf(query);
  return statuses ? [sql`a.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`] : [];
}

/** The filters on the attendance itself (its current status, department, operator, tabulation, contact). */
function attendanceFilters(query: ReportRequest['query'], contacts: ContactFilter): SQL[] {
  const parts = statusFilter(query);
  if (query.tabulationId) parts.push(sql`a.tabulation_id = ${query.tabulationId}`);
  if (query.departmentId) parts.push(sql`a.department_id = ${query.departmentId}`);
  if (query.operatorId) parts.push(sql`a.operator_id = ${query.operatorId}`);
  if (contacts) parts.push(contacts);
  return parts;
}

function whereOf(req: ReportRequest, contacts: ContactFilter): SQL {
  const { channelId, timezone, period, query } = req;
  const parts: SQL[] = [
    sql`a.channel_id = ${channelId}`,
    sql`a.created_at >= (${period.from}::date::timestamp at time zone ${timezone})`,
    sql`a.created_at < ((${period.to}::date + 1)::timestamp at time zone ${timezone})`,
    ...attendanceFilters(query, contacts),
  ];
  return sql.join(parts, sql` and `);
}

// Durations as the facts define them (migration 0017): whole seconds, never negative; the handling
// time only for a finish after an assignment (an abandonment is not handled).
const DURATIONS = sql`
  case when p.assigned_at is not null
       then greatest(0, floor(extract(epoch from p.assigned_at - coalesce(p.queued_at, p.created_at))))::int end as wait_seconds,
  case when p.assigned_at is not null and p.first_response_at is not null
       then greatest(0, floor(extract(epoch from p.first_response_at - p.assigned_at)))::int end as first_response_seconds,
  case when p.assigned_at is not null and p.finished_at is not null and p.status <> 'abandoned'
       then greatest(0, floor(extract(epoch from p.finished_at - p.assigned_at)))::int end as handle_seconds`;

/** The page's attendances (ids first, already limited) dressed with names and the survey's score. */
const dress = (page: SQL) => sql`
  with page as materialized (${page})
  select p.id, p.seq, p.status, p.contact_id, c.name as contact_name, c.number as contact_number,
         p.department_id, d.name as department_name, p.operator_id, o.name as operator_name,
         p.tabulation_id, tb.name as tabulation_name, p.created_at, p.assigned_at, p.first_response_at, p.finished_at,
         ${DURATIONS}, s.score::int as survey_score
    from page p
    join contacts c on c.id = p.contact_id
    left join departments d on d.id = p.department_id
    left join operators o on o.id = p.operator_id
    left join tabulations tb on tb.id = p.tabulation_id
    left join attendance_surveys s on s.attendance_id = p.id and s.answered_at is not null
   order by p.created_at desc, p.seq desc`;

const COLUMNS = sql`a.id, a.seq, a.status, a.contact_id, a.department_id, a.operator_id, a.tabulation_id,
                    a.created_at, a.queued_at, a.assigned_at, a.first_response_at, a.finished_at`;

export async function attendancePage(orm: NodePgDatabase, req: ReportRequest, contacts: ContactFilter, page: number, perPage: number): Promise<AttendanceReportRow[]> {
  const res = await orm.execute<Raw>(
    dress(sql`select ${COLUMNS} from attendances a where ${whereOf(req, contacts)}
               order by a.created_at desc, a.seq desc limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  return res.rows.map(toRow);
}

/** The rows after `last` in the newest-first order (exports read the table in batches). */
export async function attendancesAfter(orm: NodePgDatabase, req: ReportRequest, contacts: ContactFilter, last: AttendanceReportRow | null, size: number): Promise<AttendanceReportRow[]> {
  const after = last ? sql` and (a.created_at, a.seq) < (${last.openedAt}::timestamptz, ${Number(last.protocol)})` : sql``;
  const res = await orm.execute<Raw>(
    dress(sql`select ${COLUMNS} from attendances a where ${whereOf(req, contacts)}${after}
               order by a.created_at desc, a.seq desc limit ${size}`),
  );
  return res.rows.map(toRow);
}

/**
 * How many attendances match when the rollup cannot say (a tag or contact filter), counted up to the
 * attendances list's cap (reading at most 10,001 entries keeps the request in budget).
 */
export async function countAttendances(orm: NodePgDatabase, req: ReportRequest, contacts: ContactFilter, cap = MANAGE_ATTENDANCES_COUNT_CAP): Promise<number> {
  const res = await orm.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from attendances a where ${whereOf(req, contacts)} limit ${cap}) x`);
  return res.rows[0]?.n ?? 0;
}

/**
 * Mean score (two decimals) of the surveys answered in the period's local days, of the attendances
 * the filters select (their current department, operator, tabulation, status, contact's tag and
 * contact). The survey carries its attendance's department and operator (those at its finish, which
 * stay its current ones: a finished attendance is not transferred), the contact's tag and the
 * tabulation (both followed when they change), so those filters read the answers alone; status and
 * a contact search join the attendances.
 */
export async function surveyAverage(orm: NodePgDatabase, req: ReportRequest): Promise<number | null> {
  const { channelId, timezone, period, query } = req;
  // Period, department and operator alone: the survey rollup (migration 0036) says it in a few thousand rows.
  if (surveyRollupAnswers(query)) {
    const scope = { channelId, timezone, from: period.from, to: period.to, departmentId: query.departmentId, operatorId: query.operatorId };
    return (await surveyTotals(orm, scope)).averageScore;
  }
  const parts: SQL[] = [];
  if (query.departmentId) parts.push(sql`s.department_id = ${query.departmentId}`);
  if (query.operatorId) parts.push(sql`s.operator_id = ${query.operatorId}`);
  if (query.tagId) parts.push(sql`s.contact_tag_id = ${query.tagId}`);
  if (query.tabulationId) parts.push(sql`s.tabulation_id = ${query.tabulationId}`);
  const onAttendance = statusFilter(query);
  if (query.contact?.trim()) onAttendance.push((await contactFilterOf(orm, req)) ?? sql`true`);
  // Without a filter on the attendance itself, the answers' index alone says it (a year joined to its
  // attendances was 160,000 random reads, seconds).
  const attendance = onAttendance.length
    ? sql` join attendances a on a.id = s.attendance_id and a.channel_id = ${channelId} and ${sql.join(onAttendance, sql` and `)}`
    : sql``;
  const res = await orm.execute<{ average: number | string | null }>(sql`
    select round(avg(s.score)::numeric, 2)::float8 as average
      from attendance_surveys s${attendance}
     where s.channel_id = ${channelId}
       and s.answered_at >= (${period.from}::date::timestamp at time zone ${timezone})
       and s.answered_at < ((${period.to}::date + 1)::timestamp at time zone ${timezone})
       and s.score is not null${parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``}`);
  const v = res.rows[0]?.average;
  return v === null || v === undefined ? null : Number(v);
}
