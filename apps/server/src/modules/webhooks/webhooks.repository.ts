// The webhook inbox, the channel lookup by provider account and the Cloud channels' sealed credentials
// (Meta's verification handshake).
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ApiType } from '@atende/contract';
import { webhookInbox, channels } from '../../schema/index.js';

/**
 * `payloadJson`: the body as received, already checked to be JSON. The rows go as one JSON
 * parameter built around those texts, so a body is neither parsed again nor re-serialised here.
 */
export async function insertInboxRows(orm: NodePgDatabase, rows: Array<{ id: string; provider: string; payloadJson: string }>): Promise<void> {
  if (rows.length === 0) return;
  const input = `[${rows.map((r) => `{"id":${JSON.stringify(r.id)},"provider":${JSON.stringify(r.provider)},"payload":${r.payloadJson}}`).join(',')}]`;
  await orm.execute(sql`
    insert into webhook_inbox (id, provider, payload)
    select v.id, v.provider, v.payload from jsonb_to_recordset(${input}::jsonb) as v(id uuid, provider text, payload jsonb)`);
}

/** The inbox rows of these ids not processed yet (a retried job skips those already done). */
export async function unprocessedInboxRows(orm: NodePgDatabase, ids: string[]) {
  return orm
    .select({ id: webhookInbox.id, provider: webhookInbox.provider, payload: webhookInbox.payload })
    .from(webhookInbox)
    .where(and(inArray(webhookInbox.id, ids), isNull(webhookInbox.processedAt)));
}

export async function markInboxesProcessed(orm: NodePgDatabase, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await orm.update(webhookInbox).set({ processedAt: new Date(), error: null }).where(inArray(webhookInbox.id, ids));
}

export async function markInboxError(orm: NodePgDatabase, id: string, error: string): Promise<void> {
  await orm.update(webhookInbox).set({ error: error.slice(0, 2000) }).where(eq(webhookInbox.id, id));
}

/**
 * The one live channel that owns a provider account: the channel whose account it is (unique among
 * live channels), else, for a business account id (Cloud's WABA, which template statuses carry and
 * several numbers may share), the channel that claimed it first. Never "any channel that mentions it":
 * a company naming someone else's id in its credentials gets nothing of theirs.
 */
export async function channelOwningAccount(orm: NodePgDatabase, apiType: ApiType, accountId: string) {
  const [row] = await orm
    .select({ id: channels.id, credentialsSealed: channels.credentialsSealed, blocked: channels.blocked })
    .from(channels)
    .where(
      and(
        eq(channels.apiType, apiType),
        or(eq(channels.providerAccountId, accountId), eq(channels.providerBusinessId, accountId)),
        isNull(channels.deletedAt),
      ),
    )
    .orderBy(sql`(${channels.providerAccountId} = ${accountId}) is true desc`, asc(channels.createdAt), asc(channels.id))
    .limit(1);
  return row ?? null;
}

/** The sealed credentials of every live Cloud channel that has some. */
export async function cloudChannelsSealedCredentials(orm: NodePgDatabase): Promise<Array<string | null>> {
  const res = await orm.execute<{ credentials_sealed: string | null }>(
    sql`select credentials_sealed from channels where api_type = 'cloud' and deleted_at is null and credentials_sealed is not null`,
  );
  return res.rows.map((r) => r.credentials_sealed);
}
