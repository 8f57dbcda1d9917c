// A channel that needs its owner: the provider refused its credentials (Cloud error 190, expired
// token). The flag lives on the channel row, is shown in the panels of the owner and the operators,
// and is cleared when the credentials are updated (channels.service update).
import { rooms } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { flagChannelAttention, type AttentionReason } from './channels.repository.js';

export type { AttentionReason };

/** Sets the reason (once: a channel already flagged for it changes nothing and emits nothing). */
export async function markChannelAttention(ctx: AppContext, channelId: string, reason: AttentionReason): Promise<void> {
  if (await flagChannelAttention(ctx.db.orm, channelId, reason)) ctx.bus.emit('channel.attention_changed', { channelId, attentionReason: reason });
}

export function pushChannelAttention(ctx: AppContext, io: RealtimeServer): void {
  ctx.bus.on('channel.attention_changed', ({ channelId, attentionReason }) => {
    io.to(rooms.channel(channelId)).emit('channel.attention', { channelId, attentionReason });
  });
}
