// The bot's clocks: a customer silent in the bot (or in the queue, when the channel wants it) is
// abandoned and told so; a survey nobody answers is finished. Each attendance carries the moment
// its clock runs out (bot_due_at, indexed); a pg-boss cron sweeps every minute, and the deadline is
// recomputed from the attendance's own data before acting, so a stale mark never ends a live
// conversation. Rows are taken with SKIP LOCKED: several instances sweep without stepping on each other.
import { RECENT_MESSAGE_MS } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import type { Queue, QueueDefinition } from '../../../platform/queue/queue.js';
import { endUnattended, newAttendanceChanges, publishAttendanceChanges, type AttendanceRef } from '../../attendances/index.js';
import { type MessageRow, toMessageView } from '../../messages/index.js';
import { findChannel } from '../../channels/index.js';
import { supportsInteractive, type PendingReplies } from '../bot-replies.js';
import type { BotRuntime } from '../bot-runtime.js';
import { loadChannelBot, type ChannelBot } from '../channel-bot-cache.js';
import { expireSurvey } from '../surveys.repository.js';
import { channelsWithDueClocks, clearBotDue, lockDueAttendances, setBotDue, type DueRow } from '../bot-attendances.repository.js';

export const BOT_TIMEOUTS_QUEUE = 'chatbot.timeouts';
export const BOT_TIMEOUTS_CRON = '* * * * *';
export const botTimeoutsQueue: QueueDefinition = { name: BOT_TIMEOUTS_QUEUE, retryLimit: 1, retryDelay: 30, expireInSeconds: 300 };

const BATCH = 200;
const MINUTE = 60_000;

const time = (value: Date | string | null | undefined): number | null => (value ? new Date(value).getTime() : null);

/** When this attendance's clock really runs out, from its own data; null when none applies. */
function deadline(row: DueRow, bot: ChannelBot): number | null {
  const { settings } = bot;
  const since = (...values: Array<number | null>) => Math.max(...values.map((v) => v ?? 0));
  switch (row.status) {
    case 'opened':
      return since(time(row.bot_state?.lastInteractionAt), time(row.last_inbound_at), time(row.created_at)) + settings.abandonmentMinutes * MINUTE;
    case 'waiting':
    case 'offline_operators':
      return settings.queueAbandonmentMinutes > 0 ? since(time(row.queued_at), time(row.last_inbound_at)) + settings.queueAbandonmentMinutes * MINUTE : null;
    case 'in_survey':
      return since(time(row.bot_state?.lastInteractionAt), time(row.last_inbound_at)) + settings.surveyMinutes * MINUTE;
    default:
      return null;
  }
}

export type SweepResult = { abandoned: number; finished: number; rescheduled: number };

/** One pass over the attendances whose clock ran out by `now` (at most a batch; the rest next minute). */
export async function sweepBotTimeouts(ctx: AppContext, runtime: BotRuntime, now: Date): Promise<SweepResult> {
  const orm = ctx.db.orm;
  const result: SweepResult = { abandoned: 0, finished: 0, rescheduled: 0 };
  // The channels' bots are read before the transaction (PGlite has one connection).
  const channels = await channelsWithDueClocks(orm, now, BATCH);
  if (channels.length === 0) return result;
  const bots = new Map<string, { bot: ChannelBot; interactive: boolean }>();
  for (const id of channels) {
    const channel = await findChannel(orm, id);
    if (channel) bots.set(id, { bot: await loadChannelBot(orm, id), interactive: supportsInteractive(channel.apiType) });
  }
  // The engine records what it ends; published once the transaction has committed.
  const changes = newAttendanceChanges();
  const sent: MessageRow[] = [];
  await orm.transaction(async (tx) => {
    const due = await lockDueAttendances(tx, now, [...bots.keys()], BATCH);
    const replies = new Map<string, PendingReplies[]>();
    for (const row of due) {
      const entry = bots.get(row.channel_id);
      const runsOut = entry ? deadline(row, entry.bot) : null;
      if (!entry || runsOut === null) {
        await clearBotDue(tx, row.id);
        continue;
      }
      if (runsOut > now.getTime()) {
        await setBotDue(tx, row.id, new Date(runsOut));
        result.rescheduled += 1;
        continue;
      }
      const a: AttendanceRef = { id: row.id, channelId: row.channel_id, contactId: row.contact_id, status: row.status, departmentId: row.department_id, operatorId: row.operator_id };
      if (row.status === 'in_survey') {
        await expireSurvey(tx, a.id);
        await endUnattended(tx, a, 'finished', changes);
        result.finished += 1;
        continue;
      }
      await endUnattended(tx, a, 'abandoned', changes);
      result.abandoned += 1;
      // Told only while WhatsApp still lets us write freely (the customer wrote within 24 hours).
      const inWindow = (time(row.last_inbound_at) ?? 0) > now.getTime() - RECENT_MESSAGE_MS;
      const text = entry.bot.messages.abandonment;
      if (text && inWindow) {
        const own = replies.get(a.channelId) ?? [];
        own.push({ target: { channelId: a.channelId, attendanceId: a.id, contactId: a.contactId }, replies: [{ kind: 'text', text }] });
        replies.set(a.channelId, own);
      }
    }
    for (const [channelId, pending] of replies) sent.push(...(await runtime.storeReplies(tx, pending, bots.get(channelId)?.interactive ?? false)));
  });
  publishAttendanceChanges(ctx.bus, changes);
  for (const row of sent) ctx.bus.emit('message.created', { messageId: row.id, channelId: row.channelId, view: toMessageView(row), operatorId: null });
  if (sent.length) runtime.wakeSend();
  return result;
}

export async function scheduleBotTimeouts(ctx: AppContext, queue: Queue, runtime: BotRuntime, clock: () => Date = () => new Date()): Promise<void> {
  await queue.work(BOT_TIMEOUTS_QUEUE, async () => {
    // Up to a few batches per minute; what is left waits for the next run.
    for (let i = 0; i < 5; i++) {
      const done = await sweepBotTimeouts(ctx, runtime, clock());
      if (done.abandoned + done.finished + done.rescheduled < BATCH) break;
    }
  });
  await queue.boss.schedule(BOT_TIMEOUTS_QUEUE, BOT_TIMEOUTS_CRON, {}, { tz: 'UTC' });
}
