// Who may play the customer's phone: anyone on this machine (the demo and the tests), or whoever
// holds the channel's simulator secret. "This machine" is the client address resolved by the one
// TRUST_PROXY rule (platform/http/client-address.ts): a forwarded header counts only from a trusted proxy.
import crypto from 'node:crypto';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Keys } from '../../platform/crypto/secrets.js';
import { findChannel, openCredentials } from '../channels/index.js';
import { isLoopback } from '../../platform/http/client-address.js';

/** Is the client (its address as resolved under TRUST_PROXY: request.ip, or clientAddress()) this machine? */
export function isLocalClient(resolvedAddress: string | undefined): boolean {
  return isLoopback(resolvedAddress);
}

/** The simulator channel the caller may use, or null. */
export async function simulatorChannelFor(
  orm: NodePgDatabase,
  keys: Keys,
  channelId: string,
  local: boolean,
  secret: string | undefined,
): Promise<{ id: string; credentials: Record<string, string> } | null> {
  const channel = await findChannel(orm, channelId);
  if (!channel || channel.apiType !== 'simulator' || channel.blocked) return null;
  const credentials = openCredentials(keys.encryption, channel.credentialsSealed);
  const expected = credentials.simulatorSecret ?? '';
  const given = secret ?? '';
  const secretOk = expected.length > 0 && expected.length === given.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given));
  return local || secretOk ? { id: channel.id, credentials } : null;
}
