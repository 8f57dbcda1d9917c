// Step 8 of intake, after the batch commits: what it did is announced as domain events. Listeners do
// the rest (messages' and attendances' pushes to screens, queue draining, campaign progress), so
// intake does not know who listens.
import type { AppContext } from '../../platform/context.js';
import { publishAttendanceChanges } from '../attendances/index.js';
import { toMessageView } from '../messages/index.js';
import type { Effects, IntakeDeps } from './intake-batch.js';

export function emitEvents(ctx: AppContext, deps: IntakeDeps, effects: Effects): void {
  for (const { row, attendance } of effects.created) {
    ctx.bus.emit('message.created', { messageId: row.id, channelId: row.channelId, view: toMessageView(row), operatorId: attendance?.operatorId ?? null });
  }
  // Orders made from the customers' messages (numbered answers), for the attendance's screens.
  for (const { channelId, orderId } of effects.orders) ctx.bus.emit('order.changed', { channelId, orderId });
  for (const { row, operatorId } of effects.statuses) {
    ctx.bus.emit('message.status_changed', { messageId: row.id, channelId: row.channelId, view: toMessageView(row), operatorId });
  }
  // What the attendance engine recorded: the opened conversations as routed, then the others moved.
  publishAttendanceChanges(ctx.bus, effects.routed);
  publishAttendanceChanges(ctx.bus, effects.moved);
  // The bot's and the queue's messages belong to conversations no operator holds yet.
  for (const row of effects.sent) ctx.bus.emit('message.created', { messageId: row.id, channelId: row.channelId, view: toMessageView(row), operatorId: null });
  if (effects.sent.length) deps.bot?.wakeSend();
  for (const { channelId, campaignIds } of effects.replied) ctx.bus.emit('campaign.touched', { channelId, campaignIds });
}
