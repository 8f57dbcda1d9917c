// Gupshup's read receipts and typing indicator, through its Partner API ("Mark message as Read/Typing
// indicator": POST /partner/app/{appId}/v1/event with Meta's mark-as-read body under `message`). The
// call is authorised by the app's partner access token, which the platform's partner token obtains
// (GET /partner/app/{appId}/token) and which does not expire: it is fetched once per app and kept,
// and dropped when Gupshup refuses it. The app's API key, all a channel may have otherwise, has no
// such call: without GUPSHUP_PARTNER_TOKEN and the channel's appId nothing is sent (docs/decisions.md).
import type { OutboundPolicy } from '../../platform/http/outbound-policy.js';
import { isObject, objectOf, stringOf } from '../cloud/cloud-json.js';
import { ProviderError, type ReadReceiptOptions } from '../provider.port.js';
import { createGupshupClient } from './gupshup-client.js';

/** Where the Partner API is (GUPSHUP_PARTNER_API_BASE) and the platform's partner token. */
export type GupshupPartnerSettings = { apiBase: string; token: string };

export type GupshupReadReceipts = {
  markRead: (appId: string, providerMessageId: string, options?: ReadReceiptOptions) => Promise<void>;
};

export const gupshupAppTokenPath = (appId: string) => `/partner/app/${encodeURIComponent(appId)}/token`;
export const gupshupEventPath = (appId: string) => `/partner/app/${encodeURIComponent(appId)}/v1/event`;

export type GupshupReadEvent = {
  type: 'message-event';
  message: { messaging_product: 'whatsapp'; status: 'read'; message_id: string; typing_indicator?: { type: 'text' } };
};

export function gupshupReadEvent(providerMessageId: string, options: ReadReceiptOptions = {}): GupshupReadEvent {
  return {
    type: 'message-event',
    message: {
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: providerMessageId,
      ...(options.typing ? { typing_indicator: { type: 'text' as const } } : {}),
    },
  };
}

/** A refused partner or app token is the platform's configuration, not the channel's credentials. */
function platformRefusal(err: unknown): unknown {
  if (!(err instanceof ProviderError) || err.kind !== 'auth') return err;
  return new ProviderError('invalid', err.code, `A Gupshup recusou o token de parceiro (GUPSHUP_PARTNER_TOKEN) para este app: ${err.message}`, err.details, err.httpStatus);
}

export function createGupshupReadReceipts(partner: GupshupPartnerSettings, options: { outbound: OutboundPolicy; timeoutMs: number }): GupshupReadReceipts {
  const clientWith = (authorization: string) => createGupshupClient({ apiBase: partner.apiBase, authorization, timeoutMs: options.timeoutMs, outbound: options.outbound });
  const partnerClient = clientWith(partner.token);
  const appTokens = new Map<string, Promise<string>>();

  function appTokenOf(appId: string): Promise<string> {
    const known = appTokens.get(appId);
    if (known) return known;
    const fetched = partnerClient.getJson(gupshupAppTokenPath(appId)).then((answer) => {
      const token = isObject(answer) ? stringOf(objectOf(answer.token)?.token) : undefined;
      if (!token) throw new ProviderError('unknown', null, 'A Gupshup não devolveu o token de acesso do app.', JSON.stringify(answer)?.slice(0, 200));
      return token;
    });
    appTokens.set(appId, fetched);
    // A failed fetch is not kept: the next receipt asks again.
    fetched.catch(() => appTokens.get(appId) === fetched && appTokens.delete(appId));
    return fetched;
  }

  return {
    async markRead(appId, providerMessageId, readOptions) {
      try {
        const token = await appTokenOf(appId);
        const answer = await clientWith(token)
          .postJson(gupshupEventPath(appId), gupshupReadEvent(providerMessageId, readOptions))
          .catch((err: unknown) => {
            if (err instanceof ProviderError && err.kind === 'auth') appTokens.delete(appId);
            throw err;
          });
        if (!isObject(answer) || answer.status !== 'success') {
          throw new ProviderError('unknown', null, 'A Gupshup não confirmou a leitura.', JSON.stringify(answer)?.slice(0, 200));
        }
      } catch (err) {
        throw platformRefusal(err);
      }
    },
  };
}
