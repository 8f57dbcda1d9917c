// The whole sale of issue 20 in real Chromium, the store faked as the only outside world: the owner's
// catalogue (products with pictures) and store integration (set on /catalogConfig) against a fake
// VTEX + Mercado Pago; a customer writes on /simulador; the operator sends a product list; the
// customer orders from the phone's cart; the order appears in the panel's "Pedidos" with its items
// and total; the operator quotes freight by CEP, confirms (stock checked at the store) and sends the
// payment link, which reaches the phone; Mercado Pago's signed webhook marks it paid and the panel
// shows "Pago" without a reload; /reportSales counts its revenue.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { launchBrowser, newPage, screenshotOnFailure } from '../support/browser.js';
import { STORE_KEYS, startFakeStore, type FakeStore } from '../support/fake-store.js';
import { tile } from '../support/report-tiles.js';
import { customerStarts, operatorOnline, signIn } from '../support/session.js';
import { DEMO_PASSWORD, freePort, startServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;
let store: FakeStore;
const api = serverApi(() => server.url);
const CUSTOMER = '5511987650888';
const OUTCOME = { timeout: 30_000 };
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const money = (text: string) => text.replace(/\s/g, ' ');

/** The owner's catalogue: a ring on sale and a necklace, each with a picture, in two categories. */
async function catalogue(): Promise<void> {
  const admin = await api<{ token: string }>('/api/user/login', null, { login: 'admin', password: DEMO_PASSWORD });
  const owner = await api<{ token: string; user: { channelId: string } }>('/api/user/login', null, { login: 'empresa', password: DEMO_PASSWORD });
  const channelId = owner.user.channelId;
  await api(`/api/channel/config/${channelId}`, owner.token, { modules: { products: true } }, 'PUT');
  // The platform admin turns the catalogue on: /catalogConfig (and its store settings) needs it.
  await api(`/api/catalog/config/${channelId}/enabled`, admin.token, { enabled: true }, 'PUT');
  const picture = async (name: string) => {
    const form = new FormData();
    form.set('file', new Blob([PNG], { type: 'image/png' }), name);
    const upload = await fetch(`${server.url}/api/upload?type=image`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: form });
    assert.equal(upload.status, 201, await upload.clone().text());
    return ((await upload.json()) as { media: { _id: string } }).media._id;
  };
  const category = async (name: string) => (await api<{ category: { _id: string } }>('/api/products/categories', owner.token, { name })).category._id;
  await api('/api/products', owner.token, { name: 'Anel Solitário', skuId: 'ANEL-SOL', priceCents: 150000, salePriceCents: 129990, onSale: true, categoryId: await category('Anéis'), imageIds: [await picture('anel.png')] });
  await api('/api/products', owner.token, { name: 'Colar Veneziana', skuId: 'COLAR-VEN', priceCents: 8990, categoryId: await category('Colares'), imageIds: [await picture('colar.png')] });
}

/** The owner fills "Integração da loja" on /catalogConfig with the fake store's account and keys. */
async function storeSettings(page: Page): Promise<void> {
  await signIn(page, 'empresa');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), OUTCOME);
  await page.goto('/catalogConfig');
  const form = page.getByRole('form', { name: 'Integração da loja' });
  await form.getByRole('textbox', { name: 'Plataforma' }).click(OUTCOME);
  await page.getByRole('option', { name: 'VTEX (frete e estoque) + Mercado Pago (pagamento)' }).click();
  await form.getByLabel('Conta VTEX').fill(STORE_KEYS.vtexAccount);
  await form.getByLabel('Canal de vendas (sc)').fill('1');
  await form.getByLabel('App key da VTEX').fill(STORE_KEYS.vtexAppKey);
  await form.getByLabel('App token da VTEX').fill(STORE_KEYS.vtexAppToken);
  await form.getByLabel('Access token do Mercado Pago').fill(STORE_KEYS.mercadoPagoToken);
  await form.getByLabel('Assinatura secreta do webhook (Mercado Pago)').fill(STORE_KEYS.webhookSecret);
  await form.getByRole('button', { name: 'Salvar integração' }).click();
  await page.getByText('Integração da loja salva.').waitFor(OUTCOME);
  // Saved secrets come back only as their masks; the webhook's address is the public one.
  await form.getByLabel('Access token do Mercado Pago').and(page.locator('[placeholder="••••-456"]')).waitFor(OUTCOME);
  await form.getByText(`${server.url}/api/webhooks/store/`).waitFor();
}

