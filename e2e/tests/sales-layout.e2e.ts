// Issue 20's screens at a phone (390 px), a laptop (1366 px) and a desktop (1920 px), in real Chromium
// against the built server: the attendance panel's "Pedidos" (in the contact drawer on a phone) shows
// an order with long product names, its status badge and totals whole and every action usable; the
// cart dialog fits the screen; /reportSales shows its tiles, filters, chart and orders table with the
// page never scrolling sideways and "Exportar" usable; /catalogConfig's two forms fit, their buttons usable.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { LAYOUT_WIDTHS, assertNoSidewaysScroll, assertNothingCut, assertUsable, atWidth } from '../support/layout-checks.js';
import { tile } from '../support/report-tiles.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { operatorContactPanel, signIn } from '../support/session.js';
import { withServerAndBrowser } from '../support/suite.js';
import { until } from '../support/until.js';

let server: RunningServer;
let browser: Browser;
const api = serverApi(() => server.url, { getWithoutBody: true });
type Login = { token: string; user: { channelId: string; operatorData?: { _id: string } | null } };
/** Waits on what crosses the server, the queue and the socket on a busy 2-core machine. */
const OUTCOME = { timeout: 30_000 };
const CUSTOMER = { number: '5511987650777', name: 'Maria Aparecida dos Santos Oliveira' };
const LONG_NAME = 'Gargantilha Veneziana de Ouro Branco 18k com Zircônias Cravejadas — Edição Limitada de Natal';
const ACTIONS = ['Frete', 'Estoque', 'Desconto', 'Link de pagamento', 'Mudar status', 'Cancelar pedido'];

/** The catalogue on, two products (one with a very long name), the customer with the operator, and an open order with a discount. */
async function setUp(): Promise<void> {
  const owner = await api<Login>('/api/user/login', null, { login: 'empresa', password: DEMO_PASSWORD });
  const channelId = owner.user.channelId;
  await api(`/api/channel/config/${channelId}`, owner.token, { modules: { products: true } }, 'PUT');
  // The platform admin turns the catalogue on: /catalogConfig and its store settings need it.
  const admin = await api<{ token: string }>('/api/user/login', null, { login: 'admin', password: DEMO_PASSWORD });
  await api(`/api/catalog/config/${channelId}/enabled`, admin.token, { enabled: true }, 'PUT');
  const { category } = await api<{ category: { _id: string } }>('/api/products/categories', owner.token, { name: 'Gargantilhas e colares finos' });
  const long = await api<{ product: { _id: string } }>('/api/products', owner.token, { name: LONG_NAME, skuId: 'GARG-VEN-18K-NATAL', priceCents: 1_289_990, categoryId: category._id });
  const ring = await api<{ product: { _id: string } }>('/api/products', owner.token, { name: 'Anel Solitário', skuId: 'ANEL-SOL', priceCents: 150_000, salePriceCents: 129_990, onSale: true });

  const operator = await api<Login>('/api/user/login', null, { login: 'operador', password: DEMO_PASSWORD });
  const operatorId = operator.user.operatorData?._id as string;
  await api(`/api/operator/status/${operatorId}`, operator.token, { status: true }, 'PATCH');
  await api('/api/webhooks/simulator', null, {
    channelId,
    events: [{ kind: 'message', id: 'e2e-sales-layout-1', from: CUSTOMER, type: 'text', text: 'Quero a gargantilha da vitrine' }],
  });
  const attendance = await until('the attendance in progress', async () => {
    const list = await api<{ attendances: Array<{ _id: string }> }>(`/api/attendance/operator/${operatorId}?status=in_attendance`, operator.token);
    return list.attendances[0];
  });
  const { order } = await api<{ order: { _id: string } }>('/api/orders', operator.token, {
    attendanceId: attendance._id,
    items: [
      { productId: long.product._id, quantity: 12 },
      { productId: ring.product._id, quantity: 1 },
    ],
  });
  await api(`/api/orders/${order._id}/discount`, operator.token, { discountCents: 50_000 }, 'PUT');
}

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  await setUp();
});

