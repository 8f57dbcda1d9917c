// Product files: the import (CSV and XLSX) upserts good rows by SKU, creates the categories it names,
// reports every bad row with its line and pt-BR reason (downloadable), and the export writes the
// filtered list in the columns the import reads back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { auth } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { multipart } from '../support/multipart.js';
import { createOperator } from '../support/operator-fixtures.js';
import { catalogCalls, catalogCompanies, type CatalogCompanies } from '../support/product-fixtures.js';

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const csv = (lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');

let c: CatalogCompanies;
let api: ReturnType<typeof catalogCalls>;

beforeAll(async () => {
  c = await catalogCompanies({ queue: true });
  api = catalogCalls(c.t);
});
afterAll(async () => {
  await c.t.close();
});

type ImportView = { _id: string; status: string; totalRows: number; processedRows: number; createdCount: number; updatedCount: number; errorCount: number };

async function upload(bytes: Buffer, fileName: string, mimeType = CSV, token = c.owner) {
  const { payload, headers } = await multipart(bytes, mimeType, fileName);
  return c.t.app.inject({ method: 'POST', url: '/api/products/import', headers: { ...auth(token), ...headers }, payload });
}

async function importFile(bytes: Buffer, fileName: string, mimeType = CSV): Promise<ImportView> {
  const res = await upload(bytes, fileName, mimeType);
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().import._id as string;
  return eventually(
    async () => {
      const view = (await api.call('GET', `/api/products/import/${id}`, c.owner)).json().import as ImportView;
      expect(['done', 'failed']).toContain(view.status);
      return view;
    },
    { attempts: 400, delayMs: 50 },
  );
}

const product = async (sku: string) => {
  const res = await api.call('GET', `/api/products/page/1?search=${encodeURIComponent(sku)}`, c.owner);
  return (res.json().items as Array<Record<string, unknown>>).find((p) => p.skuId === sku);
};

describe('product import', () => {
  it('upserts good rows by SKU, creates the categories named, and reports bad rows with line and reason', async () => {
    await api.product(c.owner, { name: 'Nome antigo', skuId: 'IMP-1', priceCents: 100 });
    const view = await importFile(
      csv([
        'SKU;Nome;Descrição;Categoria;Preço;Preço promocional;Em promoção;Estoque;Oculto',
        'IMP-1;Anel Solitário;Ouro 18k;Anéis Importados;1.234,56;999,90;Sim;3;Não',
        'IMP-2;Brinco Argola;;anéis importados;R$ 89,90;;;10;sim',
        ';Sem SKU;;;10,00;;;;',
        'IMP-3;;;;10,00;;;;',
        'IMP-4;Preço ruim;;;abc;;;;',
        'IMP-5;Estoque ruim;;;10,00;;;-1;',
        'IMP-6;Promoção sem preço;;;10,00;;Sim;;',
        'IMP-2;Repetido;;;10,00;;;;',
        'IMP-7;Oculto ruim;;;10,00;;;;talvez',
        'IMP-8;Corrente;;;59.9;;;;',
      ]),
      'produtos.csv',
    );
    expect(view).toMatchObject({ status: 'done', totalRows: 10, processedRows: 10, createdCount: 2, updatedCount: 1, errorCount: 7 });
    expect(await product('IMP-1')).toMatchObject({ name: 'Anel Solitário', description: 'Ouro 18k', priceCents: 123456, salePriceCents: 99990, onSale: true, stockQuantity: 3, hide: false, categoryName: 'Anéis Importados' });
    expect(await product('IMP-2')).toMatchObject({ name: 'Brinco Argola', priceCents: 8990, hide: true, categoryName: 'Anéis Importados' });
    expect(await product('IMP-8')).toMatchObject({ priceCents: 5990 });
    const categories = (await api.call('GET', '/api/products/categories', c.owner)).json().categories as Array<{ name: string }>;
    expect(categories.filter((x) => x.name.toLowerCase() === 'anéis importados')).toHaveLength(1);

    const report = await c.t.app.inject({ method: 'GET', url: `/api/products/import/${view._id}/errors?format=csv`, headers: auth(c.owner) });
    expect(report.statusCode).toBe(200);
    const lines = report.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Linha;Motivo;SKU;Nome;Descrição;Categoria;Preço;Preço promocional;Em promoção;Estoque;Oculto');
    const reasons = lines.slice(1).map((l) => l.split(';').slice(0, 2).join(' | '));
    expect(reasons).toEqual([
      '4 | Informe o SKU',
      '5 | Informe o nome do produto',
      '6 | "Preço inválido: ""abc"" (use por exemplo 1.234,56)"',
      '7 | "Estoque inválido: ""-1"" (use um número inteiro, zero ou mais)"',
      '8 | Informe o preço promocional para colocar o produto em promoção',
      '9 | SKU repetido no arquivo (já usado na linha 3)',
      '10 | "Valor inválido em ""Oculto"" (use Sim ou Não)"',
    ]);
  });

  it('reads the first sheet of an XLSX file, numbers as numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Produtos');
    sheet.addRow(['sku', 'NOME', 'preco', 'estoque']);
    sheet.addRow(['XL-1', 'Colar Planilha', 45.5, 7]);
    sheet.addRow(['XL-2', 'Sem preço', null, 1]);
    const view = await importFile(Buffer.from(await book.xlsx.writeBuffer()), 'produtos.xlsx', XLSX);
    expect(view).toMatchObject({ status: 'done', createdCount: 1, errorCount: 1 });
    expect(await product('XL-1')).toMatchObject({ name: 'Colar Planilha', priceCents: 4550, stockQuantity: 7 });
  });

  it('refuses at upload a file without the required columns, empty, or not a spreadsheet (pt-BR, 4xx)', async () => {
    const noPrice = await upload(csv(['SKU;Nome', 'A;B']), 'faltando.csv');
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().erroMensagem).toBe('O arquivo não tem a(s) coluna(s) obrigatória(s): Preço.');
    const onlyHeader = await upload(csv(['SKU;Nome;Preço']), 'vazio.csv');
    expect(onlyHeader.json().erroMensagem).toBe('O arquivo tem só o cabeçalho: nenhum produto para importar.');
    const pdf = await upload(Buffer.from('%PDF-1.4'), 'x.pdf', 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    const op = await createOperator(c.t, c.owner, 'op-importa-produto');
    expect((await upload(csv(['SKU;Nome;Preço', 'A;B;1']), 'op.csv', CSV, op.token)).statusCode).toBe(403);
    // Another company's import reads as not found.
    const mine = await upload(csv(['SKU;Nome;Preço', 'OTHER-1;B;1']), 'meu.csv');
    expect((await api.call('GET', `/api/products/import/${mine.json().import._id}`, c.other.ownerToken)).statusCode).toBe(404);
  });
});

