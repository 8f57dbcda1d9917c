// What a real request writes to the log: never a credential from the URL or the headers.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { testConfig } from '../support/test-app.js';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let testDb: TestDatabase;
let built: BuiltApp;
beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), db: testDb.db, queue: false, logger: true, logStream: capture });
});
afterAll(async () => {
  await built.app.close();
  await testDb.drop();
});

describe('request log', () => {
  it('a logged request shows the route but not its verify token, link signature, token or Authorization', async () => {
    const urls = [
      '/api/webhooks/cloud?hub.mode=subscribe&hub.verify_token=SEGREDO-VERIFY&hub.challenge=1',
      '/api/media/00000000-0000-4000-8000-000000000000?exp=1893456000&sig=SEGREDO-SIG',
      '/api/webhooks/gupshup?token=SEGREDO-TOKEN',
    ];
    for (const url of urls) await built.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer SEGREDO-AUTH' } });
    await built.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: 'Bearer SEGREDO-AUTH', 'x-simulator-secret': 'SEGREDO-SIM' } });

    const requests = lines.map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string } }).filter((l) => l.req?.url);
    expect(requests.map((l) => l.req?.url?.split('?')[0])).toEqual(expect.arrayContaining(['/api/webhooks/cloud', '/api/media/00000000-0000-4000-8000-000000000000', '/api/user/me']));
    const all = lines.join('\n');
    expect(all).not.toMatch(/SEGREDO|1893456000/);
    expect(all).toContain('[oculto]');
  });
});
