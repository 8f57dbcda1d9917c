// A failed query's parameters (password hashes, phone numbers, message texts) never reach a log: not
// through the app's logger (request and listener errors), not through console output, not in a job's
// stored failure. drizzle-orm puts them in DrizzleQueryError's message ("params: ..."), and
// PostgreSQL itself may echo a value in its error; both are checked with a real failing query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { createQueue, type Queue } from '../../src/platform/queue/queue.js';
import { installConsoleRedaction } from '../../src/platform/logging/safe-errors.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { testConfig } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';

const SECRET = '$argon2id$v=19$segredo-que-nao-pode-vazar';

let testDb: TestDatabase;
let built: BuiltApp;
const lines: string[] = [];

/** The error drizzle throws for a statement whose parameter PostgreSQL rejects (and echoes). */
async function failingQuery(): Promise<Error> {
  const err = await testDb.db.orm.execute(sql`select ${SECRET}::int as n`).then(
    () => null,
    (e: unknown) => e as Error,
  );
  if (!err) throw new Error('the query was expected to fail');
  return err;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = testConfig({ LOG_LEVEL: 'info' });
  built = await buildApp({ config, db: testDb.db, queue: false, logger: true, logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => {
  await built.app.close();
  await testDb.drop();
});

describe('failed-query logs', () => {
  it("the failing query's error does carry the secret (what the redaction is for)", async () => {
    const err = await failingQuery();
    expect(`${err.message}\n${String((err as { cause?: Error }).cause?.message)}`).toContain(SECRET);
  });

  it("the app's logger writes the failure (SQL, code) but never the parameter", async () => {
    const err = await failingQuery();
    lines.length = 0;
    built.app.log.error({ err }, 'query failed');
    built.app.log.error(err);
    built.app.log.error(err, 'with a message of its own');
    const out = lines.join('');
    expect(lines).toHaveLength(3);
    expect(out).not.toContain('segredo-que-nao-pode-vazar');
    expect(out).toContain('Failed query: select $1::int as n');
    expect(out).toContain('22P02');
  });

  it('console output (the process entry installs the redaction) never prints the parameter', async () => {
    const err = await failingQuery();
    const printed: string[] = [];
    const target = { error: (...a: unknown[]) => printed.push(format(...a)), warn: () => {}, log: () => {}, info: () => {}, debug: () => {} } as unknown as Console;
    installConsoleRedaction(target);
    target.error('[contact-import]', err);
    target.error(`[campaigns] claim failed ${err.message}`);
    expect(printed.join('\n')).toContain('Failed query');
    expect(printed.join('\n')).not.toContain('segredo-que-nao-pode-vazar');
  });

  it("a job that fails on such a query stores its failure without the parameter", async () => {
    const queue: Queue = createQueue(testDb.db, { supervise: false, queues: [{ name: 'test.failing-query', retryLimit: 0 }] });
    await queue.start();
    try {
      await queue.work('test.failing-query', async () => {
        await testDb.db.orm.execute(sql`select ${SECRET}::int as n`);
      });
      const id = await queue.send('test.failing-query', {});
      const job = await eventually(
        async () => {
          const found = await queue.boss.getJobById('test.failing-query', id ?? '');
          expect(found?.state).toBe('failed');
          return found;
        },
        { attempts: 200, delayMs: 50 },
      );
      expect(JSON.stringify(job?.output)).toContain('Failed query');
      expect(JSON.stringify(job?.output)).not.toContain('segredo-que-nao-pode-vazar');
    } finally {
      await queue.stop();
    }
  });
});
