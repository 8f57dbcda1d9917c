// Seeds issue 18's volume into the demo company's channel, straight in SQL (seed-reports-sql.ts):
// 30 operators in 5 departments, 8 tabulations, 10 tags, 300,000 contacts, 1,000,000 attendances
// and 10,000,000 messages over the last 365 days, surveys, online spells and access logs. Rows go
// through the real tables, so the reports' triggers (migration 0017) fill the rollup deltas as
// production traffic would. A marker table remembers a finished seed: a rerun on the same database
// reuses it and only looks the ids up again.
import pg from 'pg';
import {
  benchAttendancesSql,
  insertAccessLogsSql,
  insertAttendancesSql,
  insertMessagesSql,
  insertPresenceSql,
  insertSurveysSql,
} from './seed-reports-sql.js';

export const REPORT_SEED_SIZES = { contacts: 300_000, attendances: 1_000_000, messagesPerAttendance: 10, stillOpen: 300 };
const ATTENDANCE_CHUNK = 250_000;

export type ReportSeedIds = { departmentId: string; operatorId: string; userId: string; tagId: string; tabulationId: string };
export type ReportSeed = {
  reused: boolean;
  seconds: number;
  /** How the rollup was filled: the live triggers, or nothing (no reports migration in this build). */
  rollup: 'triggers' | 'none';
  steps: Record<string, number>;
  ids: ReportSeedIds;
};

const MARKER = 'bench_reports_seed';

async function timed<T>(steps: Record<string, number>, name: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await fn();
  steps[name] = Math.round((performance.now() - t0) / 100) / 10;
  return result;
}

