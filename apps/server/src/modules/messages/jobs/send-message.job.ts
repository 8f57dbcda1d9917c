// Sends stored outbound messages through their channel's provider, a fetched batch of jobs at a
// time: one query reads every message of the batch with its recipient and channel, different
// customers are sent to concurrently (one customer's messages strictly in order), and one statement
// records the provider ids and the "sent" status. A file is uploaded to the provider first (its id is
// kept for later sends). Throughput and pair-rate errors are retried by the queue with backoff; other
// errors fail the message with a reason the operator can act on; an expired token also flags the
// channel as needing attention.
import { errorText } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import type { JobAttempt } from '../../../platform/queue/queue.js';
import { ProviderError, type ChannelProvider } from '../../../providers/provider.port.js';
import { openChannelProvider, markChannelAttention } from '../../channels/index.js';
import type { MediaStorage } from '../../../platform/storage/index.js';
import { findChannelMedia, updateMedia, signedMediaUrl } from '../../media/index.js';
import { advanceStatus, loadOutbound, markSent, type MessageRow, type OutboundRow } from '../messages.repository.js';
import { toMessageView } from '../message-view.js';
import { sendsNativeProducts, toOutbound } from '../outbound-content.js';
import { providerTemplateIds, templateKeyOf, type TemplateKey } from '../../templates/index.js';

/**
 * One message (an operator's), or the bot's replies to many conversations stored together. `then`:
 * messages of the same conversation to send right after this one, in order. `conversations`: each
 * conversation's messages in order, different conversations sent concurrently.
 */
export type SendJob = { messageId: string; channelId: string; then?: string[] } | { channelId: string; conversations: string[][] };

/** The message ids of each conversation a job sends, in order. */
const conversationsOf = (job: SendJob): string[][] => ('conversations' in job ? job.conversations : [[job.messageId, ...(job.then ?? [])]]);

/** Customers sent to at the same time within one batch. */
const LANES = 32;

export const failureText = (err: ProviderError, message: Pick<MessageRow, 'content'>): string => {
  const template = message.content.template;
  if (err.code === 132000 && template) {
    return `O número de parâmetros não corresponde ao modelo "${template.name}" (${template.language}). Confira quantas variáveis o modelo aprovado tem.`;
  }
  if (err.code === 132001 && template) {
    return `O modelo "${template.name}" não existe no idioma ${template.language} ou ainda não foi aprovado pela Meta.`;
  }
  if (err.kind === 'window_closed') return errorText('window_closed');
  if (err.kind === 'auth') return 'As credenciais do canal expiraram ou foram revogadas. Atualize o token de acesso em Gerenciar › Canal.';
  return err.message;
};

/** The looked-up provider id of a template message's template, as toOutbound's ref. */
const providerTemplateOf = (ids: Map<string, string>, message: MessageRow): { providerTemplateId?: string } => {
  const template = message.content.template;
  const id = template ? ids.get(templateKeyOf({ channelId: message.channelId, name: template.name, language: template.language })) : undefined;
  return id ? { providerTemplateId: id } : {};
};

