// Messages per UTC hour (statement trigger on messages) read in the channel's zone, the duration
// buckets of SQL against the contract's constant, and operators' online spells (trigger on operators).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DURATION_BUCKET_BOUNDS } from '@atende/contract';
import { messageFigures, messagesSentByOperator } from '../../src/modules/reports/facts/message-facts.repository.js';
import { onlineSecondsByOperator } from '../../src/modules/reports/facts/presence-facts.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SAO_PAULO, compactAll, createRollupChannel, createRollupContact, createRollupOperator } from '../support/report-rollup-fixtures.js';

let testDb: TestDatabase;
let channelId: string;
let ana: string;
const scope = () => ({ channelId, timezone: SAO_PAULO, from: '2026-03-08', to: '2026-03-09' });

beforeAll(async () => {
  testDb = await createTestDatabase();
  channelId = await createRollupChannel(testDb.db);
  ana = await createRollupOperator(testDb.db, channelId, 'Ana');
  const contactId = await createRollupContact(testDb.db, channelId, '5511900000001');
  const msg = (direction: 'in' | 'out', at: string, operatorId: string | null = null) =>
    sql`(${channelId}::uuid, ${contactId}::uuid, ${direction}, 'text', '{}'::jsonb, 'sent', ${at}::timestamptz, ${operatorId}::uuid)`;
  // Sunday 8 March 2026, 23:30 local = Monday 02:30Z; Monday 10:15 local (13:15Z) twice; the day before the period; another company.
  await testDb.db.orm.execute(sql`insert into messages (channel_id, contact_id, direction, type, content, status, created_at, operator_id) values
    ${msg('in', '2026-03-09T02:30:00Z')}, ${msg('in', '2026-03-09T13:15:00Z')}, ${msg('in', '2026-03-09T13:59:59Z')},
    ${msg('out', '2026-03-09T13:20:00Z', ana)}, ${msg('out', '2026-03-09T13:21:00Z')}, ${msg('in', '2026-03-08T02:59:00Z')}`);
  const other = await createRollupChannel(testDb.db);
  const stranger = await createRollupContact(testDb.db, other, '5511900000009');
  await testDb.db.orm.execute(sql`insert into messages (channel_id, contact_id, direction, type, content, status, created_at)
    values (${other}, ${stranger}, 'in', 'text', '{}', 'sent', '2026-03-09T13:00:00Z')`);
});
afterAll(async () => {
  await testDb.drop();
});

describe('message figures', () => {
  const expectFigures = async () => {
    const db = testDb.db.orm;
    const figures = await messageFigures(db, scope());
    expect(figures.totals).toEqual({ inbound: 3, outbound: 2 });
    expect((await messageFigures(db, { ...scope(), operatorId: ana })).totals).toEqual({ inbound: 0, outbound: 1 });
    expect(figures.perDay).toEqual([
      { day: '2026-03-08', inbound: 1, outbound: 0 },
      { day: '2026-03-09', inbound: 2, outbound: 2 },
    ]);
    const cells = figures.heatmap.flatMap((hours, weekday) => hours.map((n, hour) => ({ weekday, hour, n }))).filter((c) => c.n > 0);
    expect(cells).toEqual([
      { weekday: 0, hour: 23, n: 1 },
      { weekday: 1, hour: 10, n: 2 },
    ]);
    expect(await messagesSentByOperator(db, scope())).toEqual(new Map([[ana, 1]]));
  };

  it('counts messages per local day and local weekday × hour from the deltas', expectFigures);

  it('answers the same once compacted into the hourly rollup', async () => {
    await compactAll(testDb.db);
    const rows = await testDb.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from report_message_hourly where channel_id = ${channelId}`);
    // Hours: 02Z in, 13Z in, 13Z out by Ana, 13Z out by nobody, the 8th's 02Z in.
    expect(rows.rows[0]?.n).toBe(5);
    await expectFigures();
  });
});

describe('duration buckets in SQL', () => {
  it('match DURATION_BUCKET_BOUNDS at every boundary', async () => {
    const probes = DURATION_BUCKET_BOUNDS.flatMap((b, i) => [
      { seconds: b, bucket: i },
      { seconds: b + 1, bucket: i },
      ...(b > 0 ? [{ seconds: b - 1, bucket: i - 1 }] : []),
    ]);
    const res = await testDb.db.orm.execute<{ seconds: number; bucket: number }>(sql`
      select s::int as seconds, report_duration_bucket(s) as bucket from unnest(${`{${probes.map((p) => p.seconds).join(',')}}`}::bigint[]) s`);
    expect(res.rows.map((r) => ({ seconds: Number(r.seconds), bucket: Number(r.bucket) }))).toEqual(probes);
    const bounds = await testDb.db.orm.execute<{ b: string[] }>(sql`select report_duration_bounds()::text[] as b`);
    expect(bounds.rows[0]?.b.map(Number)).toEqual([...DURATION_BUCKET_BOUNDS]);
  });
});

describe('operators online', () => {
  const spells = async (operatorId: string) =>
    (await testDb.db.orm.execute<{ open: boolean }>(sql`select offline_at is null as open from operator_presence where operator_id = ${operatorId} order by online_at, id`)).rows.map((r) => r.open);

  it('opens a spell going online (or created online), closes it going offline or deleted', async () => {
    const bia = await createRollupOperator(testDb.db, channelId, 'Bia', true);
    expect(await spells(bia)).toEqual([true]);
    await testDb.db.orm.execute(sql`update operators set status = false where id = ${bia}`);
    expect(await spells(bia)).toEqual([false]);
    await testDb.db.orm.execute(sql`update operators set status = true where id = ${bia}`);
    await testDb.db.orm.execute(sql`update operators set status = true, name = 'Bia S.' where id = ${bia}`);
    expect((await spells(bia)).sort()).toEqual([false, true]);
    await testDb.db.orm.execute(sql`update operators set deleted_at = now() where id = ${bia}`);
    expect(await spells(bia)).toEqual([false, false]);
  });

  it('sums the spells clipped to the period, an open one until now', async () => {
    const caio = await createRollupOperator(testDb.db, channelId, 'Caio');
    await testDb.db.orm.execute(sql`delete from operator_presence where operator_id in (${ana}, ${caio})`);
    await testDb.db.orm.execute(sql`insert into operator_presence (channel_id, operator_id, online_at, offline_at) values
      (${channelId}, ${ana}, '2026-03-08T02:00:00Z', '2026-03-08T04:00:00Z'),
      (${channelId}, ${ana}, '2026-03-09T12:00:00Z', '2026-03-09T12:30:00Z'),
      (${channelId}, ${caio}, '2026-03-09T20:00:00Z', null)`);
    const db = testDb.db.orm;
    // The period starts at 03:00Z on the 8th: Ana's first spell counts 1 h, her second 30 min; Caio is online since 20:00Z.
    const online = await onlineSecondsByOperator(db, { ...scope(), now: new Date('2026-03-09T21:00:00Z') });
    expect(online.get(ana)).toBe(3600 + 1800);
    expect(online.get(caio)).toBe(3600);
    // After the period's end (03:00Z on the 10th) the open spell stops at the end.
    const later = await onlineSecondsByOperator(db, { ...scope(), now: new Date('2026-03-11T00:00:00Z') });
    expect(later.get(caio)).toBe(7 * 3600);
  });
});
