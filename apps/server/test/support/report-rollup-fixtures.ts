// Rows for the rollup tests written straight in SQL (no app): a channel in São Paulo (UTC-3, no daylight
// saving since 2019: 23:30 local on 9 March is 02:30Z on 10 March), its contacts, operators, departments
// and attendances with known moments, and the compactor run on demand.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AttendanceStatus } from '@atende/contract';
import type { Database } from '../../src/platform/db/database.js';
import { compactReportDeltas } from '../../src/modules/reports/facts/report-compactor.job.js';

export const SAO_PAULO = 'America/Sao_Paulo';

const run = (db: Database, query: ReturnType<typeof sql>) => db.orm.execute(query);

export async function createRollupChannel(db: Database, timezone = SAO_PAULO): Promise<string> {
  const id = crypto.randomUUID();
  await run(db, sql`insert into channels (id, name, channel_number, api_type, timezone) values (${id}, 'Rollup', ${id.slice(0, 8)}, 'simulator', ${timezone})`);
  return id;
}

export async function createRollupContact(db: Database, channelId: string, number: string, name: string | null = null, tagId: string | null = null): Promise<string> {
  const id = crypto.randomUUID();
  await run(db, sql`insert into contacts (id, channel_id, number, name, tag_id) values (${id}, ${channelId}, ${number}, ${name}, ${tagId})`);
  return id;
}

export async function createRollupTag(db: Database, channelId: string, name: string): Promise<string> {
  const id = crypto.randomUUID();
  await run(db, sql`insert into tags (id, channel_id, name, color) values (${id}, ${channelId}, ${name}, '#336699')`);
  return id;
}

export async function createRollupDepartment(db: Database, channelId: string, name: string): Promise<string> {
  const id = crypto.randomUUID();
  await run(db, sql`insert into departments (id, channel_id, name) values (${id}, ${channelId}, ${name})`);
  return id;
}

export async function createRollupOperator(db: Database, channelId: string, name: string, online = false): Promise<string> {
  const userId = crypto.randomUUID();
  const id = crypto.randomUUID();
  await run(db, sql`insert into users (id, role, login, password_hash, name) values (${userId}, 'operator', ${`op-${userId}`}, 'x', ${name})`);
  await run(db, sql`insert into operators (id, channel_id, user_id, name, status) values (${id}, ${channelId}, ${userId}, ${name}, ${online})`);
  return id;
}

export type AttendanceFixture = {
  channelId: string;
  contactId: string;
  status: AttendanceStatus;
  createdAt: string;
  queuedAt?: string | null;
  assignedAt?: string | null;
  firstResponseAt?: string | null;
  finishedAt?: string | null;
  departmentId?: string | null;
  operatorId?: string | null;
  tabulationId?: string | null;
};

export async function insertAttendance(db: Database, a: AttendanceFixture): Promise<string> {
  const id = crypto.randomUUID();
  await run(db, sql`
    insert into attendances (id, channel_id, contact_id, status, created_at, queued_at, assigned_at, first_response_at, finished_at,
                             department_id, operator_id, tabulation_id)
    values (${id}, ${a.channelId}, ${a.contactId}, ${a.status}, ${a.createdAt}, ${a.queuedAt ?? null}, ${a.assignedAt ?? null},
            ${a.firstResponseAt ?? null}, ${a.finishedAt ?? null}, ${a.departmentId ?? null}, ${a.operatorId ?? null}, ${a.tabulationId ?? null})`);
  return id;
}

/** Folds every pending delta (as the compactor's timer would). */
export async function compactAll(db: Database): Promise<void> {
  const done = await compactReportDeltas({ db }, 7);
  if (done.skipped) throw new Error('compactor lock held');
  const left = await run(db, sql`select (select count(*) from report_attendance_deltas) + (select count(*) from report_message_deltas) as n`);
  if (Number(left.rows[0]?.n) !== 0) await compactAll(db);
}

/** A small deterministic generator (mulberry32): the same "random" attendances on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` attendances opened between `fromIso` and `toIso` with random lives (queued, assigned,
 * answered, finished, abandoned or still open, minutes to days apart, so moments cross local midnights
 * and month ends), spread over the given operators/departments/tabulations; attendance i belongs to
 * contact i (modulo: give as many contacts as attendances, a contact has one open attendance at most).
 */
export async function insertRandomAttendances(
  db: Database,
  o: { channelId: string; contactIds: string[]; operatorIds: string[]; departmentIds: string[]; tabulationIds: string[]; count: number; fromIso: string; toIso: string; seed: number },
): Promise<void> {
  const rnd = seededRandom(o.seed);
  const pick = <T>(list: T[]): T | null => (rnd() < 0.2 ? null : (list[Math.floor(rnd() * list.length)] ?? null));
  const t0 = Date.parse(o.fromIso);
  const span = Date.parse(o.toIso) - t0;
  const later = (t: number) => t + Math.floor(rnd() * (rnd() < 0.5 ? 3_600_000 : 3 * 86_400_000));
  const iso = (t: number | null) => (t == null ? null : new Date(t).toISOString());
  const rows = Array.from({ length: o.count }, (_, i) => {
    const created = t0 + Math.floor(rnd() * span);
    const queued = rnd() < 0.7 ? later(created) : null;
    const assigned = rnd() < 0.75 ? later(queued ?? created) : null;
    const answered = assigned != null && rnd() < 0.8 ? later(assigned) : null;
    const end = rnd();
    const finished = end < 0.75 ? later(answered ?? assigned ?? queued ?? created) : null;
    const status: AttendanceStatus = finished == null ? (assigned ? 'in_attendance' : 'waiting') : end < 0.15 ? 'abandoned' : end < 0.2 ? 'in_survey' : 'finished';
    const operatorId = assigned ? pick(o.operatorIds) : null;
    return sql`(${crypto.randomUUID()}, ${o.channelId}, ${o.contactIds[i % o.contactIds.length]}, ${status}, ${iso(created)}, ${iso(queued)},
      ${iso(assigned)}, ${iso(answered)}, ${iso(finished)}, ${pick(o.departmentIds)}, ${operatorId}, ${finished ? pick(o.tabulationIds) : null})`;
  });
  await run(db, sql`
    insert into attendances (id, channel_id, contact_id, status, created_at, queued_at, assigned_at, first_response_at, finished_at,
                             department_id, operator_id, tabulation_id)
    values ${sql.join(rows, sql`, `)}`);
}
