// Steps 4 and 6 of intake: the bot's and the survey's turns. Attendances in the survey read the
// customer's answer first (an answer that is not one ends the survey, and that message starts anew);
// attendances the bot serves (status opened) get the greeting, the menu or the menu's next step. The
// customer writing while queued restarts the queue's abandonment clock. Without a bot runtime
// (tests of routing alone) these steps do nothing.
import type { AttendanceRef } from '../attendances/index.js';
import { moduleGateOpen } from '@atende/contract';
import type { ChannelWithConfig } from '../channels/index.js';
import { emptyEffects, type BotEffects, type BotTurn, supportsInteractive, type ChannelBot, setQueueDue } from '../chatbot/index.js';
import type { MessageRow } from '../messages/index.js';
import type { BatchChannel, Effects, IntakeDeps, Tx } from './intake-batch.js';

const botChannel = (channel: ChannelWithConfig) => ({
  id: channel.id,
  timezone: channel.timezone,
  openingHours: channel.openingHours,
  interactive: supportsInteractive(channel.apiType),
  products: moduleGateOpen('products', channel.config),
});

function mergeEffects(into: BotEffects, from: BotEffects): void {
  into.replies.push(...from.replies);
  into.changed.push(...from.changed);
  into.toRoute.push(...from.toRoute);
  into.reopen.push(...from.reopen);
}

/** What a turn needs: the batch's new messages, their senders' names and which of them became orders. */
export type TurnInput = { rows: MessageRow[]; names: Map<string, string | null>; orders?: ReadonlySet<string> };

/** The bot's and the survey's turns for these attendances' new messages; their effects are kept per channel. */
async function runBot(deps: IntakeDeps, tx: Tx, batch: BatchChannel, attendances: Map<string, AttendanceRef>, input: TurnInput, isNew: Set<string>, effects: Effects): Promise<BotEffects> {
  const runtime = deps.bot;
  if (!runtime) return emptyEffects();
  const turns: BotTurn[] = [];
  for (const [contactId, attendance] of attendances) {
    const own = input.rows.filter((r) => r.contactId === contactId && r.attendanceId === attendance.id);
    if (own.length) turns.push({ attendance, contactName: input.names.get(contactId) ?? null, rows: own, isNew: isNew.has(attendance.id), ...(input.orders?.size ? { orders: input.orders } : {}) });
  }
  const result = await runtime.run(tx, batch.bot, botChannel(batch.channel), turns, deps.clock());
  const mine = effects.bot.get(batch.channel.id) ?? emptyEffects();
  mergeEffects(mine, result);
  effects.bot.set(batch.channel.id, mine);
  return result;
}

/**
 * Survey answers, before attendances are opened: a message that does not answer the survey leaves
 * it (and its attendance) and is treated as the start of a new conversation. `attendanceOf` loses
 * those customers in place.
 */
export async function surveyTurn(deps: IntakeDeps, tx: Tx, batch: BatchChannel, attendanceOf: Map<string, AttendanceRef>, input: TurnInput, effects: Effects): Promise<void> {
  const surveys = new Map([...attendanceOf].filter(([, a]) => a.status === 'in_survey'));
  if (surveys.size === 0) return;
  const { reopen } = await runBot(deps, tx, batch, surveys, input, new Set(), effects);
  for (const row of reopen) {
    row.attendanceId = null;
    attendanceOf.delete(row.contactId);
  }
}

/** The bot answers the conversations it serves (those in `started` get the greeting and the first menu). */
export async function menuTurn(deps: IntakeDeps, tx: Tx, batch: BatchChannel, attendanceOf: Map<string, AttendanceRef>, input: TurnInput, started: Set<string>, effects: Effects): Promise<void> {
  const inMenu = new Map([...attendanceOf].filter(([, a]) => a.status === 'opened'));
  if (inMenu.size) await runBot(deps, tx, batch, inMenu, input, started, effects);
}

/** A customer who writes while queued restarts the queue's abandonment clock. */
export async function refreshQueueClocks(deps: IntakeDeps, tx: Tx, bot: ChannelBot, attendances: AttendanceRef[]): Promise<void> {
  const minutes = bot.settings.queueAbandonmentMinutes;
  const queued = attendances.filter((a) => a.status === 'waiting' || a.status === 'offline_operators').map((a) => a.id);
  if (!deps.bot || minutes === 0 || queued.length === 0) return;
  await setQueueDue(tx, queued, new Date(deps.clock().getTime() + minutes * 60_000));
}
