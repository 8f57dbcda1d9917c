// One node-postgres pool for everything: a real PostgreSQL server when DATABASE_URL is set,
// otherwise embedded PGlite behind a one-connection pool, so queries, migrations and the queue
// all take the same code path.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.js';
import { createRepeatFilter } from '../logging/repeat-filter.js';

export type DatabaseDriver = 'pglite' | 'postgres';

export type Database = {
  driver: DatabaseDriver;
  pool: pg.Pool;
  orm: NodePgDatabase;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** A directory for PGlite, or 'memory://' for a throwaway one (tests). */
  pgliteDir?: string;
  poolSize?: number;
};

/** PGlite's node-postgres bridge does not understand pg's per-query `types` option; drop it. */
function stripTypesOption(client: pg.PoolClient): void {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [first, ...rest] = args;
    if (first && typeof first === 'object' && 'types' in first) {
      const { types: _types, ...config } = first as Record<string, unknown>;
      return original(config, ...rest);
    }
    return original(...args);
  };
}

/**
 * A database restart must not kill the process. pg-pool listens for errors only on idle clients; a
 * client checked out (a transaction between two statements) that loses its server emits 'error'
 * with nobody listening, which Node turns into a crash. Every client gets a listener of its own for
 * its whole life: the error is logged, the client is unusable and the pool drops it on release, and
 * the next checkout connects afresh once the server is back.
 */
function survivesOutages(pool: pg.Pool): void {
  // The pool re-emits an idle client's error after dropping it; the client's own listener logged it.
  pool.on('error', () => undefined);
  const once = createRepeatFilter();
  pool.on('connect', (client) => {
    client.on('error', (err) => once(err.message, (repeats) => console.error(`[db] connection lost: ${err.message}${repeats}`)));
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, keepAlive: true });
    survivesOutages(pool);
    await pool.query('select 1');
    return { driver: 'postgres', pool, orm: drizzle(pool), close: () => pool.end() };
  }

  const dir = options.pgliteDir ?? 'memory://';
  let lock: DirectoryLock | undefined;
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(dir, { recursive: true });
    lock = acquireDirectoryLock(path.join(path.dirname(dir), `${path.basename(dir)}.lock`), dir);
  }
  try {
    // The contrib extensions the migrations create (0028): trigram search and accent folding.
    const pglite = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
    const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
    pool.on('connect', stripTypesOption);
    await pool.query('select 1');
    return {
      driver: 'pglite',
      pool,
      orm: drizzle(pool),
      close: async () => {
        await pool.end();
        await pglite.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
