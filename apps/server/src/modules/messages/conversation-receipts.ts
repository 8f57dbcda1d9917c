// The attendances' ConversationReceipts port: what the customer's WhatsApp is told when the operator
// reads or types. The call to the provider never runs in the HTTP request: a job makes it
// (jobs/receipt.job.ts), so a slow or failing provider neither delays nor fails the panel. Typing is
// throttled per attendance across instances (TYPING_SIGNAL_SECONDS), and only announced while the
// operator may still answer (the 24-hour window).
import { RECENT_MESSAGE_MS, TYPING_SIGNAL_SECONDS } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { Queue, QueueDefinition } from '../../platform/queue/queue.js';
import type { RateLimits } from '../../platform/rate-limit/rate-limits.js';
import { createThrottle } from '../../platform/rate-limit/throttle.js';
import type { ConversationReceipts } from '../attendances/index.js';
import { lastInboundOf } from './receipts.repository.js';

export const RECEIPT_QUEUE = 'message.receipt';
/** A lost read receipt costs a blue tick: a few retries soon, then it is dropped (the job logs it). */
export const receiptQueue: QueueDefinition = { name: RECEIPT_QUEUE, retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 60, notify: true };

/** `at`: when it was asked for, so a typing indicator that waited past its window is not shown late. */
export type ReceiptJob = { channelId: string; attendanceId: string; providerMessageId: string; typing: boolean; at: string };

export function createConversationReceipts(ctx: AppContext, queue: Queue, limits: Pick<RateLimits, 'limiter'>, clock: () => Date = () => new Date()): ConversationReceipts {
  const orm = ctx.db.orm;
  const typingThrottle = createThrottle(limits, { name: 'typing-signal', seconds: TYPING_SIGNAL_SECONDS });

  const enqueue = async (job: ReceiptJob): Promise<void> => {
    await queue.send(RECEIPT_QUEUE, job);
    queue.wake(RECEIPT_QUEUE);
  };

  return {
    async read(channelId, attendanceId) {
      const last = await lastInboundOf(orm, channelId, attendanceId);
      if (!last) return;
      await enqueue({ channelId, attendanceId, providerMessageId: last.providerMessageId, typing: false, at: clock().toISOString() });
    },

    async typing(channelId, attendanceId) {
      const last = await lastInboundOf(orm, channelId, attendanceId);
      if (!last || clock().getTime() - last.createdAt.getTime() >= RECENT_MESSAGE_MS) return false;
      if (!(await typingThrottle.pass(attendanceId))) return false;
      await enqueue({ channelId, attendanceId, providerMessageId: last.providerMessageId, typing: true, at: clock().toISOString() });
      return true;
    },
  };
}
