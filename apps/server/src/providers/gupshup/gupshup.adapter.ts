// The Gupshup WhatsApp adapter: translates between our port and Gupshup's shapes, nothing more.
// Which messages may be sent (24-hour window, templates) is decided by the messages service.
import type { ProviderAdapter } from '../provider.port.js';
import { sharedOutboundPolicy } from '../../platform/http/outbound-policy.js';
import { createGupshupChannel, type GupshupChannelOptions } from './gupshup-channel.js';
import { createGupshupReadReceipts, type GupshupPartnerSettings } from './gupshup-read-receipt.js';
import { verifyGupshupToken } from './gupshup-token.js';
import { parseGupshupWebhook } from './gupshup-webhook.parser.js';

export type GupshupAdapterOptions = Omit<GupshupChannelOptions, 'readReceipts'> & {
  /** The Partner API and the platform's partner token (GUPSHUP_PARTNER_API_BASE, GUPSHUP_PARTNER_TOKEN), for read receipts. */
  partner?: GupshupPartnerSettings;
};

const DEFAULT_READ_RECEIPT_TIMEOUT_MS = 10_000;

export function createGupshupAdapter(options: GupshupAdapterOptions = {}): ProviderAdapter {
  const { partner, ...channelOptions } = options;
  // One per adapter: the apps' access tokens are kept across channels and calls.
  const readReceipts = partner
    ? createGupshupReadReceipts(partner, { outbound: options.outbound ?? sharedOutboundPolicy(), timeoutMs: options.timeoutMs ?? DEFAULT_READ_RECEIPT_TIMEOUT_MS })
    : undefined;
  return {
    apiType: 'gupshup',
    // Callbacks name the Gupshup app (`app`), not a phone number.
    accountIdCredential: 'appName',
    forChannel: (credentials) => createGupshupChannel(credentials, { ...channelOptions, ...(readReceipts ? { readReceipts } : {}) }),
    // Gupshup signs nothing: the "signature" is our per-channel secret token (gupshup-token.ts).
    verifySignature: (_rawBody, headers, credentials) => verifyGupshupToken(headers, credentials.webhookToken),
    parseWebhook: parseGupshupWebhook,
  };
}

export const gupshupAdapter: ProviderAdapter = createGupshupAdapter();
