// A fresh database per test file: a new PostgreSQL database when DATABASE_URL is set (CI),
// otherwise an in-memory PGlite. Both get the committed migrations.
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/platform/db/database.js';
import { runMigrations } from '../../src/platform/db/migrate.js';

export type TestDatabase = { db: Database; url: string | undefined; drop: () => Promise<void> };

/** `migrationsFolder`: another set of migrations (a test of one migration starts from the ones before it). */
export async function createTestDatabase(options: { migrationsFolder?: string } = {}): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const db = await openDatabase({ pgliteDir: 'memory://' });
    await runMigrations(db, options.migrationsFolder);
    return { db, url: undefined, drop: () => db.close() };
  }
  const name = `atende_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await runMigrations(db, options.migrationsFolder);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
