// A channel that needs its owner: the provider refused its credentials (Cloud error 190, expired
// token). The flag lives on the channel row, is shown in the panels of the owner and the operators,
// and is cleared when the credentials are updated (channels.service update).
import { sql } from 'drizzle-orm';
import { rooms } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';

export type AttentionReason = 'provider_auth';

/** Sets the reason (once: a channel already flagged for it changes nothing and emits nothing). */
export async function markChannelAttention(ctx: AppContext, channelId: string, reason: AttentionReason): Promise<void> {
  const res = await ctx.db.orm.execute<{ id: string }>(sql`
    update channels set attention_reason = ${reason}, attention_at = now(), updated_at = now()
     where id = ${channelId} and attention_reason is distinct from ${reason}
    returning id`);
  if (res.rows.length > 0) ctx.bus.emit('channel.attention_changed', { channelId, attentionReason: reason });
}

export function pushChannelAttention(ctx: AppContext, io: RealtimeServer): void {
  ctx.bus.on('channel.attention_changed', ({ channelId, attentionReason }) => {
    io.to(rooms.channel(channelId)).emit('channel.attention', { channelId, attentionReason });
  });
}
