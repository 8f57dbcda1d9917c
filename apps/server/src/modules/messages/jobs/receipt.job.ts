// Tells the provider that the operator read the conversation, or is typing in it (ReceiptJob, from
// conversation-receipts.ts). A refused token flags the channel as the send job does; a read receipt
// the provider could not take for now is retried a few times; anything else is logged and dropped,
// since a missing tick or indicator must never become the operator's problem.
import { TYPING_SIGNAL_SECONDS } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import { safeErrorMessage } from '../../../platform/logging/safe-errors.js';
import type { JobAttempt } from '../../../platform/queue/queue.js';
import { ProviderError } from '../../../providers/provider.port.js';
import { findChannel, markChannelAttention, openChannelProvider } from '../../channels/index.js';
import type { ReceiptJob } from '../conversation-receipts.js';

export function receiptJob(ctx: AppContext, clock: () => Date = () => new Date()) {
  return async (job: ReceiptJob, attempt: JobAttempt): Promise<void> => {
    // Meta shows the indicator for up to 25 s: one that waited longer than its window would appear
    // after the moment (maybe after the reply itself).
    if (job.typing && clock().getTime() - new Date(job.at).getTime() > TYPING_SIGNAL_SECONDS * 1000) return;
    const channel = await findChannel(ctx.db.orm, job.channelId);
    if (!channel) return;
    try {
      await openChannelProvider(ctx, channel).markRead(job.providerMessageId, { typing: job.typing });
    } catch (err) {
      if (err instanceof ProviderError && err.kind === 'auth') await markChannelAttention(ctx, job.channelId, 'provider_auth');
      const retryable = !(err instanceof ProviderError) || err.retryable;
      if (!job.typing && retryable && attempt.retryCount < attempt.retryLimit) throw err;
      console.warn(`[receipts] ${job.typing ? 'typing indicator' : 'read receipt'} of attendance ${job.attendanceId} not delivered: ${safeErrorMessage(err)}`);
    }
  };
}
