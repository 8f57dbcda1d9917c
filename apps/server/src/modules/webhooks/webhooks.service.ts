// Webhook intake: verify, store durably, enqueue, answer. The work happens in the processing job.
import type { AppContext } from '../../platform/context.js';
import type { Queue } from '../../platform/queue/queue.js';
import { AppError, notFound, unauthorized } from '../../platform/http/errors.js';
import type { ProviderAdapter } from '../../providers/provider.port.js';
import { createChannelLookup, type ChannelLookup } from './channel-lookup.js';
import { createInboxWriter } from './inbox-writer.js';

export const WEBHOOK_QUEUE = 'webhook.process';

export function createWebhooksService(ctx: AppContext, queue: Queue, lookup: ChannelLookup = createChannelLookup(ctx)) {
  const writer = createInboxWriter(ctx, queue, WEBHOOK_QUEUE);

  /**
   * Every account in the delivery must be a channel of ours and the signature must match its app
   * secret (trusted: the simulator played from this machine, which needs no signature). `channelId`:
   * the delivery's URL names the channel (Gupshup), so the account must resolve to that channel.
   */
  async function verify(adapter: ProviderAdapter, rawBody: Buffer, headers: Record<string, string | string[] | undefined>, trusted: boolean, channelId?: string): Promise<string> {
    const text = rawBody.toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError(400, 'bad_request', 'O corpo da requisição não é um JSON válido.');
    }
    let batches;
    try {
      batches = adapter.parseWebhook(body);
    } catch {
      throw new AppError(400, 'bad_webhook', 'Webhook em formato desconhecido.');
    }
    if (batches.length === 0) throw unauthorized('Assinatura do webhook inválida.', 'bad_signature');
    for (const batch of batches) {
      const all = await lookup.byAccount(adapter.apiType, batch.accountId);
      const found = channelId === undefined ? all : all.filter((c) => c.id === channelId);
      if (found.length === 0) throw notFound('Canal não encontrado para este número.', 'unknown_account');
      if (trusted) continue;
      const signed = found.some((c) => adapter.verifySignature(rawBody, headers, c.credentials));
      if (!signed) throw unauthorized('Assinatura do webhook inválida.', 'bad_signature');
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
