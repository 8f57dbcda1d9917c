// Sending products on a Cloud channel: with a Meta catalog, Meta's single- and multi-product messages
// exactly as its API reference shapes them (the fake Graph server checks them too); without one, the
// fallback (the product's picture with its caption, a numbered text); and what the send refuses
// (more than 30 products or 10 sections, another company's product, a hidden one, the module off).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth } from '../support/test-app.js';
import { PNG } from '../support/media-samples.js';
import { cloudMediaHarness } from '../support/cloud-media-fixtures.js';
import { setProductsModule } from '../support/product-fixtures.js';
import { sendCatalogue, setMetaCatalog, type SendCatalogue } from '../support/product-send-fixtures.js';

const h = cloudMediaHarness();
let catalogue: SendCatalogue;
beforeAll(async () => {
  await h.start();
  catalogue = await sendCatalogue(h.t, { channelId: h.channelId, ownerToken: h.ownerToken }, h.stranger);
});
afterAll(h.stop);
beforeEach(h.reset);
const { conversationWith, send, statusOf } = h;

const CATALOG = '146265584024623';
const envelope = (to: string) => ({ messaging_product: 'whatsapp', recipient_type: 'individual', to });
const sentOnce = async (messageId: string) => {
  await statusOf(messageId, 'sent');
  const bodies = h.graph.sentMessages();
  expect(bodies).toHaveLength(1);
  return bodies[0];
};
const listOf = (attendanceId: string, extra: Record<string, unknown> = {}) => ({
  attendanceId,
  type: 'product_list',
  header: 'Nossas joias',
  body: 'Escolha o que quiser e monte seu carrinho.',
  footer: 'Loja Mídia',
  sections: [
    { title: 'Anéis', productIds: [catalogue.ring] },
    { title: 'Colares', productIds: [catalogue.necklace] },
  ],
  ...extra,
});