/** Runs `work` over the items with at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(runners);
}

export function sendMessagesJob(ctx: AppContext, storage: MediaStorage) {
  const orm = ctx.db.orm;

  const fail = async (messageId: string, channelId: string, code: number | null, text: string, details?: string) => {
    const changed = await advanceStatus(orm, messageId, 'failed', { code: code === null ? null : String(code), message: text, details: details ?? null });
    if (changed) ctx.bus.emit('message.status_changed', { messageId, channelId, view: toMessageView(changed) });
  };

  /**
   * The message's file as the provider takes it: its id at the provider, uploading it the first time,
   * or, for a provider that takes links only, a signed link to our copy at PUBLIC_URL.
   */
  const providerMediaOf = async (provider: ChannelProvider, message: MessageRow): Promise<{ providerMediaId: string } | { link: string } | undefined> => {
    const mediaId = message.content.media?.mediaId;
    if (!mediaId) return undefined;
    const file = await findChannelMedia(orm, message.channelId, mediaId);
    if (!file?.storageKey) throw new ProviderError('invalid', null, 'O arquivo desta mensagem não está mais disponível.');
    if (provider.mediaByLink) {
      const path = signedMediaUrl(file.id);
      if (!ctx.config.publicUrl || !path) {
        throw new ProviderError('invalid', null, 'Para enviar arquivos por este canal, configure PUBLIC_URL com o endereço público do Atende: o provedor baixa o arquivo de lá.');
      }
      return { link: new URL(path, ctx.config.publicUrl).toString() };
    }
    if (file.providerMediaId) return { providerMediaId: file.providerMediaId };
    const { stream } = await storage.open(file.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const { providerMediaId } = await provider.uploadMedia({ data: Buffer.concat(chunks), mimeType: file.mimeType, fileName: file.fileName ?? file.id });
    await updateMedia(orm, file.id, { providerMediaId });
    return { providerMediaId };
  };

  /**
   * Gupshup sends a template by its own template id: the batch's template messages on Gupshup
   * channels get theirs from the synced templates, in one query (Cloud sends by name: none needed).
   */
  const templateIdsOf = (loaded: Map<string, OutboundRow>): Promise<Map<string, string>> => {
    const keys: TemplateKey[] = [];
    for (const { message, apiType } of loaded.values()) {
      const template = message.content.template;
      if (apiType === 'gupshup' && message.type === 'template' && template) keys.push({ channelId: message.channelId, name: template.name, language: template.language });
    }
    return providerTemplateIds(orm, keys);
  };

  return async (jobs: Array<{ data: SendJob; attempt: JobAttempt }>): Promise<Array<Error | null>> => {
    const units = jobs.flatMap(({ data, attempt }, job) => conversationsOf(data).map((messageIds) => ({ job, channelId: data.channelId, attempt, messageIds })));
    const ids = units.flatMap((u) => u.messageIds);
    const loaded = await loadOutbound(orm, ids);
    const templateIds = await templateIdsOf(loaded);
    // One provider per channel for the batch (the credentials are opened once).
    const providers = new Map<string, ChannelProvider>();
    const providerOf = (row: OutboundRow) => {
      let provider = providers.get(row.message.channelId);
      if (!provider) {
        provider = openChannelProvider(ctx, row);
        providers.set(row.message.channelId, provider);
      }
      return provider;
    };
    const sent: Array<{ id: string; providerMessageId: string }> = [];

    /** Sends one message; throws only what the queue should retry. */
    const sendOne = async (messageId: string, channelId: string, attempt: JobAttempt): Promise<void> => {
      const row = loaded.get(messageId);
      if (!row) return fail(messageId, channelId, null, 'Contato não encontrado.');
      const { message } = row;
      if (message.providerMessageId || message.status !== 'pending') return;
      try {
        const provider = providerOf(row);
        // Meta's product message shows the catalog's own picture: the fallback's picture is not sent.
        const nativeProducts = sendsNativeProducts(message, provider);
        const media = nativeProducts ? undefined : await providerMediaOf(provider, message);
        const outbound = toOutbound(message, {
          nativeProducts,
          to: row.number,
          replyTo: row.replyProviderId ? { providerMessageId: row.replyProviderId } : undefined,
          ...(media ? { media } : {}),
          ...(row.reactionProviderId ? { reactionTarget: row.reactionProviderId } : {}),
          ...providerTemplateOf(templateIds, message),
        });
        const { providerMessageId } = await provider.send(outbound);
        sent.push({ id: message.id, providerMessageId });
      } catch (err) {
        if (err instanceof ProviderError && err.kind === 'auth') await markChannelAttention(ctx, channelId, 'provider_auth');
        if (err instanceof ProviderError && err.retryable && attempt.retryCount < attempt.retryLimit) throw err;
        if (err instanceof ProviderError) return fail(message.id, channelId, err.code, failureText(err, message), err.details);
        if (attempt.retryCount < attempt.retryLimit) throw err;
        return fail(message.id, channelId, null, 'Não foi possível enviar a mensagem. Tente novamente.');
      }
    };

    // One lane per customer: their conversations' messages in order; once one must be retried, the
    // rest of the lane is retried after it rather than overtaking it. A job fails when any of its
    // conversations did; its retry skips what already went out.
    const lanes = new Map<string, typeof units>();
    units.forEach((unit, index) => {
      const key = loaded.get(unit.messageIds[0] ?? '')?.message.contactId ?? `unknown:${index}`;
      lanes.set(key, [...(lanes.get(key) ?? []), unit]);
    });
    const outcomes: Array<Error | null> = jobs.map(() => null);
    await eachLimited([...lanes.values()], LANES, async (lane) => {
      let blocked: Error | null = null;
      for (const unit of lane) {
        if (!blocked) {
          try {
            for (const messageId of unit.messageIds) await sendOne(messageId, unit.channelId, unit.attempt);
          } catch (err) {
            blocked = err as Error;
          }
        }
        if (blocked) outcomes[unit.job] ??= blocked;
      }
    });

    // What went out is recorded even when a later message of the batch failed (a retry skips it).
    const rows = await markSent(orm, sent);
    for (const updated of rows) {
      const operatorId = loaded.get(updated.id)?.operatorId ?? null;
      ctx.bus.emit('message.status_changed', { messageId: updated.id, channelId: updated.channelId, view: toMessageView(updated), operatorId });
    }
    return outcomes;
  };
}
