// Migrations 0018-0022 on a database that already holds reports' figures (run on one of its own): the
// monthly rollup is backfilled from the daily rows, pending deltas are folded into both afterwards,
// and the answers (rollup, monthly, raw path) agree.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceFacts } from '../../src/modules/reports/facts/attendance-facts.repository.js';
import { messageFigures } from '../../src/modules/reports/facts/message-facts.repository.js';
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

describe('the local-day rollups on an existing database (migration 0036)', () => {
  it('fills messages per day, the heatmap, the survey rollup and the day × department × status rollup, with deltas pending', async () => {
    const testDb = await createTestDatabase({ migrationsFolder: migrationsUpTo(35) });
    const run = (query: ReturnType<typeof sql>) => testDb.db.orm.execute(query);
    try {
      const channelId = await createRollupChannel(testDb.db);
      const ana = await createRollupOperator(testDb.db, channelId, 'Ana');
      const team = { channelId, operatorIds: [ana], departmentIds: [crypto.randomUUID(), crypto.randomUUID()], tabulationIds: [] };
      await run(sql`insert into departments (id, channel_id, name) values (${team.departmentIds[0]!}, ${channelId}, 'Vendas'), (${team.departmentIds[1]!}, ${channelId}, 'Suporte')`);
      const contacts = (await run(sql`insert into contacts (channel_id, number)
        select ${channelId}, '55119' || lpad(g::text, 6, '0') from generate_series(1, 80) g returning id`)).rows.map((r) => String(r.id));
      await insertRandomAttendances(testDb.db, { ...team, contactIds: contacts, count: 80, fromIso: '2025-01-01T00:00:00Z', toIso: '2025-12-31T00:00:00Z', seed: 35 });
      await run(sql`select report_rebuild_attendance_rollup(${channelId})`);
      const messages = (from: string) => run(sql`insert into messages (channel_id, contact_id, direction, type, content, status, created_at, operator_id)
        select ${channelId}, ${contacts[0]!}, case when g % 3 = 0 then 'out' else 'in' end, 'text', '{}', 'sent',
               ${from}::timestamptz + make_interval(hours => g * 7), case when g % 6 = 0 then ${ana}::uuid end
          from generate_series(1, 300) g`);
      // Folded the 0035 way (hourly rows only), then more messages left as deltas.
      await messages('2025-01-01T00:00:00Z');
      await run(sql`with taken as (delete from report_message_deltas returning channel_id, hour, direction, operator_id, messages)
        insert into report_message_hourly (channel_id, hour, direction, operator_id, messages)
        select channel_id, hour, direction, operator_id, sum(messages)::int from taken group by 1, 2, 3, 4`);
      await messages('2025-04-01T00:00:00Z');
      await run(sql`insert into attendance_surveys (attendance_id, channel_id, operator_id, department_id, status, score, sent_at, answered_at)
        select id, channel_id, operator_id, department_id, 'answered', (1 + abs(hashtext(id::text)) % 5)::smallint, finished_at, finished_at + interval '3 hours'
          from attendances where finished_at is not null`);
      await runMigrations(testDb.db);
      const scope = { channelId, timezone: SAO_PAULO, from: '2025-01-10', to: '2025-11-20' };
      const daily = await run(sql`select count(*)::int as n from report_message_daily where channel_id = ${channelId}`);
      expect(Number(daily.rows[0]?.n)).toBeGreaterThan(0);
      const live = await messageFigures(testDb.db.orm, scope);
      const inPeriod = await run(sql`select count(*)::int as n from messages where channel_id = ${channelId}
        and (created_at at time zone ${SAO_PAULO})::date between ${scope.from}::date and ${scope.to}::date`);
      expect(live.totals.inbound + live.totals.outbound).toBe(Number(inPeriod.rows[0]?.n));
      expect(live.totals.inbound + live.totals.outbound).toBeGreaterThan(500);
      await compactAll(testDb.db);
      expect(await messageFigures(testDb.db.orm, scope)).toEqual(live);
      const rollup = await run(sql`select sum(sent)::int as sent, sum(s1 + s2 + s3 + s4 + s5)::int as responses,
        sum(s1 + 2 * s2 + 3 * s3 + 4 * s4 + 5 * s5)::int as score_sum from report_survey_daily where channel_id = ${channelId}`);
      const answers = await run(sql`select count(*)::int as sent, count(score)::int as responses, sum(score)::int as score_sum
        from attendance_surveys where channel_id = ${channelId}`);
      expect(rollup.rows[0]).toEqual(answers.rows[0]);
      const byDepartment = { ...scope, departmentId: team.departmentIds[0] };
      expect(await attendanceFacts(testDb.db.orm, byDepartment, 'dayStatus')).toEqual(await attendanceFacts(testDb.db.orm, { ...byDepartment, contact: '55' }, 'dayStatus'));
    } finally {
      await testDb.drop();
    }
  });
});
