// A Cloud API channel: what the send job and the media job call, bound to one phone number's credentials.
import { sharedOutboundPolicy, type OutboundPolicy } from '../../platform/http/outbound-policy.js';
import { ProviderError, type ChannelProvider, type ProviderCredentials } from '../provider.port.js';
import { createCloudCatalog } from './cloud-catalog.js';
import { createGraphClient } from './cloud-client.js';
import { DEFAULT_GRAPH_API_BASE, readCloudChannelSettings } from './cloud-credentials.js';
import { arrayOf, isObject, objectOf, stringOf } from './cloud-json.js';
import { retryWhileUnavailable } from './cloud-retry.js';
import { assertWithinCloudLimits } from './cloud-send.limits.js';
import { toGraphMessage } from './cloud-send.mapper.js';
import { toGraphReadReceipt } from './cloud-read-receipt.js';
import { createCloudTemplates } from './cloud-templates.js';

export type CloudChannelOptions = {
  /** Where Graph is (GRAPH_API_BASE); never from the channel's credentials. */
  graphApiBase?: string;
  /** The server's outbound-request policy (PROVIDER_ALLOW_PRIVATE_HOSTS); by default private hosts are refused. */
  outbound?: OutboundPolicy;
  /** Per HTTP call. */
  timeoutMs?: number;
  /** Waits before each retry of a media download or template sample upload step; its length is the number of retries. */
  downloadRetryDelaysMs?: readonly number[];
};

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_DOWNLOAD_RETRY_DELAYS_MS: readonly number[] = [250, 750, 1500];

function unexpected(what: string, body: unknown): ProviderError {
  return new ProviderError('unknown', null, `A API do WhatsApp não devolveu ${what}.`, JSON.stringify(body)?.slice(0, 200));
}

export function createCloudChannel(credentials: ProviderCredentials, options: CloudChannelOptions = {}): ChannelProvider {
  const settings = readCloudChannelSettings(credentials);
  const client = createGraphClient({
    baseUrl: (options.graphApiBase ?? DEFAULT_GRAPH_API_BASE).replace(/\/+$/, ''),
    version: settings.graphApiVersion,
    accessToken: settings.accessToken,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    outbound: options.outbound ?? sharedOutboundPolicy(),
  });
  const retryDelays = options.downloadRetryDelaysMs ?? DEFAULT_DOWNLOAD_RETRY_DELAYS_MS;
  const messagesPath = `${encodeURIComponent(settings.phoneNumberId)}/messages`;

  const wabaId = credentials.wabaId?.trim();
  const appId = credentials.appId?.trim();
  return {
    ...(wabaId ? { templates: createCloudTemplates(client, wabaId, { ...(appId ? { appId } : {}), retryDelaysMs: retryDelays }) } : {}),
    productMessages: true,
    catalog: createCloudCatalog(client),
    async send(message) {
      assertWithinCloudLimits(message);
      const answer = await client.postJson(messagesPath, toGraphMessage(message));
      const id = isObject(answer) ? stringOf(objectOf(arrayOf(answer.messages)[0])?.id) : undefined;
      if (!id) throw unexpected('o id da mensagem enviada', answer);
      return { providerMessageId: id };
    },

    async markRead(providerMessageId, readOptions) {
      const answer = await client.postJson(messagesPath, toGraphReadReceipt(providerMessageId, readOptions));
      if (!isObject(answer) || answer.success !== true) throw unexpected('a confirmação de leitura', answer);
    },

    async uploadMedia({ data, mimeType, fileName }) {
      const form = new FormData();
      form.set('messaging_product', 'whatsapp');
      // Meta's `type` field is the file's MIME type, not our media kind.
      form.set('type', mimeType);
      form.set('file', new Blob([new Uint8Array(data)], { type: mimeType }), fileName);
      const answer = await client.postForm(`${encodeURIComponent(settings.phoneNumberId)}/media`, form);
      const id = isObject(answer) ? stringOf(answer.id) : undefined;
      if (!id) throw unexpected('o id da mídia enviada', answer);
      return { providerMediaId: id };
    },

    async downloadMedia(providerMediaId) {
      // Two steps: Graph tells where the file is (a URL valid for a few minutes), then the file itself,
      // which also needs the token.
      const info = await retryWhileUnavailable(() => client.getJson(encodeURIComponent(providerMediaId)), retryDelays);
      const url = isObject(info) ? stringOf(info.url) : undefined;
      if (!url || !isObject(info)) throw unexpected('o endereço da mídia', info);
      const file = await retryWhileUnavailable(() => client.getBytes(url), retryDelays);
      return { data: file.data, mimeType: stringOf(info.mime_type) ?? file.contentType ?? 'application/octet-stream' };
    },
  };
}
