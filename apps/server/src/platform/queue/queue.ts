// The job queue: pg-boss on the same database and through the same pool as everything else.
import { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.js';

export type Queue = {
  boss: PgBoss;
  /** Starts pg-boss (creating its schema on first use). */
  start: () => Promise<void>;
  stop: () => Promise<void>;
  healthy: () => Promise<{ ok: boolean; detail?: string }>;
};

export function createQueue(db: Database, options: { supervise: boolean }): Queue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.pool.query(text, values as unknown[]) },
    backend: db.driver === 'pglite' ? 'pglite' : 'postgres',
    schema: 'pgboss',
    supervise: options.supervise,
    schedule: options.supervise,
    migrate: true,
  });
  let started = false;
  boss.on('error', (err: Error) => console.error('[queue]', err.message));
  return {
    boss,
    start: async () => {
      await boss.start();
      started = true;
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
