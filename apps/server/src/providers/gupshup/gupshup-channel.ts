// A Gupshup channel: what the send job and the media job call, bound to one app's credentials.
import { sharedOutboundPolicy, type OutboundPolicy } from '../../platform/http/outbound-policy.js';
import { ProviderError, type ChannelProvider, type ProviderCredentials } from '../provider.port.js';
import { isObject, stringOf } from '../cloud/cloud-json.js';
import { retryWhileUnavailable } from '../cloud/cloud-retry.js';
import { assertWithinCloudLimits } from '../cloud/cloud-send.limits.js';
import { createGupshupClient } from './gupshup-client.js';
import { DEFAULT_GUPSHUP_API_BASE, readGupshupChannelSettings } from './gupshup-credentials.js';
import { toGupshupRequest } from './gupshup-send.mapper.js';
import { createGupshupTemplates } from './gupshup-templates.js';
import type { GupshupReadReceipts } from './gupshup-read-receipt.js';

export type GupshupChannelOptions = {
  /** Where Gupshup is (GUPSHUP_API_BASE); never from the channel's credentials. */
  apiBase?: string;
  /** The server's outbound-request policy (PROVIDER_ALLOW_PRIVATE_HOSTS); by default private hosts are refused. */
  outbound?: OutboundPolicy;
  /** Per HTTP call. */
  timeoutMs?: number;
  /** Waits before each retry of a media download; its length is the number of retries. */
  downloadRetryDelaysMs?: readonly number[];
  /** The Partner API's read receipts, when the platform has a partner token (gupshup-read-receipt.ts). */
  readReceipts?: GupshupReadReceipts;
};

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_DOWNLOAD_RETRY_DELAYS_MS: readonly number[] = [250, 750, 1500];

/**
 * Read receipts need the Partner API (the platform's partner token) and the channel's appId. Without
 * them there is no per-message call with the app's API key alone, so nothing is sent rather than
 * failing the caller (Gupshup may still mark messages read itself, per the app's settings).
 */
function readReceiptsOf(credentials: ProviderCredentials, receipts: GupshupReadReceipts | undefined): ChannelProvider['markRead'] {
  const appId = credentials.appId?.trim();
  if (!receipts || !appId) return async () => undefined;
  return (providerMessageId, readOptions) => receipts.markRead(appId, providerMessageId, readOptions);
}

export function createGupshupChannel(credentials: ProviderCredentials, options: GupshupChannelOptions = {}): ChannelProvider {
  const settings = readGupshupChannelSettings(credentials);
  const client = createGupshupClient({
    apiBase: (options.apiBase ?? DEFAULT_GUPSHUP_API_BASE).replace(/\/+$/, ''),
    apiKey: settings.apiKey,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    outbound: options.outbound ?? sharedOutboundPolicy(),
  });
  const retryDelays = options.downloadRetryDelaysMs ?? DEFAULT_DOWNLOAD_RETRY_DELAYS_MS;

  return {
    templates: createGupshupTemplates(client, settings.appName),
    async send(message) {
      assertWithinCloudLimits(message);
      const { path, fields } = toGupshupRequest(message, settings);
      const answer = await client.postForm(path, fields);
      // Gupshup accepts asynchronously: "submitted" with its own message id (the gs id), which its
      // message-events name as gsId. That id is what we store (docs/decisions.md).
      const id = isObject(answer) && answer.status === 'submitted' ? stringOf(answer.messageId) : undefined;
      if (!id) throw new ProviderError('unknown', null, 'A Gupshup não devolveu o id da mensagem enviada.', JSON.stringify(answer)?.slice(0, 200));
      return { providerMessageId: id };
    },

    markRead: readReceiptsOf(credentials, options.readReceipts),

    // Gupshup's media upload needs partner credentials; its send API takes public URLs instead, so the
    // send job gives it a signed link to our copy of the file.
    mediaByLink: true,
    async uploadMedia() {
      throw new ProviderError('invalid', null, 'A Gupshup só aceita arquivos por link público.');
    },

    // An inbound file's provider id is the URL Gupshup gave in the callback (valid for a while).
    async downloadMedia(providerMediaId) {
      if (!/^https?:\/\//i.test(providerMediaId)) throw new ProviderError('invalid', null, 'Arquivo da Gupshup sem endereço para baixar.');
      // On Gupshup's own hosts only (gupshup-client.ts), whatever the callback said.
      const file = await retryWhileUnavailable(() => client.getBytes(providerMediaId), retryDelays);
      return { data: file.data, mimeType: file.contentType?.split(';')[0]?.trim() || 'application/octet-stream' };
    },
  };
}
