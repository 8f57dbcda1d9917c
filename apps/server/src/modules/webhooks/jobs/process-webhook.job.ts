// Processes stored webhooks a batch at a time: maps each with its provider adapter and applies all
// their events together. Safe to run again after a failure: everything it does is idempotent.
import type { ApiType } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import { adapterFor } from '../../../providers/registry.js';
import type { InboundBatchItem, InboundProcessor } from '../../intake/index.js';
import type { ChannelLookup } from '../channel-lookup.js';
import { markInboxError, markInboxesProcessed, unprocessedInboxRows } from '../webhooks.repository.js';
import { safeErrorMessage } from '../../../platform/logging/safe-errors.js';

/**
 * The webhooks the inbox writer committed together: one job per group, so a busy minute costs the
 * queue a job per write rather than per webhook. (`inboxId`: a job queued before groups existed.)
 */
export type ProcessWebhookJob = { inboxIds?: string[]; inboxId?: string };

const inboxIdsOf = (job: ProcessWebhookJob): string[] => job.inboxIds ?? (job.inboxId ? [job.inboxId] : []);

/** A job fails when any of its webhooks did; a retry redoes only those (the others are marked processed). */
function jobOutcome(ids: string[], failures: Map<string, Error>): Error | null {
  const failed = ids.map((id) => failures.get(id)).filter((e): e is Error => !!e);
  if (failed.length <= 1) return failed[0] ?? null;
  return new Error(`${failed.length} webhooks failed: ${failed.map((e) => safeErrorMessage(e)).join('; ')}`.slice(0, 2000));
}

export function processWebhooksJob(ctx: AppContext, processor: InboundProcessor, lookup: ChannelLookup) {
  const orm = ctx.db.orm;
  return async (jobs: Array<{ data: ProcessWebhookJob }>): Promise<Array<Error | null>> => {
    const ids = jobs.flatMap((j) => inboxIdsOf(j.data));
    const rows = await unprocessedInboxRows(orm, ids);
    const failures = new Map<string, Error>();
    const items: InboundBatchItem[] = [];
    for (const row of rows) {
      try {
        const adapter = adapterFor(row.provider as ApiType, ctx.config);
        for (const batch of adapter.parseWebhook(row.payload)) {
          const channel = await lookup.ownerOf(adapter.apiType, batch.accountId);
          if (channel) items.push({ key: row.id, channelId: channel.id, events: batch.events });
        }
      } catch (err) {
        failures.set(row.id, err as Error);
      }
    }
    for (const [key, error] of await processor.apply(items.filter((i) => !failures.has(i.key)))) failures.set(key, error);
    const done = rows.map((r) => r.id).filter((id) => !failures.has(id));
    await markInboxesProcessed(orm, done);
    // Stored for whoever investigates: a failed query's message would carry its parameters (message texts, numbers).
    for (const [id, error] of failures) await markInboxError(orm, id, safeErrorMessage(error));
    return jobs.map((j) => jobOutcome(inboxIdsOf(j.data), failures));
  };
}