/** The customer opens the product list on the phone, adds both products to the cart and sends the order. */
async function customerOrders(phone: Page): Promise<void> {
  const list = phone.getByTestId('phone-company-message').filter({ hasText: 'Nossos produtos' });
  await list.getByRole('button', { name: /Ver produtos/ }).click(OUTCOME);
  const sheet = phone.getByRole('dialog', { name: 'Nossos produtos' });
  await sheet.getByRole('button', { name: 'Adicionar Anel Solitário ao carrinho' }).click(OUTCOME);
  await sheet.getByRole('button', { name: 'Adicionar Colar Veneziana ao carrinho' }).click();
  await phone.keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden' });
  await phone.getByRole('button', { name: 'Ver carrinho (2)' }).click();
  const cart = phone.getByRole('dialog', { name: 'Seu carrinho' });
  // Each line shows its product's picture through the server's small preview, loaded.
  for (const picture of await cart.getByTestId('cart-item').locator('img').all()) {
    assert.match((await picture.getAttribute('src')) ?? '', /[?&]size=thumb$/);
    await phone.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await picture.elementHandle(), OUTCOME);
  }
  assert.equal(await cart.getByTestId('cart-item').locator('img').count(), 2);
  await cart.getByRole('button', { name: 'Enviar pedido' }).click();
  await phone.getByTestId('phone-customer-message').filter({ hasText: 'Pedido: 2 itens' }).waitFor(OUTCOME);
}

/** An order's action opens its dialog (the card's own action group, so another order's is never hit). */
async function action(order: Locator, page: Page, name: string, dialog: string): Promise<Locator> {
  await order.getByRole('group', { name: /Ações do pedido/ }).getByRole('button', { name, exact: true }).click();
  const opened = page.getByRole('dialog', { name: dialog });
  await opened.waitFor(OUTCOME);
  return opened;
}

before(async () => {
  store = await startFakeStore({
    'ANEL-SOL': { stock: 3, slas: [{ id: 'Normal', name: 'Normal', price: 1500, shippingEstimate: '7bd' }, { id: 'Expressa', name: 'Expressa', price: 3000, shippingEstimate: '2bd' }] },
    'COLAR-VEN': { stock: 5, slas: [{ id: 'Normal', name: 'Normal', price: 1000, shippingEstimate: '5bd' }, { id: 'Expressa', name: 'Expressa', price: 2000, shippingEstimate: '3bd' }] },
  });
  // PUBLIC_URL names the server's own address, so the payment link's preference carries the
  // notification_url Mercado Pago posts to; the store's hosts are loopback, allowed only in tests.
  const port = await freePort();
  server = await startServer(
    { VTEX_API_BASE: store.url, MERCADOPAGO_API_BASE: store.url, PROVIDER_ALLOW_PRIVATE_HOSTS: 'true', STORE_TIMEOUT_MS: '5000', PUBLIC_URL: `http://127.0.0.1:${port}` },
    { port },
  );
  browser = await launchBrowser();
  await catalogue();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  await store?.close();
});

