// Which channel a provider account belongs to, with its opened credentials, cached per process:
// every webhook needs it, and decrypting the credentials and querying for each one would cost more
// than storing the webhook. A change to a channel in this process clears the cache at once; other
// instances see it within the time to live (documented in docs/operations.md).
import type { ApiType } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { openCredentials } from '../channels/channel-view.js';
import { channelsByAccount } from './webhooks.repository.js';

export type AccountChannel = { id: string; blocked: boolean; credentials: Record<string, string> };

const FOUND_TTL_MS = 30_000;
const MISSING_TTL_MS = 5_000;

export function createChannelLookup(ctx: AppContext, now: () => number = () => Date.now()) {
  const cache = new Map<string, { expires: number; channels: Promise<AccountChannel[]> }>();
  const clear = () => cache.clear();
  ctx.bus.on('channel.created', clear);
  ctx.bus.on('channel.updated', clear);
  ctx.bus.on('channel.blocked_changed', clear);

  function byAccount(apiType: ApiType, accountId: string): Promise<AccountChannel[]> {
    const key = `${apiType}|${accountId}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.channels;
    const channels = channelsByAccount(ctx.db.orm, apiType, accountId).then((rows) =>
      rows.map((r) => ({ id: r.id, blocked: r.blocked, credentials: openCredentials(ctx.keys.encryption, r.credentialsSealed) })),
    );
    const entry = { expires: now() + FOUND_TTL_MS, channels };
    cache.set(key, entry);
    channels.then(
      (found) => {
        if (found.length === 0) entry.expires = now() + MISSING_TTL_MS;
      },
      () => cache.delete(key),
    );
    return channels;
  }

  return { byAccount, clear };
}

export type ChannelLookup = ReturnType<typeof createChannelLookup>;
