// Sends one stored outbound message through the channel's provider. Throughput and pair-rate
// errors are retried by the queue with backoff; other errors fail the message with the provider's
// reason shown to the operator.
import { sql } from 'drizzle-orm';
import type { ApiType } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import { adapterFor } from '../../../providers/registry.js';
import { ProviderError, type OutboundMessage } from '../../../providers/provider.port.js';
import { openCredentials } from '../../channels/channel-view.js';
import { advanceStatus, findMessage, setProviderId } from '../messages.repository.js';
import { WINDOW_CLOSED_MESSAGE } from '../messages.service.js';

export type SendJob = { messageId: string; channelId: string };

const failureText = (err: ProviderError): string =>
  err.kind === 'window_closed'
    ? WINDOW_CLOSED_MESSAGE
    : err.kind === 'auth'
      ? 'As credenciais do canal expiraram ou foram revogadas. Atualize o token de acesso em Gerenciar › Canal.'
      : err.message;

export function sendMessageJob(ctx: AppContext) {
  const orm = ctx.db.orm;

  const fail = async (messageId: string, channelId: string, code: number | null, text: string) => {
    const changed = await advanceStatus(orm, messageId, 'failed', { code: code === null ? null : String(code), message: text });
    if (changed) ctx.bus.emit('message.status_changed', { messageId, channelId });
  };

  return async (job: SendJob, attempt: { retryCount: number; retryLimit: number }): Promise<void> => {
    const message = await findMessage(orm, job.channelId, job.messageId);
    if (!message || message.providerMessageId || message.status !== 'pending') return;
    const res = await orm.execute<{ number: string; api_type: ApiType; credentials_sealed: string | null; reply_provider_id: string | null }>(sql`
      select c.number, ch.api_type, ch.credentials_sealed,
             (select r.provider_message_id from messages r where r.id = ${message.replyToId}) as reply_provider_id
        from contacts c join channels ch on ch.id = c.channel_id
       where c.id = ${message.contactId}`);
    const target = res.rows[0];
    if (!target) return fail(message.id, job.channelId, null, 'Contato não encontrado.');

    const outbound: OutboundMessage = {
      type: 'text',
      to: target.number,
      text: message.content.text ?? '',
      ...(target.reply_provider_id ? { replyTo: { providerMessageId: target.reply_provider_id } } : {}),
    };
    try {
      const provider = adapterFor(target.api_type).forChannel(openCredentials(ctx.keys.encryption, target.credentials_sealed));
      const { providerMessageId } = await provider.send(outbound);
      await setProviderId(orm, message.id, providerMessageId);
      if (await advanceStatus(orm, message.id, 'sent', null)) ctx.bus.emit('message.status_changed', { messageId: message.id, channelId: job.channelId });
    } catch (err) {
      if (err instanceof ProviderError && err.retryable && attempt.retryCount < attempt.retryLimit) throw err;
      if (err instanceof ProviderError) return fail(message.id, job.channelId, err.code, failureText(err));
      if (attempt.retryCount < attempt.retryLimit) throw err;
      return fail(message.id, job.channelId, null, 'Não foi possível enviar a mensagem. Tente novamente.');
    }
  };
}
