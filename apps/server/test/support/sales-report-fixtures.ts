// The one company every sales report test reads (/reportSales): the report company (fixed clock,
// 10 March 2026 in São Paulo; the period 2–8 March is 03:00Z on the 2nd to 03:00Z on the 9th), the
// products module on, two categories, three products, two contacts and eight orders with their lines
// written straight in SQL (the report reads only these tables, so its tests do not depend on the
// orders routes), plus another company's order that must never appear. Every figure the test expects
// is summed by hand from the table below.
//
// #  contact  operator  status                created (UTC)                local day   lines                                  subtotal freight discount total
// 1  Maria    Ana       pago                  2026-03-02T13:00Z            2 Mar       Anel ×2 @100,00                          200,00   15,00    0     215,00
// 2  João     Beto      entregue              2026-03-04T15:00Z            4 Mar       Colar ×1 @50,00, Brinco ×3 @10,00         80,00    0      10,00   70,00
// 3  Maria    Ana       cancelado             2026-03-05T12:00:00.500100Z  5 Mar       Anel ×1 @100,00                          100,00    0       0     100,00
// 4  João     —         aberto                2026-03-05T12:00:00.500900Z  5 Mar       Colar ×2 @50,00                          100,00    0       0     100,00
// 5  Maria    Beto      enviado               2026-03-09T02:30Z            8 Mar 23:30 Anel ×1 @100,00, XYZ (unknown) ×1 @20,00 120,00   20,00    0     140,00
// 6  João     Ana       aguardando_pagamento  2026-03-07T20:00Z            7 Mar       Brinco ×1 @10,00                          10,00    0       0      10,00
// 7  Maria    Ana       pago                  2026-03-09T03:30Z            9 Mar 00:30 Anel ×5 (outside the period)              500,00   0       0     500,00
// 8  Maria    Ana       pago                  2026-03-02T02:59Z            1 Mar 23:59 Colar ×1 (outside the period)              50,00   0       0      50,00
// Orders 3 and 4 share a millisecond (their microseconds differ): the export's keyset must not lose one.
import { sql } from 'drizzle-orm';
import { auth } from './test-app.js';
import { insertContact, one, postReport, reportCompany, type ReportCompany } from './report-company-fixtures.js';
import { setProductsModule } from './product-fixtures.js';
import type { TestApp } from './test-app.js';

export const SALES_PERIOD = { period: 'custom', from: '2026-03-02', to: '2026-03-08' } as const;

export type SalesReportCompany = ReportCompany & {
  categories: { aneis: string; colares: string; deles: string };
  products: { anel: string; colar: string; brinco: string; deles: string };
  contacts: { maria: string; joao: string };
  /** Order ids by number (1–8). */
  orders: Record<number, string>;
};

async function insertCategory(t: TestApp, channelId: string, name: string, position: number): Promise<string> {
  return (await one<{ id: string }>(t, sql`insert into product_categories (channel_id, name, position) values (${channelId}, ${name}, ${position}) returning id`)).id;
}

async function insertProduct(t: TestApp, channelId: string, p: { name: string; sku: string; priceCents: number; categoryId: string | null }): Promise<string> {
  return (
    await one<{ id: string }>(
      t,
      sql`insert into products (channel_id, category_id, name, sku_id, price_cents) values (${channelId}, ${p.categoryId}, ${p.name}, ${p.sku}, ${p.priceCents}) returning id`,
    )
  ).id;
}

type Line = { productId: string | null; sku: string; name: string; quantity: number; unitCents: number };
type OrderFixture = {
  number: number;
  contactId: string;
  operatorId: string | null;
  status: string;
  createdAt: string;
  lines: Line[];
  freightCents?: number;
  discountCents?: number;
};

async function insertOrder(t: TestApp, channelId: string, o: OrderFixture): Promise<string> {
  const subtotal = o.lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
  const freight = o.freightCents ?? 0;
  const discount = o.discountCents ?? 0;
  const id = (
    await one<{ id: string }>(
      t,
      sql`insert into orders (channel_id, number, contact_id, operator_id, source, status, subtotal_cents, freight_cents, discount_cents, total_cents, created_at, updated_at)
          values (${channelId}, ${o.number}, ${o.contactId}, ${o.operatorId}, 'panel', ${o.status}, ${subtotal}, ${freight}, ${discount}, ${subtotal + freight - discount}, ${o.createdAt}, ${o.createdAt})
          returning id`,
    )
  ).id;
  for (const [position, l] of o.lines.entries()) {
    await t.ctx.db.orm.execute(sql`
      insert into order_items (order_id, position, product_id, sku_id, name, quantity, unit_price_cents, unknown_product)
      values (${id}, ${position}, ${l.productId}, ${l.sku}, ${l.name}, ${l.quantity}, ${l.unitCents}, ${l.productId === null})`);
  }
  return id;
}

