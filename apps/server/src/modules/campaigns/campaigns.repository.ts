// Campaign rows: the paged list, one campaign, its writes, and the progress counts, which are read
// from the recipients' stored outcomes (a delivery receipt moves the message; the database's trigger
// moves its recipient's outcome, and the campaign's count follows).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { CAMPAIGN_RATE, type Campaign, type CampaignOutcome, type CampaignProgress, type CampaignStatus } from '@atende/contract';
import { containsPattern, uuidArray } from '../../platform/db/sql-helpers.js';
import { campaigns, campaignSettings } from '../../schema/index.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;

export const emptyProgress = (): CampaignProgress => ({ total: 0, queued: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0, replied: 0, cancelled: 0, failures: [] });

export function toCampaignView(row: CampaignRow, progress: CampaignProgress = emptyProgress()): Campaign {
  return {
    _id: row.id,
    channelId: row.channelId,
    name: row.name,
    status: row.status,
    templateId: row.templateId,
    templateName: row.templateName,
    templateLanguage: row.templateLanguage,
    bodyVariables: row.bodyVariables,
    headerVariable: row.headerVariable ?? null,
    headerMediaLink: row.headerMediaLink,
    buttonVariables: row.buttonVariables,
    audience: row.audience,
    onReply: row.onReply,
    upload: row.upload ?? null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    progress,
  };
}

export async function insertCampaign(orm: NodePgDatabase, values: NewCampaign): Promise<CampaignRow> {
  const [row] = await orm.insert(campaigns).values(values).returning();
  if (!row) throw new Error('campaign insert returned nothing');
  return row;
}

export async function findCampaign(orm: NodePgDatabase, channelId: string, id: string): Promise<CampaignRow | undefined> {
  const [row] = await orm.select().from(campaigns).where(and(eq(campaigns.channelId, channelId), eq(campaigns.id, id)));
  return row;
}

/** The campaign's row locked until the transaction ends (status changes are serialized). */
export async function lockCampaign(tx: NodePgDatabase, channelId: string, id: string): Promise<CampaignRow | undefined> {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.channelId, channelId), eq(campaigns.id, id)))
    .for('update');
  return row;
}

