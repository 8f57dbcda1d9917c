// The Meta WhatsApp Cloud API adapter: translates between our port and Graph's shapes, nothing more.
// Which messages may be sent (24-hour window, templates) is decided by the messages service.
import type { ProviderAdapter } from '../provider.port.js';
import { createCloudChannel, type CloudChannelOptions } from './cloud-channel.js';
import { verifyCloudSignature } from './cloud-signature.js';
import { parseCloudWebhook } from './cloud-webhook.parser.js';

export type CloudAdapterOptions = CloudChannelOptions;

export function createCloudAdapter(options: CloudAdapterOptions = {}): ProviderAdapter {
  return {
    apiType: 'cloud',
    // Message and status webhooks are routed by metadata.phone_number_id. Template status webhooks
    // carry the WABA id instead (see cloud-webhook.parser.ts), matched against the `wabaId` credential.
    accountIdCredential: 'phoneNumberId',
    forChannel: (credentials) => createCloudChannel(credentials, options),
    verifySignature: (rawBody, headers, credentials) => verifyCloudSignature(rawBody, headers, credentials.appSecret),
    parseWebhook: parseCloudWebhook,
  };
}

export const cloudAdapter: ProviderAdapter = createCloudAdapter();
