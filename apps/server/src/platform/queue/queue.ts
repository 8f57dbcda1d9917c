// The job queue: pg-boss on the same database and through the same pool as everything else.
import { PgBoss, fromDrizzle, type JobResult } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from '../db/database.js';
import { createJobListener } from './job-listener.js';
import { databaseFailureReason } from '../db/connection-errors.js';
import { safeErrorMessage } from '../logging/safe-errors.js';
import { createRepeatFilter } from '../logging/repeat-filter.js';

export type JobAttempt = { retryCount: number; retryLimit: number };

const NIL_JOB_ID = '00000000-0000-0000-0000-000000000000';

export type Queue = {
  boss: PgBoss;
  /** Starts pg-boss (creating its schema on first use). */
  start: () => Promise<void>;
  /**
   * Enqueues a job. Inside a transaction pass its handle: the job then exists only if the
   * transaction commits (and on PGlite's one connection it must, or the send would deadlock).
   * `startAfter` delays the job until that moment (a reminder at its time).
   */
  send: (name: string, data: object, options?: { tx?: NodePgDatabase; startAfter?: Date; singletonKey?: string }) => Promise<string | null>;
  /**
   * The one waiting job of `singletonKey` (a queue with policy 'short') is replaced by this one: its
   * data and startAfter are overwritten, or the job is created when none waits. A job already
   * running is left alone (it is not waiting), so a later schedule never loses to an earlier one.
   */
  reschedule: (name: string, data: object, options: { singletonKey: string; startAfter: Date }) => Promise<void>;
  /** The jobs of `singletonKey` still waiting to run (created or waiting to retry). */
  waiting: <T extends object>(name: string, singletonKey: string) => Promise<Array<{ id: string; data: T }>>;
  /** Enqueues many jobs of one queue in one statement (same transaction rules as send). */
  sendMany: (name: string, data: object[], options?: { tx?: NodePgDatabase }) => Promise<void>;
  stop: () => Promise<void>;
  /** Runs a handler for each job of a queue (roles all and worker); a throw retries it per the queue's policy. */
  work: <T extends object>(name: string, handler: (data: T, attempt: JobAttempt) => Promise<void>, options?: { concurrency?: number; batchSize?: number }) => Promise<void>;
  /**
   * Like work, but the handler gets the whole fetched batch and answers per job (null = done, an
   * error = that job fails and retries): lets a handler apply many jobs in one transaction.
   */
  workBatch: <T extends object>(
    name: string,
    handler: (jobs: Array<{ data: T; attempt: JobAttempt }>) => Promise<Array<Error | null>>,
    options?: { concurrency?: number; batchSize?: number },
  ) => Promise<void>;
  /** Wakes this process's workers of a queue now instead of at their next poll (after a commit). */
  wake: (name: string) => void;
  healthy: () => Promise<{ ok: boolean; detail?: string }>;
};

/**
 * A queue and its retry policy (pg-boss createQueue options). `notify`: creating a job wakes the
 * workers of every process at once (PostgreSQL LISTEN/NOTIFY) instead of at their next poll.
 */
export type QueueDefinition = {
  name: string;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  notify?: boolean;
  /**
   * pg-boss's queue policy, fixed when the queue is created ('short': one waiting job per singleton
   * key; 'stately': one waiting and one running job per singleton key, so a key's jobs never overlap).
   */
  policy?: 'standard' | 'short' | 'stately';
  /**
   * A running job's worker proves it is alive this often (pg-boss heartbeats); a job whose heartbeat
   * stops (its process was killed, or lost the database) is retried by the supervisor. Default
   * JOB_HEARTBEAT_SECONDS for every queue; null turns it off (then only expireInSeconds frees the job).
   */
  heartbeatSeconds?: number | null;
};

/**
 * Nothing stuck after a crash: work interrupted by a kill or an outage is retried within about
 * JOB_HEARTBEAT_SECONDS + SUPERVISE_SECONDS (pg-boss's minimum heartbeat is 10 s), not after the
 * queue's expiry (15 minutes by default). Every queue inherits it unless its definition says otherwise.
 */
export const JOB_HEARTBEAT_SECONDS = 10;
/** How often a supervising process (roles all and worker) looks for expired and silent jobs. */
const SUPERVISE_SECONDS = 10;

