import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { fakeReportTable, type FakeReportTable } from '../support/report-export-fixtures.js';
import { registerReportTable, reportTables } from '../../src/modules/reports/report-tables.js';
import { createReportExportLinks } from '../../src/modules/reports/export/report-export-links.js';
import { runReportExportJob } from '../../src/modules/reports/export/jobs/run-report-export.job.js';
import { cleanupReportExports } from '../../src/modules/reports/export/jobs/cleanup-report-exports.job.js';
import { mediaStorageFor } from '../../src/platform/storage/index.js';

let t: TestApp;
let owner: string;
let channelId: string;
let table: FakeReportTable;
let unregister: () => void;
const PERIOD = { period: 'custom', from: '2025-03-01', to: '2025-03-31' } as const;
const HEADER = ['Número', 'Nome', 'Período'];

beforeAll(async () => {
  // Above 5 rows an export runs as a job.
  t = await createTestApp({ queue: true, config: { REPORT_EXPORT_SYNC_LIMIT: '5' } });
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  table = fakeReportTable('tabulation');
  unregister = registerReportTable(table);
});
afterAll(async () => {
  unregister();
  await t.close();
});

const exportReport = (token: string, body: Record<string, unknown>, name = 'tabulation') =>
  t.app.inject({ method: 'POST', url: `/api/report/${name}/export`, headers: auth(token), payload: { ...PERIOD, ...body } });
const getExport = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/report/exports/${id}`, headers: auth(token) });

/** The rows a CSV export holds (BOM and header checked), as read by a CSV parser. */
function csvRows(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const records = parse(body.slice(1), { delimiter: ';' }) as string[][];
  expect(records[0]).toEqual(HEADER);
  return records.slice(1);
}

const expectedRows = (count: number, period = '2025-03-01..2025-03-31') =>
  Array.from({ length: count }, (_, i) => [String(i + 1), i === 0 ? `'=1+1 "aspas"; ação` : `Linha ${i + 1}`, period]);

async function xlsxRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Teste');
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function finished(id: string) {
  return eventually(
    async () => {
      const res = await getExport(owner, id);
      expect(res.json().export.status).toBe('done');
      return res.json().export as { rows: number; total: number; downloadUrl: string; fileName: string };
    },
    { attempts: 400, delayMs: 50 },
  );
}

