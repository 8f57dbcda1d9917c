// The job queue: pg-boss on the same database and through the same pool as everything else.
import { PgBoss, fromDrizzle } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from '../db/database.js';

const NIL_JOB_ID = '00000000-0000-0000-0000-000000000000';

export type Queue = {
  boss: PgBoss;
  /** Starts pg-boss (creating its schema on first use). */
  start: () => Promise<void>;
  /**
   * Enqueues a job. Inside a transaction pass its handle: the job then exists only if the
   * transaction commits (and on PGlite's one connection it must, or the send would deadlock).
   */
  send: (name: string, data: object, options?: { tx?: NodePgDatabase }) => Promise<string | null>;
  stop: () => Promise<void>;
  healthy: () => Promise<{ ok: boolean; detail?: string }>;
};

export function createQueue(db: Database, options: { supervise: boolean; queues?: readonly string[] }): Queue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.pool.query(text, values as unknown[]) },
    backend: db.driver === 'pglite' ? 'pglite' : 'postgres',
    schema: 'pgboss',
    supervise: options.supervise,
    schedule: options.supervise,
    migrate: true,
  });
  let started = false;
  // Queues are declared up front and created at start: creating one lazily inside a caller's
  // transaction would wait for the connection that transaction holds.
  const declared = new Set<string>(options.queues ?? []);
  boss.on('error', (err: Error) => console.error('[queue]', err.message));
  return {
    boss,
    start: async () => {
      await boss.start();
      for (const name of declared) {
        await boss.createQueue(name);
        // pg-boss looks queues up in a cache, filled at start from the main pool. A queue created
        // after start is looked up on first use, through the main pool: inside a caller's
        // transaction on PGlite's single connection that would wait forever. Touch each queue now
        // (completing a job id that cannot exist changes nothing) so the cache holds it.
        await boss.complete(name, NIL_JOB_ID);
      }
      started = true;
    },
    send: async (name, data, sendOptions = {}) => {
      if (!declared.has(name)) throw new Error(`Queue ${name} was not declared`);
      return boss.send(name, data, sendOptions.tx ? { db: fromDrizzle(sendOptions.tx, sql) } : {});
    },
    stop: async () => {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
    healthy: async () => {
      if (!started) return { ok: false, detail: 'não iniciada' };
      try {
        await boss.getQueues();
        return { ok: true };
      } catch (err) {
        return { ok: false, detail: (err as Error).message };
      }
    },
  };
}
