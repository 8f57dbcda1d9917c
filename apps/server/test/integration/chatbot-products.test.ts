// The bot's "products" menu option: with the catalogue on, the channel's visible products as one
// product list (by category order, then name; Meta's product_list on a channel with a Meta catalog),
// then the menu again; with the catalogue off or empty, the "unavailable" text and the menu.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth } from '../support/test-app.js';
import { addProductsMenuRow, cloudEnvelope, useBotCompany } from '../support/chatbot-fixtures.js';
import { cloudWebhook } from '../support/fake-graph/index.js';
import { catalogCalls, setProductsModule } from '../support/product-fixtures.js';
import { setMetaCatalog } from '../support/product-send-fixtures.js';
import { PRODUCTS_UNAVAILABLE } from '../../src/modules/chatbot/bot-runtime.js';

const b = useBotCompany('produtos');
const CATALOG = '99887766554433';

beforeAll(async () => {
  // The root menu gets a "Produtos" row.
  await addProductsMenuRow(b);
});

const chooseProducts = async (customer: string) => {
  await b.say(customer, 'oi');
  await b.sentTo(customer, 2);
  await b.tap(customer, 'list_reply', 'inicio:prod', 'Produtos');
  return b.sentTo(customer, 4);
};

describe('the bot offers the catalogue', () => {
  it('with the catalogue module off, says it is unavailable and shows the menu again', async () => {
    const customer = b.nextCustomer();
    const [, , unavailable, menu] = await chooseProducts(customer);
    expect(unavailable).toEqual({ ...cloudEnvelope(customer, 'text'), text: { preview_url: false, body: PRODUCTS_UNAVAILABLE } });
    expect(menu?.interactive).toMatchObject({ type: 'list', header: { type: 'text', text: 'Loja Bot' } });
  });

  it('with the module on but no visible product, still unavailable', async () => {
    await setProductsModule(b.t, b.channelId, b.owner, true);
    const customer = b.nextCustomer();
    const [, , unavailable] = await chooseProducts(customer);
    expect(unavailable?.text?.body).toBe(PRODUCTS_UNAVAILABLE);
  });

  it("sends the visible products as Meta's product list by category order then name, then the menu; the attendance stays with the bot", async () => {
    const api = catalogCalls(b.t);
    const rings = await api.category(b.owner, 'Anéis');
    const necklaces = await api.category(b.owner, 'Colares');
    await api.product(b.owner, { name: 'Colar B', skuId: 'COLAR-B', categoryId: necklaces });
    await api.product(b.owner, { name: 'anel Z', skuId: 'ANEL-Z', categoryId: rings });
    await api.product(b.owner, { name: 'Anel A', skuId: 'ANEL-A', categoryId: rings });
    await api.product(b.owner, { name: 'Avulso', skuId: 'AVULSO' });
    await api.product(b.owner, { name: 'Anel Oculto', skuId: 'ANEL-OCULTO', categoryId: rings, hide: true });
    await setMetaCatalog(b.t, b.channelId, b.owner, CATALOG);

    const customer = b.nextCustomer();
    const [, , list, menu] = await chooseProducts(customer);
    expect(list).toEqual({
      ...cloudEnvelope(customer, 'interactive'),
      interactive: {
        type: 'product_list',
        header: { type: 'text', text: 'Nossos produtos' },
        body: { text: 'Escolha os produtos que deseja e envie seu pedido por aqui.' },
        action: {
          catalog_id: CATALOG,
          sections: [
            { title: 'Anéis', product_items: [{ product_retailer_id: 'ANEL-A' }, { product_retailer_id: 'ANEL-Z' }] },
            { title: 'Colares', product_items: [{ product_retailer_id: 'COLAR-B' }] },
            { title: 'Outros produtos', product_items: [{ product_retailer_id: 'AVULSO' }] },
          ],
        },
      },
    });
    expect(menu?.interactive).toMatchObject({ type: 'list' });
    expect((await b.statusOf(customer, 'opened')).operator_id).toBeNull();
    const [stored] = await b.rows<{ type: string; automatic: boolean }>(
      sql`select type, (content->>'automatic')::boolean as automatic from messages where type = 'products' order by created_at desc limit 1`,
    );
    expect(stored).toEqual({ type: 'products', automatic: true });
  });
});

describe("an order sent from the bot's product list", () => {
  it('is an order for a person: the conversation goes to the queue with its order, without the "invalid option" hint', async () => {
    await setProductsModule(b.t, b.channelId, b.owner, true);
    const api = catalogCalls(b.t);
    await api.product(b.owner, { name: 'Pulseira P', skuId: 'PULSEIRA-P', priceCents: 4500 });
    const customer = b.nextCustomer();
    const before = await chooseProducts(customer);
    const { invalidAnswerHint } = (await b.t.app.inject({ method: 'GET', url: '/api/chatbot/messages', headers: auth(b.owner) })).json().messages as { invalidAnswerHint: string };

    await b.post(
      cloudWebhook.message(b.phoneId, {
        from: customer,
        type: 'raw',
        message: { type: 'order', order: { catalog_id: CATALOG, text: '', product_items: [{ product_retailer_id: 'PULSEIRA-P', quantity: 2, item_price: 45, currency: 'BRL' }] } },
      }),
    );
    // The default department's queue (Suporte: nobody online there), the order on the attendance.
    const queued = await b.statusOf(customer, 'offline_operators');
    expect(queued.department_id).toBe(b.support);
    const [order] = await b.rows<{ attendance_id: string; total_cents: number }>(sql`select attendance_id, total_cents from orders where attendance_id = ${queued.id}`);
    expect(order).toEqual({ attendance_id: queued.id, total_cents: 9000 });
    // Nothing the bot sent after the order calls it an invalid option or repeats the menu.
    const after = (await b.sentTo(customer, before.length)).slice(before.length);
    expect(after.map((m) => m.text?.body ?? m.type)).not.toContain(invalidAnswerHint);
    expect(after.filter((m) => (m.interactive as { type?: string } | undefined)?.type === 'list')).toEqual([]);
  });

  it('opening a conversation with a cart (from the WhatsApp catalogue) gets the greeting, not the menu, and goes to the queue with its order', async () => {
    const customer = b.nextCustomer();
    await b.post(
      cloudWebhook.message(b.phoneId, {
        from: customer,
        type: 'raw',
        message: { type: 'order', order: { catalog_id: CATALOG, product_items: [{ product_retailer_id: 'PULSEIRA-P', quantity: 1, item_price: 45, currency: 'BRL' }] } },
      }),
    );
    const queued = await b.statusOf(customer, 'offline_operators');
    expect(queued.department_id).toBe(b.support);
    const [order] = await b.rows<{ total_cents: number }>(sql`select total_cents from orders where attendance_id = ${queued.id}`);
    expect(order?.total_cents).toBe(4500);
    const sent = await b.sentTo(customer, 1);
    expect(sent[0]?.text?.body).toMatch(/^Olá/);
    expect(sent.filter((m) => m.type === 'interactive')).toEqual([]);
  });
});
