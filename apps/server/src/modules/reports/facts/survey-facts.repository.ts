// Survey figures from report_survey_daily (migration 0036: per local day × the survey's department ×
// operator; sent on the day it was sent, s1..s5 on the day it was answered). It answers the filters
// it has keys for; a tag, tabulation, status or contact filter reads the answers themselves.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ReportPageQuery } from '@atende/contract';
import type { LocalDays } from './facts.types.js';

type Db = NodePgDatabase;

export type SurveyFactsScope = LocalDays & { departmentId?: string | undefined; operatorId?: string | undefined };

/** Whether the rollup answers these filters (only period, department and operator). */
export const surveyRollupAnswers = (query: Pick<ReportPageQuery, 'tagId' | 'tabulationId' | 'status' | 'contact'>): boolean =>
  !query.tagId && !query.tabulationId && !query.status?.length && !query.contact?.trim();

function conditions(scope: SurveyFactsScope): SQL {
  const parts = [sql`r.channel_id = ${scope.channelId}`, sql`r.day between ${scope.from}::date and ${scope.to}::date`];
  if (scope.departmentId) parts.push(sql`r.department_id = ${scope.departmentId}`);
  if (scope.operatorId) parts.push(sql`r.operator_id = ${scope.operatorId}`);
  return sql.join(parts, sql` and `);
}

/** The scope's rollup rows (alias r) with their responses and score sum. */
export const surveyDailyRows = (scope: SurveyFactsScope): SQL =>
  sql`(select r.*, r.s1 + r.s2 + r.s3 + r.s4 + r.s5 as responses, r.s1 + 2 * r.s2 + 3 * r.s3 + 4 * r.s4 + 5 * r.s5 as score_sum
         from report_survey_daily r where ${conditions(scope)})`;

/**
 * The mean score with two decimals, as PostgreSQL's round(avg(score), 2) gives it over the answers:
 * the exact numeric quotient, rounded half away from zero.
 */
export const roundedMean = (scoreSum: string, responses: string): SQL =>
  sql.raw(`case when sum(${responses}) = 0 then null else round(sum(${scoreSum})::numeric / sum(${responses}), 2) end`);

export type SurveyTotals = { sent: number; responses: number; averageScore: number | null };

export async function surveyTotals(db: Db, scope: SurveyFactsScope): Promise<SurveyTotals> {
  const res = await db.execute<{ sent: number; responses: number; average: string | null }>(sql`
    select coalesce(sum(sent), 0)::int as sent, coalesce(sum(responses), 0)::int as responses, ${roundedMean('score_sum', 'responses')}::text as average
      from ${surveyDailyRows(scope)} d`);
  const row = res.rows[0];
  const average = row?.average;
  return { sent: Number(row?.sent ?? 0), responses: Number(row?.responses ?? 0), averageScore: average == null ? null : Number(average) };
}
