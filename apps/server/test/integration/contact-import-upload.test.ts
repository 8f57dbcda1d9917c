// Contact import, first steps: the uploaded spreadsheet read into a preview (encodings, separators,
// the suggested mapping, refused files) and the mapping checked when the import starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../support/test-app.js';
import { multipart } from '../support/multipart.js';
import { contactImportHarness, CSV, csv, XLSX } from '../support/contact-import-fixtures.js';

const h = contactImportHarness();
beforeAll(h.start);
afterAll(h.stop);
const { upload, uploadOk, startImport, status, finished } = h;

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
    const wrongField = await h.t.app.inject({ method: 'POST', url: '/api/contact/import', headers: { ...auth(h.owner), ...headers }, payload });
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
    const missing = await startImport(id, { name: 'Nome' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().erroMensagem).toContain('Escolha a coluna do número');
    const unknown = await startImport(id, { number: 'Celular' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'unknown_column', erroMensagem: 'O arquivo não tem a coluna "Celular".' });
    const twice = await startImport(id, { number: 'Telefone', name: 'Telefone' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().erroMensagem).toBe('A coluna "Telefone" foi escolhida para mais de um campo.');
    expect((await status(id)).status).toBe('uploaded');

    expect((await startImport(id, { number: 'Telefone', name: 'Nome', email: null })).statusCode).toBe(202);
    const again = await startImport(id, { number: 'Telefone' });
    expect(again.statusCode).toBe(409);
    expect(again.json().erroMensagem).toBe('Esta importação já foi iniciada.');
    expect(await finished(id)).toMatchObject({ status: 'done', createdCount: 1 });
  });
});
