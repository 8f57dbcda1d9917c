// /reportSales on the hand-computed orders of sales-report-fixtures.ts (period 2–8 March in São Paulo):
// the tiles, the per-day chart with order 5 created at 23:30 of the 8th (02:30Z on the 9th) counted on
// the 8th, every filter (operator, order status, product, category, contact), the breakdowns, paging,
// the export (streamed CSV, and the background job above the sync limit, read in keyset batches) and
// who may read it (a manager without Reports, the products module off, another company's ids and orders).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { SalesReportPage, SalesReportRow, SalesReportSummary } from '@atende/contract';
import { auth } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { setProductsModule } from '../support/product-fixtures.js';
import { REPORT_NOW } from '../support/report-company-fixtures.js';
import { reportRequestOf } from '../../src/modules/reports/report-scope.js';
import { salesReportTable } from '../../src/modules/reports/sales/sales-report.table.js';
import { SALES_PERIOD, salesReportCalls, salesReportCompany, type SalesReportCompany } from '../support/sales-report-fixtures.js';

let c: SalesReportCompany;
const { summary, page, exportFile, options } = salesReportCalls<SalesReportSummary, SalesReportPage>(() => c);

beforeAll(async () => {
  // A sync limit of 5 rows: the whole period (6 orders) exports through the background job.
  c = await salesReportCompany('rel-ven', { queue: true, config: { REPORT_EXPORT_SYNC_LIMIT: '5' } });
});
afterAll(() => c.close());

const csvRecords = (body: string): string[][] => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { delimiter: ';' }) as string[][];
};

describe('sales report figures', () => {
  it('sums the tiles of the orders created in the period: paid ones are pago, enviado and entregue', async () => {
    const res = await summary();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.period).toEqual({ from: '2026-03-02', to: '2026-03-08', timezone: 'America/Sao_Paulo', days: 7 });
    expect(res.body.summary).toEqual({
      // Orders 1–6 (7 is on the 9th, 8 on the 1st, the other company's never).
      orders: 6,
      // 1 (pago), 2 (entregue), 5 (enviado).
      paidOrders: 3,
      revenueCents: 21_500 + 7_000 + 14_000,
      // 42.500 ÷ 3 = 14.166,67 → 14.167.
      averageTicketCents: 14_167,
      cancelled: 1,
      // Paid lines: 1 Anel ×2; 2 Colar ×1, Brinco ×3; 5 Anel ×1, XYZ ×1.
      itemsSold: 2 + 1 + 3 + 1 + 1,
    });
  });

  it('charts each local day, an order at 23:30 of the 8th in São Paulo on the 8th', async () => {
    const res = await summary();
    expect(res.body.perDay).toEqual([
      { day: '2026-03-02', orders: 1, paidOrders: 1, revenueCents: 21_500 },
      { day: '2026-03-03', orders: 0, paidOrders: 0, revenueCents: 0 },
      { day: '2026-03-04', orders: 1, paidOrders: 1, revenueCents: 7_000 },
      { day: '2026-03-05', orders: 2, paidOrders: 0, revenueCents: 0 },
      { day: '2026-03-06', orders: 0, paidOrders: 0, revenueCents: 0 },
      { day: '2026-03-07', orders: 1, paidOrders: 0, revenueCents: 0 },
      { day: '2026-03-08', orders: 1, paidOrders: 1, revenueCents: 14_000 },
    ]);
    // The 9th alone: order 7 (00:30 local), not order 5 (02:30Z on the 9th is still the 8th there).
    const ninth = await summary({ from: '2026-03-09', to: '2026-03-09' });
    expect(ninth.body.summary).toMatchObject({ orders: 1, paidOrders: 1, revenueCents: 50_000, itemsSold: 5 });
    // The 1st alone: order 8 at 23:59 local (02:59Z on the 2nd).
    const first = await summary({ from: '2026-03-01', to: '2026-03-01' });
    expect(first.body.summary).toMatchObject({ orders: 1, revenueCents: 5_000 });
  });

  it('breaks the period down by status, operator, category and product', async () => {
    const res = await summary();
    expect(res.body.byStatus).toEqual([
      { status: 'aberto', label: 'Aberto', orders: 1, totalCents: 10_000 },
      { status: 'aguardando_pagamento', label: 'Aguardando pagamento', orders: 1, totalCents: 1_000 },
      { status: 'pago', label: 'Pago', orders: 1, totalCents: 21_500 },
      { status: 'enviado', label: 'Enviado', orders: 1, totalCents: 14_000 },
      { status: 'entregue', label: 'Entregue', orders: 1, totalCents: 7_000 },
      { status: 'cancelado', label: 'Cancelado', orders: 1, totalCents: 10_000 },
    ]);
    expect(res.body.byOperator).toEqual([
      // Ana: 1, 3, 6 (1 paid: 215,00). Beto: 2, 5 (both paid: 70 + 140). Nobody: 4.
      { operator: { _id: c.ana.id, name: 'Operador rel-ven-ana' }, orders: 3, paidOrders: 1, revenueCents: 21_500 },
      { operator: { _id: c.beto.id, name: 'Operador rel-ven-beto' }, orders: 2, paidOrders: 2, revenueCents: 21_000 },
      { operator: null, orders: 1, paidOrders: 0, revenueCents: 0 },
    ]);
    expect(res.body.byCategory).toEqual([
      // Anel ×2 + ×1 at 100,00.
      { category: { _id: c.categories.aneis, name: 'Anéis' }, quantity: 3, revenueCents: 30_000 },
      // Brinco ×3 at 10,00 and the unknown XYZ ×1 at 20,00: 50,00 in 4 units, ahead of Colares' 50,00 in 1.
      { category: null, quantity: 4, revenueCents: 5_000 },
      { category: { _id: c.categories.colares, name: 'Colares' }, quantity: 1, revenueCents: 5_000 },
    ]);
    expect(res.body.topProducts).toEqual([
      { productId: c.products.anel, skuId: 'ANEL-1', name: 'Anel de Ouro', quantity: 3, revenueCents: 30_000 },
      { productId: c.products.colar, skuId: 'COLAR-1', name: 'Colar de Prata', quantity: 1, revenueCents: 5_000 },
      { productId: c.products.brinco, skuId: 'BRINCO-1', name: 'Brinco', quantity: 3, revenueCents: 3_000 },
      { productId: null, skuId: 'XYZ', name: 'Peça avulsa', quantity: 1, revenueCents: 2_000 },
    ]);
  });
});

