// The reports benches run the real built server on a PostgreSQL database that keeps the seed between
// runs (BENCH_REPORTS_DATABASE_URL, default bench_reports on the local server, ~5 GB): the first run
// seeds it (minutes), later runs reuse it. Drop it when done: `dropdb bench_reports`.
import pg from 'pg';
import { startServer, type RunningServer } from '../../e2e/support/server.js';
import { report } from '../report.js';
import { databaseSize, seedReports, waitForCompaction, type ReportSeedIds } from './seed-reports.js';
import { signIn } from './report-client.js';

const PASSWORD = 'senha-bench-123';

export const reportsDatabaseUrl = () => process.env.BENCH_REPORTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_reports';

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

export type SeededServer = { server: RunningServer; token: string; channelId: string; ids: ReportSeedIds; databaseUrl: string };

/** Starts the server on the seeded database (seeding it first when it is new) and signs the owner in. */
export async function startSeededServer(bench: string): Promise<SeededServer> {
  const databaseUrl = reportsDatabaseUrl();
  await ensureDatabase(databaseUrl);
  const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' });
  try {
    const owner = await signIn(server.url, 'empresa', PASSWORD);
    const seed = await seedReports(databaseUrl, owner.user.channelId);
    report({ bench: `${bench}.seed`, reused: seed.reused, seconds: seed.seconds, rollup: seed.rollup, steps: seed.steps, database: await databaseSize(databaseUrl) });
    // The compactor (running in this server) folds what the triggers appended before figures are timed.
    const folded = await waitForCompaction(databaseUrl, owner.user.channelId);
    if (!seed.reused || folded.seconds > 5) report({ bench: `${bench}.compaction`, by: folded.by, seconds: folded.seconds, deltas_left: folded.deltasLeft });
    return { server, token: owner.token, channelId: owner.user.channelId, ids: seed.ids, databaseUrl };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/** The local day `offset` days from today in the channel's zone (YYYY-MM-DD). */
export function localDay(offset: number, timeZone = 'America/Sao_Paulo'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
