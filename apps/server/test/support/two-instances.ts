// Two instances of the server on one database and one Redis, as a load balancer would run them, both
// listening for sockets: what tests of fan-out and presence across instances stand on.
import { createTestApp, type TestApp } from './test-app.js';
import { createTestDatabase } from './test-database.js';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export type TwoInstances = { a: TestApp; b: TestApp; close: () => Promise<void> };

/** `queueOnA`: instance A alone runs the job queue (schedules and runs the jobs). */
export async function startTwoInstances(options: { clock?: () => Date; queueOnA?: boolean } = {}): Promise<TwoInstances> {
  const testDb = await createTestDatabase();
  const a = await createTestApp({ testDb, clock: options.clock, queue: options.queueOnA, config: { REDIS_URL } });
  const b = await createTestApp({ testDb, clock: options.clock, config: { REDIS_URL } });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await testDb.drop();
    },
  };
}