export async function updateCampaign(orm: NodePgDatabase, id: string, values: Partial<NewCampaign>): Promise<CampaignRow> {
  const [row] = await orm
    .update(campaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning();
  if (!row) throw new Error('campaign vanished');
  return row;
}

export async function deleteCampaign(orm: NodePgDatabase, channelId: string, id: string): Promise<void> {
  await orm.delete(campaigns).where(and(eq(campaigns.channelId, channelId), eq(campaigns.id, id)));
}

const sortColumns = { createdAt: campaigns.createdAt, name: campaigns.name, status: campaigns.status } as const;

export async function pageCampaigns(
  orm: NodePgDatabase,
  channelId: string,
  q: { page: number; perPage: number; search?: string | undefined; status?: CampaignStatus | undefined; sort: keyof typeof sortColumns; order: 'asc' | 'desc' },
): Promise<{ rows: CampaignRow[]; total: number }> {
  const conditions: SQL[] = [eq(campaigns.channelId, channelId)];
  if (q.status) conditions.push(eq(campaigns.status, q.status));
  if (q.search) conditions.push(sql`${campaigns.name} ilike ${containsPattern(q.search)}`);
  const where = and(...conditions);
  const column = sortColumns[q.sort];
  const rows = await orm
    .select()
    .from(campaigns)
    .where(where)
    .orderBy(q.order === 'asc' ? asc(column) : desc(column), desc(campaigns.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [count] = await orm.select({ n: sql<number>`count(*)::int` }).from(campaigns).where(where);
  return { rows, total: count?.n ?? 0 };
}

/**
 * A recipient's outcome, stored on its row and kept by the database from its state and its message's
 * status (migration 0020: campaign_recipient_outcome() and its triggers). `r` is the recipient.
 */
export const outcomeSql = sql.raw(`r.outcome`);

/** Why a recipient failed or was skipped: the provider's reason on its message, else ours. `m` is its message (left joined). */
export const reasonSql = sql.raw(`case when r.outcome = 'failed' and r.state = 'sent' then coalesce(m.error_message, 'Falha na entrega')
  when r.state in ('failed', 'skipped') then coalesce(r.error_message, m.error_message) end`);

/** Adds `n` recipients of one outcome (`replied` of them replied) to a campaign's counts; sent counts delivered and read, delivered counts read. */
function addOutcome(p: CampaignProgress, outcome: CampaignOutcome, n: number, replied: number): void {
  p.total += n;
  p.replied += replied;
  if (outcome === 'sent' || outcome === 'delivered' || outcome === 'read') p.sent += n;
  if (outcome === 'delivered' || outcome === 'read') p.delivered += n;
  if (outcome === 'read') p.read += n;
  if (outcome === 'queued' || outcome === 'failed' || outcome === 'skipped' || outcome === 'cancelled') p[outcome] += n;
}

/**
 * Each campaign's counts without the failure reasons (the reports' rows): one row per campaign and
 * outcome, read from campaign_recipients_outcome_idx alone.
 */
export async function outcomeCountsOf(orm: NodePgDatabase, ids: string[]): Promise<Map<string, CampaignProgress>> {
  const out = new Map(ids.map((id) => [id, emptyProgress()]));
  if (ids.length === 0) return out;
  const counts = await orm.execute<{ campaign_id: string; outcome: CampaignOutcome; n: number; replied: number }>(sql`
    select campaign_id, outcome, count(*)::int as n, count(replied_at)::int as replied
      from campaign_recipients
     where campaign_id = any(${uuidArray(ids)}::uuid[])
     group by campaign_id, outcome`);
  for (const r of counts.rows) {
    const p = out.get(r.campaign_id);
    if (p) addOutcome(p, r.outcome, r.n, r.replied);
  }
  return out;
}

/** Each campaign's counts and its ten commonest failure reasons, in two statements for the lot. */
export async function progressOf(orm: NodePgDatabase, ids: string[]): Promise<Map<string, CampaignProgress>> {
  const out = await outcomeCountsOf(orm, ids);
  if (ids.length === 0) return out;
  // Only the failed and skipped recipients' messages are read (for the provider's reason).
  const reasons = await orm.execute<{ campaign_id: string; reason: string; n: number }>(sql`
    select campaign_id, reason, n from (
      select r.campaign_id, ${reasonSql} as reason, count(*)::int as n,
             row_number() over (partition by r.campaign_id order by count(*) desc) as place
        from campaign_recipients r left join messages m on m.id = r.message_id
       where r.campaign_id = any(${uuidArray(ids)}::uuid[]) and r.outcome in ('failed', 'skipped')
       group by r.campaign_id, 2) ranked
     where place <= 10 and reason is not null
     order by campaign_id, n desc`);
  for (const r of reasons.rows) out.get(r.campaign_id)?.failures.push({ reason: r.reason, count: r.n });
  return out;
}

export async function rateOf(orm: NodePgDatabase, channelId: string): Promise<number> {
  const [row] = await orm.select({ n: campaignSettings.messagesPerSecond }).from(campaignSettings).where(eq(campaignSettings.channelId, channelId));
  return row?.n ?? CAMPAIGN_RATE.default;
}

export async function setRate(orm: NodePgDatabase, channelId: string, messagesPerSecond: number): Promise<void> {
  await orm
    .insert(campaignSettings)
    .values({ channelId, messagesPerSecond })
    .onConflictDoUpdate({ target: campaignSettings.channelId, set: { messagesPerSecond, updatedAt: new Date() } });
}

/** Scheduled campaigns whose time (`now`, an ISO instant) has come, earliest first, 20 at a time. */
export async function dueScheduledCampaigns(orm: NodePgDatabase, now: string): Promise<Array<{ id: string; channel_id: string }>> {
  const due = await orm.execute<{ id: string; channel_id: string }>(sql`
        select id, channel_id from campaigns where status = 'scheduled' and scheduled_at <= ${now}::timestamptz order by scheduled_at limit 20`);
  return due.rows;
}

/** The campaigns (with their channel) these messages were sent for. */
export async function campaignsOfMessages(orm: NodePgDatabase, messageIds: string[]): Promise<Array<{ campaign_id: string; channel_id: string }>> {
  const res = await orm.execute<{ campaign_id: string; channel_id: string }>(sql`
        select distinct campaign_id, channel_id from campaign_recipients where message_id = any(${uuidArray(messageIds)}::uuid[])`);
  return res.rows;
}
