// Who may play the customer's phone: anyone on this machine (the demo and the tests), or whoever
// holds the channel's simulator secret. Behind a proxy the forwarded client address decides.
import crypto from 'node:crypto';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Keys } from '../../platform/crypto/secrets.js';
import { findChannel } from '../channels/channels.repository.js';
import { openCredentials } from '../channels/channel-view.js';

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function isLocalClient(address: string | undefined, forwardedFor: string | string[] | undefined): boolean {
  const forwarded = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const client = forwarded ? forwarded.split(',')[0]?.trim() : address;
  return !!client && loopback.test(client);
}

export function newSimulatorCredentials(channelId: string): Record<string, string> {
  return { channelId, simulatorSecret: crypto.randomBytes(24).toString('base64url') };
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