export function createQueue(db: Database, options: { supervise: boolean; queues?: readonly (string | QueueDefinition)[] }): Queue {
  // On PostgreSQL a connection of its own listens for new jobs (PGlite has one connection, one process).
  const listen = db.driver === 'postgres' ? createJobListener(db.pool.options) : undefined;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.pool.query(text, values as unknown[]), ...(listen ? { listen } : {}) },
    useListenNotify: !!listen,
    backend: db.driver === 'pglite' ? 'pglite' : 'postgres',
    schema: 'pgboss',
    supervise: options.supervise,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    schedule: options.supervise,
    migrate: true,
  });
  let started = false;
  // Queues are declared up front and created at start: creating one lazily inside a caller's
  // transaction would wait for the connection that transaction holds.
  const definitions = (options.queues ?? []).map((q): QueueDefinition => {
    const definition = typeof q === 'string' ? { name: q } : q;
    return { ...definition, heartbeatSeconds: definition.heartbeatSeconds === undefined ? JOB_HEARTBEAT_SECONDS : definition.heartbeatSeconds };
  });
  const declared = new Set<string>(definitions.map((q) => q.name));
  const workers = new Map<string, string[]>();
  const once = createRepeatFilter();
  boss.on('error', (err: unknown) => {
    const message = safeErrorMessage(err);
    // Every worker fails alike in an outage: one line per distinct failure, whichever worker saw it.
    once(message.replace(/ \(Queue: [^)]*\)$/, ''), (repeats) => console.error(`[queue] ${message}${repeats}`));
  });

  type Fetched = { data: object; attempt: JobAttempt };
  async function register(name: string, workOptions: { concurrency?: number; batchSize?: number }, run: (jobs: Fetched[]) => Promise<Array<Error | null>>) {
    const ids: string[] = [];
    // A worker takes a batch per fetch (pg-boss waits a polling interval between fetches, so one
    // job per fetch would cap a queue at a few jobs per second) and settles each job on its own.
    // While fetches come back full the worker fetches again at once (a backlog); a notify queue
    // polls only as a backstop for a lost notification.
    const options = {
      batchSize: workOptions.batchSize ?? 20,
      includeMetadata: true,
      perJobResults: true,
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 5,
      burstWhenBatchFull: true,
    } as const;
    for (let i = 0; i < (workOptions.concurrency ?? 1); i++) {
      ids.push(
        await boss.work(name, options, async (jobs) => {
          const outcomes = await run(jobs.map((job) => ({ data: job.data as object, attempt: { retryCount: job.retryCount, retryLimit: job.retryLimit } })));
          return jobs.map((job, index): JobResult => {
            const error = outcomes[index];
            return error ? { id: job.id, status: 'failed', output: { message: safeErrorMessage(error) } } : { id: job.id, status: 'completed' };
          });
        }),
      );
    }
    workers.set(name, [...(workers.get(name) ?? []), ...ids]);
  }

  return {
    boss,
    start: async () => {
      await boss.start();
      for (const { name, policy: kind, heartbeatSeconds, ...policy } of definitions) {
        await boss.createQueue(name, { ...policy, ...(heartbeatSeconds ? { heartbeatSeconds } : {}), ...(kind ? { policy: kind } : {}) });
        // An existing queue keeps the options it was created with: bring them up to date (pg-boss
        // cannot change a queue's policy after creation).
        await boss.updateQueue(name, { ...policy, heartbeatSeconds: heartbeatSeconds ?? null });
        // pg-boss looks queues up in a cache, filled at start from the main pool. A queue created
        // after start is looked up on first use, through the main pool: inside a caller's
        // transaction on PGlite's single connection that would wait forever. Touch each queue now
        // (completing a job id that cannot exist changes nothing) so the cache holds it.
        await boss.complete(name, NIL_JOB_ID);
      }
      started = true;
    },
    work: async (name, handler, workOptions = {}) =>
      register(name, workOptions, async (jobs) => {
        const outcomes: Array<Error | null> = [];
        for (const job of jobs) {
          try {
            await handler(job.data as Parameters<typeof handler>[0], job.attempt);
            outcomes.push(null);
          } catch (err) {
            outcomes.push(err as Error);
          }
        }
        return outcomes;
      }),
    workBatch: async (name, handler, workOptions = {}) =>
      register(name, workOptions, async (jobs) => {
        try {
          return await handler(jobs as Parameters<typeof handler>[0]);
        } catch (err) {
          return jobs.map(() => err as Error);
        }
      }),
    wake: (name) => {
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
    send: async (name, data, sendOptions = {}) => {
      if (!declared.has(name)) throw new Error(`Queue ${name} was not declared`);
      // Not started, pg-boss would look the queue up through the pool: inside the caller's
      // transaction on PGlite's one connection that waits forever. Fail instead.
      if (!started) throw new Error(`Queue ${name}: the queue is not started`);
      return boss.send(name, data, {
        ...(sendOptions.tx ? { db: fromDrizzle(sendOptions.tx, sql) } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
    },
    reschedule: async (name, data, { singletonKey, startAfter }) => {
      if (!declared.has(name)) throw new Error(`Queue ${name} was not declared`);
      if (!started) throw new Error(`Queue ${name}: the queue is not started`);
      await boss.upsert(name, data, { singletonKey, startAfter });
    },
    waiting: async <T extends object>(name: string, singletonKey: string) => {
      const jobs = await boss.findJobs<T>(name, { key: singletonKey, queued: true });
      return jobs.map((job) => ({ id: job.id, data: job.data }));
    },
    sendMany: async (name, data, sendOptions = {}) => {
      if (!declared.has(name)) throw new Error(`Queue ${name} was not declared`);
      if (data.length === 0) return;
      if (!started) throw new Error(`Queue ${name}: the queue is not started`);
      await boss.insert(
        name,
        data.map((d) => ({ data: d })),
        sendOptions.tx ? { db: fromDrizzle(sendOptions.tx, sql) } : {},
      );
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
        return { ok: false, detail: databaseFailureReason(err) };
      }
    },
  };
}
