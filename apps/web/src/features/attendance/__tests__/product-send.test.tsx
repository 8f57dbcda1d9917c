import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultChannelConfig, type Message, type Product } from '@atende/contract';
import { ids, jsonResponse } from '@/test/fixtures';
import type { FakeEndpoint } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { makeAttendance, makeMessage, operatorState, panelServer, renderPanel, uuid } from './panel-harness';

cleanAppStateBetweenTests();

const product = (n: number, name: string, category: [string, string] | null, extra: Partial<Product> = {}): Product => ({
  _id: uuid(7000 + n),
  categoryId: category?.[0] ?? null,
  categoryName: category?.[1] ?? null,
  name,
  description: '',
  priceCents: 10000 * n,
  salePriceCents: null,
  onSale: false,
  skuId: `SKU-${n}`,
  stockQuantity: 3,
  hide: false,
  images: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});
const rings: [string, string] = [uuid(8001), 'Anéis'];
const necklaces: [string, string] = [uuid(8002), 'Colares'];
const catalogue = [
  product(1, 'Anel de Ouro', rings, { onSale: true, salePriceCents: 9000 }),
  product(2, 'Colar de Prata', necklaces),
  product(3, 'Anel de Prata', rings),
];

/** GET /api/products/page/1 like the server: visible products whose name holds the search. */
const productsEndpoint = (items: Product[]): FakeEndpoint => (request) => {
  if (request.method !== 'GET' || !request.url.startsWith('/api/products/page/1?')) return undefined;
  const query = new URL(request.url, 'http://x').searchParams;
  const search = (query.get('search') ?? '').toLowerCase();
  const found = items.filter((p) => p.name.toLowerCase().includes(search));
  return jsonResponse(200, { statusCode: 200, items: found, page: 1, perPage: 20, total: found.length, totalCapped: false });
};

async function openPicker(items = catalogue) {
  const modules = { ...defaultChannelConfig.modules, products: true };
  const state = operatorState({ channelConfig: { ...defaultChannelConfig, modules } });
  const attendance = makeAttendance(9, { contact: { _id: uuid(2009), name: 'Joana', number: '5511988889999' } });
  state.attendances = [attendance];
  let sent: Message | null = null;
  const sendEndpoint: FakeEndpoint = (request) => {
    if (request.method !== 'POST' || request.url !== '/api/message/send') return undefined;
    sent = makeMessage(99, attendance, { direction: 'out', type: 'products', status: 'pending', content: { text: 'lista' } });
    return jsonResponse(201, { statusCode: 201, message: sent });
  };
  const server = panelServer(state, productsEndpoint(items), sendEndpoint);
  renderPanel(state, `/attendance?a=${attendance._id}`);
  await screen.findByRole('textbox', { name: 'Mensagem' });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar produtos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enviar produtos' });
  return { dialog, server, attendance };
}

const sentBody = (server: { calls: Array<{ method: string; url: string; body: unknown }> }) =>
  server.calls.find((c) => c.method === 'POST' && c.url === '/api/message/send')?.body as Record<string, unknown> | undefined;

describe('sending products from the composer', () => {
  it('picks products from the search, groups them by category with an editable title, and sends a product list', async () => {
    const { dialog, server, attendance } = await openPicker();
    const results = await within(dialog).findByRole('list', { name: 'Produtos encontrados' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    // The sale price shows with the old one.
    expect(within(results).getAllByRole('listitem')[0]?.textContent).toMatch(/R\$\s90,00R\$\s100,00/);

    fireEvent.click(within(dialog).getByRole('listitem', { name: 'Adicionar Anel de Ouro' }));
    expect((within(dialog).getByRole('button', { name: 'Enviar produto' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('listitem', { name: 'Adicionar Colar de Prata' }));
    fireEvent.click(within(dialog).getByRole('listitem', { name: 'Adicionar Anel de Prata' }));
    expect(within(dialog).getByText('3 produtos selecionados (máx. 30)')).not.toBeNull();

    const titles = within(dialog).getAllByRole('textbox', { name: 'Título da seção' });
    expect(titles.map((i) => (i as HTMLInputElement).value)).toEqual(['Anéis', 'Colares']);
    fireEvent.change(titles[0]!, { target: { value: 'Anéis em promoção' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar lista (3)' }));

    await waitFor(() => expect(sentBody(server)).toBeDefined());
    expect(sentBody(server)).toEqual({
      attendanceId: attendance._id,
      type: 'product_list',
      header: 'Nossos produtos',
      body: 'Separei estes produtos para você. Escolha os que quiser e envie seu pedido por aqui.',
      sections: [
        { title: 'Anéis em promoção', productIds: [catalogue[0]!._id, catalogue[2]!._id] },
        { title: 'Colares', productIds: [catalogue[1]!._id] },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enviar produtos' })).toBeNull());
  });

  it('one product goes alone with its text; the search asks the server for visible products matching it', async () => {
    const { dialog, server, attendance } = await openPicker();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Buscar no catálogo' }), { target: { value: 'colar' } });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(server.calls.some((c) => c.url.includes('search=colar') && c.url.includes('visibility=visible'))).toBe(true);
    fireEvent.click(within(dialog).getByRole('listitem', { name: 'Adicionar Colar de Prata' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Cabeçalho da lista' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Texto da mensagem' }), { target: { value: 'Olha este!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar produto' }));
    await waitFor(() => expect(sentBody(server)).toEqual({ attendanceId: attendance._id, type: 'product', productId: catalogue[1]!._id, body: 'Olha este!' }));
  });

  it('says so when the catalogue is empty, and sending stays off', async () => {
    const { dialog } = await openPicker([]);
    expect(await within(dialog).findByText('O catálogo ainda não tem produtos visíveis.')).not.toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Enviar produto' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('without the products module the composer has no products action', async () => {
    const state = operatorState();
    const attendance = makeAttendance(10);
    state.attendances = [attendance];
    panelServer(state);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByRole('textbox', { name: 'Mensagem' });
    expect(screen.queryByRole('button', { name: 'Enviar produtos' })).toBeNull();
    expect(ids.channel).toBeTruthy();
  });
});
