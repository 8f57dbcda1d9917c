// The monthly rollup (migration 0018): groupings without the day read whole months from
// report_attendance_monthly, the partial months at the period's edges from report_attendance_daily,
// and pending deltas for the whole period. For periods cut on month edges, single days, a whole year
// and across a year's end, the answer equals the daily rows summed and the raw path's, with part of
// the figures folded and part still in deltas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { attendanceFacts } from '../../src/modules/reports/facts/attendance-facts.repository.js';
import type { AttendanceFactRowWithHist, AttendanceFactsScope, FactsGrouping } from '../../src/modules/reports/facts/facts.types.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import {
  SAO_PAULO, compactAll, createRollupChannel, createRollupDepartment, createRollupOperator, insertRandomAttendances, seededRandom,
} from '../support/report-rollup-fixtures.js';

let testDb: TestDatabase;
let channelId: string;
const scope = (from: string, to: string): AttendanceFactsScope => ({ channelId, timezone: SAO_PAULO, from, to });

async function contacts(n: number, prefix: string): Promise<string[]> {
  const res = await testDb.db.orm.execute<{ id: string }>(sql`
    insert into contacts (channel_id, number) select ${channelId}, ${prefix} || lpad(g::text, 6, '0') from generate_series(1, ${n}) g returning id`);
  return res.rows.map((r) => r.id);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.db;
  channelId = await createRollupChannel(db);
  const team = {
    channelId,
    operatorIds: [await createRollupOperator(db, channelId, 'Ana'), await createRollupOperator(db, channelId, 'Beto')],
    departmentIds: [await createRollupDepartment(db, channelId, 'Vendas'), await createRollupDepartment(db, channelId, 'Suporte')],
    tabulationIds: ['7d6b1f0e-2c1a-4b8e-9f00-000000000001', '7d6b1f0e-2c1a-4b8e-9f00-000000000002'],
  };
  // Folded: 400 attendances over 15 months. Pending: 150 more and moves of some folded ones.
  await insertRandomAttendances(db, { ...team, contactIds: await contacts(400, '55119'), count: 400, fromIso: '2025-01-01T00:00:00Z', toIso: '2026-03-31T00:00:00Z', seed: 18 });
  await compactAll(db);
  await insertRandomAttendances(db, { ...team, contactIds: await contacts(150, '55219'), count: 150, fromIso: '2024-12-20T00:00:00Z', toIso: '2026-03-31T00:00:00Z', seed: 19 });
  await db.orm.execute(sql`update attendances set operator_id = ${team.operatorIds[1]!} where operator_id = ${team.operatorIds[0]!} and status = 'in_attendance'`);
  await db.orm.execute(sql`update attendances set status = 'abandoned', finished_at = created_at + interval '40 days' where status = 'waiting'`);
});
afterAll(async () => {
  await testDb.drop();
});

/** Adds rows' totals and histograms (the 'day' grouping summed: what the daily rows alone answer). */
function sumRows(rows: AttendanceFactRowWithHist[]): AttendanceFactRowWithHist {
  const total = { opened: 0, stillOpen: 0, assigned: 0, waitSeconds: 0, firstResponses: 0, firstResponseSeconds: 0, finished: 0, abandoned: 0, botOnly: 0, handled: 0, handleSeconds: 0,
    waitHist: Array<number>(21).fill(0), firstResponseHist: Array<number>(21).fill(0), handleHist: Array<number>(21).fill(0) };
  for (const r of rows) {
    for (const k of ['opened', 'stillOpen', 'assigned', 'waitSeconds', 'firstResponses', 'firstResponseSeconds', 'finished', 'abandoned', 'botOnly', 'handled', 'handleSeconds'] as const) total[k] += r[k];
    for (const h of ['waitHist', 'firstResponseHist', 'handleHist'] as const) r[h].forEach((n, i) => (total[h][i]! += n));
  }
  return total;
}

