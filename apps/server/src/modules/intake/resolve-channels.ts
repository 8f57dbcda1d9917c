// Step 1 of intake: the settings and the bot of each channel a batch touches, read through the
// per-process caches BEFORE the batch transaction opens: on PGlite's one connection a read through
// the pool inside the transaction would wait forever.
import type { AppContext } from '../../platform/context.js';
import { createChannelConfigCache, type ChannelWithConfig } from '../channels/index.js';
import { createChannelBotCache } from '../chatbot/index.js';
import type { BatchChannel, InboundBatchItem } from './intake-batch.js';

export function createChannelResolver(ctx: AppContext) {
  const channels = createChannelConfigCache(ctx);
  const bots = createChannelBotCache(ctx);

  /** The batch's channels in id order (the order the transaction locks them in); unknown ones are left out. */
  return async function resolveChannels(items: InboundBatchItem[]): Promise<BatchChannel[]> {
    const channelIds = [...new Set(items.map((i) => i.channelId))].sort();
    const found = (await Promise.all(channelIds.map((id) => channels.get(id)))).filter((c): c is ChannelWithConfig => !!c);
    return Promise.all(found.map(async (channel): Promise<BatchChannel> => ({ channel, bot: await bots.get(channel.id) })));
  };
}