describe('the sales screens at 390, 1366 and 1920 px', () => {
  for (const width of LAYOUT_WIDTHS) {
    it(`${width} px: "Pedidos" shows the order whole, every action usable, and the cart dialog fits`, async () => {
      await atWidth(browser, server.url, width, 'sales-orders', async (page) => {
        const panel = await operatorContactPanel(page, width);
        const orders = panel.getByRole('region', { name: 'Pedidos' });
        const order = orders.getByRole('listitem', { name: 'Pedido #1' });
        await order.getByText(LONG_NAME).waitFor(OUTCOME);
        assert.equal(await order.getByTestId('order-status').textContent(), 'Aberto');
        await assertNothingCut(order, `order #1 at ${width} px`, '.mantine-Badge-label, .mantine-Text-root');
        await assertNothingCut(panel, `the contact panel at ${width} px`);
        await assertNoSidewaysScroll(page, `the attendance at ${width} px`);
        const actions = order.getByRole('group', { name: 'Ações do pedido #1' });
        for (const name of ACTIONS) await assertUsable(actions.getByRole('button', { name }), `"${name}" of order #1`);

        // The discount dialog opens over the panel, whole, and closes with Escape.
        await actions.getByRole('button', { name: 'Desconto' }).click();
        const discount = page.getByRole('dialog', { name: 'Desconto do pedido #1' });
        await assertUsable(discount.getByRole('textbox', { name: 'Desconto (R$)' }), 'the discount field');
        await page.keyboard.press('Escape');
        await discount.waitFor({ state: 'hidden' });

        // "Novo pedido": the cart builder fits the screen, its search and products usable.
        await assertUsable(orders.getByRole('button', { name: 'Novo pedido' }), '"Novo pedido"');
        await orders.getByRole('button', { name: 'Novo pedido' }).click();
        const cart = page.getByRole('dialog', { name: 'Novo pedido' });
        const search = cart.getByRole('textbox', { name: 'Buscar produto por nome ou SKU' });
        await assertUsable(search, 'the cart search');
        await search.fill('gargantilha');
        const add = cart.getByRole('button', { name: `Adicionar ${LONG_NAME}` });
        await assertUsable(add, 'the product to add');
        await add.click();
        await assertUsable(cart.getByRole('textbox', { name: `Quantidade de ${LONG_NAME}` }), 'the quantity in the cart');
        await assertNothingCut(cart, `the cart at ${width} px`, '.mantine-Badge-label');
        await assertNoSidewaysScroll(page, `the cart at ${width} px`);
      });
    });

    it(`${width} px: /reportSales shows tiles, filters, chart and table without scrolling the page sideways; /catalogConfig fits`, async () => {
      await atWidth(browser, server.url, width, 'sales-report-and-catalog-config', async (page) => {
        await signIn(page, 'empresa');
        await page.waitForURL((url) => !url.pathname.startsWith('/login'), OUTCOME);
        await page.goto('/reportSales');
        assert.equal(await tile(page, 'orders'), '1');
        const table = page.getByRole('table', { name: 'Pedidos do período' });
        await table.getByRole('row').filter({ hasText: '#1' }).waitFor(OUTCOME);
        await page.locator('.recharts-surface').first().waitFor(OUTCOME);
        await assertNothingCut(page.locator('.report-page'), `/reportSales at ${width} px`, '.mantine-Badge-label, [data-testid="tile-value"]');
        await assertNoSidewaysScroll(page, `/reportSales at ${width} px`);
        await assertUsable(page.getByRole('button', { name: 'Exportar' }), '"Exportar"');
        await assertUsable(table.getByRole('row').filter({ hasText: '#1' }).getByRole('cell').first(), 'the order number cell');

        // /catalogConfig: the catalogue's form and the store's both fit, their buttons usable.
        await page.goto('/catalogConfig');
        await page.getByText('Catálogo ativo neste canal.').waitFor(OUTCOME);
        await assertNoSidewaysScroll(page, `/catalogConfig at ${width} px`);
        await assertUsable(page.getByRole('button', { name: 'Salvar', exact: true }), 'the catalogue\'s "Salvar"');
        const store = page.getByRole('form', { name: 'Integração da loja' });
        await assertUsable(store.getByRole('textbox', { name: 'Plataforma' }), 'the store platform');
        await assertUsable(store.getByRole('button', { name: 'Salvar integração' }), '"Salvar integração"');
        await assertNothingCut(store, `the store form at ${width} px`, '.mantine-Badge-label');
      });
    });
  }
});