describe('a sale from the product list to the sales report', () => {
  it('the customer orders from the phone, the operator charges freight and sends the link, the store confirms payment and the report counts it', async () => {
    const owner = await newPage(browser, server.url);
    const operator = await newPage(browser, server.url);
    const customer = await newPage(browser, server.url);
    const pages = { owner: owner.page, operator: operator.page, customer: customer.page };
    try {
      await storeSettings(pages.owner);

      await operatorOnline(pages.operator);
      await customerStarts(pages.customer, { number: CUSTOMER, name: 'Carla Compras' }, 'Quero comprar um anel e um colar');

      // The operator takes the conversation and sends both products as a list.
      await pages.operator.getByTestId('attendance-row').filter({ hasText: 'Carla Compras' }).click(OUTCOME);
      await pages.operator.getByText('Quero comprar um anel e um colar').waitFor(OUTCOME);
      const orders = pages.operator.getByRole('region', { name: 'Pedidos' });
      await orders.getByText('Nenhum pedido neste atendimento.').waitFor(OUTCOME);
      await pages.operator.getByRole('button', { name: 'Enviar produtos' }).click();
      const picker = pages.operator.getByRole('dialog', { name: 'Enviar produtos' });
      await picker.getByRole('listitem', { name: 'Adicionar Anel Solitário' }).click(OUTCOME);
      await picker.getByRole('listitem', { name: 'Adicionar Colar Veneziana' }).click();
      await picker.getByRole('button', { name: 'Enviar lista (2)' }).click();
      await picker.waitFor({ state: 'hidden', ...OUTCOME });

      await customerOrders(pages.customer);

      // The order message became order #1 in "Pedidos", live: its lines at the catalogue's prices and its total.
      const order = orders.getByRole('listitem', { name: 'Pedido #1' });
      await order.waitFor(OUTCOME);
      assert.equal(await order.getByTestId('order-status').textContent(), 'Aberto'); // textContent: the badge's CSS upper-cases what innerText reads
      await order.getByText('Carrinho do WhatsApp', { exact: false }).waitFor();
      assert.match(money(await order.getByRole('listitem').filter({ hasText: 'Anel Solitário' }).innerText()), /1 × R\$ 1\.299,90/);
      assert.match(money(await order.getByRole('listitem').filter({ hasText: 'Colar Veneziana' }).innerText()), /1 × R\$ 89,90/);
      assert.match(money(await order.getByTestId('order-card-total').innerText()), /R\$ 1\.389,80/);
      // The phone sent the sale price the catalogue charges: no price warning.
      assert.equal(await order.getByTestId('order-mismatch').count(), 0);

      // Freight by CEP: the store's options every item ships by, summed; the chosen one enters the total.
      const freight = await action(order, pages.operator, 'Frete', 'Frete do pedido #1');
      await freight.getByLabel('CEP').fill('01310-100');
      await freight.getByRole('button', { name: 'Cotar' }).click();
      await freight.getByRole('radio', { name: 'Normal: R$ 25,00 · 7 dia(s) úteis' }).check(OUTCOME);
      await freight.getByRole('radio', { name: 'Expressa: R$ 50,00 · 3 dia(s) úteis' }).waitFor();
      await freight.getByRole('button', { name: 'Usar este frete' }).click();
      await freight.waitFor({ state: 'hidden', ...OUTCOME });
      await order.getByText('Frete (Normal, 7 dia(s) úteis)').waitFor(OUTCOME);
      assert.match(money(await order.getByTestId('order-card-total').innerText()), /R\$ 1\.414,80/);

      // "Aguardando pagamento": the server checks the store's stock first.
      const status = await action(order, pages.operator, 'Mudar status', 'Mudar status do pedido #1');
      assert.equal(await status.getByRole('textbox', { name: 'Novo status' }).inputValue(), 'Aguardando pagamento');
      await status.getByRole('button', { name: 'Mudar status' }).click();
      await status.waitFor({ state: 'hidden', ...OUTCOME });
      await order.getByTestId('order-status').filter({ hasText: /^Aguardando pagamento$/ }).waitFor(OUTCOME);

      // The payment link (Pix) for the total reaches the customer's phone.
      const payment = await action(order, pages.operator, 'Link de pagamento', 'Enviar link de pagamento do pedido #1');
      await payment.getByRole('button', { name: 'Enviar link' }).click();
      await payment.waitFor({ state: 'hidden', ...OUTCOME });
      await pages.customer.getByTestId('phone-company-message').filter({ hasText: 'mercadopago.com.br/checkout' }).waitFor(OUTCOME);
      assert.equal(store.preferences.length, 1);
      const [preference] = store.preferences;
      assert.ok(preference);
      assert.equal(preference.body.items?.[0]?.unit_price, 1414.8);
      assert.equal(preference.body.notification_url?.startsWith(`${server.url}/api/webhooks/store/`), true, preference.body.notification_url);

      // Mercado Pago confirms the payment: its signed webhook, then the payment read back as approved.
      assert.equal(await store.pay(preference, '1320011223'), 200);
      // Live, without a reload: the badge and the history move to "Pago".
      await order.getByTestId('order-status').filter({ hasText: /^Pago$/ }).waitFor(OUTCOME);
      await order.getByText('Pagamento confirmado pela loja.').waitFor();

      // Every store call had the documented shape and credentials.
      assert.deepEqual(store.problems, []);
      const calls = store.requests.map((r) => `${r.method} ${r.path}`);
      assert.ok(calls.includes('POST /api/checkout/pub/orderForms/simulation'), calls.join(', '));
      assert.ok(calls.includes('GET /v1/payments/1320011223'), calls.join(', '));
      const quoted = store.requests.find((r) => (r.body as { postalCode?: string } | null)?.postalCode);
      assert.deepEqual(quoted?.body, { items: [{ id: 'ANEL-SOL', quantity: 1, seller: '1' }, { id: 'COLAR-VEN', quantity: 1, seller: '1' }], postalCode: '01310100', country: 'BRA' });

      // The owner's sales report counts the paid order's revenue, freight included.
      await pages.owner.goto('/reportSales');
      assert.equal(money(await tile(pages.owner, 'revenue')), 'R$ 1.414,80');
      assert.equal(await tile(pages.owner, 'paidOrders'), '1');
      // Its row: the customer, the operator who first acted on the WhatsApp cart, paid, with the freight.
      const row = pages.owner.getByRole('table', { name: 'Pedidos do período' }).getByRole('row').filter({ hasText: '#1' });
      const cells = money(await row.innerText({ timeout: OUTCOME.timeout }));
      for (const expected of ['Carla Compras', 'Operador Demo', 'Pago', 'R$ 25,00', 'R$ 1.414,80']) assert.ok(cells.includes(expected), `row "${cells}" lacks ${expected}`);
    } catch (err) {
      for (const [name, page] of Object.entries(pages)) await screenshotOnFailure(page, `sales-flow-${name}`);
      throw err;
    } finally {
      await owner.context.close();
      await operator.context.close();
      await customer.context.close();
    }
  });
});
