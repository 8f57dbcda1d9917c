// /reportSurvey's reads. A survey counts as sent on the local day of sent_at and as a response on the
// local day of answered_at (answered with a score). Filters: the survey's own department and operator
// (who finished the attendance), the contact's tag, name or number, the attendance's tabulation and
// status. Responses of a period read attendance_surveys_channel_answered_idx (channel_id, answered_at).
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { NamedRef, SurveyAnswerRow } from '@atende/contract';
import { containsPattern } from '../../platform/db/sql-helpers.js';
import type { ReportRequest } from './report-table.js';
import { roundedMean, surveyDailyRows, surveyRollupAnswers, surveyTotals, type SurveyFactsScope } from './facts/survey-facts.repository.js';

/** Which moment of the survey the period bounds: when it was sent, or when it was answered. */
type Moment = 'sent_at' | 'answered_at';

const digitsOf = (text: string) => text.replace(/\D/g, '');

function within(req: ReportRequest, moment: Moment): SQL {
  const column = sql.raw(`s.${moment}`);
  const { from, to } = req.period;
  return sql`${column} >= (${from}::date::timestamp at time zone ${req.timezone}) and ${column} < ((${to}::date + 1)::timestamp at time zone ${req.timezone})`;
}

/** The filtered surveys of the period (alias s), joined to their attendance (a) and contact (c) only when a filter needs them. */
function surveysOf(req: ReportRequest, moment: Moment, alwaysJoin = false): { from: SQL; where: SQL } {
  const q = req.query;
  const parts: SQL[] = [sql`s.channel_id = ${req.channelId}`, within(req, moment)];
  if (moment === 'answered_at') parts.push(sql`s.score is not null`);
  if (q.departmentId) parts.push(sql`s.department_id = ${q.departmentId}`);
  if (q.operatorId) parts.push(sql`s.operator_id = ${q.operatorId}`);
  // The attendance's tabulation as the survey carries it (kept by the database, migration 0034).
  if (q.tabulationId) parts.push(sql`s.tabulation_id = ${q.tabulationId}`);
  if (q.status?.length) parts.push(sql`a.status in (${sql.join(q.status.map((s) => sql`${s}`), sql`, `)})`);
  // The contact's tag as the survey carries it (kept by the database, migration 0030): no join.
  if (q.tagId) parts.push(sql`s.contact_tag_id = ${q.tagId}`);
  const text = q.contact?.trim();
  if (text) {
    const digits = digitsOf(text);
    const byName = sql`c.name ilike ${containsPattern(text)}`;
    parts.push(digits.length >= 3 ? sql`(${byName} or c.number like ${containsPattern(digits)})` : byName);
  }
  // Each join only when something reads it: over a year of answers the attendances' join alone is a
  // pass over the channel's attendances, the contacts' another.
  const byContact = alwaysJoin || !!text;
  const byAttendance = byContact || !!q.status?.length;
  const from = sql`attendance_surveys s${byAttendance ? sql` join attendances a on a.id = s.attendance_id` : sql``}${byContact ? sql` join contacts c on c.id = a.contact_id` : sql``}`;
  return { from, where: sql.join(parts, sql` and `) };
}

/** The rollup's scope of a request it answers (null: a filter it has no key for). */
function rollupScopeOf(req: ReportRequest): SurveyFactsScope | null {
  if (!surveyRollupAnswers(req.query)) return null;
  return { channelId: req.channelId, timezone: req.timezone, from: req.period.from, to: req.period.to, departmentId: req.query.departmentId, operatorId: req.query.operatorId };
}