describe('with a Meta catalog, products go as Meta product messages', () => {
  beforeAll(() => setMetaCatalog(h.t, h.channelId, h.ownerToken, CATALOG));

  it('one product: interactive product with the catalog id and the SKU as product_retailer_id, no header', async () => {
    const { attendanceId } = await conversationWith('5511966620001');
    const res = await send({ attendanceId, type: 'product', productId: catalogue.ring, body: 'Olha este anel!', footer: 'Loja Mídia' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatchObject({
      type: 'products',
      status: 'pending',
      content: {
        products: {
          kind: 'product',
          catalogId: CATALOG,
          body: 'Olha este anel!',
          sections: [{ items: [{ productId: catalogue.ring, skuId: 'ANEL-18K', name: 'Anel de Ouro 18k', priceCents: 120000, salePriceCents: 99000, imageMediaId: catalogue.ringImage }] }],
        },
      },
    });
    expect(res.json().message.content.products.sections[0].items[0].imageUrl).toMatch(/^\/api\/media\//);
    expect(await sentOnce(res.json().message._id)).toEqual({
      ...envelope('5511966620001'),
      type: 'interactive',
      interactive: {
        type: 'product',
        body: { text: 'Olha este anel!' },
        footer: { text: 'Loja Mídia' },
        action: { catalog_id: CATALOG, product_retailer_id: 'ANEL-18K' },
      },
    });
    // Meta shows the catalog's own picture: the fallback's picture was not uploaded.
    expect(h.graph.requests.filter((r) => r.path.endsWith('/media'))).toHaveLength(0);
  });

  it('a product without body or footer sends only the action', async () => {
    const { attendanceId } = await conversationWith('5511966620002');
    const res = await send({ attendanceId, type: 'product', productId: catalogue.necklace });
    expect(await sentOnce(res.json().message._id)).toEqual({
      ...envelope('5511966620002'),
      type: 'interactive',
      interactive: { type: 'product', action: { catalog_id: CATALOG, product_retailer_id: 'COLAR-PRATA' } },
    });
  });

  it('a product list: text header, body, footer and titled sections of product_items', async () => {
    const { attendanceId } = await conversationWith('5511966620003');
    const res = await send(listOf(attendanceId));
    expect(res.statusCode, res.body).toBe(201);
    expect(await sentOnce(res.json().message._id)).toEqual({
      ...envelope('5511966620003'),
      type: 'interactive',
      interactive: {
        type: 'product_list',
        header: { type: 'text', text: 'Nossas joias' },
        body: { text: 'Escolha o que quiser e monte seu carrinho.' },
        footer: { text: 'Loja Mídia' },
        action: {
          catalog_id: CATALOG,
          sections: [
            { title: 'Anéis', product_items: [{ product_retailer_id: 'ANEL-18K' }] },
            { title: 'Colares', product_items: [{ product_retailer_id: 'COLAR-PRATA' }] },
          ],
        },
      },
    });
  });
});

describe('without a Meta catalog, the fallback the customer can answer', () => {
  beforeAll(() => setMetaCatalog(h.t, h.channelId, h.ownerToken, null));

  it('one product is its first picture with name, sale price with the old one, and description in the caption', async () => {
    const { attendanceId } = await conversationWith('5511966620011');
    const res = await send({ attendanceId, type: 'product', productId: catalogue.ring });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message.content.products.catalogId).toBeNull();
    const caption = '*Anel de Ouro 18k*\nR$ 990,00 (de R$ 1.200,00)\n\nAro fino, ouro amarelo.';
    const body = await sentOnce(res.json().message._id);
    const upload = [...h.graph.mediaFiles.values()].find((f) => f.bytes.equals(PNG));
    expect(upload).toBeDefined();
    expect(body).toEqual({ ...envelope('5511966620011'), type: 'image', image: { id: upload?.id, caption } });
  });

  it('a product without a picture is a text with the same caption', async () => {
    const { attendanceId } = await conversationWith('5511966620012');
    const res = await send({ attendanceId, type: 'product', productId: catalogue.necklace, body: 'Chegou hoje!' });
    expect(await sentOnce(res.json().message._id)).toEqual({
      ...envelope('5511966620012'),
      type: 'text',
      text: { body: '*Colar de Prata*\nR$ 59,90\n\nChegou hoje!', preview_url: false },
    });
  });

  it('a list is one numbered text by section asking for the numbers', async () => {
    const { attendanceId } = await conversationWith('5511966620013');
    const res = await send(listOf(attendanceId));
    const text = [
      '*Nossas joias*',
      'Escolha o que quiser e monte seu carrinho.',
      '*Anéis*\n1. Anel de Ouro 18k — R$ 990,00 (de R$ 1.200,00)',
      '*Colares*\n2. Colar de Prata — R$ 59,90',
      'Para pedir, responda com os números dos produtos que deseja (por exemplo: 1, 3 ou 2x3 para três unidades do 2).',
      'Loja Mídia',
    ].join('\n\n');
    expect(res.json().message.content.text).toBe(text);
    expect(await sentOnce(res.json().message._id)).toEqual({ ...envelope('5511966620013'), type: 'text', text: { body: text, preview_url: false } });
  });
});

describe('what a product send refuses', () => {
  it('more than 30 products, or more than 10 sections, before anything is stored', async () => {
    const { attendanceId } = await conversationWith('5511966620021');
    const ids = Array.from({ length: 31 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const tooMany = await send(listOf(attendanceId, { sections: [{ title: 'Tudo', productIds: ids }] }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().erroMensagem).toContain('no máximo 30 produtos');
    const sections = ids.slice(0, 11).map((id, i) => ({ title: `Seção ${i + 1}`, productIds: [id] }));
    const tooManySections = await send(listOf(attendanceId, { sections }));
    expect(tooManySections.statusCode).toBe(400);
    expect(tooManySections.json().erroMensagem).toContain('No máximo 10 seções');
    const twice = await send(listOf(attendanceId, { sections: [{ title: 'A', productIds: [catalogue.ring, catalogue.ring] }] }));
    expect(twice.json().erroMensagem).toContain('uma única vez');
    expect(h.graph.sentMessages()).toHaveLength(0);
  });

  it("another company's product is not found, and a hidden one is refused by name", async () => {
    const { attendanceId } = await conversationWith('5511966620022');
    const foreign = await send({ attendanceId, type: 'product', productId: catalogue.foreign });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ statusCode: 404, error: 'product_not_found', erroMensagem: 'Produto não encontrado.' });
    const inList = await send(listOf(attendanceId, { sections: [{ title: 'Mix', productIds: [catalogue.ring, catalogue.foreign] }] }));
    expect(inList.statusCode).toBe(404);
    const hidden = await send({ attendanceId, type: 'product', productId: catalogue.hidden });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().erroMensagem).toBe('O produto "Brinco Esgotado" está oculto no catálogo e não pode ser enviado.');
    expect(h.graph.sentMessages()).toHaveLength(0);
  });

  it('with the products module off, products cannot be sent', async () => {
    const { attendanceId } = await conversationWith('5511966620023');
    await setProductsModule(h.t, h.channelId, h.ownerToken, false);
    try {
      const token = await h.t.tokenOf('caio-midia', 'senha-forte-1');
      const off = await h.t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(token), payload: { attendanceId, type: 'product', productId: catalogue.ring } });
      expect(off.statusCode).toBe(403);
      expect(off.json().error).toBe('module_disabled');
    } finally {
      await setProductsModule(h.t, h.channelId, h.ownerToken, true);
    }
  });
});
