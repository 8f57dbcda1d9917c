import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { createQueue, type Queue } from '../../src/platform/queue/queue.js';

let testDb: TestDatabase;
let queue: Queue;
beforeAll(async () => {
  testDb = await createTestDatabase();
  queue = createQueue(testDb.db, { supervise: false, queues: ['test.echo', 'test.tx'] });
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await testDb.drop();
});

describe('job queue (pg-boss on our database)', () => {
  it('refuses a job for a queue nobody declared', async () => {
    await expect(queue.send('test.unknown', {})).rejects.toThrow(/not declared/);
  });

  it('reports healthy once started', async () => {
    expect(await queue.healthy()).toEqual({ ok: true });
  });

  it('runs a job sent to it', async () => {
    const done = new Promise<unknown>((resolve) => {
      void queue.boss.work<{ n: number }>('test.echo', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        resolve(job?.data);
      });
    });
    await queue.send('test.echo', { n: 42 });
    expect(await done).toEqual({ n: 42 });
  });

  it('a job sent inside a transaction exists only if the transaction commits', async () => {
    const committed = await testDb.db.orm.transaction(async (tx) => queue.send('test.tx', { keep: true }, { tx }));
    await testDb.db.orm
      .transaction(async (tx) => {
        await queue.send('test.tx', { keep: false }, { tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const jobs = await queue.boss.findJobs<{ keep: boolean }>('test.tx');
    expect(jobs.map((j) => j.data)).toEqual([{ keep: true }]);
    expect(jobs[0]?.id).toBe(committed);
  });
});
