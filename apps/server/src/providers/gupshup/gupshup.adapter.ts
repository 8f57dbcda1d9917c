// The Gupshup WhatsApp adapter: translates between our port and Gupshup's shapes, nothing more.
// Which messages may be sent (24-hour window, templates) is decided by the messages service.
import type { ProviderAdapter } from '../provider.port.js';
import { createGupshupChannel, type GupshupChannelOptions } from './gupshup-channel.js';
import { verifyGupshupToken } from './gupshup-token.js';
import { parseGupshupWebhook } from './gupshup-webhook.parser.js';

export function createGupshupAdapter(options: GupshupChannelOptions = {}): ProviderAdapter {
  return {
    apiType: 'gupshup',
    // Callbacks name the Gupshup app (`app`), not a phone number.
    accountIdCredential: 'appName',
    forChannel: (credentials) => createGupshupChannel(credentials, options),
    // Gupshup signs nothing: the "signature" is our per-channel secret token (gupshup-token.ts).
    verifySignature: (_rawBody, headers, credentials) => verifyGupshupToken(headers, credentials.webhookToken),
    parseWebhook: parseGupshupWebhook,
  };
}

export const gupshupAdapter: ProviderAdapter = createGupshupAdapter();