export async function salesReportCompany(prefix: string, options: { config?: Record<string, string>; queue?: boolean } = {}): Promise<SalesReportCompany> {
  const base = await reportCompany(prefix, options);
  const { t, channelId, owner, other } = base;
  await setProductsModule(t, channelId, owner);
  await setProductsModule(t, other.channelId, other.ownerToken);
  const aneis = await insertCategory(t, channelId, 'Anéis', 0);
  const colares = await insertCategory(t, channelId, 'Colares', 1);
  const deles = await insertCategory(t, other.channelId, 'Deles', 0);
  const anel = await insertProduct(t, channelId, { name: 'Anel de Ouro', sku: 'ANEL-1', priceCents: 10_000, categoryId: aneis });
  const colar = await insertProduct(t, channelId, { name: 'Colar de Prata', sku: 'COLAR-1', priceCents: 5_000, categoryId: colares });
  const brinco = await insertProduct(t, channelId, { name: 'Brinco', sku: 'BRINCO-1', priceCents: 1_000, categoryId: null });
  const delesProduct = await insertProduct(t, other.channelId, { name: 'Anel Deles', sku: 'ANEL-1', priceCents: 99_900, categoryId: deles });
  const maria = await insertContact(t, channelId, '5511911110001', 'Maria Souza');
  const joao = await insertContact(t, channelId, '5511911110002', 'João Lima');
  const delesContact = await insertContact(t, other.channelId, '5511911110009', 'Maria Deles');

  const line = (productId: string | null, sku: string, name: string, quantity: number, unitCents: number): Line => ({ productId, sku, name, quantity, unitCents });
  const anelL = (q: number) => line(anel, 'ANEL-1', 'Anel de Ouro', q, 10_000);
  const colarL = (q: number) => line(colar, 'COLAR-1', 'Colar de Prata', q, 5_000);
  const brincoL = (q: number) => line(brinco, 'BRINCO-1', 'Brinco', q, 1_000);
  const { ana, beto } = base;
  const fixtures: OrderFixture[] = [
    { number: 1, contactId: maria, operatorId: ana.id, status: 'pago', createdAt: '2026-03-02T13:00:00Z', lines: [anelL(2)], freightCents: 1_500 },
    { number: 2, contactId: joao, operatorId: beto.id, status: 'entregue', createdAt: '2026-03-04T15:00:00Z', lines: [colarL(1), brincoL(3)], discountCents: 1_000 },
    { number: 3, contactId: maria, operatorId: ana.id, status: 'cancelado', createdAt: '2026-03-05T12:00:00.500100Z', lines: [anelL(1)] },
    { number: 4, contactId: joao, operatorId: null, status: 'aberto', createdAt: '2026-03-05T12:00:00.500900Z', lines: [colarL(2)] },
    { number: 5, contactId: maria, operatorId: beto.id, status: 'enviado', createdAt: '2026-03-09T02:30:00Z', lines: [anelL(1), line(null, 'XYZ', 'Peça avulsa', 1, 2_000)], freightCents: 2_000 },
    { number: 6, contactId: joao, operatorId: ana.id, status: 'aguardando_pagamento', createdAt: '2026-03-07T20:00:00Z', lines: [brincoL(1)] },
    { number: 7, contactId: maria, operatorId: ana.id, status: 'pago', createdAt: '2026-03-09T03:30:00Z', lines: [anelL(5)] },
    { number: 8, contactId: maria, operatorId: ana.id, status: 'pago', createdAt: '2026-03-02T02:59:00Z', lines: [colarL(1)] },
  ];
  const orders: Record<number, string> = {};
  for (const f of fixtures) orders[f.number] = await insertOrder(t, channelId, f);
  await insertOrder(t, other.channelId, {
    number: 1,
    contactId: delesContact,
    operatorId: null,
    status: 'pago',
    createdAt: '2026-03-03T15:00:00Z',
    lines: [line(delesProduct, 'ANEL-1', 'Anel Deles', 1, 99_900)],
  });
  return { ...base, categories: { aneis, colares, deles }, products: { anel, colar, brinco, deles: delesProduct }, contacts: { maria, joao }, orders };
}

type Body = Record<string, unknown>;

/** The report's calls over SALES_PERIOD plus `body`, as the owner unless another token is given. */
export function salesReportCalls<Summary, Page>(company: () => SalesReportCompany) {
  const url = '/api/report/sales';
  return {
    summary: (body: Body = {}, token = company().owner) => postReport<Summary>(company().t, token, `${url}/summary`, { ...SALES_PERIOD, ...body }),
    page: (n: number, body: Body = {}, token = company().owner) => postReport<Page>(company().t, token, `${url}/page/${n}`, { ...SALES_PERIOD, ...body }),
    exportFile: (body: Body = {}, token = company().owner) =>
      company().t.app.inject({ method: 'POST', url: `${url}/export`, headers: auth(token), payload: { ...SALES_PERIOD, format: 'csv', ...body } }),
    options: (query = '', token = company().owner) => company().t.app.inject({ method: 'GET', url: `${url}/options${query}`, headers: auth(token) }),
  };
}
