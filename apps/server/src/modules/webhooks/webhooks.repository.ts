// The webhook inbox and the channel lookup by provider account.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ApiType } from '@atende/contract';
import { webhookInbox } from './webhooks.tables.js';
import { channels } from '../channels/channels.tables.js';

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

export async function markInboxesProcessed(orm: NodePgDatabase, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await orm.update(webhookInbox).set({ processedAt: new Date(), error: null }).where(inArray(webhookInbox.id, ids));
}

export async function markInboxError(orm: NodePgDatabase, id: string, error: string): Promise<void> {
  await orm.update(webhookInbox).set({ error: error.slice(0, 2000) }).where(eq(webhookInbox.id, id));
}

export async function channelsByAccount(orm: NodePgDatabase, apiType: ApiType, accountId: string) {
  return orm
    .select({ id: channels.id, credentialsSealed: channels.credentialsSealed, blocked: channels.blocked })
    .from(channels)
    .where(
      and(
        eq(channels.apiType, apiType),
        or(eq(channels.providerAccountId, accountId), eq(channels.providerBusinessId, accountId)),
        isNull(channels.deletedAt),
      ),
    );
}
