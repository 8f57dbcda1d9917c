// Contact import, the background job: every field written, bad rows reported (CSV and XLSX), XLSX
// cells, re-imports that update instead of duplicating, the opt-out column, a restarted or broken
// job, and the progress pushed by socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Socket } from 'socket.io-client';
import { auth } from '../support/test-app.js';
import { createOperator } from '../support/operator-fixtures.js';
import { eventually } from '../support/eventually.js';
import { contactImportHarness, csv, XLSX, type ImportView } from '../support/contact-import-fixtures.js';
import { mediaStorageFor } from '../../src/platform/storage/index.js';
import { importContactsJob } from '../../src/modules/contact-imports/jobs/import-contacts.job.js';

const h = contactImportHarness();
beforeAll(h.start);
afterAll(h.stop);
const { uploadOk, startImport, status, finished, importFile, rows, contactOf, countContacts } = h;

describe('the background import', () => {
  it('imports every field: tag by name (a new one gets a colour with components up to 200), birthday, document, responsible by login or name', async () => {
    const op = await createOperator(h.t, h.owner, 'resp-import');
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
    const tags = await rows<{ n: number }>(sql`select count(*)::int as n from tags where channel_id = ${h.channelId} and lower(name) = 'clientes ouro'`);
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
    expect((await startImport(preview.import._id, preview.suggestedMapping)).statusCode).toBe(202);
    const view = await finished(preview.import._id);
    expect(view).toMatchObject({ status: 'done', processedRows: 9, createdCount: 2, errorCount: 7 });

    const report = await h.t.app.inject({ method: 'GET', url: `/api/contact/import/${preview.import._id}/errors?format=csv`, headers: auth(h.owner) });
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

    const xlsx = await h.t.app.inject({ method: 'GET', url: `/api/contact/import/${preview.import._id}/errors?format=xlsx`, headers: auth(h.owner) });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Linha', 'Motivo', 'Nome', 'Telefone', 'E-mail', 'Aniversário', 'CPF', 'Responsável']);
    expect(sheet?.rowCount).toBe(8);
    expect(sheet?.getRow(4).values).toEqual([undefined, 5, 'Número repetido no arquivo', 'Repetida', '(11) 98765-2001']);

    const badFormat = await h.t.app.inject({ method: 'GET', url: `/api/contact/import/${preview.import._id}/errors?format=pdf`, headers: auth(h.owner) });
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
      (await rows<{ at: string | null }>(sql`select opted_out_at::text as at from contacts where channel_id = ${h.channelId} and number = ${number}`))[0]?.at;
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
    const report = await h.t.app.inject({ method: 'GET', url: `/api/contact/import/${first._id}/errors?format=csv`, headers: auth(h.owner) });
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
    await h.t.ctx.db.orm.execute(sql`
      update contact_imports set status = 'running', mapping = ${JSON.stringify({ number: 'Número', name: 'Nome' })}::jsonb,
             processed_rows = 3, created_count = 3 where id = ${id}`);
    const job = importContactsJob(h.t.ctx, mediaStorageFor(h.t.config), { chunkSize: 2 });
    await job({ importId: id, channelId: h.channelId }, { retryCount: 1, retryLimit: 3 });
    const view = await status(id);
    expect(view).toMatchObject({ status: 'done', processedRows: 7, totalRows: 7, createdCount: 6, errorCount: 1 });
    // Rows 1-3 were not written again; rows 4-7 were, the repeat of row 1 reported.
    expect(await countContacts(['5511987654301', '5511987654302', '5511987654303'])).toBe(0);
    expect(await countContacts(['5511987654304', '5511987654305', '5511987654306'])).toBe(3);
    const errors = await rows<{ row_number: number; reason: string }>(sql`select row_number, reason from contact_import_errors where import_id = ${id}`);
    expect(errors).toEqual([{ row_number: 6, reason: 'duplicate_in_file' }]);
    // Running it again (a duplicate delivery) changes nothing.
    await job({ importId: id, channelId: h.channelId }, { retryCount: 2, retryLimit: 3 });
    expect(await status(id)).toMatchObject({ processedRows: 7, createdCount: 6, errorCount: 1 });
  });

  it('a file gone from storage fails the import with a pt-BR message', async () => {
    const preview = await uploadOk(csv(['Número', '11987654401']), 'sumiu.csv');
    const id = preview.import._id;
    const [row] = await rows<{ file_key: string }>(sql`select file_key from contact_imports where id = ${id}`);
    await mediaStorageFor(h.t.config).delete(row?.file_key ?? '');
    await h.t.ctx.db.orm.execute(sql`update contact_imports set status = 'queued', mapping = '{"number":"Número"}'::jsonb where id = ${id}`);
    await importContactsJob(h.t.ctx, mediaStorageFor(h.t.config))({ importId: id, channelId: h.channelId }, { retryCount: 0, retryLimit: 3 });
    expect(await status(id)).toMatchObject({ status: 'failed', errorMessage: 'Não foi possível ler o arquivo da importação. Envie o arquivo novamente.' });
  });

  it('pushes progress to the owner through the socket until done', async () => {
    const socket: Socket = await h.sockets.open(h.owner);
    const seen: ImportView[] = [];
    socket.on('contact_import.progress', (payload: { import: ImportView }) => seen.push(payload.import));
    const preview = await uploadOk(csv(['Número', '11987654501', '11987654502']), 'ao-vivo.csv');
    await startImport(preview.import._id, { number: 'Número' });
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
