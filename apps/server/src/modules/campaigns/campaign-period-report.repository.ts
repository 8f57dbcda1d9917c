// /reportCampaign's reads on the shared filter bar: the campaigns STARTED in the period's local days
// (started_at; drafts and scheduled ones that never started are not in it), their recipients' outcomes
// summed per start day, and the campaigns themselves newest first. Outcomes use the same expression as
// each campaign's progress (outcomeSql): sent counts sent, delivered and read; delivered counts read too.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CampaignOutcomeTotals, CampaignStatus } from '@atende/contract';
import type { ReportRequest } from '../reports/index.js';
import { outcomeSql } from './campaigns.repository.js';

function startedIn(req: ReportRequest): SQL {
  const { from, to } = req.period;
  return sql`cp.channel_id = ${req.channelId}
    and cp.started_at >= (${from}::date::timestamp at time zone ${req.timezone})
    and cp.started_at < ((${to}::date + 1)::timestamp at time zone ${req.timezone})`;
}

export type CampaignDayTotals = CampaignOutcomeTotals & { day: string; campaigns: number };

/** Per local start day: the campaigns and their recipients' outcomes (days without a start are absent). */
export async function outcomesPerStartDay(orm: NodePgDatabase, req: ReportRequest): Promise<CampaignDayTotals[]> {
  const res = await orm.execute<CampaignDayTotals>(sql`
    select day, count(distinct campaign_id)::int as campaigns, count(recipient_id)::int as recipients,
           count(*) filter (where outcome in ('sent', 'delivered', 'read'))::int as sent,
           count(*) filter (where outcome in ('delivered', 'read'))::int as delivered,
           count(*) filter (where outcome = 'read')::int as read,
           count(*) filter (where outcome = 'failed')::int as failed,
           count(*) filter (where outcome = 'skipped')::int as skipped,
           count(*) filter (where replied_at is not null)::int as replied
      from (select cp.id as campaign_id, to_char(cp.started_at at time zone ${req.timezone}, 'YYYY-MM-DD') as day,
                   r.id as recipient_id, r.replied_at, ${outcomeSql} as outcome
              from campaigns cp
              left join campaign_recipients r on r.campaign_id = cp.id
              left join messages m on m.id = r.message_id
             where ${startedIn(req)}) x
     group by day
     order by day`);
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
