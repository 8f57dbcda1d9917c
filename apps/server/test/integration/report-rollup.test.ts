// The reports' attendance figures (migration 0017 + modules/reports/facts) against hand-computed
// fixtures in São Paulo: each measure on the local day of its own moment, histograms in the right
// bucket, the same answers from rollup + deltas, after compaction, and from the raw attendances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { attendanceFacts } from '../../src/modules/reports/facts/attendance-facts.repository.js';
import type { AttendanceFactsScope } from '../../src/modules/reports/facts/facts.types.js';
import { advanceZoneRebuilds } from '../../src/modules/reports/facts/zone-rebuild.job.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import {
  SAO_PAULO, compactAll, createRollupChannel, createRollupContact, createRollupDepartment, createRollupOperator, createRollupTag, insertAttendance,
} from '../support/report-rollup-fixtures.js';

let testDb: TestDatabase;
let channelId: string;
let ana: string;
let vendas: string;
let tagId: string;
const tabulation = '7d6b1f0e-2c1a-4b8e-9f00-000000000001';

const hist = (bucket: number | null) => Array.from({ length: 21 }, (_, i) => (i === bucket ? 1 : 0));
const scope = (over: Partial<AttendanceFactsScope> = {}): AttendanceFactsScope => ({ channelId, timezone: SAO_PAULO, from: '2026-03-09', to: '2026-03-10', ...over });

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.db;
  channelId = await createRollupChannel(db);
  ana = await createRollupOperator(db, channelId, 'Ana');
  vendas = await createRollupDepartment(db, channelId, 'Vendas');
  tagId = await createRollupTag(db, channelId, 'VIP');
  const c = (n: string) => createRollupContact(db, channelId, n, `Cliente ${n}`, tagId);
  // A1: opened 10:00 on the 9th, 90 s in the queue, answered 30 s later, finished 23:30 local (02:30Z on the 10th).
  await insertAttendance(db, {
    channelId, contactId: await c('5511900000001'), status: 'finished', createdAt: '2026-03-09T13:00:00Z', queuedAt: '2026-03-09T13:00:00Z',
    assignedAt: '2026-03-09T13:01:30Z', firstResponseAt: '2026-03-09T13:02:00Z', finishedAt: '2026-03-10T02:30:00Z',
    departmentId: vendas, operatorId: ana, tabulationId: tabulation,
  });
  // A2: opened 23:50 local on the 9th, assigned 00:10 local on the 10th (no queue time: from the opening), still with Ana.
  await insertAttendance(db, {
    channelId, contactId: await c('5511900000002'), status: 'in_attendance', createdAt: '2026-03-10T02:50:00Z', assignedAt: '2026-03-10T03:10:00Z',
    departmentId: vendas, operatorId: ana,
  });
  // A3: the bot solved it on the 10th. A4: abandoned in the queue on the 10th.
  await insertAttendance(db, { channelId, contactId: await c('5511900000003'), status: 'finished', createdAt: '2026-03-10T12:00:00Z', finishedAt: '2026-03-10T12:05:00Z' });
  await insertAttendance(db, {
    channelId, contactId: await c('5511900000004'), status: 'abandoned', createdAt: '2026-03-10T13:00:00Z', queuedAt: '2026-03-10T13:00:00Z',
    finishedAt: '2026-03-10T13:30:00Z', departmentId: vendas,
  });
  // Another company's attendance on the same days never shows.
  const other = await createRollupChannel(db);
  await insertAttendance(db, { channelId: other, contactId: await createRollupContact(db, other, '5511900000009'), status: 'opened', createdAt: '2026-03-09T15:00:00Z' });
});
afterAll(async () => {
  await testDb.drop();
});

const DAY_9 = {
  day: '2026-03-09', opened: 2, stillOpen: 1, assigned: 1, waitSeconds: 90, firstResponses: 1, firstResponseSeconds: 30,
  finished: 1, abandoned: 0, botOnly: 0, handled: 1, handleSeconds: 48_510, waitHist: hist(6), firstResponseHist: hist(3), handleHist: hist(19),
};
const DAY_10 = {
  day: '2026-03-10', opened: 2, stillOpen: 0, assigned: 1, waitSeconds: 1200, firstResponses: 0, firstResponseSeconds: 0,
  finished: 1, abandoned: 1, botOnly: 1, handled: 0, handleSeconds: 0, waitHist: hist(13), firstResponseHist: hist(null), handleHist: hist(null),
};

