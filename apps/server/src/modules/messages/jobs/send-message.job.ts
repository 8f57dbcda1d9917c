// Sends one stored outbound message through the channel's provider. A file is uploaded to the
// provider first (its id is kept for later sends). Throughput and pair-rate errors are retried by the
// queue with backoff; other errors fail the message with a reason the operator can act on; an
// expired token also flags the channel as needing attention.
import { sql } from 'drizzle-orm';
import type { ApiType } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import { adapterFor } from '../../../providers/registry.js';
import { ProviderError, type ChannelProvider } from '../../../providers/provider.port.js';
import { openCredentials } from '../../channels/channel-view.js';
import { markChannelAttention } from '../../channels/channel-attention.js';
import type { MediaStorage } from '../../media/media-storage.js';
import { findChannelMedia, updateMedia } from '../../media/media.repository.js';
import { advanceStatus, findMessage, setProviderId, type MessageRow } from '../messages.repository.js';
import { WINDOW_CLOSED_MESSAGE } from '../messages.service.js';
import { toOutbound } from '../outbound-content.js';

/** `then`: messages of the same conversation to send right after this one, in order (the bot's replies). */
export type SendJob = { messageId: string; channelId: string; then?: string[] };

const failureText = (err: ProviderError, message: MessageRow): string => {
  const template = message.content.template;
  if (err.code === 132000 && template) {
    return `O número de parâmetros não corresponde ao modelo "${template.name}" (${template.language}). Confira quantas variáveis o modelo aprovado tem.`;
  }
  if (err.code === 132001 && template) {
    return `O modelo "${template.name}" não existe no idioma ${template.language} ou ainda não foi aprovado pela Meta.`;
  }
  if (err.kind === 'window_closed') return WINDOW_CLOSED_MESSAGE;
  if (err.kind === 'auth') return 'As credenciais do canal expiraram ou foram revogadas. Atualize o token de acesso em Gerenciar › Canal.';
  return err.message;
};

export function sendMessageJob(ctx: AppContext, storage: MediaStorage) {
  const orm = ctx.db.orm;

  const fail = async (messageId: string, channelId: string, code: number | null, text: string) => {
    const changed = await advanceStatus(orm, messageId, 'failed', { code: code === null ? null : String(code), message: text });
    if (changed) ctx.bus.emit('message.status_changed', { messageId, channelId });
  };

  /** The provider's id of the message's file, uploading it the first time. */
  const providerMediaOf = async (provider: ChannelProvider, message: MessageRow): Promise<string | undefined> => {
    const mediaId = message.content.media?.mediaId;
    if (!mediaId) return undefined;
    const file = await findChannelMedia(orm, message.channelId, mediaId);
    if (!file?.storageKey) throw new ProviderError('invalid', null, 'O arquivo desta mensagem não está mais disponível.');
    if (file.providerMediaId) return file.providerMediaId;
    const { stream } = await storage.open(file.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const { providerMediaId } = await provider.uploadMedia({ data: Buffer.concat(chunks), mimeType: file.mimeType, fileName: file.fileName ?? file.id });
    await updateMedia(orm, file.id, { providerMediaId });
    return providerMediaId;
  };

  const sendOne = async (job: { messageId: string; channelId: string }, attempt: { retryCount: number; retryLimit: number }): Promise<void> => {
    const message = await findMessage(orm, job.channelId, job.messageId);
    if (!message || message.providerMessageId || message.status !== 'pending') return;
    const targetId = message.content.reaction?.targetMessageId ?? null;
    const res = await orm.execute<{ number: string; api_type: ApiType; credentials_sealed: string | null; reply_provider_id: string | null; reaction_provider_id: string | null }>(sql`
      select c.number, ch.api_type, ch.credentials_sealed,
             (select r.provider_message_id from messages r where r.id = ${message.replyToId}) as reply_provider_id,
             (select r.provider_message_id from messages r where r.id = ${targetId}) as reaction_provider_id
        from contacts c join channels ch on ch.id = c.channel_id
       where c.id = ${message.contactId}`);
    const target = res.rows[0];
    if (!target) return fail(message.id, job.channelId, null, 'Contato não encontrado.');

    try {
      const provider = adapterFor(target.api_type).forChannel(openCredentials(ctx.keys.encryption, target.credentials_sealed));
      const providerMediaId = await providerMediaOf(provider, message);
      const outbound = toOutbound(message, {
        to: target.number,
        replyTo: target.reply_provider_id ? { providerMessageId: target.reply_provider_id } : undefined,
        ...(providerMediaId ? { providerMediaId } : {}),
        ...(target.reaction_provider_id ? { reactionTarget: target.reaction_provider_id } : {}),
      });
      const { providerMessageId } = await provider.send(outbound);
      await setProviderId(orm, message.id, providerMessageId);
      if (await advanceStatus(orm, message.id, 'sent', null)) ctx.bus.emit('message.status_changed', { messageId: message.id, channelId: job.channelId });
    } catch (err) {
      if (err instanceof ProviderError && err.kind === 'auth') await markChannelAttention(ctx, job.channelId, 'provider_auth');
      if (err instanceof ProviderError && err.retryable && attempt.retryCount < attempt.retryLimit) throw err;
      if (err instanceof ProviderError) return fail(message.id, job.channelId, err.code, failureText(err, message));
      if (attempt.retryCount < attempt.retryLimit) throw err;
      return fail(message.id, job.channelId, null, 'Não foi possível enviar a mensagem. Tente novamente.');
    }
  };

  // A retried job skips what it already sent (only pending messages go out), so order holds and
  // nothing goes twice; a message that fails for good does not hold back the ones after it.
  return async (job: SendJob, attempt: { retryCount: number; retryLimit: number }): Promise<void> => {
    for (const messageId of [job.messageId, ...(job.then ?? [])]) await sendOne({ messageId, channelId: job.channelId }, attempt);
  };
}
