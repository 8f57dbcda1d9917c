// The bot's "products" menu option: with the catalogue on, the channel's visible products as one
// product list (by category order, then name; Meta's product_list on a channel with a Meta catalog),
// then the menu again; with the catalogue off or empty, the "unavailable" text and the menu.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Menu } from '@atende/contract';
import { auth } from '../support/test-app.js';
import { cloudEnvelope, useBotCompany } from '../support/chatbot-fixtures.js';
import { catalogCalls, setProductsModule } from '../support/product-fixtures.js';
import { setMetaCatalog } from '../support/product-send-fixtures.js';
import { PRODUCTS_UNAVAILABLE } from '../../src/modules/chatbot/bot-runtime.js';

const b = useBotCompany('produtos');
const CATALOG = '99887766554433';

beforeAll(async () => {
  // The root menu gets a "Produtos" row.
  const res = await b.t.app.inject({ method: 'GET', url: '/api/chatbot', headers: auth(b.owner) });
  const root = (res.json().chatbot.menus as Menu[]).find((m) => m.id === 'inicio');
  if (root?.kind !== 'list') throw new Error('the fixture root menu is a list');
  const sections = root.sections.map((s, i) => (i === 1 ? { ...s, rows: [...s.rows, { id: 'prod', title: 'Produtos', target: { kind: 'products' as const } }] } : s));
  const put = await b.t.app.inject({ method: 'PUT', url: '/api/chatbot/menus/inicio', headers: auth(b.owner), payload: { ...root, sections } });
  expect(put.statusCode, put.body).toBe(200);
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