const day = (n: number) => new Date(Date.UTC(2024, 11, 15) + n * 86_400_000).toISOString().slice(0, 10);
const rnd = seededRandom(2026);
const randomPeriods = Array.from({ length: 8 }, () => {
  const a = Math.floor(rnd() * 480);
  const b = a + Math.floor(rnd() * 200);
  return [day(a), day(Math.min(b, 480))] as const;
});
const PERIODS: Array<readonly [string, string]> = [
  ['2025-03-01', '2025-03-31'], // one whole month
  ['2025-03-01', '2025-05-31'], // whole months only
  ['2025-02-28', '2025-03-01'], // two days across a month's end
  ['2025-07-14', '2025-07-14'], // one day
  ['2025-01-01', '2025-12-31'], // a whole year
  ['2025-11-17', '2026-02-03'], // across a year's end, partial months on both sides
  ['2025-04-02', '2025-06-30'], // partial first month, whole last
  ['2024-12-01', '2026-03-31'], // everything
  ...randomPeriods,
];

describe('the monthly rollup', () => {
  it('holds, for every month, the sum of its daily rows', async () => {
    const res = await testDb.db.orm.execute<{ diff: number }>(sql`
      with d as (select date_trunc('month', day::timestamp)::date as m, department_id, operator_id, tabulation_id, status,
                        sum(opened) o, sum(finished) f, sum(handle_seconds) h, sum(wait_hist[7]) w from report_attendance_daily group by 1, 2, 3, 4, 5)
      select count(*)::int as diff from d full join report_attendance_monthly m
          on m.day = d.m and m.status = d.status and m.department_id is not distinct from d.department_id
         and m.operator_id is not distinct from d.operator_id and m.tabulation_id is not distinct from d.tabulation_id
       where d.o is distinct from m.opened or d.f is distinct from m.finished or d.h is distinct from m.handle_seconds or d.w is distinct from m.wait_hist[7]`);
    expect(res.rows[0]?.diff).toBe(0);
    // Moments run from late December 2024 (local) to finishes weeks after March 2026's openings: 17 months.
    const months = await testDb.db.orm.execute<{ n: number; first: string; last: string }>(sql`
      select count(distinct day)::int as n, min(day)::text as first, max(day)::text as last from report_attendance_monthly`);
    expect(months.rows[0]).toEqual({ n: 17, first: '2024-12-01', last: '2026-04-01' });
  });

  for (const [from, to] of PERIODS) {
    it(`answers ${from} → ${to} as the daily rows and the raw attendances do`, async () => {
      const orm = testDb.db.orm;
      const [none] = await attendanceFacts(orm, scope(from, to), 'none', { withHist: true });
      expect(none).toEqual(sumRows(await attendanceFacts(orm, scope(from, to), 'day', { withHist: true })));
      expect(await attendanceFacts(orm, { ...scope(from, to), contact: '55' }, 'none', { withHist: true })).toEqual([none]);
      for (const grouping of ['operator', 'status', 'tabulationOperatorDepartment'] satisfies FactsGrouping[]) {
        const raw = await attendanceFacts(orm, { ...scope(from, to), contact: '55' }, grouping, { withHist: true });
        expect(await attendanceFacts(orm, scope(from, to), grouping, { withHist: true })).toEqual(raw);
      }
    });
  }

  it('has figures to compare: the year holds hundreds of attendances, some still pending in deltas', async () => {
    const [year] = await attendanceFacts(testDb.db.orm, scope('2025-01-01', '2025-12-31'), 'none');
    expect(year!.opened).toBeGreaterThan(300);
    expect(year!.abandoned).toBeGreaterThan(10);
    const pending = await testDb.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from report_attendance_deltas`);
    expect(pending.rows[0]?.n).toBeGreaterThan(100);
  });

  it('answers the same once everything is folded, and keeps no month at zero', async () => {
    const before = await attendanceFacts(testDb.db.orm, scope('2025-02-10', '2026-01-20'), 'operator', { withHist: true });
    await compactAll(testDb.db);
    expect(await attendanceFacts(testDb.db.orm, scope('2025-02-10', '2026-01-20'), 'operator', { withHist: true })).toEqual(before);
    const zero = await testDb.db.orm.execute<{ n: number }>(sql`
      select count(*)::int as n from report_attendance_monthly where opened = 0 and assigned = 0 and first_responses = 0 and finished = 0 and abandoned = 0`);
    expect(zero.rows[0]?.n).toBe(0);
  });
});
