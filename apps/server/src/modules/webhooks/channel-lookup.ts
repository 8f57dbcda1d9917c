// Which channel owns a provider account, with its opened credentials, cached per process: every
// webhook needs it, and decrypting the credentials and querying for each one would cost more than
// storing the webhook. One owner, never a list: a webhook is verified with that channel's secret
// alone (webhooks.repository.ts says who owns an account). A change to a channel in this process
// clears the cache at once; other instances see it within the time to live (docs/operations.md).
import type { ApiType } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { openCredentials } from '../channels/index.js';
import { channelOwningAccount } from './webhooks.repository.js';

export type AccountChannel = { id: string; blocked: boolean; credentials: Record<string, string> };

const FOUND_TTL_MS = 30_000;
const MISSING_TTL_MS = 5_000;

export function createChannelLookup(ctx: AppContext, now: () => number = () => Date.now()) {
  const cache = new Map<string, { expires: number; owner: Promise<AccountChannel | null> }>();
  const clear = () => cache.clear();
  ctx.bus.on('channel.created', clear);
  ctx.bus.on('channel.updated', clear);
  ctx.bus.on('channel.blocked_changed', clear);

  function ownerOf(apiType: ApiType, accountId: string): Promise<AccountChannel | null> {
    const key = `${apiType}|${accountId}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.owner;
    const owner = channelOwningAccount(ctx.db.orm, apiType, accountId).then((r) =>
      r ? { id: r.id, blocked: r.blocked, credentials: openCredentials(ctx.keys.encryption, r.credentialsSealed) } : null,
    );
    const entry = { expires: now() + FOUND_TTL_MS, owner };
    cache.set(key, entry);
    owner.then(
      (found) => {
        if (!found) entry.expires = now() + MISSING_TTL_MS;
      },
      () => cache.delete(key),
    );
    return owner;
  }

  return { ownerOf, clear };
}

export type ChannelLookup = ReturnType<typeof createChannelLookup>;
