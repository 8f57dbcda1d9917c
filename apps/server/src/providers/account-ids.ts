// Which credential identifies a channel's provider account in webhooks (not a secret; stored in
// channels.provider_account_id so a webhook finds its channel without decrypting anything).
import type { ApiType } from '@atende/contract';

const accountIdCredential: Partial<Record<ApiType, string>> = {
  cloud: 'phoneNumberId',
  // The simulator routes by our own channel id, written into its credentials at creation.
  simulator: 'channelId',
  gupshup: 'appName',
};

const businessIdCredential: Partial<Record<ApiType, string>> = { cloud: 'wabaId' };

export function providerBusinessId(apiType: ApiType, credentials: Record<string, string>): string | null {
  const key = businessIdCredential[apiType];
  return key ? (credentials[key] ?? null) : null;
}

export function providerAccountId(apiType: ApiType, credentials: Record<string, string>): string | null {
  const key = accountIdCredential[apiType];
  return key ? (credentials[key] ?? null) : null;
}
