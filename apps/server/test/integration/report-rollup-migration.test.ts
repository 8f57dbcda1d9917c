// Migrations 0018-0022 on a database that already holds reports' figures (run on one of its own): the
// monthly rollup is backfilled from the daily rows, pending deltas are folded into both afterwards,
// and the answers (rollup, monthly, raw path) agree.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceFacts } from '../../src/modules/reports/facts/attendance-facts.repository.js';
import { runMigrations } from '../../src/platform/db/migrate.js';
import { migrationsUpTo } from '../support/migrations-up-to.js';
import { createTestDatabase } from '../support/test-database.js';
import { SAO_PAULO, compactAll, createRollupChannel, createRollupOperator, insertRandomAttendances } from '../support/report-rollup-fixtures.js';

describe('the monthly rollup on an existing database', () => {
  it('is backfilled from the daily rows, and the figures stay those of the raw attendances', async () => {
    const testDb = await createTestDatabase({ migrationsFolder: migrationsUpTo(17) });
    const run = (query: ReturnType<typeof sql>) => testDb.db.orm.execute(query);
    try {
      const channelId = await createRollupChannel(testDb.db);
      const team = { channelId, operatorIds: [await createRollupOperator(testDb.db, channelId, 'Ana')], departmentIds: [], tabulationIds: [crypto.randomUUID()] };
      const contacts = async (n: number, prefix: string) =>
        (await run(sql`insert into contacts (channel_id, number) select ${channelId}, ${prefix} || lpad(g::text, 6, '0') from generate_series(1, ${n}) g returning id`)).rows.map((r) => String(r.id));
      await insertRandomAttendances(testDb.db, { ...team, contactIds: await contacts(200, '55119'), count: 200, fromIso: '2025-01-01T00:00:00Z', toIso: '2025-12-31T00:00:00Z', seed: 21 });
      // Folded the 0017 way (daily rows only), then more attendances left as deltas.
      await run(sql`select report_rebuild_attendance_rollup(${channelId})`);
      await insertRandomAttendances(testDb.db, { ...team, contactIds: await contacts(50, '55219'), count: 50, fromIso: '2025-01-01T00:00:00Z', toIso: '2025-12-31T00:00:00Z', seed: 22 });

      await runMigrations(testDb.db);

      const sums = async (table: string) =>
        (await run(sql`select sum(opened)::int as opened, sum(finished)::int as finished, sum(handle_seconds)::float8 as handle, sum(wait_hist[8])::int as w
                       from ${sql.raw(table)} where channel_id = ${channelId}`)).rows[0];
      expect(await sums('report_attendance_monthly')).toEqual(await sums('report_attendance_daily'));
      expect((await sums('report_attendance_monthly'))?.opened).toBe(200);
      const scope = { channelId, timezone: SAO_PAULO, from: '2024-12-01', to: '2026-01-31' };
      const raw = await attendanceFacts(testDb.db.orm, { ...scope, contact: '55' }, 'status', { withHist: true });
      expect(raw.reduce((n, r) => n + r.opened, 0)).toBe(250);
      expect(await attendanceFacts(testDb.db.orm, scope, 'status', { withHist: true })).toEqual(raw);
      await compactAll(testDb.db);
      expect(await attendanceFacts(testDb.db.orm, scope, 'status', { withHist: true })).toEqual(raw);
      expect((await sums('report_attendance_monthly'))?.opened).toBe(250);
    } finally {
      await testDb.drop();
    }
  });
});

describe('the tag and day × status rollups on an existing database (migrations 0029, 0031)', () => {
  it('copies each contact’s tag onto its attendances and fills the tag rollups, with deltas pending', async () => {
    const testDb = await createTestDatabase({ migrationsFolder: migrationsUpTo(28) });
    const run = (query: ReturnType<typeof sql>) => testDb.db.orm.execute(query);
    try {
      const channelId = await createRollupChannel(testDb.db);
      const tagId = crypto.randomUUID();
      await run(sql`insert into tags (id, channel_id, name, color) values (${tagId}, ${channelId}, 'VIP', '#336699')`);
      const team = { channelId, operatorIds: [await createRollupOperator(testDb.db, channelId, 'Ana')], departmentIds: [], tabulationIds: [] };
      // Every other contact tagged; part of the figures folded, part still deltas.
      const contacts = (await run(sql`insert into contacts (channel_id, number, tag_id)
        select ${channelId}, '55119' || lpad(g::text, 6, '0'), case when g % 2 = 0 then ${tagId}::uuid end from generate_series(1, 120) g returning id`)).rows.map((r) => String(r.id));
      await insertRandomAttendances(testDb.db, { ...team, contactIds: contacts.slice(0, 80), count: 80, fromIso: '2025-01-01T00:00:00Z', toIso: '2025-12-31T00:00:00Z', seed: 28 });
      // Folded the 0028 way (this build's compactor already reads tag_id).
      await run(sql`select report_rebuild_attendance_rollup(${channelId})`);
      await insertRandomAttendances(testDb.db, { ...team, contactIds: contacts.slice(80), count: 40, fromIso: '2025-01-01T00:00:00Z', toIso: '2025-12-31T00:00:00Z', seed: 29 });

      await runMigrations(testDb.db);

      const scope = { channelId, timezone: SAO_PAULO, from: '2024-12-01', to: '2026-01-31', tagId };
      const raw = await attendanceFacts(testDb.db.orm, { ...scope, contact: '55' }, 'status', { withHist: true });
      expect(raw.reduce((n, r) => n + r.opened, 0)).toBe(60);
      expect(await attendanceFacts(testDb.db.orm, scope, 'status', { withHist: true })).toEqual(raw);
      await compactAll(testDb.db);
      expect(await attendanceFacts(testDb.db.orm, scope, 'status', { withHist: true })).toEqual(raw);
      const all = await attendanceFacts(testDb.db.orm, { ...scope, tagId: undefined }, 'none');
      expect(all[0]?.opened).toBe(120);
      // The day × status rollup (0031), backfilled from the daily rows, answers the per-day chart as the raw rows do.
      const untagged = { ...scope, tagId: undefined };
      expect(await attendanceFacts(testDb.db.orm, untagged, 'dayStatus')).toEqual(await attendanceFacts(testDb.db.orm, { ...untagged, contact: '55' }, 'dayStatus'));
    } finally {
      await testDb.drop();
    }
  });
});