/** The triggers of the reports (anything on attendances or messages but the protocol numbering). */
async function reportTriggers(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select tgrelid::regclass || '.' || tgname as name from pg_trigger
     where tgrelid in ('attendances'::regclass, 'messages'::regclass) and not tgisinternal and tgname <> 'attendances_number_protocol'`,
  );
  return rows.map((r) => r.name);
}

async function lookUpIds(db: pg.Client, channelId: string): Promise<ReportSeedIds> {
  const one = async (sql: string) => (await db.query<{ id: string }>(sql, [channelId])).rows[0]?.id ?? '';
  return {
    departmentId: await one(`select id from departments where channel_id = $1 and name = 'Departamento Bench 3'`),
    operatorId: await one(`select id from operators where channel_id = $1 and name = 'Operador Bench 14'`),
    userId: await one(`select user_id as id from operators where channel_id = $1 and name = 'Operador Bench 14'`),
    tagId: await one(`select id from tags where channel_id = $1 and name = 'Etiqueta Bench 4'`),
    tabulationId: await one(`select id from tabulations where channel_id = $1 and name = 'Tabulação Bench 2'`),
  };
}

async function insertTeam(db: pg.Client, channelId: string) {
  const ids = async (sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params)).rows.map((r) => r.id);
  const departments = await ids(
    `insert into departments (channel_id, name) select $1, 'Departamento Bench ' || g from generate_series(1, 5) g order by g returning id`,
    [channelId],
  );
  const tabulations = await ids(
    `insert into tabulations (channel_id, name) select $1, 'Tabulação Bench ' || g from generate_series(1, 8) g order by g returning id`,
    [channelId],
  );
  const tags = await ids(
    `insert into tags (channel_id, name, color) select $1, 'Etiqueta Bench ' || g, '#2f6fb0' from generate_series(1, 10) g order by g returning id`,
    [channelId],
  );
  // 30 operators, 6 per department (operator i works in department ceil(i / 6)).
  const users = await db.query<{ id: string; login: string }>(
    `insert into users (channel_id, role, login, password_hash, name)
     select $1, 'operator', 'bench-op-' || g, 'x', 'Operador Bench ' || g from generate_series(1, 30) g order by g returning id, login`,
    [channelId],
  );
  const byNumber = [...users.rows].sort((a, b) => Number(a.login.slice(9)) - Number(b.login.slice(9)));
  const team = await db.query<{ id: string }>(
    `insert into operators (channel_id, user_id, name)
     select $1, u, 'Operador Bench ' || n from unnest($2::uuid[]) with ordinality x(u, n) order by n returning id`,
    [channelId, byNumber.map((u) => u.id)],
  );
  const operators = team.rows.map((r) => r.id);
  await db.query(
    `insert into operator_departments (operator_id, department_id, channel_id)
     select op, ($2::uuid[])[1 + (n - 1) / 6], $1 from unnest($3::uuid[]) with ordinality o(op, n)`,
    [channelId, departments, operators],
  );
  return { departments, tabulations, tags, operators, users: byNumber.map((u) => u.id), logins: byNumber.map((u) => u.login) };
}

/** Seeds the channel unless the marker says it already holds the volume. */
export async function seedReports(databaseUrl: string, channelId: string, sizes = REPORT_SEED_SIZES): Promise<ReportSeed> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const steps: Record<string, number> = {};
  try {
    await db.query('set statement_timeout = 0');
    await db.query('set synchronous_commit = off');
    await db.query(`create table if not exists ${MARKER} (channel_id uuid primary key, seeded_at timestamptz not null, seconds numeric not null, rollup text not null)`);
    const marker = await db.query<{ seconds: string; rollup: ReportSeed['rollup'] }>(`select seconds, rollup from ${MARKER} where channel_id = $1`, [channelId]);
    if (marker.rows[0]) {
      return { reused: true, seconds: Number(marker.rows[0].seconds), rollup: marker.rows[0].rollup, steps, ids: await lookUpIds(db, channelId) };
    }
    const rollup: ReportSeed['rollup'] = (await reportTriggers(db)).length > 0 ? 'triggers' : 'none';
    const t0 = performance.now();
    // One transaction: a seed that fails half way leaves nothing behind for the rerun to trip on.
    await db.query('begin');
    const { rows } = await db.query<{ timezone: string }>('select timezone from channels where id = $1', [channelId]);
    const zone = rows[0]?.timezone ?? 'America/Sao_Paulo';

    const team = await timed(steps, 'team', () => insertTeam(db, channelId));
    await timed(steps, 'contacts', async () => {
      await db.query(
        `insert into contacts (channel_id, number, name, email, tag_id, created_at)
         select $1, '5521' || lpad(g::text, 9, '0'), 'Cliente Bench ' || g, 'cliente' || g || '@exemplo.com.br',
                case when g % 10 < 7 then ($2::uuid[])[1 + g % 10] end, now() - ((g::bigint * 104729) % 480) * interval '1 day'
         from generate_series(1, $3::int) g`,
        [channelId, team.tags, sizes.contacts],
      );
      await db.query(
        `create temporary table bench_contacts as
         select id, substring(number from 5)::int as rn from contacts where channel_id = $1 and number like '5521%'`,
        [channelId],
      );
      await db.query('create unique index on bench_contacts (rn)');
    });
    await timed(steps, 'attendances', async () => {
      for (let first = 1; first <= sizes.attendances; first += ATTENDANCE_CHUNK) {
        const last = Math.min(sizes.attendances, first + ATTENDANCE_CHUNK - 1);
        await db.query(insertAttendancesSql, [channelId, team.departments, team.operators, team.tabulations, sizes.attendances, sizes.stillOpen, zone, first, last]);
      }
    });
    await timed(steps, 'messages', async () => {
      await db.query(benchAttendancesSql, [channelId]);
      for (let slot = 0; slot < sizes.messagesPerAttendance; slot++) await db.query(insertMessagesSql, [channelId, slot]);
    });
    await timed(steps, 'surveys', () => db.query(insertSurveysSql, [channelId]));
    await timed(steps, 'presenceAndAccessLog', async () => {
      await db.query(insertPresenceSql, [channelId, team.operators, zone]);
      await db.query(insertAccessLogsSql, [channelId, team.users, team.logins, zone]);
    });
    const seconds = Math.round((performance.now() - t0) / 100) / 10;
    await db.query(`insert into ${MARKER} (channel_id, seeded_at, seconds, rollup) values ($1, now(), $2, $3)`, [channelId, seconds, rollup]);
    await timed(steps, 'commit', () => db.query('commit'));
    await timed(steps, 'analyze', () => db.query('analyze'));
    return { reused: false, seconds, rollup, steps, ids: await lookUpIds(db, channelId) };
  } finally {
    await db.end();
  }
}

/**
 * Waits until the server's compactor has folded the seed's deltas into the rollups. Without progress
 * for a minute (no compactor running in this build), folds them here instead: the attendance rollup
 * rebuilt from raw rows by migration 0017's report_rebuild_attendance_rollup, the message deltas
 * summed into report_message_hourly and the local rollups rebuilt from it. `by` says which happened.
 */
export async function waitForCompaction(databaseUrl: string, channelId: string, timeoutMs = 30 * 60_000) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const t0 = performance.now();
  const seconds = () => Math.round((performance.now() - t0) / 100) / 10;
  try {
    const left = async () => {
      const { rows } = await db.query<{ n: string }>(
        'select (select count(*) from report_attendance_deltas) + (select count(*) from report_message_deltas) as n',
      );
      return Number(rows[0]?.n ?? 0);
    };
    let deltasLeft = await left();
    let lastProgress = performance.now();
    while (deltasLeft > 1000 && performance.now() - t0 < timeoutMs && performance.now() - lastProgress < 60_000) {
      await new Promise((r) => setTimeout(r, 5000));
      const now = await left();
      if (now < deltasLeft) lastProgress = performance.now();
      deltasLeft = now;
    }
    // The steady state autovacuum reaches a while after a burst (migration 0023 tunes it): the dead
    // versions compaction left behind cleared and the visibility map set, so reads can skip the heap.
    const analyze = () =>
      db.query(
        `vacuum (analyze) report_attendance_daily, report_attendance_monthly, report_attendance_day_status, report_message_hourly,
           report_message_daily, report_message_heatmap, report_survey_daily, report_attendance_tag_daily, report_attendance_deltas,
           report_message_deltas, contacts, attendance_surveys`,
      );
    if (deltasLeft <= 1000) {
      await analyze();
      return { by: 'compactor' as const, seconds: seconds(), deltasLeft };
    }
    await db.query('set statement_timeout = 0');
    await db.query('begin');
    await db.query('select report_rebuild_attendance_rollup($1)', [channelId]);
    await db.query(
      `with taken as (delete from report_message_deltas returning channel_id, hour, direction, operator_id, messages)
       insert into report_message_hourly as h (channel_id, hour, direction, operator_id, messages)
       select channel_id, hour, direction, operator_id, sum(messages)::int from taken group by 1, 2, 3, 4
       on conflict on constraint report_message_hourly_key do update set messages = h.messages + excluded.messages`,
    );
    // The hourly rows just folded here, into the local day and heatmap rollups (migration 0036).
    await db.query('select report_rebuild_local_rollups($1)', [channelId]);
    await db.query('commit');
    await analyze();
    return { by: 'rebuild' as const, seconds: seconds(), deltasLeft: await left() };
  } finally {
    await db.end();
  }
}

/** The database's size on disk (pg_database_size), for the report. */
export async function databaseSize(databaseUrl: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size');
    return rows[0]?.size ?? '?';
  } finally {
    await db.end();
  }
}