describe('product export', () => {
  it('writes the filtered list in the import columns (CSV and XLSX), and an exported file imports back unchanged', async () => {
    const cat = await api.category(c.owner, 'Exportados');
    await api.product(c.owner, { name: 'Exportado Um', skuId: 'EXP-1', priceCents: 150050, salePriceCents: 120000, onSale: true, stockQuantity: 2, categoryId: cat, description: '=HYPERLINK("x")' });
    await api.product(c.owner, { name: 'Exportado Dois', skuId: 'EXP-2', priceCents: 5, categoryId: cat, hide: true });
    const res = await c.t.app.inject({ method: 'GET', url: `/api/products/export?format=csv&categoryId=${cat}`, headers: auth(c.owner) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toEqual([
      'SKU;Nome;Descrição;Categoria;Preço;Preço promocional;Em promoção;Estoque;Oculto',
      'EXP-2;Exportado Dois;;Exportados;0,05;;Não;0;Sim',
      `EXP-1;Exportado Um;"'=HYPERLINK(""x"")";Exportados;1500,50;1200,00;Sim;2;Não`,
    ]);
    const hiddenOnly = await c.t.app.inject({ method: 'GET', url: `/api/products/export?format=csv&categoryId=${cat}&visibility=hidden`, headers: auth(c.owner) });
    expect(hiddenOnly.body.trim().split(/\r?\n/)).toHaveLength(2);

    const xlsx = await c.t.app.inject({ method: 'GET', url: `/api/products/export?format=xlsx&categoryId=${cat}`, headers: auth(c.owner) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(2).getCell(1).value).toBe('EXP-2');

    const again = await importFile(Buffer.from(res.body, 'utf8'), 'reimport.csv');
    expect(again).toMatchObject({ status: 'done', createdCount: 0, updatedCount: 2, errorCount: 0 });
    expect(await product('EXP-1')).toMatchObject({ description: '=HYPERLINK("x")', priceCents: 150050, salePriceCents: 120000, onSale: true });
  });
});
