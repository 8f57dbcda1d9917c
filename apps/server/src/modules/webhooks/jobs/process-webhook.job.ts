// Processes one stored webhook: maps it with the provider adapter and applies each event.
// Safe to run again after a failure: everything it does is idempotent.
import type { ApiType } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import { adapterFor } from '../../../providers/registry.js';
import type { InboundProcessor } from '../inbound-processor.js';
import { channelsByAccount, findInbox, markInboxError, markInboxProcessed } from '../webhooks.repository.js';

export function processWebhookJob(ctx: AppContext, processor: InboundProcessor) {
  const orm = ctx.db.orm;
  return async (inboxId: string): Promise<void> => {
    const row = await findInbox(orm, inboxId);
    if (!row || row.processedAt) return;
    const adapter = adapterFor(row.provider as ApiType);
    try {
      for (const batch of adapter.parseWebhook(row.payload)) {
        const [channel] = await channelsByAccount(orm, adapter.apiType, batch.accountId);
        if (!channel) continue;
        for (const event of batch.events) {
          if (event.kind === 'message') await processor.message(channel.id, event);
          else if (event.kind === 'status') await processor.status(channel.id, event);
          // Template status updates are applied by the templates module (a later issue).
        }
      }
      await markInboxProcessed(orm, inboxId);
    } catch (err) {
      await markInboxError(orm, inboxId, (err as Error).message);
      throw err;
    }
  };
}
