// The fake Graph server is what the adapter tests trust, so it must refuse what Meta would refuse.
// These tests talk to it with plain fetch, bypassing the adapter.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGraph, type FakeGraph } from '../../../../test/support/fake-graph/index.js';

let graph: FakeGraph;
const token = 'token-valido';

beforeAll(async () => {
  graph = await startFakeGraph({ accessToken: token });
});
afterAll(() => graph.close());
beforeEach(() => graph.reset());

async function post(body: unknown, headers: Record<string, string> = { authorization: `Bearer ${token}` }) {
  const response = await fetch(`${graph.baseUrl}/v23.0/123/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: { code: number; message: string } } };
}

const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: '5511987654321' };
const interactiveButtons = (buttons: unknown[]) => ({
  ...base,
  type: 'interactive',
  interactive: { type: 'button', body: { text: 'Escolha' }, action: { buttons } },
});
const reply = (id: string, title: string) => ({ type: 'reply', reply: { id, title } });

describe('Fake Graph server validation', () => {
  it('answers a well-formed text send like Graph', async () => {
    const { status, body } = await post({ ...base, type: 'text', text: { body: 'oi' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      messaging_product: 'whatsapp',
      contacts: [{ input: '5511987654321', wa_id: '5511987654321' }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
  });

  it('refuses a request without a bearer token with Graph\'s 190', async () => {
    const { status, body } = await post({ ...base, type: 'text', text: { body: 'oi' } }, {});
    expect(status).toBe(401);
    expect(body.error?.code).toBe(190);
  });

  it.each([
    ['no messaging_product', { to: '1', type: 'text', text: { body: 'oi' } }, /messaging_product/],
    ['no recipient', { messaging_product: 'whatsapp', type: 'text', text: { body: 'oi' } }, /to must be a string/],
    ['a text body over 4096 characters', { ...base, type: 'text', text: { body: 'x'.repeat(4097) } }, /text\['body'\] must be at most 4096/],
    ['a type without its object', { ...base, type: 'image' }, /parameter image is required/],
    ['media with both id and link', { ...base, type: 'image', image: { id: '1', link: 'https://x/y.jpg' } }, /exactly one of id or link/],
    ['media with neither id nor link', { ...base, type: 'document', document: { filename: 'a.pdf' } }, /exactly one of id or link/],
    ['a caption on audio', { ...base, type: 'audio', audio: { id: '1', caption: 'c' } }, /audio\['caption'\] is not a valid parameter/],
    ['a template without language', { ...base, type: 'template', template: { name: 't' } }, /template\['language'\] must be an object/],
    ['a template without name', { ...base, type: 'template', template: { language: { code: 'pt_BR' } } }, /template\['name'\]/],
    [
      'a flat template media parameter',
      { ...base, type: 'template', template: { name: 't', language: { code: 'pt_BR' }, components: [{ type: 'header', parameters: [{ type: 'image', link: 'https://x/y.png' }] }] } },
      /\['image'\] must be an object/,
    ],
    ['four reply buttons', interactiveButtons([reply('a', 'A'), reply('b', 'B'), reply('c', 'C'), reply('d', 'D')]), /1 to 3 buttons/],
    ['a button title over 20 characters', interactiveButtons([reply('a', 'x'.repeat(21))]), /\['title'\] must be at most 20/],
    ['repeated button ids', interactiveButtons([reply('a', 'A'), reply('a', 'B')]), /Button ids must be unique/],
    ['a reaction without message_id', { ...base, type: 'reaction', reaction: { emoji: '👍' } }, /reaction\['message_id'\]/],
    ['a reaction without emoji', { ...base, type: 'reaction', reaction: { message_id: 'wamid.1' } }, /reaction\['emoji'\]/],
    ['a read receipt without message_id', { messaging_product: 'whatsapp', status: 'read' }, /message_id/],
    ['a status other than read', { messaging_product: 'whatsapp', status: 'delivered', message_id: 'wamid.1' }, /status must be 'read'/],
    ['an unknown top-level field', { ...base, type: 'text', text: { body: 'oi' }, caption: 'x' }, /body\['caption'\] is not a valid parameter/],
  ])('refuses %s with a 400 naming the problem', async (_name, request, problem) => {
    const { status, body } = await post(request);
    expect(status).toBe(400);
    expect(body.error?.code).toBe(100);
    expect(body.error?.message).toMatch(problem);
  });

  it('refuses a list with more than ten rows in total', async () => {
    const rows = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, title: `${prefix}${i}` }));
    const { status, body } = await post({
      ...base,
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: 'Escolha' },
        action: { button: 'Ver', sections: [{ title: 'A', rows: rows('a', 6) }, { title: 'B', rows: rows('b', 5) }] },
      },
    });
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/at most 10 rows/);
  });

  describe("product messages (Meta's single- and multi-product shapes)", () => {
    const product = (interactive: Record<string, unknown>) => post({ ...base, type: 'interactive', interactive });
    const items = (n: number, prefix = 'sku') => Array.from({ length: n }, (_, i) => ({ product_retailer_id: `${prefix}-${i}` }));

    it('accepts a product with only its action, and a product list with a text header', async () => {
      expect((await product({ type: 'product', action: { catalog_id: '123', product_retailer_id: 'sku-1' } })).status).toBe(200);
      const list = await product({
        type: 'product_list',
        header: { type: 'text', text: 'Joias' },
        body: { text: 'Veja' },
        action: { catalog_id: '123', sections: [{ title: 'Anéis', product_items: items(2) }] },
      });
      expect(list.status).toBe(200);
    });

    it('refuses a header on a product, a list without one, and more than 30 products', async () => {
      const headed = await product({ type: 'product', header: { type: 'text', text: 'x' }, action: { catalog_id: '123', product_retailer_id: 'sku-1' } });
      expect(headed.status).toBe(400);
      expect(headed.body.error?.message).toMatch(/cannot be set for type product/);
      const headless = await product({ type: 'product_list', body: { text: 'Veja' }, action: { catalog_id: '123', sections: [{ title: 'A', product_items: items(1) }] } });
      expect(headless.status).toBe(400);
      const tooMany = await product({
        type: 'product_list',
        header: { type: 'text', text: 'Joias' },
        body: { text: 'Veja' },
        action: { catalog_id: '123', sections: [{ title: 'A', product_items: items(16, 'a') }, { title: 'B', product_items: items(15, 'b') }] },
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error?.message).toMatch(/at most 30 products/);
    });
  });

  describe("template parameters (Meta's currency, date_time and quick-reply payload shapes)", () => {
    const templateWith = (components: unknown[]) => ({ ...base, type: 'template', template: { name: 'cobranca', language: { code: 'pt_BR' }, components } });
    const body = (...parameters: unknown[]) => templateWith([{ type: 'body', parameters }]);
    const currency = (fields: Record<string, unknown>) => ({ type: 'currency', currency: { fallback_value: 'R$ 10,50', code: 'BRL', amount_1000: 10500, ...fields } });
    const quickReply = (fields: Record<string, unknown>, parameters: unknown[] = [{ type: 'payload', payload: 'pagou' }]) => ({
      type: 'button',
      sub_type: 'quick_reply',
      index: 0,
      parameters,
      ...fields,
    });

    it('accepts a currency, a date_time, a quick reply with its payload and a link button, by number or numeric-string index', async () => {
      const { status } = await post(
        templateWith([
          { type: 'body', parameters: [{ type: 'text', text: 'Ana' }, currency({}), { type: 'date_time', date_time: { fallback_value: '25/12/2025 14:30' } }] },
          quickReply({}),
          quickReply({ index: '1' }, [{ type: 'payload', payload: 'falar' }]),
          { type: 'button', sub_type: 'url', index: 2, parameters: [{ type: 'text', text: 'FAT-1' }] },
        ]),
      );
      expect(status).toBe(200);
    });

    it.each([
      ['a currency code that is no ISO 4217 code', body(currency({ code: 'REAL' })), /\['code'\] must be an ISO 4217 currency code/],
      ['a lower-case currency code', body(currency({ code: 'brl' })), /\['code'\] must be an ISO 4217 currency code/],
      ['an amount_1000 that is not an integer', body(currency({ amount_1000: 10.5 })), /\['amount_1000'\] must be an integer/],
      ['an amount_1000 given as text', body(currency({ amount_1000: '10500' })), /\['amount_1000'\] must be an integer/],
      ['a currency without fallback_value', body(currency({ fallback_value: undefined })), /\['fallback_value'\] must be a string/],
      ['a currency with an unknown field', body(currency({ symbol: 'R$' })), /\['currency'\]\['symbol'\] is not a valid parameter/],
      ['a date_time without fallback_value', body({ type: 'date_time', date_time: {} }), /\['date_time'\]\['fallback_value'\] must be a string/],
      ['a date_time with fields Meta no longer takes', body({ type: 'date_time', date_time: { fallback_value: 'x', year: 2025 } }), /\['date_time'\]\['year'\] is not a valid parameter/],
      ['a flat currency', body({ type: 'currency', fallback_value: 'R$ 1', code: 'BRL', amount_1000: 1000 }), /\['currency'\] must be an object/],
      ['a payload parameter in the body', body({ type: 'payload', payload: 'x' }), /\['type'\] must be one of text, currency, date_time/],
      ['a quick reply without its payload', templateWith([quickReply({}, [{ type: 'payload' }])]), /\['payload'\] must be a string/],
      ['a quick reply with a text parameter', templateWith([quickReply({}, [{ type: 'text', text: 'x' }])]), /\['type'\] must be one of payload/],
      ['a quick reply with two parameters', templateWith([quickReply({}, [{ type: 'payload', payload: 'a' }, { type: 'payload', payload: 'b' }])]), /exactly one parameter/],
      ['a payload over 256 characters', templateWith([quickReply({}, [{ type: 'payload', payload: 'x'.repeat(257) }])]), /\['payload'\] must be at most 256/],
      ['a button without index', templateWith([quickReply({ index: undefined })]), /needs sub_type and index/],
      ['a button index over 9', templateWith([quickReply({ index: 10 })]), /\['index'\] must be a button position from 0 to 9/],
      ['an unknown button sub_type', templateWith([quickReply({ sub_type: 'postback' })]), /\['sub_type'\] must be quick_reply or url/],
      ['two components for one button', templateWith([quickReply({}), quickReply({})]), /Button component indexes must be unique/],
    ])('refuses %s with a 400 naming the problem', async (_name, request, problem) => {
      const { status, body: answer } = await post(request);
      expect(status).toBe(400);
      expect(answer.error?.code).toBe(100);
      expect(answer.error?.message).toMatch(problem);
    });
  });

  it('refuses an upload that is not multipart', async () => {
    const response = await fetch(`${graph.baseUrl}/v23.0/123/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 100, message: expect.stringMatching(/multipart/) } });
  });

  it('refuses an upload without the file', async () => {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', 'image/png');
    const response = await fetch(`${graph.baseUrl}/v23.0/123/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: expect.stringMatching(/file is required/) } });
  });

  it('serves registered media only to a caller with the token', async () => {
    graph.addMedia('99', Buffer.from('bytes'), 'image/png');
    const info = (await (await fetch(`${graph.baseUrl}/v23.0/99`, { headers: { authorization: `Bearer ${token}` } })).json()) as Record<string, unknown>;
    expect(info).toMatchObject({ id: '99', mime_type: 'image/png', file_size: 5, messaging_product: 'whatsapp' });
    expect(info.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await fetch(String(info.url))).status).toBe(401);
    const file = await fetch(String(info.url), { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('bytes');
  });

  it('records every request, scripted failures included', async () => {
    graph.failNext(1, { status: 503, body: { error: { code: 1, message: 'down' } } });
    await post({ ...base, type: 'text', text: { body: 'um' } });
    await post({ ...base, type: 'text', text: { body: 'dois' } });
    expect(graph.requests.map((r) => (r.body as { text: { body: string } }).text.body)).toEqual(['um', 'dois']);
    expect(graph.sentMessages()).toHaveLength(2);
  });
});