describe('report exports up to the sync limit', () => {
  it('streams a CSV of every row (formula cells neutralised) as the answer itself', async () => {
    table.rowsOf.set(channelId, 5);
    const res = await exportReport(owner, { format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment; filename="relatorio-teste.csv"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(csvRows(res.body)).toEqual(expectedRows(5));
  });

  it('streams an XLSX that a spreadsheet reader opens with the same rows', async () => {
    table.rowsOf.set(channelId, 3);
    const res = await exportReport(owner, { format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await xlsxRows(res.rawPayload)).toEqual([HEADER, [1, `'=1+1 "aspas"; ação`, '2025-03-01..2025-03-31'], [2, 'Linha 2', '2025-03-01..2025-03-31'], [3, 'Linha 3', '2025-03-01..2025-03-31']]);
  });

  it('answers a clear 409 for a report that cannot be exported yet, never a 500', async () => {
    // Whether or not the stats report has joined the registry, take it out for this test.
    const joined = reportTables.stats;
    delete reportTables.stats;
    try {
      const res = await exportReport(owner, {}, 'stats');
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('report_export_unavailable');
    } finally {
      if (joined) reportTables.stats = joined;
    }
  });
});

describe('report exports above the sync limit', () => {
  it('answers 202, the job writes every row into a file, and the signed link downloads it', async () => {
    table.rowsOf.set(channelId, 12);
    const res = await exportReport(owner, { format: 'csv' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().export).toMatchObject({ report: 'tabulation', format: 'csv', status: 'queued', rows: 0, total: 12, fileName: 'relatorio-teste.csv', downloadUrl: null, error: null });
    const done = await finished(res.json().export._id);
    expect(done).toMatchObject({ rows: 12, total: 12 });
    expect(done.downloadUrl).toMatch(new RegExp(`^/api/report/exports/${res.json().export._id}/download\\?expires=\\d+&signature=[\\w-]+$`));

    // A browser navigation: no session.
    const file = await t.app.inject({ method: 'GET', url: done.downloadUrl });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment; filename="relatorio-teste.csv"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(csvRows(file.body)).toEqual(expectedRows(12));
  });

  it('writes an XLSX file in the background that opens with every row', async () => {
    table.rowsOf.set(channelId, 7);
    const res = await exportReport(owner, { format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(202);
    const done = await finished(res.json().export._id);
    const file = await t.app.inject({ method: 'GET', url: done.downloadUrl });
    expect(file.statusCode).toBe(200);
    const rows = await xlsxRows(file.rawPayload);
    expect(rows).toHaveLength(8);
    expect(rows[7]).toEqual([7, 'Linha 7', '2025-03-01..2025-03-31']);
  });

  it('refuses a tampered, expired or another export\'s signature with 403', async () => {
    table.rowsOf.set(channelId, 6);
    const first = await finished((await exportReport(owner, {})).json().export._id);
    const second = await finished((await exportReport(owner, {})).json().export._id);
    const url = new URL(first.downloadUrl, 'http://local');
    const id = url.pathname.split('/')[4] as string;
    const signature = url.searchParams.get('signature') as string;
    const expires = Number(url.searchParams.get('expires'));
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      `/api/report/exports/${id}/download?expires=${expires}&signature=${tampered}`,
      `/api/report/exports/${id}/download?expires=${expires + 3600}&signature=${signature}`,
      `/api/report/exports/${id}/download`,
      // The second export's path with the first one's signature.
      `${new URL(second.downloadUrl, 'http://local').pathname}?expires=${expires}&signature=${signature}`,
      // Correctly signed, but an hour and a second ago: expired.
      createReportExportLinks(t.ctx.keys.shareLinks).url(id, new Date(Date.now() - 3_601_000)),
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ method: 'GET', url: attempt });
      expect(res.statusCode, attempt).toBe(403);
      expect(res.json().error).toBe('report_export_link_invalid');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('records progress between batches, and a run that fails half-way leaves no file and nothing done until a retry finishes it', async () => {
    table.rowsOf.set(channelId, 9);
    const started = await exportReport(owner, {});
    const id = started.json().export._id as string;
    await finished(id);
    // Run the same export again by hand: back to queued, with 2-row batches and progress after each.
    await t.ctx.db.orm.execute(sql`update report_exports set status = 'queued', rows = 0, storage_key = null where id = ${id}`);
    const storage = mediaStorageFor(t.ctx.config);
    const job = runReportExportJob(t.ctx, storage, { batchSize: 2, progressEveryMs: 0 });
    const seen: number[] = [];
    table.beforeBatch = async (after) => {
      const row = (await t.ctx.db.orm.execute<{ rows: number; status: string }>(sql`select rows, status from report_exports where id = ${id}`)).rows[0];
      seen.push(row?.rows ?? -1);
      if (after === 4) throw new Error('database went away');
    };
    try {
      await expect(job({ exportId: id }, { retryCount: 0, retryLimit: 1 })).rejects.toThrow('database went away');
      const half = (await t.ctx.db.orm.execute<{ status: string; storage_key: string | null; rows: number }>(sql`select status, storage_key, rows from report_exports where id = ${id}`)).rows[0];
      expect(half).toEqual({ status: 'running', storage_key: null, rows: 4 });
      expect(seen).toEqual([0, 2, 4]);
      const midway = await getExport(owner, id);
      expect(midway.json().export).toMatchObject({ status: 'running', rows: 4, total: 9, downloadUrl: null });

      seen.length = 0;
      table.beforeBatch = async (after) => {
        const row = (await t.ctx.db.orm.execute<{ rows: number }>(sql`select rows from report_exports where id = ${id}`)).rows[0];
        seen.push(after === 0 ? (row?.rows ?? -1) : after);
      };
      await job({ exportId: id }, { retryCount: 1, retryLimit: 1 });
      // The retry starts over from the first row.
      expect(seen).toEqual([0, 2, 4, 6, 8]);
    } finally {
      table.beforeBatch = null;
    }
    const done = await finished(id);
    expect(done).toMatchObject({ rows: 9, total: 9 });
    const file = await t.app.inject({ method: 'GET', url: done.downloadUrl });
    expect(csvRows(file.body)).toEqual(expectedRows(9));
  });

  it('fails with a pt-BR message and no stack once the retries are used up', async () => {
    table.rowsOf.set(channelId, 8);
    const id = (await exportReport(owner, {})).json().export._id as string;
    await finished(id);
    await t.ctx.db.orm.execute(sql`update report_exports set status = 'queued' where id = ${id}`);
    table.beforeBatch = async (after) => {
      if (after > 0) throw new Error('disk full at /var/secret/path');
    };
    try {
      await runReportExportJob(t.ctx, mediaStorageFor(t.ctx.config), { batchSize: 2 })({ exportId: id }, { retryCount: 1, retryLimit: 1 });
    } finally {
      table.beforeBatch = null;
    }
    const res = await getExport(owner, id);
    expect(res.json().export).toMatchObject({ status: 'failed', downloadUrl: null, error: 'Não foi possível gerar o arquivo da exportação. Tente exportar novamente.' });
  });

  it('deletes exports and their files a day after they were asked for', async () => {
    table.rowsOf.set(channelId, 6);
    const id = (await exportReport(owner, {})).json().export._id as string;
    const done = await finished(id);
    const storage = mediaStorageFor(t.ctx.config);
    expect(await cleanupReportExports(t.ctx, storage, new Date(Date.now() + 23 * 3_600_000))).toEqual({ failed: 0, removed: 0 });
    const key = (await t.ctx.db.orm.execute<{ storage_key: string }>(sql`select storage_key from report_exports where id = ${id}`)).rows[0]?.storage_key as string;
    const all = (await t.ctx.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from report_exports`)).rows[0]?.n;
    expect(await cleanupReportExports(t.ctx, storage, new Date(Date.now() + 25 * 3_600_000))).toEqual({ failed: 0, removed: all });
    expect((await getExport(owner, id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: done.downloadUrl })).statusCode).toBe(404);
    await expect(storage.open(key)).rejects.toThrow();
  });
});

describe('exports whose job gave up without saying so', () => {
  it('are failed by the cleanup nine hours after they were asked for, with a pt-BR message', async () => {
    table.rowsOf.set(channelId, 6);
    const id = (await exportReport(owner, {})).json().export._id as string;
    await finished(id);
    // As if every attempt had been killed half-way: still running, asked for ten hours ago.
    await t.ctx.db.orm.execute(sql`update report_exports set status = 'running', storage_key = null, created_at = now() - interval '10 hours' where id = ${id}`);
    const storage = mediaStorageFor(t.ctx.config);
    expect(await cleanupReportExports(t.ctx, storage, new Date())).toEqual({ failed: 1, removed: 0 });
    expect((await getExport(owner, id)).json().export).toMatchObject({ status: 'failed', error: 'A exportação foi interrompida. Tente exportar novamente.', downloadUrl: null });
  });
});

describe('progress pushed to the user who asked', () => {
  it('tells them the export started, then that it is done with every row and its link', async () => {
    const seen: Array<{ exportId: string; userId: string | null; view: { status: string; rows: number; total: number; downloadUrl: string | null } }> = [];
    t.ctx.bus.on('report_export.progress', (event) => {
      seen.push(event);
    });
    table.rowsOf.set(channelId, 11);
    const id = (await exportReport(owner, {})).json().export._id as string;
    await finished(id);
    const ownerId = (await t.ctx.db.orm.execute<{ id: string }>(sql`select id from users where login = 'empresa'`)).rows[0]?.id;
    const mine = seen.filter((e) => e.exportId === id);
    expect(mine.map((e) => e.userId)).toEqual(mine.map(() => ownerId));
    expect(mine[0]?.view).toMatchObject({ status: 'running', rows: 0, total: 11, downloadUrl: null });
    expect(mine.at(-1)?.view).toMatchObject({ status: 'done', rows: 11, total: 11 });
    expect(mine.at(-1)?.view.downloadUrl).toMatch(new RegExp(`^/api/report/exports/${id}/download\\?`));
  });
});

describe('who may export', () => {
  it("never shows another company's export (404), nor exports with its ids; a manager without Reports is refused; campaign needs its module", async () => {
    table.rowsOf.set(channelId, 6);
    const mine = (await exportReport(owner, {})).json().export._id as string;
    const other = await createCompany(t, { name: 'Outra Exportação', channelNumber: '5511955554444', ownerLogin: 'dona-exportacao' });
    table.rowsOf.set(other.channelId, 2);
    expect((await getExport(other.ownerToken, mine)).statusCode).toBe(404);
    expect((await getExport(other.ownerToken, mine)).json().error).toBe('report_export_not_found');

    // The other company's own export holds its own rows.
    const theirs = await exportReport(other.ownerToken, {});
    expect(theirs.statusCode).toBe(200);
    expect(csvRows(theirs.body)).toHaveLength(2);

    const created = await t.app.inject({ method: 'POST', url: '/api/department', headers: auth(owner), payload: { name: 'Vendas Exportação' } });
    expect(created.statusCode, created.body).toBe(201);
    const department = created.json().department._id as string;
    // Our own department filters our own export.
    expect((await exportReport(owner, { departmentId: department })).statusCode).toBe(202);
    const foreign = await exportReport(other.ownerToken, { departmentId: department });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('department_not_found');

    const manager = await t.app.inject({ method: 'POST', url: '/api/channel/manager', headers: auth(owner), payload: { name: 'Gerente Contatos', login: 'ger-exp-contatos', password: 'senha-forte-1', permissions: ['Contacts'] } });
    expect(manager.statusCode, manager.body).toBe(201);
    const managerToken = await t.tokenOf('ger-exp-contatos', 'senha-forte-1');
    expect((await exportReport(managerToken, {})).statusCode).toBe(403);
    expect((await getExport(managerToken, mine)).statusCode).toBe(403);
    const reader = await t.app.inject({ method: 'POST', url: '/api/channel/manager', headers: auth(owner), payload: { name: 'Gerente Relatórios', login: 'ger-exp-relatorios', password: 'senha-forte-1', permissions: ['Reports'] } });
    expect(reader.statusCode, reader.body).toBe(201);
    expect((await getExport(await t.tokenOf('ger-exp-relatorios', 'senha-forte-1'), mine)).statusCode).toBe(200);

    // A new company has the campaigns module off: its campaign report does not export.
    const restore = registerReportTable({ ...table, report: 'campaign' });
    try {
      const refused = await exportReport(other.ownerToken, {}, 'campaign');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('module_disabled');
    } finally {
      restore();
    }
  });
});

describe('a real report through the export', () => {
  it("exports the access log's rows of the owner's sign-ins today, as many as the log holds", async () => {
    await t.login('empresa');
    const ownerId = (await t.ctx.db.orm.execute<{ id: string }>(sql`select id from users where login = 'empresa'`)).rows[0]?.id as string;
    const logged = (await t.ctx.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from access_logs where user_id = ${ownerId} and event = 'login'`)).rows[0]?.n ?? 0;
    // beforeAll's sign-in and this one.
    expect(logged).toBe(2);
    // Today's sign-ins are all of the test's (its company was created today, the seed has no history).
    const res = await t.app.inject({ method: 'POST', url: '/api/report/access-log/export', headers: auth(owner), payload: { period: 'today', userId: ownerId, format: 'csv' } });
    expect(res.statusCode, res.body).toBe(200);
    const records = parse(res.body.slice(1), { delimiter: ';' }) as string[][];
    expect(records[0]).toEqual(['Data e hora', 'Usuário', 'Login', 'Perfil', 'Evento', 'Endereço IP', 'Navegador']);
    const rows = records.slice(1);
    expect(rows.map((r) => [r[1], r[2], r[3], r[4]])).toEqual([
      ['Dona da Empresa Demo', 'empresa', 'Proprietário', 'Entrada'],
      ['Dona da Empresa Demo', 'empresa', 'Proprietário', 'Entrada'],
    ]);
  });
});
