import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { MediaNotStoredError, mediaStorageFor } from '../../src/platform/storage/index.js';
import { cleanupImportFiles } from '../../src/modules/contact-imports/jobs/cleanup-imports.job.js';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  owner = (await t.login('empresa')).token;
});
afterAll(async () => {
  await t.close();
});

async function upload(lines: string[]): Promise<{ id: string; mapping: Record<string, unknown> }> {
  const form = new FormData();
  form.set('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'contatos.csv');
  const request = new Request('http://local/upload', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact/import',
    headers: { ...auth(owner), 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().import._id as string, mapping: res.json().suggestedMapping as Record<string, unknown> };
}

const row = async (id: string) =>
  (await t.ctx.db.orm.execute<{ status: string; file_key: string }>(sql`select status, file_key from contact_imports where id = ${id}`)).rows[0];
const stored = async (key: string) => {
  try {
    await (await mediaStorageFor(t.ctx.config).open(key)).stream.destroy();
    return true;
  } catch (err) {
    if (err instanceof MediaNotStoredError) return false;
    throw err;
  }
};

describe('cleaning up uploaded contact files', () => {
  it('deletes the file of an import that ended an hour ago (keeping the import and its report) and uploads never started for a day', async () => {
    const done = await upload(['Nome;Número', 'Ana;11987654321', 'Bia;123']);
    expect((await t.app.inject({ method: 'POST', url: `/api/contact/import/${done.id}/start`, headers: auth(owner), payload: { mapping: done.mapping } })).statusCode).toBe(202);
    await eventually(async () => expect((await row(done.id))?.status).toBe('done'), { attempts: 400, delayMs: 50 });
    const recentUpload = await upload(['Nome;Número', 'Caio;11911112222']);
    const oldUpload = await upload(['Nome;Número', 'Davi;11933334444']);
    const doneKey = (await row(done.id))?.file_key as string;
    const oldKey = (await row(oldUpload.id))?.file_key as string;
    expect(await stored(doneKey)).toBe(true);
    expect(await stored(oldKey)).toBe(true);

    const now = new Date();
    // Within the hour nothing goes.
    expect(await cleanupImportFiles(t.ctx, mediaStorageFor(t.ctx.config), now)).toEqual({ finished: 0, unstarted: 0 });
    expect(await stored(doneKey)).toBe(true);

    await t.ctx.db.orm.execute(sql`update contact_imports set finished_at = now() - interval '2 hours' where id = ${done.id}`);
    await t.ctx.db.orm.execute(sql`update contact_imports set created_at = now() - interval '25 hours' where id = ${oldUpload.id}`);
    expect(await cleanupImportFiles(t.ctx, mediaStorageFor(t.ctx.config), now)).toEqual({ finished: 1, unstarted: 1 });

    expect(await stored(doneKey)).toBe(false);
    expect(await row(done.id)).toMatchObject({ status: 'done', file_key: '' });
    const report = await t.app.inject({ method: 'GET', url: `/api/contact/import/${done.id}/errors?format=csv`, headers: auth(owner) });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Bia');
    expect(await stored(oldKey)).toBe(false);
    expect(await row(oldUpload.id)).toBeUndefined();
    expect((await row(recentUpload.id))?.status).toBe('uploaded');
    // A second run has nothing left to do.
    expect(await cleanupImportFiles(t.ctx, mediaStorageFor(t.ctx.config), now)).toEqual({ finished: 0, unstarted: 0 });
  });
});
