// Sending products end to end in real Chromium (issue 20): the owner has the catalogue on with a
// product that has a picture; a customer writes on /simulador; the operator sends a product list from
// the panel's "Enviar produtos"; the phone shows it, the customer adds two items to the cart and sends
// the order; the operator sees the order message in the chat.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { newPage, screenshotOnFailure } from '../support/browser.js';
import { customerStarts, operatorOnline } from '../support/session.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { withServerAndBrowser } from '../support/suite.js';

let server: RunningServer;
let browser: Browser;
const api = serverApi(() => server.url);
const CUSTOMER = '5511987650777';
const OUTCOME = { timeout: 30_000 };
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The owner turns the catalogue on and adds a ring (with a picture, on sale) and a necklace, in two categories. */
async function catalogue(): Promise<void> {
  const owner = await api<{ token: string; user: { channelId: string } }>('/api/user/login', null, { login: 'empresa', password: DEMO_PASSWORD });
  await api(`/api/channel/config/${owner.user.channelId}`, owner.token, { modules: { products: true } }, 'PUT');
  const form = new FormData();
  form.set('file', new Blob([PNG], { type: 'image/png' }), 'anel.png');
  const upload = await fetch(`${server.url}/api/upload?type=image`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: form });
  assert.equal(upload.status, 201, await upload.clone().text());
  const imageId = ((await upload.json()) as { media: { _id: string } }).media._id;
  const category = async (name: string) => (await api<{ category: { _id: string } }>('/api/products/categories', owner.token, { name })).category._id;
  const rings = await category('Anéis');
  const necklaces = await category('Colares');
  await api('/api/products', owner.token, { name: 'Anel Solitário', skuId: 'ANEL-SOL', priceCents: 150000, salePriceCents: 129990, onSale: true, categoryId: rings, imageIds: [imageId] });
  await api('/api/products', owner.token, { name: 'Colar Veneziana', skuId: 'COLAR-VEN', priceCents: 8990, categoryId: necklaces });
}

withServerAndBrowser(async (started, chromium) => {
  server = started;
  browser = chromium;
  await catalogue();
});

describe('sending products from the panel to the simulated phone', () => {
  it('the operator sends a product list, the customer orders two items from the cart, the operator sees the order', async () => {
    const operator = await newPage(browser, server.url);
    const customer = await newPage(browser, server.url);
    const pages = { operator: operator.page, customer: customer.page };
    try {
      await operatorOnline(pages.operator);
      await customerStarts(pages.customer, { number: CUSTOMER, name: 'Bia Joias' }, 'Quero ver anéis e colares');

      // The operator opens the conversation and picks both products in "Enviar produtos".
      const row = pages.operator.getByTestId('attendance-row').filter({ hasText: 'Bia Joias' });
      await row.click(OUTCOME);
      await pages.operator.getByText('Quero ver anéis e colares').waitFor(OUTCOME);
      await pages.operator.getByRole('button', { name: 'Enviar produtos' }).click();
      const picker = pages.operator.getByRole('dialog', { name: 'Enviar produtos' });
      await picker.getByRole('listitem', { name: 'Adicionar Anel Solitário' }).click(OUTCOME);
      await picker.getByRole('listitem', { name: 'Adicionar Colar Veneziana' }).click();
      await picker.getByText('2 produtos selecionados (máx. 30)').waitFor();
      await picker.getByRole('button', { name: 'Enviar lista (2)' }).click();
      await picker.waitFor({ state: 'hidden', ...OUTCOME });
      await pages.operator.getByTestId('products-message').filter({ hasText: 'Anel Solitário' }).waitFor(OUTCOME);

      // The phone shows the list; the customer opens it, adds both products and sends the order.
      const list = pages.customer.getByTestId('phone-company-message').filter({ hasText: 'Nossos produtos' });
      await list.getByRole('button', { name: /Ver produtos/ }).click(OUTCOME);
      const sheet = pages.customer.getByRole('dialog', { name: 'Nossos produtos' });
      await sheet.getByText('Anéis', { exact: true }).waitFor(OUTCOME);
      // The product's picture reaches the phone by its signed link.
      const picture = sheet.getByTestId('phone-product').filter({ hasText: 'Anel Solitário' }).locator('img');
      await pages.customer.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await picture.elementHandle(), OUTCOME);
      await sheet.getByRole('button', { name: 'Adicionar Anel Solitário ao carrinho' }).click();
      await sheet.getByRole('button', { name: 'Adicionar Colar Veneziana ao carrinho' }).click();
      await pages.customer.keyboard.press('Escape');
      await sheet.waitFor({ state: 'hidden' });
      await pages.customer.getByRole('button', { name: 'Ver carrinho (2)' }).click();
      const cart = pages.customer.getByRole('dialog', { name: 'Seu carrinho' });
      assert.match((await cart.getByTestId('cart-subtotal').innerText()).replace(/\s/g, ' '), /R\$ 1\.389,80/);
      await cart.getByRole('button', { name: 'Enviar pedido' }).click();
      await pages.customer.getByTestId('phone-customer-message').filter({ hasText: 'Pedido: 2 itens' }).waitFor(OUTCOME);

      // The operator sees the order in the chat, with its total.
      const total = pages.operator.getByTestId('order-total');
      await total.waitFor(OUTCOME);
      assert.match((await total.innerText()).replace(/\s/g, ' '), /R\$ 1\.389,80/);
      await pages.operator.getByText('1 × ANEL-SOL').waitFor();
      await pages.operator.getByText('1 × COLAR-VEN').waitFor();
    } catch (err) {
      for (const [name, page] of Object.entries(pages)) await screenshotOnFailure(page, `products-send-${name}`);
      throw err;
    } finally {
      await operator.context.close();
      await customer.context.close();
    }
  });
});
