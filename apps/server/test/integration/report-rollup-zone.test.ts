// A channel's new zone (migration 0019): the settings update only records it; the compactor's clock
// converts the attendances in batches. Meanwhile every answer stays exact in total (each attendance
// counts once, in its old zone until its batch), changes made during the conversion land right, and
// at the end the rollup equals the raw attendances read in the new zone, day by day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { attendanceFacts } from '../../src/modules/reports/facts/attendance-facts.repository.js';
import type { AttendanceFactsScope, FactsGrouping } from '../../src/modules/reports/facts/facts.types.js';
import { advanceZoneRebuilds } from '../../src/modules/reports/facts/zone-rebuild.job.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SAO_PAULO, compactAll, createRollupChannel, createRollupOperator, insertRandomAttendances } from '../support/report-rollup-fixtures.js';

let testDb: TestDatabase;
let channelId: string;
let ana: string;
const WHOLE = { from: '2025-12-01', to: '2026-05-31' };
const scope = (timezone: string, over: Partial<AttendanceFactsScope> = {}): AttendanceFactsScope => ({ channelId, timezone, ...WHOLE, ...over });
const exec = (q: ReturnType<typeof sql>) => testDb.db.orm.execute(q);

async function contacts(n: number, prefix: string): Promise<string[]> {
  const res = await exec(sql`insert into contacts (channel_id, number) select ${channelId}, ${prefix} || lpad(g::text, 6, '0') from generate_series(1, ${n}) g returning id`);
  return res.rows.map((r) => String(r.id));
}

const raw = (timezone: string, grouping: FactsGrouping, over: Partial<AttendanceFactsScope> = {}) =>
  attendanceFacts(testDb.db.orm, scope(timezone, { ...over, contact: '55' }), grouping, { withHist: true });
const rollup = (timezone: string, grouping: FactsGrouping, over: Partial<AttendanceFactsScope> = {}) =>
  attendanceFacts(testDb.db.orm, scope(timezone, over), grouping, { withHist: true });
const rebuilds = async () => (await exec(sql`select channel_id, old_timezone, after_id from report_zone_rebuilds`)).rows;

beforeAll(async () => {
  testDb = await createTestDatabase();
  channelId = await createRollupChannel(testDb.db);
  ana = await createRollupOperator(testDb.db, channelId, 'Ana');
  const team = { channelId, operatorIds: [ana], departmentIds: [], tabulationIds: [] };
  await insertRandomAttendances(testDb.db, { ...team, contactIds: await contacts(120, '55119'), count: 120, fromIso: '2026-01-01T00:00:00Z', toIso: '2026-03-31T00:00:00Z', seed: 7 });
  await compactAll(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

describe('a channel changing zone', () => {
  it('records the change and keeps answering in the old zone until the clock converts it', async () => {
    const before = await rollup(SAO_PAULO, 'dayStatus');
    await exec(sql`update channels set timezone = 'Asia/Tokyo' where id = ${channelId}`);
    expect(await rebuilds()).toEqual([{ channel_id: channelId, old_timezone: SAO_PAULO, after_id: null }]);
    expect(await rollup('Asia/Tokyo', 'dayStatus')).toEqual(before);
  });

  it('stays exact in total between batches, with changes to converted and unconverted attendances', async () => {
    const total = async () => (await rollup('Asia/Tokyo', 'operator')).map((r) => ({ ...r }));
    await advanceZoneRebuilds({ db: testDb.db }, { batch: 40, budgetMs: 0 });
    const [cursor] = await rebuilds();
    expect(cursor?.after_id).toEqual(expect.any(String));
    // The whole span's totals do not depend on the zone: rollup (mixed zones) = raw (new zone).
    expect(await total()).toEqual(await raw('Asia/Tokyo', 'operator'));
    // Finish every open attendance on both sides of the cursor, open new ones, delete one of each side.
    await exec(sql`update attendances set status = 'finished', finished_at = created_at + interval '13 hours', operator_id = ${ana}, assigned_at = coalesce(assigned_at, created_at)
                   where channel_id = ${channelId} and finished_at is null`);
    await insertRandomAttendances(testDb.db, { channelId, operatorIds: [ana], departmentIds: [], tabulationIds: [], contactIds: await contacts(30, '55219'), count: 30, fromIso: '2026-02-01T00:00:00Z', toIso: '2026-03-01T00:00:00Z', seed: 8 });
    await exec(sql`delete from attendances where id in (select id from attendances where channel_id = ${channelId} and id < ${cursor!.after_id}::uuid order by id limit 1)`);
    await exec(sql`delete from attendances where id in (select id from attendances where channel_id = ${channelId} and id > ${cursor!.after_id}::uuid order by id limit 1)`);
    expect(await total()).toEqual(await raw('Asia/Tokyo', 'operator'));
    await compactAll(testDb.db);
    await advanceZoneRebuilds({ db: testDb.db }, { batch: 40, budgetMs: 0 });
    expect(await total()).toEqual(await raw('Asia/Tokyo', 'operator'));
  });

  it('ends with every day in the new zone, daily and monthly, and no rebuild left', async () => {
    await advanceZoneRebuilds({ db: testDb.db }, { batch: 40 });
    expect(await rebuilds()).toEqual([]);
    const days = await rollup('Asia/Tokyo', 'dayStatus');
    expect(days).toEqual(await raw('Asia/Tokyo', 'dayStatus'));
    // Openings per day, counted straight from the attendances in each zone: the rollup has Tokyo's, which differ from São Paulo's.
    const openedPerDay = async (zone: string) =>
      (await exec(sql`select to_char((created_at at time zone ${zone})::date, 'YYYY-MM-DD') as day, count(*)::int as n from attendances
                      where channel_id = ${channelId} group by 1 order by 1`)).rows.map((r) => [r.day, r.n]);
    const rollupOpened = (await rollup('Asia/Tokyo', 'day')).filter((r) => r.opened > 0).map((r) => [r.day, r.opened]);
    expect(rollupOpened).toEqual(await openedPerDay('Asia/Tokyo'));
    expect(rollupOpened).not.toEqual(await openedPerDay(SAO_PAULO));
    for (const month of [{ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-02-01', to: '2026-03-31' }]) {
      expect(await rollup('Asia/Tokyo', 'status', month)).toEqual(await raw('Asia/Tokyo', 'status', month));
    }
    await compactAll(testDb.db);
    expect(await rollup('Asia/Tokyo', 'dayStatus')).toEqual(days);
  });

  it('rebuilds at once from the raw rows when the zone changes again during a conversion', async () => {
    await exec(sql`update channels set timezone = 'UTC' where id = ${channelId}`);
    await advanceZoneRebuilds({ db: testDb.db }, { batch: 40, budgetMs: 0 });
    expect((await rebuilds()).length).toBe(1);
    await exec(sql`update channels set timezone = ${SAO_PAULO} where id = ${channelId}`);
    expect(await rebuilds()).toEqual([]);
    expect(await rollup(SAO_PAULO, 'dayStatus')).toEqual(await raw(SAO_PAULO, 'dayStatus'));
    expect(await rollup(SAO_PAULO, 'none', { from: '2026-02-01', to: '2026-02-28' })).toEqual(await raw(SAO_PAULO, 'none', { from: '2026-02-01', to: '2026-02-28' }));
  });

  it('records nothing for a channel without attendances', async () => {
    const empty = await createRollupChannel(testDb.db);
    await exec(sql`update channels set timezone = 'UTC' where id = ${empty}`);
    expect((await rebuilds()).length).toBe(0);
  });
});