describe('sales report filters', () => {
  it("keeps the operator's orders", async () => {
    const res = await summary({ operatorId: c.ana.id });
    expect(res.body.summary).toEqual({ orders: 3, paidOrders: 1, revenueCents: 21_500, averageTicketCents: 21_500, cancelled: 1, itemsSold: 2 });
    expect((await page(1, { operatorId: c.ana.id })).body.items.map((r) => r.number)).toEqual([6, 3, 1]);
  });

  it("keeps the orders whose current status is one of the chosen", async () => {
    const res = await summary({ orderStatus: ['pago', 'enviado'] });
    expect(res.body.summary).toEqual({ orders: 2, paidOrders: 2, revenueCents: 35_500, averageTicketCents: 17_750, cancelled: 0, itemsSold: 4 });
    const cancelled = await summary({ orderStatus: ['cancelado'] });
    expect(cancelled.body.summary).toEqual({ orders: 1, paidOrders: 0, revenueCents: 0, averageTicketCents: null, cancelled: 1, itemsSold: 0 });
    const bad = await summary({ orderStatus: ['finalizado'] });
    expect(bad.status).toBe(400);
  });

  it('keeps the orders holding the product, and counts only its units', async () => {
    const res = await summary({ productId: c.products.anel });
    // Orders 1, 3, 5; paid 1 and 5 (their whole totals); Anel's units of the paid ones: 2 + 1.
    expect(res.body.summary).toEqual({ orders: 3, paidOrders: 2, revenueCents: 35_500, averageTicketCents: 17_750, cancelled: 1, itemsSold: 3 });
    expect(res.body.topProducts).toEqual([{ productId: c.products.anel, skuId: 'ANEL-1', name: 'Anel de Ouro', quantity: 3, revenueCents: 30_000 }]);
    expect(res.body.byCategory).toEqual([{ category: { _id: c.categories.aneis, name: 'Anéis' }, quantity: 3, revenueCents: 30_000 }]);
    expect((await page(1, { productId: c.products.anel })).body.items.map((r) => r.number)).toEqual([5, 3, 1]);
  });

  it("keeps the orders holding a product of the category", async () => {
    const res = await summary({ categoryId: c.categories.colares });
    // Orders 2 and 4; paid 2 (70,00); Colar ×1 of the paid one.
    expect(res.body.summary).toEqual({ orders: 2, paidOrders: 1, revenueCents: 7_000, averageTicketCents: 7_000, cancelled: 0, itemsSold: 1 });
    expect(res.body.topProducts).toEqual([{ productId: c.products.colar, skuId: 'COLAR-1', name: 'Colar de Prata', quantity: 1, revenueCents: 5_000 }]);
    expect(res.body.byOperator).toEqual([
      { operator: { _id: c.beto.id, name: 'Operador rel-ven-beto' }, orders: 1, paidOrders: 1, revenueCents: 7_000 },
      { operator: null, orders: 1, paidOrders: 0, revenueCents: 0 },
    ]);
  });

  it("finds the contact by part of the name or number", async () => {
    const byName = await summary({ contact: 'souza' });
    expect(byName.body.summary).toMatchObject({ orders: 3, paidOrders: 2, revenueCents: 35_500 });
    const byNumber = await page(1, { contact: '1110002' });
    expect(byNumber.body.items.map((r) => r.number)).toEqual([6, 4, 2]);
    expect((await summary({ contact: 'ninguém' })).body.summary).toEqual({ orders: 0, paidOrders: 0, revenueCents: 0, averageTicketCents: null, cancelled: 0, itemsSold: 0 });
  });

  it('combines filters', async () => {
    const res = await summary({ operatorId: c.beto.id, productId: c.products.anel, orderStatus: ['enviado'] });
    expect(res.body.summary).toEqual({ orders: 1, paidOrders: 1, revenueCents: 14_000, averageTicketCents: 14_000, cancelled: 0, itemsSold: 1 });
  });
});

