// Webhook reception: verify, store durably, enqueue, answer. The work happens in the processing job (modules/intake applies it).
import type { AppContext } from '../../platform/context.js';
import type { Queue } from '../../platform/queue/queue.js';
import { fail } from '../../platform/http/errors.js';
import type { ProviderAdapter } from '../../providers/provider.port.js';
import { createChannelLookup, type ChannelLookup } from './channel-lookup.js';
import { createInboxWriter } from './inbox-writer.js';

export const WEBHOOK_QUEUE = 'webhook.process';

const badSignature = () => fail('bad_signature');

export function createWebhooksService(ctx: AppContext, queue: Queue, lookup: ChannelLookup = createChannelLookup(ctx)) {
  const writer = createInboxWriter(ctx, queue, WEBHOOK_QUEUE);

  /**
   * Every account in the delivery must be owned by a channel of ours and the signature must match
   * that one channel's secret (trusted: the simulator played from this machine, which needs no
   * signature). `channelId`: the delivery's URL names the channel (Gupshup), so the account's owner
   * must be that channel. An unknown account, a channel that is not the owner and a bad signature
   * all get the same 401: intake is no oracle of which numbers exist here.
   */
  async function verify(adapter: ProviderAdapter, rawBody: Buffer, headers: Record<string, string | string[] | undefined>, trusted: boolean, channelId?: string): Promise<string> {
    const text = rawBody.toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw fail('invalid_json');
    }
    let batches;
    try {
      batches = adapter.parseWebhook(body);
    } catch {
      throw fail('webhook_unknown_format');
    }
    if (batches.length === 0) throw badSignature();
    for (const batch of batches) {
      const owner = await lookup.ownerOf(adapter.apiType, batch.accountId);
      const ours = owner !== null && (channelId === undefined || owner.id === channelId);
      if (trusted) {
        if (!ours) throw fail('unknown_account');
        continue;
      }
      if (!ours || !adapter.verifySignature(rawBody, headers, owner.credentials)) throw badSignature();
    }
    return text;
  }

  /** Stores the event as received and its job in one transaction: 200 only after both are committed. */
  async function receive(
    adapter: ProviderAdapter,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    options: { trusted?: boolean; channelId?: string } = {},
  ): Promise<string> {
    const json = await verify(adapter, rawBody, headers, options.trusted ?? false, options.channelId);
    return writer.store(adapter.apiType, json);
  }

  return { receive };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
