// The contact import through the real app with its job queue: the demo company's owner signed in,
// sockets ready, and the moves of the import screen (upload, start, follow, wait for the end) plus
// reads of what landed in the database. One harness per test file:
//   const h = contactImportHarness(); beforeAll(h.start); afterAll(h.stop);
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createCompany, type TestApp } from './test-app.js';
import { startListeningApp, type socketClients } from './operator-fixtures.js';
import { eventually } from './eventually.js';
import { multipart } from './multipart.js';
import { harnessState } from './harness-state.js';

export type Preview = {
  import: { _id: string; status: string; totalRows: number; fileName: string };
  columns: string[];
  sampleRows: string[][];
  suggestedMapping: Record<string, string | null>;
};
export type ImportView = { _id: string; status: string; totalRows: number; processedRows: number; createdCount: number; updatedCount: number; errorCount: number; errorMessage: string | null };

export const CSV = 'text/csv';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const csv = (lines: string[], encoding: BufferEncoding = 'utf8') => Buffer.from(lines.join('\r\n') + '\r\n', encoding);

type State = { t: TestApp; owner: string; channelId: string; sockets: ReturnType<typeof socketClients>; other: { channelId: string; ownerToken: string } | null };

/** `otherCompany`: also create a second company (its channel and owner as `h.other`). */
export function contactImportHarness(options: { otherCompany?: boolean } = {}) {
  const state = harnessState<State>('the contact import harness');
  const { ready } = state;

  const upload = async (bytes: Buffer, fileName: string, mimeType = CSV, token = ready().owner) => {
    const { payload, headers } = await multipart(bytes, mimeType, fileName);
    return ready().t.app.inject({ method: 'POST', url: '/api/contact/import', headers: { ...auth(token), ...headers }, payload });
  };
  const uploadOk = async (bytes: Buffer, fileName: string, mimeType = CSV, token = ready().owner): Promise<Preview> => {
    const res = await upload(bytes, fileName, mimeType, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Preview>();
  };
  const start = (id: string, mapping: Record<string, unknown>, token = ready().owner) =>
    ready().t.app.inject({ method: 'POST', url: `/api/contact/import/${id}/start`, headers: auth(token), payload: { mapping } });
  const status = async (id: string, token = ready().owner): Promise<ImportView> => {
    const res = await ready().t.app.inject({ method: 'GET', url: `/api/contact/import/${id}`, headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().import as ImportView;
  };
  const finished = (id: string) =>
    eventually(async () => {
      const view = await status(id);
      expect(['done', 'failed', 'cancelled']).toContain(view.status);
      return view;
    }, { attempts: 400, delayMs: 50 });

  const rows = async <T>(query: ReturnType<typeof sql>) => (await ready().t.ctx.db.orm.execute(query)).rows as T[];

  const harness = {
    start: async () => {
      const { t, clients, owner, channelId } = await startListeningApp({ queue: true });
      state.set({ t, owner, channelId, sockets: clients, other: null });
      if (options.otherCompany) ready().other = await createCompany(t, { name: 'Outra Importadora', channelNumber: '5531933331111', ownerLogin: 'outra-imp' });
    },
    stop: async () => {
      state.current()?.sockets.closeAll();
      await state.current()?.t.close();
    },
    get other() {
      const other = ready().other;
      if (!other) throw new Error('contactImportHarness({ otherCompany: true }) creates the other company');
      return other;
    },
    upload,
    uploadOk,
    startImport: start,
    status,
    finished,
    /** Upload, start with the suggested mapping, wait for the end. */
    importFile: async (bytes: Buffer, fileName: string, mimeType = CSV): Promise<ImportView> => {
      const preview = await uploadOk(bytes, fileName, mimeType);
      const started = await start(preview.import._id, preview.suggestedMapping);
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json().import.status).toBe('queued');
      return finished(preview.import._id);
    },
    rows,
    contactOf: async (number: string, channel = ready().channelId) =>
      (
        await rows<{ name: string | null; code: string | null; email: string | null; birthday: string | null; document: string | null; tag: string | null; color: string | null; responsible: string | null }>(sql`
        select c.name, c.code, c.email, to_char(c.birthday, 'YYYY-MM-DD') as birthday, c.document, g.name as tag, g.color, o.name as responsible
          from contacts c left join tags g on g.id = c.tag_id left join operators o on o.id = c.responsible_operator_id
         where c.channel_id = ${channel} and c.number = ${number}`)
      )[0],
    countContacts: async (numbers: string[]) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from contacts where channel_id = ${ready().channelId} and number in ${sql`(${sql.join(numbers.map((n) => sql`${n}`), sql`, `)})`}`))[0]?.n,
  };
  return state.expose(harness, ['t', 'owner', 'channelId', 'sockets']);
}