export async function countSent(orm: NodePgDatabase, req: ReportRequest): Promise<number> {
  const rollup = rollupScopeOf(req);
  if (rollup) return (await surveyTotals(orm, rollup)).sent;
  const { from, where } = surveysOf(req, 'sent_at');
  const res = await orm.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`);
  return res.rows[0]?.n ?? 0;
}

/** One grouping set's figures: the whole period, one operator or one department. */
export type ScoreGroup = {
  level: 'all' | 'operator' | 'department';
  group: NamedRef | null;
  responses: number;
  /** Two decimals, as PostgreSQL's round(avg) gives it. */
  averageScore: number | null;
  good: number;
  distribution: [number, number, number, number, number];
};

type GroupRaw = {
  by_operator: number;
  by_department: number;
  id: string | null;
  name: string | null;
  responses: number;
  average: string | null;
  good: number;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
};

// grouping(x) is 1 when x is rolled up: the operator rows roll up the department and vice versa.
const GROUPING = sql.raw('grouping(operator_id)::int as by_department, grouping(department_id)::int as by_operator, operator_id, department_id');
const SETS = sql.raw('group by grouping sets ((), (operator_id), (department_id))');

/** From the answers themselves (the filters the rollup has no key for). */
function answerScoreGroups(req: ReportRequest): SQL {
  const { from, where } = surveysOf(req, 'answered_at');
  return sql`select ${GROUPING}, count(*)::int as responses, round(avg(score), 2)::text as average,
           count(*) filter (where score >= 4)::int as good,
           count(*) filter (where score = 1)::int as s1, count(*) filter (where score = 2)::int as s2,
           count(*) filter (where score = 3)::int as s3, count(*) filter (where score = 4)::int as s4,
           count(*) filter (where score = 5)::int as s5
      from (select s.operator_id, s.department_id, s.score from ${from} where ${where}) s ${SETS}`;
}

/** From report_survey_daily: the same figures in a few thousand rows for a year. */
function rollupScoreGroups(scope: SurveyFactsScope): SQL {
  return sql`select ${GROUPING}, coalesce(sum(responses), 0)::int as responses, ${roundedMean('score_sum', 'responses')}::text as average,
           coalesce(sum(s4 + s5), 0)::int as good, coalesce(sum(s1), 0)::int as s1, coalesce(sum(s2), 0)::int as s2,
           coalesce(sum(s3), 0)::int as s3, coalesce(sum(s4), 0)::int as s4, coalesce(sum(s5), 0)::int as s5
      from ${surveyDailyRows(scope)} r ${SETS}`;
}

/** The responses' figures in one pass: overall, per operator and per department (grouping sets). */
export async function scoreGroups(orm: NodePgDatabase, req: ReportRequest): Promise<ScoreGroup[]> {
  const rollup = rollupScopeOf(req);
  const groups = rollup ? rollupScoreGroups(rollup) : answerScoreGroups(req);
  const res = await orm.execute<GroupRaw>(sql`
    select g.by_operator, g.by_department, coalesce(g.operator_id, g.department_id) as id, coalesce(o.name, d.name) as name,
           g.responses, g.average, g.good, g.s1, g.s2, g.s3, g.s4, g.s5
      from (${groups}) g
      left join operators o on o.id = g.operator_id
      left join departments d on d.id = g.department_id
     where g.responses > 0 or (g.by_operator = 1 and g.by_department = 1)
     order by g.responses desc, name nulls last`);
  return res.rows.map((r) => ({
    // grouping(x) is 1 when x is rolled up: the operator rows roll up the department and vice versa.
    level: r.by_operator && r.by_department ? 'all' : r.by_operator ? 'operator' : 'department',
    group: r.id && r.name !== null ? { _id: r.id, name: r.name } : null,
    responses: r.responses,
    averageScore: r.average === null ? null : Number(r.average),
    good: r.good,
    distribution: [r.s1, r.s2, r.s3, r.s4, r.s5],
  }));
}

type AnswerRaw = {
  attendance_id: string;
  seq: number | string;
  contact_id: string;
  contact_name: string | null;
  contact_number: string;
  operator_id: string | null;
  operator_name: string | null;
  department_id: string | null;
  department_name: string | null;
  score: number;
  comment: string | null;
  answered_at: Date | string;
  answered_key: string;
};

const named = (id: string | null, name: string | null): NamedRef | null => (id && name !== null ? { _id: id, name } : null);

const toAnswer = (r: AnswerRaw): SurveyAnswerRow => ({
  attendanceId: r.attendance_id,
  protocol: String(r.seq).padStart(6, '0'),
  contact: { _id: r.contact_id, name: r.contact_name, number: r.contact_number },
  operator: named(r.operator_id, r.operator_name),
  department: named(r.department_id, r.department_name),
  score: Number(r.score),
  comment: r.comment,
  answeredAt: new Date(r.answered_at).toISOString(),
});

/**
 * Newest answer first; the attendance id breaks ties. The page walks the (channel_id, answered_at)
 * index backwards; the export resumes after the last row by its exact moment (answered_key, the
 * timestamp as PostgreSQL prints it: the ISO string of the row keeps milliseconds only).
 */
function answers(req: ReportRequest, after: SQL | null, tail: SQL): SQL {
  const { from, where } = surveysOf(req, 'answered_at', true);
  const rows = sql`
    select s.attendance_id, a.seq, c.id as contact_id, c.name as contact_name, c.number as contact_number,
           s.operator_id, o.name as operator_name, s.department_id, d.name as department_name, s.score, s.comment, s.answered_at,
           s.answered_at::text as answered_key
      from ${from}
      left join operators o on o.id = s.operator_id
      left join departments d on d.id = s.department_id
     where ${where} ${after ? sql`and ${after}` : sql``}`;
  // A contact search matches few answers: walking a year of the index backwards to find ten of them
  // costs more than finding them all from the contacts (the fence, offset 0) and sorting those. A tag
  // walks its own index (channel_id, contact_tag_id, answered_at) newest first.
  const selective = !!req.query.contact?.trim();
  if (selective) return sql`select * from (${rows} offset 0) x order by x.answered_at desc, x.attendance_id desc ${tail}`;
  return sql`${rows} order by s.answered_at desc, s.attendance_id desc ${tail}`;
}

export async function answersPage(orm: NodePgDatabase, req: ReportRequest, page: number, perPage: number): Promise<SurveyAnswerRow[]> {
  const res = await orm.execute<AnswerRaw>(answers(req, null, sql`limit ${perPage} offset ${(page - 1) * perPage}`));
  return res.rows.map(toAnswer);
}

export async function countAnswers(orm: NodePgDatabase, req: ReportRequest): Promise<number> {
  const rollup = rollupScopeOf(req);
  if (rollup) return (await surveyTotals(orm, rollup)).responses;
  const { from, where } = surveysOf(req, 'answered_at');
  const res = await orm.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`);
  return res.rows[0]?.n ?? 0;
}

/** The next `limit` answers after `last` in the page's order, for the export. */
/** An answer with the exact moment the export's keyset resumes from. */
export type KeyedSurveyAnswer = SurveyAnswerRow & { answeredKey: string };

export async function answersAfter(orm: NodePgDatabase, req: ReportRequest, last: KeyedSurveyAnswer | null, limit: number): Promise<KeyedSurveyAnswer[]> {
  const after = last ? sql`(s.answered_at, s.attendance_id) < (${last.answeredKey}::timestamptz, ${last.attendanceId}::uuid)` : null;
  const res = await orm.execute<AnswerRaw>(answers(req, after, sql`limit ${limit}`));
  return res.rows.map((r) => ({ ...toAnswer(r), answeredKey: r.answered_key }));
}
