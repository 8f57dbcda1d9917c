// A conversation entering a department's queue: the bot's choice is routed (to a free operator, or
// the queue), and a customer left waiting is told their place in it and, when nobody of the
// department is online, that too. The queue's abandonment clock starts here.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fillPlaceholders } from '@atende/contract';
import { route, setStatus, type AttendanceRef } from '../attendances/attendance-engine.js';
import type { BotReply } from './bot-engine.js';
import type { PendingReplies } from './bot-replies.js';
import type { RouteRequest } from './bot-runtime.js';
import type { ChannelBot } from './channel-bot-cache.js';

type Tx = NodePgDatabase;

/** The department if it still exists in the channel, else the bot's default one if it does, else none. */
async function existingDepartment(tx: Tx, channelId: string, wanted: (string | null)[]): Promise<string | null> {
  const ids = wanted.filter((id): id is string => !!id);
  if (ids.length === 0) return null;
  const res = await tx.execute<{ id: string }>(sql`
    select id from departments where channel_id = ${channelId} and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const found = new Set(res.rows.map((r) => r.id));
  return ids.find((id) => found.has(id)) ?? null;
}

/** Routes what the bot decided: a free operator of the department, or its queue (offline: the queue outright). */
export async function routeRequest(tx: Tx, bot: ChannelBot, request: RouteRequest): Promise<AttendanceRef> {
  const a = request.attendance;
  const departmentId = await existingDepartment(tx, a.channelId, [request.departmentId, bot.settings.defaultDepartmentId]);
  if (request.offline) return setStatus(tx, a, 'offline_operators', { operatorId: null, departmentId });
  return route(tx, { ...a, departmentId });
}

/** 1 for the first in line: the department's queued attendances that entered before (or with) this one. */
export async function queuePlace(tx: Tx, a: AttendanceRef): Promise<number> {
  const res = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from attendances q, attendances me
     where me.id = ${a.id}
       and q.channel_id = me.channel_id and q.status in ('waiting', 'offline_operators')
       and q.department_id is not distinct from me.department_id
       and (q.queued_at, q.seq) <= (me.queued_at, me.seq)`);
  return Math.max(1, res.rows[0]?.n ?? 1);
}

/**
 * For attendances just routed: the queue messages of those left waiting and their abandonment
 * clock (when the channel abandons silent queues). `closedHours`: sent to wait for the opening.
 */
export async function announceQueue(tx: Tx, bot: ChannelBot, routed: AttendanceRef[], now: Date, closedHours: ReadonlySet<string> = new Set()): Promise<PendingReplies[]> {
  const out: PendingReplies[] = [];
  const queued = routed.filter((a) => a.status === 'waiting' || a.status === 'offline_operators');
  const minutes = bot.settings.queueAbandonmentMinutes;
  for (const a of queued) {
    const replies: BotReply[] = [];
    // Outside opening hours the outside-hours message already said why nobody answers now.
    if (a.status === 'offline_operators' && bot.messages.noOperator && !closedHours.has(a.id)) replies.push({ kind: 'text', text: bot.messages.noOperator });
    if (bot.messages.queuePosition) replies.push({ kind: 'text', text: fillPlaceholders(bot.messages.queuePosition, { position: await queuePlace(tx, a) }) });
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
