// /reportCampaign's reads on the shared filter bar: the campaigns STARTED in the period's local days
// (started_at; drafts and scheduled ones that never started are not in it), their recipients' outcomes
// summed per start day, and the campaigns themselves newest first. Outcomes are the recipients' stored
// ones, summed as each campaign's progress sums them: sent counts sent, delivered and read; delivered
// counts read too.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CampaignOutcomeTotals, CampaignStatus } from '@atende/contract';
import type { ReportRequest } from '../reports/index.js';

function startedIn(req: ReportRequest): SQL {
  const { from, to } = req.period;
  return sql`cp.channel_id = ${req.channelId}
    and cp.started_at >= (${from}::date::timestamp at time zone ${req.timezone})
    and cp.started_at < ((${to}::date + 1)::timestamp at time zone ${req.timezone})`;
}

export type CampaignDayTotals = CampaignOutcomeTotals & { day: string; campaigns: number };

/**
 * Per local start day: the campaigns and their recipients' outcomes (days without a start are absent).
 * Each campaign's recipients are counted per stored outcome from campaign_recipients_outcome_idx (an
 * index-only scan), never from their messages.
 */
export async function outcomesPerStartDay(orm: NodePgDatabase, req: ReportRequest): Promise<CampaignDayTotals[]> {
  const res = await orm.execute<CampaignDayTotals>(sql`
    select to_char(cp.started_at at time zone ${req.timezone}, 'YYYY-MM-DD') as day, count(distinct cp.id)::int as campaigns,
           coalesce(sum(o.n), 0)::int as recipients,
           coalesce(sum(o.n) filter (where o.outcome in ('sent', 'delivered', 'read')), 0)::int as sent,
           coalesce(sum(o.n) filter (where o.outcome in ('delivered', 'read')), 0)::int as delivered,
           coalesce(sum(o.n) filter (where o.outcome = 'read'), 0)::int as read,
           coalesce(sum(o.n) filter (where o.outcome = 'failed'), 0)::int as failed,
           coalesce(sum(o.n) filter (where o.outcome = 'skipped'), 0)::int as skipped,
           coalesce(sum(o.replied), 0)::int as replied
      from campaigns cp
      left join lateral (
        select r.outcome, count(*) as n, count(r.replied_at) as replied
          from campaign_recipients r where r.campaign_id = cp.id group by r.outcome) o on true
     where ${startedIn(req)}
     group by 1
     order by 1`);
  return res.rows;
}

export type StartedCampaign = {
  id: string;
  name: string;
  status: CampaignStatus;
  templateName: string | null;
  startedAt: string;
  finishedAt: string | null;
};

type Raw = { id: string; name: string; status: CampaignStatus; template_name: string | null; started_at: string; finished_at: string | null };

const toCampaign = (r: Raw): StartedCampaign => ({
  id: r.id,
  name: r.name,
  status: r.status,
  templateName: r.template_name,
  startedAt: new Date(r.started_at).toISOString(),
  finishedAt: r.finished_at === null ? null : new Date(r.finished_at).toISOString(),
});

/** Newest start first, then id; compared at millisecond precision, which the ISO keyset of the export keeps. */
const startedMs = sql.raw(`date_trunc('milliseconds', cp.started_at)`);

const started = (req: ReportRequest, after: SQL | null, tail: SQL) => sql`
  select cp.id, cp.name, cp.status, cp.template_name, cp.started_at, cp.finished_at
    from campaigns cp
   where ${startedIn(req)} ${after ? sql`and ${after}` : sql``}
   order by ${startedMs} desc, cp.id desc ${tail}`;

export async function startedCampaignsPage(orm: NodePgDatabase, req: ReportRequest, page: number, perPage: number): Promise<StartedCampaign[]> {
  const res = await orm.execute<Raw>(started(req, null, sql`limit ${perPage} offset ${(page - 1) * perPage}`));
  return res.rows.map(toCampaign);
}

export async function countStartedCampaigns(orm: NodePgDatabase, req: ReportRequest): Promise<number> {
  const res = await orm.execute<{ n: number }>(sql`select count(*)::int as n from campaigns cp where ${startedIn(req)}`);
  return res.rows[0]?.n ?? 0;
}

/** The next `limit` campaigns after `last` in the page's order, for the export. */
export async function startedCampaignsAfter(orm: NodePgDatabase, req: ReportRequest, last: { id: string; startedAt: string } | null, limit: number): Promise<StartedCampaign[]> {
  const after = last ? sql`(${startedMs}, cp.id) < (${last.startedAt}::timestamptz, ${last.id}::uuid)` : null;
  const res = await orm.execute<Raw>(started(req, after, sql`limit ${limit}`));
  return res.rows.map(toCampaign);
}