describe('attendance figures per local day (São Paulo)', () => {
  it('counts each measure on the local day of its moment: a finish at 23:30 local stays on that day', async () => {
    expect(await attendanceFacts(testDb.db.orm, scope(), 'day', { withHist: true })).toEqual([DAY_9, DAY_10]);
  });

  it('answers the same after the compactor folded the deltas, and leaves no delta behind', async () => {
    await compactAll(testDb.db);
    expect(await attendanceFacts(testDb.db.orm, scope(), 'day', { withHist: true })).toEqual([DAY_9, DAY_10]);
    const left = await testDb.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from report_attendance_deltas`);
    expect(left.rows[0]?.n).toBe(0);
  });

  it('computes the same rows from the raw attendances when a tag or contact filter is set', async () => {
    expect(await attendanceFacts(testDb.db.orm, scope({ tagId }), 'day', { withHist: true })).toEqual([DAY_9, DAY_10]);
    expect(await attendanceFacts(testDb.db.orm, scope({ contact: '0000000' }), 'day', { withHist: true })).toEqual([DAY_9, DAY_10]);
    const one = await attendanceFacts(testDb.db.orm, scope({ contact: 'cliente 5511900000004' }), 'none');
    expect(one).toEqual([{ opened: 1, stillOpen: 0, assigned: 0, waitSeconds: 0, firstResponses: 0, firstResponseSeconds: 0, finished: 0, abandoned: 1, botOnly: 0, handled: 0, handleSeconds: 0 }]);
  });

  it('keeps the period to its local days and the filter bar to its keys', async () => {
    const ninth = await attendanceFacts(testDb.db.orm, scope({ to: '2026-03-09' }), 'none');
    expect(ninth[0]).toMatchObject({ opened: 2, finished: 1, handled: 1 });
    const byStatus = await attendanceFacts(testDb.db.orm, scope(), 'status');
    expect(byStatus.map((r) => [r.status, r.opened, r.finished, r.abandoned])).toEqual([
      ['abandoned', 1, 0, 1],
      ['finished', 2, 2, 0],
      ['in_attendance', 1, 0, 0],
    ]);
    const anas = await attendanceFacts(testDb.db.orm, scope({ operatorId: ana }), 'none');
    expect(anas[0]).toMatchObject({ opened: 2, assigned: 2, handled: 1 });
    const queued = await attendanceFacts(testDb.db.orm, scope({ departmentId: vendas, statuses: ['abandoned'] }), 'none');
    expect(queued[0]).toMatchObject({ opened: 1, abandoned: 1 });
    const tabulated = await attendanceFacts(testDb.db.orm, scope(), 'tabulationOperatorDepartment');
    expect(tabulated.map((r) => [r.tabulationId, r.operatorId, r.departmentId, r.opened])).toEqual([
      [tabulation, ana, vendas, 1],
      [null, ana, vendas, 1],
      [null, null, vendas, 1],
      [null, null, null, 1],
    ]);
  });

  it('answers one row of zeros for a period with nothing', async () => {
    const none = await attendanceFacts(testDb.db.orm, scope({ from: '2025-01-01', to: '2025-01-31' }), 'none', { withHist: true });
    expect(none).toEqual([{ opened: 0, stillOpen: 0, assigned: 0, waitSeconds: 0, firstResponses: 0, firstResponseSeconds: 0, finished: 0, abandoned: 0, botOnly: 0, handled: 0, handleSeconds: 0, waitHist: hist(null), firstResponseHist: hist(null), handleHist: hist(null) }]);
    expect(await attendanceFacts(testDb.db.orm, scope({ from: '2025-01-01', to: '2025-01-31' }), 'day')).toEqual([]);
  });

  it('recomputes the local days when the channel changes zone (converted by the compactor clock)', async () => {
    await testDb.db.orm.execute(sql`update channels set timezone = 'UTC' where id = ${channelId}`);
    await advanceZoneRebuilds({ db: testDb.db }, { batch: 2 });
    const utc = await attendanceFacts(testDb.db.orm, { ...scope(), timezone: 'UTC' }, 'day');
    // In UTC A2 opens on the 10th, and A1's finish (02:30Z) moves to the 10th too.
    expect(utc.map((r) => [r.day, r.opened, r.assigned, r.finished, r.handled])).toEqual([
      ['2026-03-09', 1, 1, 0, 0],
      ['2026-03-10', 3, 1, 2, 1],
    ]);
    await testDb.db.orm.execute(sql`update channels set timezone = ${SAO_PAULO} where id = ${channelId}`);
    await advanceZoneRebuilds({ db: testDb.db }, { batch: 2 });
    expect(await attendanceFacts(testDb.db.orm, scope(), 'day', { withHist: true })).toEqual([DAY_9, DAY_10]);
  });
});
