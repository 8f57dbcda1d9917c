// Claims a dead runner left `sending`. Its process may have died before, during or after handing the
// message to the provider, so the message itself tells: a provider id (recorded by the runner, or
// adopted from a status webhook that echoed our reference) means it went out; no id after the grace
// period, with every webhook received since the claim already applied, means it never did, and the
// recipient goes back to the queue (or to cancelled, if the campaign was). Until then it waits: never
// sending twice matters more than sending a few seconds sooner.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { cancelOrphans, findOrphans, markOrphansFailed, markOrphansSent, requeueOrphans, webhooksPending } from './orphan-claims.repository.js';

/**
 * Resolves the channel's claims the current runner does not hold (`mine`: its buffered and in-flight
 * ones): a dead runner's, and its own sends whose answer never came (a timeout). Returns how many are
 * still undecided.
 */
export async function resolveOrphans(orm: NodePgDatabase, channelId: string, mine: readonly string[], graceMs: number): Promise<number> {
  const rows = await findOrphans(orm, channelId, mine, graceMs);
  if (rows.length === 0) return 0;
  const sent = rows.filter((r) => r.provider_message_id);
  const failed = rows.filter((r) => !r.provider_message_id && r.message_status === 'failed');
  let undecided = rows.filter((r) => !r.provider_message_id && r.message_status !== 'failed');
  // A status webhook about one of these may be waiting in the inbox: decide only once it is applied.
  if (undecided.some((r) => r.stale && !r.overdue) && (await webhooksPending(orm, channelId))) undecided = undecided.filter((r) => r.overdue);
  const unsent = undecided.filter((r) => r.stale);
  await orm.transaction(async (tx) => {
    if (sent.length) await markOrphansSent(tx, sent.map((r) => r.id));
    if (failed.length) await markOrphansFailed(tx, failed.map((r) => r.id));
    const cancelled = unsent.filter((r) => r.campaign_status === 'cancelled');
    const retry = unsent.filter((r) => r.campaign_status !== 'cancelled');
    if (cancelled.length) await cancelOrphans(tx, cancelled.map((r) => r.id));
    if (retry.length) await requeueOrphans(tx, retry.map((r) => r.id));
  });
  return rows.length - sent.length - failed.length - unsent.length;
}
