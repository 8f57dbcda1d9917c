// A conversation entering a department's queue: the bot's choice is routed (to a free operator, or
// the queue), and a customer left waiting is told their place in it and, when nobody of the
// department is online, that too. The queue's abandonment clock starts here.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fillPlaceholders } from '@atende/contract';
import { newRoutingMemo, routeMany, type AttendanceRef, type RoutingMemo } from '../attendances/index.js';
import type { BotReply } from './bot-engine.js';
import type { PendingReplies } from './bot-replies.js';
import type { RouteRequest } from './bot-runtime.js';
import type { ChannelBot } from './channel-bot-cache.js';
import { uuidArray } from '../../platform/db/sql-helpers.js';

type Tx = NodePgDatabase;

/** Which of these departments still exist in the channel (one statement). */
async function existingDepartments(tx: Tx, channelId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const res = await tx.execute<{ id: string }>(sql`
    select id from departments where channel_id = ${channelId} and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Set(res.rows.map((r) => r.id));
}

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
 * Each attendance's place in its department's queue: 1 for the first in line. One statement that
 * numbers the departments' queues once (a self-join counting who is ahead grew with the square of
 * the queue).
 */
export async function queuePlaces(tx: Tx, queued: AttendanceRef[]): Promise<Map<string, number>> {
  if (queued.length === 0) return new Map();
  const channelIds = [...new Set(queued.map((a) => a.channelId))];
  const departmentIds = [...new Set(queued.map((a) => a.departmentId).filter((id): id is string => !!id))];
  const general = queued.some((a) => a.departmentId === null);
  const res = await tx.execute<{ id: string; n: number }>(sql`
    select id, n::int as n from (
      select q.id, row_number() over (partition by q.channel_id, q.department_id order by q.queued_at, q.seq) as n
        from attendances q
       where q.channel_id = any(${uuidArray(channelIds)}::uuid[]) and q.status in ('waiting', 'offline_operators')
         and (q.department_id = any(${uuidArray(departmentIds)}::uuid[]) or (${general} and q.department_id is null))
    ) places
     where id = any(${uuidArray(queued.map((a) => a.id))}::uuid[])`);
  return new Map(res.rows.map((r) => [r.id, Math.max(1, r.n)]));
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

/** When queued attendances count as abandoned if the customer stays silent. */
export async function setQueueDue(tx: Tx, attendanceIds: string[], dueAt: Date): Promise<void> {
  if (attendanceIds.length === 0) return;
  await tx.execute(sql`update attendances set bot_due_at = ${dueAt} where id in (${sql.join(attendanceIds.map((id) => sql`${id}`), sql`, `)})`);
}
