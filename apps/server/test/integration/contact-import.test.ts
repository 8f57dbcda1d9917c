import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Socket } from 'socket.io-client';
import { auth, createCompany, type TestApp } from '../support/test-app.js';
import { createOperator, startListeningApp, type socketClients } from '../support/operator-fixtures.js';
import { eventually } from '../support/eventually.js';
import { multipart } from '../support/multipart.js';
import { mediaStorageFor } from '../../src/platform/storage/index.js';
import { importContactsJob } from '../../src/modules/contact-imports/jobs/import-contacts.job.js';

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };
let sockets: ReturnType<typeof socketClients>;

beforeAll(async () => {
  ({ t, clients: sockets, owner, channelId } = await startListeningApp({ queue: true }));
  other = await createCompany(t, { name: 'Outra Importadora', channelNumber: '5531933331111', ownerLogin: 'outra-imp' });
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

type Preview = {
  import: { _id: string; status: string; totalRows: number; fileName: string };
  columns: string[];
  sampleRows: string[][];
  suggestedMapping: Record<string, string | null>;
};
type ImportView = { _id: string; status: string; totalRows: number; processedRows: number; createdCount: number; updatedCount: number; errorCount: number; errorMessage: string | null };

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload = async (bytes: Buffer, fileName: string, mimeType = CSV, token = owner) => {
  const { payload, headers } = await multipart(bytes, mimeType, fileName);
  return t.app.inject({ method: 'POST', url: '/api/contact/import', headers: { ...auth(token), ...headers }, payload });
};
const uploadOk = async (bytes: Buffer, fileName: string, mimeType = CSV, token = owner): Promise<Preview> => {
  const res = await upload(bytes, fileName, mimeType, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Preview>();
};
const start = (id: string, mapping: Record<string, unknown>, token = owner) =>
  t.app.inject({ method: 'POST', url: `/api/contact/import/${id}/start`, headers: auth(token), payload: { mapping } });
const status = async (id: string, token = owner): Promise<ImportView> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/contact/import/${id}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().import as ImportView;
};
const finished = (id: string) =>
  eventually(async () => {
    const view = await status(id);
    expect(['done', 'failed', 'cancelled']).toContain(view.status);
    return view;
  }, { attempts: 400, delayMs: 50 });

/** Upload, start with the suggested mapping, wait for the end. */
async function importFile(bytes: Buffer, fileName: string, mimeType = CSV): Promise<ImportView> {
  const preview = await uploadOk(bytes, fileName, mimeType);
  const started = await start(preview.import._id, preview.suggestedMapping);
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json().import.status).toBe('queued');
  return finished(preview.import._id);
}

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute(query)).rows as T[];
const contactOf = async (number: string, channel = channelId) =>
  (
    await rows<{ name: string | null; code: string | null; email: string | null; birthday: string | null; document: string | null; tag: string | null; color: string | null; responsible: string | null }>(sql`
    select c.name, c.code, c.email, to_char(c.birthday, 'YYYY-MM-DD') as birthday, c.document, g.name as tag, g.color, o.name as responsible
      from contacts c left join tags g on g.id = c.tag_id left join operators o on o.id = c.responsible_operator_id
     where c.channel_id = ${channel} and c.number = ${number}`)
  )[0];
