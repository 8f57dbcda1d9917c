// A conversation entering a department's queue: the bot's choice is routed (to a free operator, or
// the queue), and a customer left waiting is told their place in it and, when nobody of the
// department is online, that too. The queue's abandonment clock starts here.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fillPlaceholders } from '@atende/contract';
import { newRoutingMemo, routeMany, type AttendanceRef, type RoutingMemo } from '../attendances/index.js';
import type { BotReply } from './bot-engine.js';
import type { PendingReplies } from './bot-replies.js';
import type { RouteRequest } from './bot-runtime.js';
import type { ChannelBot } from './channel-bot-cache.js';
import { existingDepartments } from './chatbot.repository.js';
import { queuePlaces, setQueueDue } from './bot-attendances.repository.js';

type Tx = NodePgDatabase;

/**
 * Routes what the bot decided, in order: a free operator of the department, or its queue (offline:
 * the queue outright). A department deleted since falls back to the bot's default one, then to the
 * channel's general queue.
 */
export async function routeRequests(tx: Tx, bot: ChannelBot, requests: RouteRequest[], memo: RoutingMemo = newRoutingMemo()): Promise<AttendanceRef[]> {
  const [first] = requests;
  if (!first) return [];
  const wanted = [...new Set([...requests.map((r) => r.departmentId), bot.settings.defaultDepartmentId].filter((id): id is string => !!id))];
  const existing = await existingDepartments(tx, first.attendance.channelId, wanted);
  const pick = (id: string | null) => (id && existing.has(id) ? id : null);
  return routeMany(
    tx,
    requests.map((request) => {
      const departmentId = pick(request.departmentId) ?? pick(bot.settings.defaultDepartmentId);
      return { attendance: { ...request.attendance, departmentId }, offline: request.offline };
    }),
    memo,
  );
}

/**
 * For attendances just routed: the queue messages of those left waiting and their abandonment
 * clock (when the channel abandons silent queues). `closedHours`: sent to wait for the opening.
 */
export async function announceQueue(tx: Tx, bot: ChannelBot, routed: AttendanceRef[], now: Date, closedHours: ReadonlySet<string> = new Set()): Promise<PendingReplies[]> {
  const out: PendingReplies[] = [];
  const queued = routed.filter((a) => a.status === 'waiting' || a.status === 'offline_operators');
  const minutes = bot.settings.queueAbandonmentMinutes;
  const places = bot.messages.queuePosition ? await queuePlaces(tx, queued) : new Map<string, number>();
  for (const a of queued) {
    const replies: BotReply[] = [];
    // Outside opening hours the outside-hours message already said why nobody answers now.
    if (a.status === 'offline_operators' && bot.messages.noOperator && !closedHours.has(a.id)) replies.push({ kind: 'text', text: bot.messages.noOperator });
    if (bot.messages.queuePosition) replies.push({ kind: 'text', text: fillPlaceholders(bot.messages.queuePosition, { position: places.get(a.id) ?? 1 }) });
    if (replies.length) out.push({ target: { channelId: a.channelId, attendanceId: a.id, contactId: a.contactId }, replies });
  }
  if (minutes > 0) await setQueueDue(tx, queued.map((a) => a.id), new Date(now.getTime() + minutes * 60_000));
  return out;
}
