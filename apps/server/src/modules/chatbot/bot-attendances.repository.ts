// The bot's columns of the attendances rows: its state (bot_state), its clock (bot_due_at), the
// queue places it announces and the last inbound time that opens the survey. Data access only: the
// runtime, the queue entry and the timeouts sweep decide what to write.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AttendanceStatus } from '@atende/contract';
import type { AttendanceRef } from '../attendances/index.js';
import { uuidArray } from '../../platform/db/sql-helpers.js';

type Tx = NodePgDatabase;

/** One conversation's bot or survey state and when its clock runs out. */
export async function saveBotState(tx: Tx, attendanceId: string, state: unknown, dueAt: Date | null): Promise<void> {
  await tx.execute(sql`update attendances set bot_state = ${state === null ? null : JSON.stringify(state)}::jsonb, bot_due_at = ${dueAt}, updated_at = now() where id = ${attendanceId}`);
}

/** The protocol number and stored bot state of these attendances (one statement). */
export async function readBotStates(tx: Tx, attendanceIds: string[]): Promise<Map<string, { seq: number; state: unknown }>> {
  const known = new Map<string, { seq: number; state: unknown }>();
  if (attendanceIds.length) {
    const res = await tx.execute<{ id: string; seq: string | number; bot_state: unknown }>(sql`
      select id, seq, bot_state from attendances where id in (${sql.join(attendanceIds.map((id) => sql`${id}`), sql`, `)})`);
    for (const row of res.rows) known.set(row.id, { seq: Number(row.seq), state: row.bot_state ?? null });
  }
  return known;
}

/** Many conversations' states and clocks in one statement. */
export async function writeBotStates(tx: Tx, writes: Array<{ id: string; state: unknown; dueAt: Date | null }>): Promise<void> {
  if (writes.length === 0) return;
  const input = JSON.stringify(writes.map((w) => ({ id: w.id, state: w.state, due: w.dueAt?.toISOString() ?? null })));
  await tx.execute(sql`
    update attendances a set bot_state = v.state, bot_due_at = v.due, updated_at = now()
      from jsonb_to_recordset(${input}::jsonb) as v(id uuid, state jsonb, due timestamptz)
     where a.id = v.id`);
}

/** When the customer last wrote (the 24-hour window), or null. */
export async function lastInboundAt(tx: Tx, attendanceId: string): Promise<Date | string | null | undefined> {
  const res = await tx.execute<{ last_inbound_at: Date | string | null }>(sql`select last_inbound_at from attendances where id = ${attendanceId}`);
  return res.rows[0]?.last_inbound_at;
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

/** When queued attendances count as abandoned if the customer stays silent. */
export async function setQueueDue(tx: Tx, attendanceIds: string[], dueAt: Date): Promise<void> {
  if (attendanceIds.length === 0) return;
  await tx.execute(sql`update attendances set bot_due_at = ${dueAt} where id in (${sql.join(attendanceIds.map((id) => sql`${id}`), sql`, `)})`);
}

/** An attendance whose bot clock ran out, as the timeouts sweep reads it. */
export type DueRow = {
  id: string;
  channel_id: string;
  contact_id: string;
  status: AttendanceStatus;
  department_id: string | null;
  operator_id: string | null;
  bot_state: { lastInteractionAt?: string } | null;
  queued_at: Date | string | null;
  last_inbound_at: Date | string | null;
  created_at: Date | string;
};

/** The channels of the first `limit` attendances whose clock ran out by `now`. */
export async function channelsWithDueClocks(orm: Tx, now: Date, limit: number): Promise<string[]> {
  const channels = await orm.execute<{ channel_id: string }>(sql`
    select distinct channel_id from (select channel_id from attendances where bot_due_at <= ${now} order by bot_due_at limit ${limit}) due`);
  return channels.rows.map((r) => r.channel_id);
}

/** Locks up to `limit` of these channels' attendances whose clock ran out, skipping those another sweep holds. */
export async function lockDueAttendances(tx: Tx, now: Date, channelIds: string[], limit: number): Promise<DueRow[]> {
  const due = await tx.execute<DueRow>(sql`
      select id, channel_id, contact_id, status, department_id, operator_id, bot_state, queued_at, last_inbound_at, created_at
        from attendances
       where bot_due_at <= ${now} and channel_id in (${sql.join(channelIds.map((id) => sql`${id}`), sql`, `)})
       order by bot_due_at
       limit ${limit}
       for update skip locked`);
  return due.rows;
}

/** Stops an attendance's bot clock. */
export async function clearBotDue(tx: Tx, attendanceId: string): Promise<void> {
  await tx.execute(sql`update attendances set bot_due_at = null where id = ${attendanceId}`);
}

/** Moves an attendance's bot clock to when it really runs out. */
export async function setBotDue(tx: Tx, attendanceId: string, dueAt: Date): Promise<void> {
  await tx.execute(sql`update attendances set bot_due_at = ${dueAt} where id = ${attendanceId}`);
}
