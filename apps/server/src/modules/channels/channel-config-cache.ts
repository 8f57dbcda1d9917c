// A channel with its config, cached briefly per process for the hot paths (webhook processing runs
// for every message). A change made in this process clears it at once; other instances see a
// change within the time to live.
import type { AppContext } from '../../platform/context.js';
import { findChannel, type ChannelWithConfig } from './channels.repository.js';

const TTL_MS = 10_000;

export function createChannelConfigCache(ctx: AppContext, now: () => number = () => Date.now()) {
  const cache = new Map<string, { expires: number; channel: Promise<ChannelWithConfig | undefined> }>();
  const clear = () => cache.clear();
  ctx.bus.on('channel.updated', clear);
  ctx.bus.on('channel.config_updated', clear);
  ctx.bus.on('channel.blocked_changed', clear);

  function get(channelId: string): Promise<ChannelWithConfig | undefined> {
    const hit = cache.get(channelId);
    if (hit && hit.expires > now()) return hit.channel;
    const channel = findChannel(ctx.db.orm, channelId);
    cache.set(channelId, { expires: now() + TTL_MS, channel });
    channel.catch(() => cache.delete(channelId));
    return channel;
  }

  return { get, clear };
}
