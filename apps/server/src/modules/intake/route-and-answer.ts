// Step 7 of intake, once every channel's messages are in: the conversations opened by the batch and
// those the bot sent to a department are routed (queued or assigned to an operator by the attendance
// engine), the queued are told their place, and every reply of the bot and the queue is stored for
// the send job. Routing runs last and under each channel's routing lock, in channel order, so
// operators' rows are the last locks the transaction takes.
import { lockChannelRouting, newRoutingMemo, recordMoved, route, type AttendanceRef } from '../attendances/index.js';
import { emptyEffects, supportsInteractive, announceQueue, routeRequests } from '../chatbot/index.js';
import type { BatchChannel, Effects, IntakeDeps, Tx } from './intake-batch.js';

/** Takes the routing lock of every channel with something to route, in channel id order. */
export async function lockRouting(tx: Tx, effects: Effects): Promise<void> {
  const routing = new Set([...effects.opened.map((o) => o.attendance.channelId), ...[...effects.bot].filter(([, b]) => b.toRoute.length).map(([id]) => id)]);
  for (const channelId of [...routing].sort()) await lockChannelRouting(tx, channelId);
}

/** Routes the channel's new and bot-chosen conversations, tells the queued their place, stores every reply. */
export async function routeAndAnswer(deps: IntakeDeps, tx: Tx, batch: BatchChannel, effects: Effects): Promise<void> {
  const channelId = batch.channel.id;
  const routed: AttendanceRef[] = [];
  const memo = newRoutingMemo();
  for (const entry of effects.opened.filter((o) => o.attendance.channelId === channelId)) {
    Object.assign(entry.attendance, await route(tx, entry.attendance, entry.preferredOperatorId, memo, effects.routed));
    routed.push(entry.attendance);
  }
  const bot = effects.bot.get(channelId) ?? emptyEffects();
  const chosen = await routeRequests(tx, batch.bot, bot.toRoute, memo);
  routed.push(...chosen);
  // The chatbot's own engine calls do not record their changes yet: they are recorded here.
  for (const attendance of [...chosen, ...bot.changed]) recordMoved(effects.moved, attendance);
  if (!deps.bot) return;
  const closedHours = new Set(bot.toRoute.filter((r) => r.offline).map((r) => r.attendance.id));
  // An order's confirmation first: the queue's place, if any, follows it.
  const confirmations = effects.confirmations.filter((c) => c.target.channelId === channelId);
  const replies = [...confirmations, ...bot.replies, ...(await announceQueue(tx, batch.bot, routed, deps.clock(), closedHours))];
  effects.sent.push(...(await deps.bot.storeReplies(tx, replies, supportsInteractive(batch.channel.apiType))));
}