describe('sales report table', () => {
  const fifth = (): SalesReportRow => ({
    _id: c.orders[5] as string,
    number: 5,
    createdAt: '2026-03-09T02:30:00.000Z',
    contact: { _id: c.contacts.maria, name: 'Maria Souza', number: '5511911110001' },
    operator: { _id: c.beto.id, name: 'Operador rel-ven-beto' },
    status: 'enviado',
    statusLabel: 'Enviado',
    items: 2,
    subtotalCents: 12_000,
    freightCents: 2_000,
    discountCents: 0,
    totalCents: 14_000,
  });

  it('lists one row per order, newest first, ten a page', async () => {
    const res = await page(1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ page: 1, perPage: 10, total: 6 });
    expect(res.body.items.map((r) => r.number)).toEqual([5, 6, 4, 3, 2, 1]);
    expect(res.body.items[0]).toEqual(fifth());
    expect(res.body.items[4]).toMatchObject({ number: 2, items: 4, subtotalCents: 8_000, freightCents: 0, discountCents: 1_000, totalCents: 7_000, operator: { name: 'Operador rel-ven-beto' } });
    expect(res.body.items[2]).toMatchObject({ number: 4, operator: null, statusLabel: 'Aberto' });
  });

  it('pages on the server', async () => {
    const second = await page(2, { perPage: 4 });
    expect(second.body).toMatchObject({ page: 2, perPage: 4, total: 6 });
    expect(second.body.items.map((r) => r.number)).toEqual([2, 1]);
    expect((await page(3, { perPage: 4 })).body.items).toEqual([]);
  });
});

describe('sales report export', () => {
  it('streams a CSV of the filtered orders with money in reais', async () => {
    const res = await exportFile({ productId: c.products.anel });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="relatorio-vendas.csv"');
    expect(csvRecords(res.body)).toEqual([
      ['Pedido', 'Criado em', 'Contato', 'Número', 'Operador', 'Status', 'Itens', 'Subtotal (R$)', 'Frete (R$)', 'Desconto (R$)', 'Total (R$)'],
      ['#5', '08/03/2026 23:30', 'Maria Souza', '5511911110001', 'Operador rel-ven-beto', 'Enviado', '2', '120,00', '20,00', '0,00', '140,00'],
      ['#3', '05/03/2026 09:00', 'Maria Souza', '5511911110001', 'Operador rel-ven-ana', 'Cancelado', '1', '100,00', '0,00', '0,00', '100,00'],
      ['#1', '02/03/2026 10:00', 'Maria Souza', '5511911110001', 'Operador rel-ven-ana', 'Pago', '2', '200,00', '15,00', '0,00', '215,00'],
    ]);
  });

  it('runs above the sync limit as a background job whose file holds every order once (keyset on the exact moment)', async () => {
    const res = await exportFile();
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().export._id as string;
    expect(res.json().export).toMatchObject({ report: 'sales', total: 6, fileName: 'relatorio-vendas.csv' });
    const done = await eventually(
      async () => {
        const got = await c.t.app.inject({ method: 'GET', url: `/api/report/exports/${id}`, headers: auth(c.owner) });
        expect(got.json().export.status).toBe('done');
        return got.json().export as { rows: number; downloadUrl: string };
      },
      { attempts: 400, delayMs: 50 },
    );
    expect(done.rows).toBe(6);
    const file = await c.t.app.inject({ method: 'GET', url: done.downloadUrl });
    expect(file.statusCode).toBe(200);
    // Orders 4 and 3 share a millisecond: both are there, in order.
    expect(csvRecords(file.body).slice(1).map((r) => r[0])).toEqual(['#5', '#6', '#4', '#3', '#2', '#1']);
  });
});

