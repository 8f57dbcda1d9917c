// What the provider answered for each campaign send, kept in memory and written in batches (one
// transaction per flush): sent, back to the queue after a throttle, failed with a reason. Throttling
// (130429 and the like) also pauses the channel's pacer, longer each time in a row; an expired token
// stops the runner and pauses the channel's campaigns until the owner fixes it.
import type { AppContext } from '../../../platform/context.js';
import { ProviderError } from '../../../providers/provider.port.js';
import { markChannelAttention } from '../../channels/index.js';
import { failureText } from '../../messages/index.js';
import { recordSent, requeueRecipients, settleRecipients, type Settlement } from './recipient-claims.repository.js';
import { failMessages, optOutContacts, pauseSendingCampaigns } from './send-outcomes.repository.js';
import type { Claimed } from './recipient-claims.js';
import type { SendPacer } from './send-pacer.js';

/** Tries per recipient before a throttle becomes a failure. */
export const MAX_ATTEMPTS = 6;
/** Meta's pair rate: about one message per 6 seconds to the same customer. */
const PAIR_RATE_MS = 6000;
/** Meta's "the user stopped marketing messages" (131050): the contact opted out. */
const OPTED_OUT_CODE = 131050;

export function createOutcomeLog(ctx: AppContext, channelId: string, pacer: SendPacer) {
  const orm = ctx.db.orm;
  let sent: Array<{ recipientId: string; messageId: string; providerMessageId: string; campaignId: string }> = [];
  let requeued: Array<{ id: string; delayMs: number; attempted: boolean; campaignId: string }> = [];
  let failed: Array<Settlement & { messageId: string; campaignId: string; contactId: string; optOut: boolean }> = [];
  let lastFlush = Date.now();
  let throttledInARow = 0;
  let auth = false;
  let ambiguous = false;

  const fail = (c: Claimed, code: number | null, message: string, optOut = false) =>
    failed.push({ id: c.recipientId, state: 'failed', code: code === null ? null : String(code), message, messageId: c.messageId, campaignId: c.campaignId, contactId: c.contactId, optOut });

  const retry = (c: Claimed, delayMs: number, err: ProviderError | null) => {
    if (c.attempts + 1 >= MAX_ATTEMPTS) return fail(c, err?.code ?? null, err ? failureText(err, c) : 'O provedor não respondeu após várias tentativas.');
    requeued.push({ id: c.recipientId, delayMs, attempted: true, campaignId: c.campaignId });
  };

  return {
    sent(c: Claimed, providerMessageId: string) {
      throttledInARow = 0;
      sent.push({ recipientId: c.recipientId, messageId: c.messageId, providerMessageId, campaignId: c.campaignId });
    },
    failed(c: Claimed, err: unknown) {
      if (!(err instanceof ProviderError)) return retry(c, 1000, null);
      switch (err.kind) {
        case 'auth':
          auth = true;
          requeued.push({ id: c.recipientId, delayMs: 0, attempted: false, campaignId: c.campaignId });
          return;
        case 'throughput':
          pacer.pause(Math.min(30_000, 1000 * 2 ** throttledInARow++));
          return retry(c, 1000 * 2 ** c.attempts, err);
        case 'pair_rate':
          return retry(c, PAIR_RATE_MS * 2 ** c.attempts, err);
        case 'unavailable':
          // No HTTP answer (a timeout, a dropped connection): the provider may have taken it. The
          // claim stays `sending`; the status webhook or the grace period decides (orphan-claims.ts).
          if (err.httpStatus === undefined || err.httpStatus === null) {
            ambiguous = true;
            return;
          }
          return retry(c, 1000 * 2 ** c.attempts, err);
        default:
          if (err.code === OPTED_OUT_CODE) return fail(c, err.code, 'O cliente optou por não receber mensagens de marketing desta empresa.', true);
          return fail(c, err.code, failureText(err, c));
      }
    },
    size: () => sent.length + requeued.length + failed.length,
    /** Recipients whose outcome is known here but not written yet (still `sending` in the table). */
    unwritten: (): string[] => [...sent.map((s) => s.recipientId), ...requeued.map((r) => r.id), ...failed.map((f) => f.id)],
    lastFlush: () => lastFlush,
    authFailed: () => auth,
    /** Whether a send ended without an answer since the last call (the runner checks its orphans again). */
    takeAmbiguous: () => {
      const was = ambiguous;
      ambiguous = false;
      return was;
    },
    async flush(touched: Set<string>) {
      lastFlush = Date.now();
      const batch = { sent, requeued, failed };
      sent = [];
      requeued = [];
      failed = [];
      if (batch.sent.length + batch.requeued.length + batch.failed.length > 0) {
        await orm.transaction(async (tx) => {
          await recordSent(tx, batch.sent);
          await requeueRecipients(tx, batch.requeued);
          await settleRecipients(tx, batch.failed);
          if (batch.failed.length) await failMessages(tx, batch.failed);
          const optOuts = batch.failed.filter((f) => f.optOut).map((f) => f.contactId);
          if (optOuts.length) await optOutContacts(tx, optOuts);
        });
      }
      for (const list of [batch.sent, batch.requeued, batch.failed]) for (const item of list) touched.add(item.campaignId);
      if (auth) {
        await markChannelAttention(ctx, channelId, 'provider_auth');
        for (const id of await pauseSendingCampaigns(orm, channelId)) touched.add(id);
      }
    },
  };
}

export type OutcomeLog = ReturnType<typeof createOutcomeLog>;
