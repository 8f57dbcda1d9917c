// The attendance trigger follows an attendance through its life as the engine writes it (queue,
// assignment, first response, reassignment, tabulation, survey then finish, abandonment, a deleted
// department): after each step rollup + deltas, the compacted rollup and the raw path agree with the
// hand-computed figures, and the frequent updates that change no figure write no delta.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { attendanceFacts } from '../../src/modules/reports/facts/attendance-facts.repository.js';
import type { AttendanceFactsScope, FactsGrouping } from '../../src/modules/reports/facts/facts.types.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SAO_PAULO, compactAll, createRollupChannel, createRollupContact, createRollupDepartment, createRollupOperator, insertAttendance } from '../support/report-rollup-fixtures.js';

let testDb: TestDatabase;
let channelId: string;
let ana: string;
let beto: string;
let vendas: string;
let attendanceId: string;
const tab1 = '7d6b1f0e-2c1a-4b8e-9f00-000000000001';
const tab2 = '7d6b1f0e-2c1a-4b8e-9f00-000000000002';
const scope = (): AttendanceFactsScope => ({ channelId, timezone: SAO_PAULO, from: '2026-03-01', to: '2026-03-31' });

const update = (set: ReturnType<typeof sql>) => testDb.db.orm.execute(sql`update attendances set ${set}, updated_at = now() where id = ${attendanceId}`);
const deltas = async () => Number((await testDb.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from report_attendance_deltas`)).rows[0]?.n);

/** Rollup + deltas, then the raw path (contact filter), then after compaction: all three must agree. */
async function figures(grouping: FactsGrouping) {
  const live = await attendanceFacts(testDb.db.orm, scope(), grouping, { withHist: true });
  expect(await attendanceFacts(testDb.db.orm, { ...scope(), contact: '5511' }, grouping, { withHist: true })).toEqual(live);
  await compactAll(testDb.db);
  expect(await attendanceFacts(testDb.db.orm, scope(), grouping, { withHist: true })).toEqual(live);
  return live;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.db;
  channelId = await createRollupChannel(db);
  ana = await createRollupOperator(db, channelId, 'Ana');
  beto = await createRollupOperator(db, channelId, 'Beto');
  vendas = await createRollupDepartment(db, channelId, 'Vendas');
  attendanceId = await insertAttendance(db, {
    channelId, contactId: await createRollupContact(db, channelId, '5511900000001'), status: 'waiting', createdAt: '2026-03-09T13:00:00Z',
    queuedAt: '2026-03-09T13:00:10Z', departmentId: vendas,
  });
});
afterAll(async () => {
  await testDb.drop();
});

describe('an attendance through its life', () => {
  it('is opened and waiting in its department', async () => {
    const rows = await figures('department');
    expect(rows.map((r) => [r.departmentId, r.opened, r.stillOpen, r.assigned])).toEqual([[vendas, 1, 1, 0]]);
  });

  it('writes no delta for messages, unread counts, bot clocks or notes', async () => {
    await update(sql`unread = unread + 1, last_message_at = now(), last_inbound_at = now(), bot_due_at = now(), bot_state = '{"step":1}', observation = 'x'`);
    expect(await deltas()).toBe(0);
  });

  it('is assigned to Ana (wait from the queue entry) and answered', async () => {
    await update(sql`status = 'in_attendance', operator_id = ${ana}, assigned_at = '2026-03-09T13:01:40Z'`);
    await update(sql`first_response_at = '2026-03-09T13:02:00Z'`);
    // The assignment moves the opening (-1 +1) and adds the assignment; the first response adds its own row only.
    expect(await deltas()).toBe(4);
    const [row] = await figures('operator');
    expect(row).toMatchObject({ operatorId: ana, opened: 1, assigned: 1, waitSeconds: 90, firstResponses: 1, firstResponseSeconds: 20 });
  });

  // The engine sets assigned_at again on a transfer: the wait runs to the new assignment and the first
  // response (made before it) counts 0 s.
  it('moves every figure to Beto when transferred', async () => {
    await update(sql`operator_id = ${beto}, assigned_at = '2026-03-09T13:10:10Z'`);
    const rows = await figures('operator');
    expect(rows.map((r) => [r.operatorId, r.opened, r.assigned, r.waitSeconds, r.firstResponses, r.firstResponseSeconds])).toEqual([[beto, 1, 1, 600, 1, 0]]);
    // Ana's emptied rollup rows are gone, not kept as zeros.
    const anas = await testDb.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from report_attendance_daily where operator_id = ${ana}`);
    expect(anas.rows[0]?.n).toBe(0);
  });

  it('finishes with a tabulation into the survey (finished from then), then the survey ends it', async () => {
    await update(sql`status = 'in_survey', tabulation_id = ${tab1}, finished_at = '2026-03-10T02:40:10Z'`);
    let [row] = await figures('tabulation');
    expect(row).toMatchObject({ tabulationId: tab1, finished: 1, handled: 1, handleSeconds: 48_600, stillOpen: 1 });
    await update(sql`tabulation_id = ${tab2}`);
    await update(sql`status = 'finished'`);
    [row] = await figures('tabulation');
    expect(row).toMatchObject({ tabulationId: tab2, finished: 1, handled: 1, handleSeconds: 48_600, stillOpen: 0 });
    const byDay = await figures('dayStatus');
    expect(byDay.map((r) => [r.day, r.status, r.opened, r.assigned, r.finished])).toEqual([['2026-03-09', 'finished', 1, 1, 1]]);
  });

  it('keeps the figures with no department when its department is deleted', async () => {
    await testDb.db.orm.execute(sql`delete from departments where id = ${vendas}`);
    const rows = await figures('department');
    expect(rows.map((r) => [r.departmentId, r.opened, r.finished])).toEqual([[null, 1, 1]]);
  });

  it('counts an abandonment in the queue as abandoned, not finished', async () => {
    const id = await insertAttendance(testDb.db, {
      channelId, contactId: await createRollupContact(testDb.db, channelId, '5511900000002'), status: 'waiting', createdAt: '2026-03-12T13:00:00Z',
      queuedAt: '2026-03-12T13:00:00Z',
    });
    await testDb.db.orm.execute(sql`update attendances set status = 'abandoned', finished_at = '2026-03-12T14:00:00Z' where id = ${id}`);
    const rows = await figures('status');
    expect(rows.map((r) => [r.status, r.opened, r.finished, r.abandoned, r.handled])).toEqual([
      ['abandoned', 1, 0, 1, 0],
      ['finished', 1, 1, 0, 1],
    ]);
  });

  it('takes a deleted attendance (its contact was deleted) out of the figures', async () => {
    await testDb.db.orm.execute(sql`delete from contacts where number = '5511900000002' and channel_id = ${channelId}`);
    const rows = await figures('status');
    expect(rows.map((r) => r.status)).toEqual(['finished']);
  });
});