const countContacts = async (numbers: string[]) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from contacts where channel_id = ${channelId} and number in ${sql`(${sql.join(numbers.map((n) => sql`${n}`), sql`, `)})`}`))[0]?.n;

const csv = (lines: string[], encoding: BufferEncoding = 'utf8') => Buffer.from(lines.join('\r\n') + '\r\n', encoding);

describe('upload and preview', () => {
  it('reads a ";" CSV with BOM and suggests the mapping from exactly the headers the contacts export writes', async () => {
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      csv([
        'Nome;Número;Código;E-mail;Etiqueta;Responsável;Aniversário;CPF/CNPJ;Não receber campanhas',
        'Ana Souza;(11) 98765-4321;C1;ana@exemplo.com.br;VIP;;20/05/1990;529.982.247-25;Sim',
      ]),
    ]);
    const preview = await uploadOk(file, 'contatos.csv');
    expect(preview.import).toMatchObject({ status: 'uploaded', totalRows: 1, fileName: 'contatos.csv' });
    expect(preview.columns).toEqual(['Nome', 'Número', 'Código', 'E-mail', 'Etiqueta', 'Responsável', 'Aniversário', 'CPF/CNPJ', 'Não receber campanhas']);
    expect(preview.sampleRows).toEqual([['Ana Souza', '(11) 98765-4321', 'C1', 'ana@exemplo.com.br', 'VIP', '', '20/05/1990', '529.982.247-25', 'Sim']]);
    expect(preview.suggestedMapping).toEqual({
      number: 'Número',
      name: 'Nome',
      code: 'Código',
      email: 'E-mail',
      tag: 'Etiqueta',
      birthday: 'Aniversário',
      document: 'CPF/CNPJ',
      responsible: 'Responsável',
      optedOut: 'Não receber campanhas',
    });
  });

  it('reads a "," CSV in Latin-1 with quoted fields and English headers; shows at most 5 sample rows', async () => {
    const lines = ['Name,Phone,Email', '"Souza, João",11987650001,joao@exemplo.com'];
    for (let i = 2; i <= 7; i++) lines.push(`Pessoa ${i},1198765000${i},`);
    const preview = await uploadOk(csv(lines, 'latin1'), 'people.csv');
    expect(preview.columns).toEqual(['Name', 'Phone', 'Email']);
    expect(preview.sampleRows).toHaveLength(5);
    expect(preview.sampleRows[0]).toEqual(['Souza, João', '11987650001', 'joao@exemplo.com']);
    expect(preview.import.totalRows).toBe(7);
    expect(preview.suggestedMapping).toMatchObject({ number: 'Phone', name: 'Name', email: 'Email', tag: null });
  });

  it('refuses other file types (415), empty files, a missing header and a broken XLSX (400) in pt-BR', async () => {
    const txt = await upload(Buffer.from('oi'), 'notas.txt', 'text/plain');
    expect(txt.statusCode).toBe(415);
    expect(txt.json().erroMensagem).toBe('Formato de arquivo não aceito. Envie uma planilha .csv ou .xlsx.');
    const empty = await upload(Buffer.alloc(0), 'vazio.csv');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().erroMensagem).toBe('O arquivo está vazio.');
    const blank = await upload(Buffer.from('\r\n;;\r\n\r\n'), 'branco.csv');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: 'missing_header', erroMensagem: 'O arquivo não tem cabeçalho: a primeira linha deve trazer os nomes das colunas.' });
    const headerOnly = await upload(Buffer.from('Nome;Número\r\n'), 'so-cabecalho.csv');
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().erroMensagem).toBe('O arquivo tem só o cabeçalho: nenhum contato para importar.');
    const broken = await upload(Buffer.from('isto não é um zip'), 'planilha.xlsx', XLSX);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().erroMensagem).toBe('Não foi possível ler a planilha: o arquivo não é um .xlsx válido.');
    const { payload, headers } = await multipart(Buffer.from('Número\r\n11987650000'), CSV, 'a.csv', 'outro');
    const wrongField = await t.app.inject({ method: 'POST', url: '/api/contact/import', headers: { ...auth(owner), ...headers }, payload });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().erroMensagem).toBe('Envie a planilha no campo "file".');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const res = await upload(big, 'grande.csv');
    expect(res.statusCode).toBe(413);
    expect(res.json().erroMensagem).toBe('O arquivo passa do limite de 10 MB.');
  });
});

describe('starting: the mapping', () => {
  it('requires the number column, columns of the file, each used once; starts only once', async () => {
    const preview = await uploadOk(csv(['Nome;Telefone', 'Ana;11987651111']), 'mapa.csv');
    const id = preview.import._id;
    const missing = await start(id, { name: 'Nome' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().erroMensagem).toContain('Escolha a coluna do número');
    const unknown = await start(id, { number: 'Celular' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'unknown_column', erroMensagem: 'O arquivo não tem a coluna "Celular".' });
    const twice = await start(id, { number: 'Telefone', name: 'Telefone' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().erroMensagem).toBe('A coluna "Telefone" foi escolhida para mais de um campo.');
    expect((await status(id)).status).toBe('uploaded');

    expect((await start(id, { number: 'Telefone', name: 'Nome', email: null })).statusCode).toBe(202);
    const again = await start(id, { number: 'Telefone' });
    expect(again.statusCode).toBe(409);
    expect(again.json().erroMensagem).toBe('Esta importação já foi iniciada.');
    expect(await finished(id)).toMatchObject({ status: 'done', createdCount: 1 });
  });
});

describe('the background import', () => {
  it('imports every field: tag by name (a new one gets a colour with components up to 200), birthday, document, responsible by login or name', async () => {
    const op = await createOperator(t, owner, 'resp-import');
    const view = await importFile(
      csv([
        'Nome;Número;Código;E-mail;Etiqueta;Responsável;Aniversário;CPF/CNPJ',
        `Bia Lima;+55 (21) 99876-0001;B1;bia@exemplo.com;Clientes Ouro;resp-import;1985-12-31;11.222.333/0001-81`,
        `Caio Reis;21998760002;;;clientes ouro;Operador resp-import;05/01/2000;529.982.247-25`,
      ]),
      'completo.csv',
    );
    expect(view).toMatchObject({ status: 'done', totalRows: 2, processedRows: 2, createdCount: 2, updatedCount: 0, errorCount: 0, errorMessage: null });
    const bia = await contactOf('5521998760001');
    expect(bia).toMatchObject({ name: 'Bia Lima', code: 'B1', email: 'bia@exemplo.com', birthday: '1985-12-31', document: '11222333000181', tag: 'Clientes Ouro', responsible: 'Operador resp-import' });
    expect(await contactOf('5521998760002')).toMatchObject({ name: 'Caio Reis', birthday: '2000-01-05', document: '52998224725', tag: 'Clientes Ouro', responsible: 'Operador resp-import' });
    const color = bia?.color ?? '';
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    for (const part of [color.slice(1, 3), color.slice(3, 5), color.slice(5, 7)]) expect(parseInt(part, 16)).toBeLessThanOrEqual(200);
    const tags = await rows<{ n: number }>(sql`select count(*)::int as n from tags where channel_id = ${channelId} and lower(name) = 'clientes ouro'`);
    expect(tags[0]?.n).toBe(1);
    expect(op.id).toBeTruthy();
  });

  it('reports bad rows with their reasons, imports the rest, and the report lists line, reason and the original columns (CSV and XLSX)', async () => {
    const preview = await uploadOk(
      csv([
        'Nome;Telefone;E-mail;Aniversário;CPF;Responsável',
        'Boa Um;11987652001;;;;',
        'Sem Número;;;;;',
        'Curto;12345;;;;',
        'Repetida;(11) 98765-2001;;;;',
        'Email Ruim;11987652002;nao-e-email;;;',
        'Data Ruim;11987652003;;31/02/1990;;',
        'Doc Ruim;11987652004;;;123.456.789-00;',
        'Sem Dono;11987652005;;;;ninguem-aqui',
        'Boa Dois;11987652006;;;;',
      ]),
      'ruins.csv',
    );
    expect((await start(preview.import._id, preview.suggestedMapping)).statusCode).toBe(202);
    const view = await finished(preview.import._id);
    expect(view).toMatchObject({ status: 'done', processedRows: 9, createdCount: 2, errorCount: 7 });

    const report = await t.app.inject({ method: 'GET', url: `/api/contact/import/${preview.import._id}/errors?format=csv`, headers: auth(owner) });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.headers['content-disposition']).toContain('erros-importacao-ruins.csv');
    const lines = report.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Linha;Motivo;Nome;Telefone;E-mail;Aniversário;CPF;Responsável');
    expect(lines.slice(1)).toEqual([
      '3;Número não informado;Sem Número;;;;;',
      '4;Número inválido;Curto;12345;;;;',
      '5;Número repetido no arquivo;Repetida;(11) 98765-2001;;;;',
      '6;E-mail inválido;Email Ruim;11987652002;nao-e-email;;;',
      '7;Data de aniversário inválida (use dd/mm/aaaa ou aaaa-mm-dd);Data Ruim;11987652003;;31/02/1990;;',
      '8;CPF/CNPJ inválido;Doc Ruim;11987652004;;;123.456.789-00;',
      '9;Responsável não encontrado entre os operadores;Sem Dono;11987652005;;;;ninguem-aqui',
    ]);

    const xlsx = await t.app.inject({ method: 'GET', url: `/api/contact/import/${preview.import._id}/errors?format=xlsx`, headers: auth(owner) });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Linha', 'Motivo', 'Nome', 'Telefone', 'E-mail', 'Aniversário', 'CPF', 'Responsável']);
    expect(sheet?.rowCount).toBe(8);
    expect(sheet?.getRow(4).values).toEqual([undefined, 5, 'Número repetido no arquivo', 'Repetida', '(11) 98765-2001']);

    const badFormat = await t.app.inject({ method: 'GET', url: `/api/contact/import/${preview.import._id}/errors?format=pdf`, headers: auth(owner) });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().erroMensagem).toContain('Formato inválido (use csv ou xlsx)');
  });

  it('reads the first sheet of an XLSX (numbers, dates and rich text cells)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contatos');
    sheet.addRow(['Celular', 'Nome', 'Data de nascimento']);
    sheet.addRow([5511987653001, 'Dora Planilha', new Date(Date.UTC(1992, 6, 15))]);
    sheet.addRow(['11 98765-3002', { richText: [{ text: 'Edu ' }, { text: 'Rico', font: { bold: true } }] }, '01/02/1993']);
    workbook.addWorksheet('Outra').addRow(['Celular', '11987653999']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const view = await importFile(bytes, 'planilha.xlsx', XLSX);
    expect(view).toMatchObject({ status: 'done', createdCount: 2, errorCount: 0 });
    expect(await contactOf('5511987653001')).toMatchObject({ name: 'Dora Planilha', birthday: '1992-07-15' });
    expect(await contactOf('5511987653002')).toMatchObject({ name: 'Edu Rico', birthday: '1993-02-01' });
    expect(await contactOf('5511987653999')).toBeUndefined();
  });

  it('the same file twice never duplicates: the second run updates the same contacts (created 0)', async () => {
    const numbers = ['5511987654101', '5511987654102', '5511987654103'];
    const file = csv(['Número;Nome', '11987654101;Um', '11987654102;Dois', '11987654103;Três', '11987654101;Um de novo']);
    const first = await importFile(file, 'duas-vezes.csv');
    expect(first).toMatchObject({ createdCount: 3, updatedCount: 0, errorCount: 1 });
    const second = await importFile(file, 'duas-vezes.csv');
    expect(second).toMatchObject({ status: 'done', createdCount: 0, updatedCount: 3, errorCount: 1 });
    expect(await countContacts(numbers)).toBe(3);
    expect(await contactOf('5511987654101')).toMatchObject({ name: 'Um' });
  });

  it('a blank cell keeps what the contact already had', async () => {
    await importFile(csv(['Número;Nome;E-mail', '11987654201;Fulano;fulano@exemplo.com']), 'antes.csv');
    await importFile(csv(['Número;Nome;E-mail', '11987654201;;novo@exemplo.com']), 'depois.csv');
    expect(await contactOf('5511987654201')).toMatchObject({ name: 'Fulano', email: 'novo@exemplo.com' });
  });

  it('"Não receber campanhas": Sim marks the contact (keeping the first date); Não or a blank never clears it; anything else is reported', async () => {
    const optedOutAt = async (number: string) =>
      (await rows<{ at: string | null }>(sql`select opted_out_at::text as at from contacts where channel_id = ${channelId} and number = ${number}`))[0]?.at;
    const first = await importFile(
      csv(['Número;Nome;Não receber campanhas', '11987654401;Quer sair;Sim', '11987654402;Fica;', '11987654403;Dúvida;talvez']),
      'opt-out.csv',
    );
    expect(first).toMatchObject({ createdCount: 2, errorCount: 1 });
    const marked = await optedOutAt('5511987654401');
    expect(marked).not.toBeNull();
    expect(await optedOutAt('5511987654402')).toBeNull();
    expect(await contactOf('5511987654403')).toBeUndefined();
    const errors = await rows<{ row_number: number; reason: string }>(sql`select row_number, reason from contact_import_errors where import_id = ${first._id}`);
    expect(errors).toEqual([{ row_number: 4, reason: 'invalid_opt_out' }]);
    const report = await t.app.inject({ method: 'GET', url: `/api/contact/import/${first._id}/errors?format=csv`, headers: auth(owner) });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Não receber campanhas"" (use Sim ou Não)');

    await importFile(csv(['Número;Nome;Não receber campanhas', '11987654401;Quer sair;Não', '11987654402;Fica;Sim']), 'opt-out-2.csv');
    expect(await optedOutAt('5511987654401')).toBe(marked);
    expect(await optedOutAt('5511987654402')).not.toBeNull();
  });

  it('a restarted job resumes after processed_rows and still knows the numbers seen before it', async () => {
    const preview = await uploadOk(
      csv(['Número;Nome', '11987654301;R1', '11987654302;R2', '11987654303;R3', '11987654304;R4', '11987654301;R1 repetido', '11987654305;R5', '11987654306;R6']),
      'retomada.csv',
    );
    const id = preview.import._id;
    // As if a run had committed the first 3 rows and then the process died.
    await t.ctx.db.orm.execute(sql`
      update contact_imports set status = 'running', mapping = ${JSON.stringify({ number: 'Número', name: 'Nome' })}::jsonb,
             processed_rows = 3, created_count = 3 where id = ${id}`);
    const job = importContactsJob(t.ctx, mediaStorageFor(t.config), { chunkSize: 2 });
    await job({ importId: id, channelId }, { retryCount: 1, retryLimit: 3 });
    const view = await status(id);
    expect(view).toMatchObject({ status: 'done', processedRows: 7, totalRows: 7, createdCount: 6, errorCount: 1 });
    // Rows 1-3 were not written again; rows 4-7 were, the repeat of row 1 reported.
    expect(await countContacts(['5511987654301', '5511987654302', '5511987654303'])).toBe(0);
    expect(await countContacts(['5511987654304', '5511987654305', '5511987654306'])).toBe(3);
    const errors = await rows<{ row_number: number; reason: string }>(sql`select row_number, reason from contact_import_errors where import_id = ${id}`);
    expect(errors).toEqual([{ row_number: 6, reason: 'duplicate_in_file' }]);
    // Running it again (a duplicate delivery) changes nothing.
    await job({ importId: id, channelId }, { retryCount: 2, retryLimit: 3 });
    expect(await status(id)).toMatchObject({ processedRows: 7, createdCount: 6, errorCount: 1 });
  });

  it('a file gone from storage fails the import with a pt-BR message', async () => {
    const preview = await uploadOk(csv(['Número', '11987654401']), 'sumiu.csv');
    const id = preview.import._id;
    const [row] = await rows<{ file_key: string }>(sql`select file_key from contact_imports where id = ${id}`);
    await mediaStorageFor(t.config).delete(row?.file_key ?? '');
    await t.ctx.db.orm.execute(sql`update contact_imports set status = 'queued', mapping = '{"number":"Número"}'::jsonb where id = ${id}`);
    await importContactsJob(t.ctx, mediaStorageFor(t.config))({ importId: id, channelId }, { retryCount: 0, retryLimit: 3 });
    expect(await status(id)).toMatchObject({ status: 'failed', errorMessage: 'Não foi possível ler o arquivo da importação. Envie o arquivo novamente.' });
  });

  it('pushes progress to the owner through the socket until done', async () => {
    const socket: Socket = await sockets.open(owner);
    const seen: ImportView[] = [];
    socket.on('contact_import.progress', (payload: { import: ImportView }) => seen.push(payload.import));
    const preview = await uploadOk(csv(['Número', '11987654501', '11987654502']), 'ao-vivo.csv');
    await start(preview.import._id, { number: 'Número' });
    await finished(preview.import._id);
    const last = await eventually(async () => {
      const done = seen.find((v) => v._id === preview.import._id && v.status === 'done');
      expect(done).toBeDefined();
      return done;
    });
    expect(last).toMatchObject({ processedRows: 2, createdCount: 2 });
    expect(seen.some((v) => v._id === preview.import._id && v.status === 'running')).toBe(true);
  });
});

describe('history and cancel', () => {
  it('lists past imports newest first, paged', async () => {
    const a = await uploadOk(csv(['Número', '11987654601']), 'lista-a.csv');
    const b = await uploadOk(csv(['Número', '11987654602']), 'lista-b.csv');
    const res = await t.app.inject({ method: 'GET', url: `/api/contact/import/channel/${channelId}/page/1?perPage=2`, headers: auth(owner) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200, page: 1, perPage: 2 });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.items.map((i: { _id: string }) => i._id)).toEqual([b.import._id, a.import._id]);
    const page2 = await t.app.inject({ method: 'GET', url: `/api/contact/import/channel/${channelId}/page/2?perPage=2`, headers: auth(owner) });
    expect(page2.json().items.map((i: { _id: string }) => i._id)).not.toContain(b.import._id);
  });

  it('cancels an import not yet finished, once; a cancelled one cannot start', async () => {
    const preview = await uploadOk(csv(['Número', '11987654701']), 'cancelar.csv');
    const id = preview.import._id;
    const res = await t.app.inject({ method: 'POST', url: `/api/contact/import/${id}/cancel`, headers: auth(owner) });
    expect(res.statusCode).toBe(200);
    expect(res.json().import.status).toBe('cancelled');
    const again = await t.app.inject({ method: 'POST', url: `/api/contact/import/${id}/cancel`, headers: auth(owner) });
    expect(again.statusCode).toBe(409);
    expect(again.json().erroMensagem).toBe('Esta importação já terminou.');
    expect((await start(id, { number: 'Número' })).statusCode).toBe(409);
  });
});

describe('tenants and roles', () => {
  it("another company gets 404 for this channel's imports and never their data", async () => {
    const preview = await uploadOk(csv(['Número', '11987654801']), 'privado.csv');
    const id = preview.import._id;
    const token = other.ownerToken;
    for (const req of [
      { method: 'GET' as const, url: `/api/contact/import/${id}` },
      { method: 'GET' as const, url: `/api/contact/import/${id}/errors` },
      { method: 'POST' as const, url: `/api/contact/import/${id}/cancel` },
      { method: 'GET' as const, url: `/api/contact/import/channel/${channelId}/page/1` },
    ]) {
      const res = await t.app.inject({ ...req, headers: auth(token) });
      expect(res.statusCode, req.url).toBe(404);
      expect(res.body).not.toContain('privado.csv');
    }
    expect((await start(id, { number: 'Número' }, token)).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/contact/import/channel/${other.channelId}/page/1`, headers: auth(token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toEqual([]);
    expect((await status(id)).status).toBe('uploaded');
  });

  it('the owner and managers with Contacts may import; managers without it, operators and the admin may not', async () => {
    const file = csv(['Número', '11987654901']);
    expect((await upload(file, 'gerente.csv', CSV, await t.tokenOf('gerente'))).statusCode).toBe(201);
    const manager = await t.app.inject({
      method: 'POST',
      url: '/api/channel/manager',
      headers: auth(owner),
      payload: { name: 'Gerente Sem Contatos', login: 'gerente-sem-contatos', password: 'senha-forte-1', permissions: ['Reports'] },
    });
    expect(manager.statusCode).toBe(201);
    const refused = [await t.tokenOf('gerente-sem-contatos', 'senha-forte-1'), (await createOperator(t, owner, 'op-importa')).token, await t.tokenOf('admin')];
    const mine = await uploadOk(file, 'dono.csv');
    for (const token of refused) {
      expect((await upload(file, 'x.csv', CSV, token)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/contact/import/${mine.import._id}`, headers: auth(token) })).statusCode).toBe(403);
      expect((await start(mine.import._id, { number: 'Número' }, token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/contact/import/${mine.import._id}` })).statusCode).toBe(401);
  });
});