describe('sales report export batches', () => {
  it('reads the orders in keyset batches on the exact moment: two orders in one millisecond are both read, once', async () => {
    const req = await reportRequestOf(c.t.ctx, c.channelId, { ...SALES_PERIOD, perPage: 10 }, REPORT_NOW);
    const batches: number[][] = [];
    // Batches of 3 end on order 4 (…00.500900Z); order 3 (…00.500100Z) starts the next.
    for await (const batch of salesReportTable.batches(c.t.ctx, req, 3)) batches.push(batch.map((r) => r.number));
    expect(batches).toEqual([
      [5, 6, 4],
      [3, 2, 1],
    ]);
  });
});

describe('who reads the sales report', () => {
  it('is for the owner and managers with Reports, not for managers without it nor operators', async () => {
    expect((await summary({}, c.withReports.token)).status).toBe(200);
    expect((await page(1, {}, c.withReports.token)).status).toBe(200);
    expect((await options('', c.withReports.token)).statusCode).toBe(200);
    for (const res of [await summary({}, c.withoutReports.token), await page(1, {}, c.withoutReports.token), await summary({}, c.ana.token)]) {
      expect(res.status).toBe(403);
    }
    expect((await options('', c.withoutReports.token)).statusCode).toBe(403);
    expect((await exportFile({}, c.withoutReports.token)).statusCode).toBe(403);
  });

  it("answers the module gate's error while the products module is off", async () => {
    await setProductsModule(c.t, c.channelId, c.owner, false);
    try {
      for (const res of [await summary(), await page(1)]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ error: 'module_disabled' });
      }
      expect((await options()).json()).toMatchObject({ statusCode: 403, error: 'module_disabled' });
      const exported = await exportFile();
      expect(exported.statusCode).toBe(403);
      expect(exported.json()).toMatchObject({ statusCode: 403, error: 'module_disabled' });
    } finally {
      await setProductsModule(c.t, c.channelId, c.owner, true);
    }
  });

  it("answers 404 for another company's product, category or operator", async () => {
    const cases = [
      [{ productId: c.products.deles }, 'product_not_found'],
      [{ categoryId: c.categories.deles }, 'product_category_not_found'],
    ] as const;
    for (const [body, error] of cases) {
      for (const res of [await summary(body), await page(1, body)]) {
        expect(res.status, JSON.stringify(res.body)).toBe(404);
        expect(res.body).toMatchObject({ error });
      }
      expect((await exportFile(body)).statusCode).toBe(404);
    }
    // An id that names no operator of the company (here: the other company's channel).
    const notOurOperator = await summary({ operatorId: c.other.channelId });
    expect(notOurOperator.status).toBe(404);
    expect(notOurOperator.body).toMatchObject({ error: 'operator_not_found' });
    expect((await options(`?productId=${c.products.deles}`)).statusCode).toBe(404);
  });

  it("never shows another company's orders, and the other company sees only its own", async () => {
    const theirs = await summary({}, c.other.ownerToken);
    expect(theirs.status).toBe(200);
    expect(theirs.body.summary).toEqual({ orders: 1, paidOrders: 1, revenueCents: 99_900, averageTicketCents: 99_900, cancelled: 0, itemsSold: 1 });
    expect(theirs.body.topProducts.map((p) => p.productId)).toEqual([c.products.deles]);
    const ours = await page(1);
    expect(ours.body.items.every((r) => r.contact.name !== 'Maria Deles')).toBe(true);
  });
});

describe('sales report filter choices', () => {
  it("lists the company's categories in the shop's order and finds products by part of the name, accents ignored", async () => {
    const res = await options('?search=anel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      categories: [
        { _id: c.categories.aneis, name: 'Anéis' },
        { _id: c.categories.colares, name: 'Colares' },
      ],
      products: [{ _id: c.products.anel, name: 'Anel de Ouro', skuId: 'ANEL-1' }],
    });
    // "prata" in any case, and the chosen product named even when the search does not match it.
    const chosen = await options(`?search=PRATA&productId=${c.products.brinco}`);
    expect(chosen.json().products.map((p: { name: string }) => p.name)).toEqual(['Brinco', 'Colar de Prata']);
    const all = await options();
    expect(all.json().products.map((p: { name: string }) => p.name)).toEqual(['Anel de Ouro', 'Brinco', 'Colar de Prata']);
  });
});
