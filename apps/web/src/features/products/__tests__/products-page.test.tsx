import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@atende/contract';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../routes/products-route';

vi.mock('socket.io-client', async () => ({ io: (await import('@/test/fake-socket')).fakeIo }));

afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const categoryId = '00000000-0000-4000-8000-0000000000b1';
const productId = '00000000-0000-4000-8000-0000000000d1';
const mediaId = '00000000-0000-4000-8000-0000000000e1';

const product = (overrides: Partial<Product> = {}): Product => ({
  _id: productId,
  categoryId,
  categoryName: 'Anéis',
  name: 'Anel de Ouro 18k',
  description: 'Ouro amarelo',
  priceCents: 123450,
  salePriceCents: 99900,
  onSale: true,
  skuId: 'AN-18K',
  stockQuantity: 0,
  hide: false,
  images: [{ mediaId, url: `/api/media/${mediaId}?exp=1&sig=x` }],
  createdAt: '2025-01-02T12:00:00.000Z',
  updatedAt: '2025-01-02T12:00:00.000Z',
  ...overrides,
});

const page = (items: Product[]) => jsonResponse(200, { statusCode: 200, items, page: 1, perPage: 20, total: items.length, totalCapped: false });
const categories = [{ _id: categoryId, name: 'Anéis', position: 0, productsCount: 1 }];

function serve(items: () => Product[], ...extra: Parameters<typeof fakeServer>) {
  const user = makeUser('channel', { modules: { products: true } });
  sessionStore.start('tok-1', user);
  return fakeServer(
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
    on('GET', /^\/api\/products\/page\/1/, () => page(items())),
    on('GET', '/api/products/categories', () => jsonResponse(200, { statusCode: 200, categories })),
    ...extra,
  );
}

const slow = { timeout: 10_000 };

describe('/productsList', { timeout: 30_000 }, () => {
  it('lists products with the cover thumbnail, BRL prices, sale and stock badges', async () => {
    serve(() => [product()]);
    renderApp('/productsList');
    const table = await screen.findByRole('table', { name: 'Produtos do catálogo' }, slow);
    const row = await within(table).findByRole('row', { name: /Anel de Ouro 18k/ });
    expect(within(row).getByRole('img', { name: 'Anel de Ouro 18k' }).getAttribute('src')).toContain(`/api/media/${mediaId}`);
    // The matcher folds the currency's no-break space into a plain one.
    expect(within(row).getByText('R$ 999,00')).toBeTruthy();
    expect(within(row).getByText('R$ 1.234,50')).toBeTruthy();
    expect(within(row).getByText('Sem estoque')).toBeTruthy();
    expect(within(row).getByText('Promoção')).toBeTruthy();
    expect(within(row).getByText('AN-18K')).toBeTruthy();
  });

  it('shows the empty state, then asks the server again with the search and the filters', async () => {
    const server = serve(() => []);
    renderApp('/productsList');
    expect(await screen.findByText('Nenhum produto no catálogo', {}, slow)).toBeTruthy();
    const search = screen.getByRole('textbox', { name: 'Buscar por nome, SKU ou descrição' });
    fireEvent.change(search, { target: { value: 'anel ouro' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(server.calls.some((c) => c.url.includes('search=anel+ouro') || c.url.includes('search=anel%20ouro'))).toBe(true), slow);
    expect(await screen.findByText('Nenhum produto encontrado com a busca ou os filtros')).toBeTruthy();
    fireEvent.click(screen.getByRole('textbox', { name: 'Visibilidade' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Só ocultos' }));
    await waitFor(() => expect(server.calls.some((c) => c.url.includes('visibility=hidden') && c.url.includes('sort=relevance'))).toBe(true), slow);
  });

  it('validates a new product in pt-BR, then creates it with the price in cents', async () => {
    const posted: unknown[] = [];
    serve(
      () => [],
      on('POST', '/api/products', (body) => {
        posted.push(body);
        return jsonResponse(201, { statusCode: 201, product: product() });
      }),
    );
    renderApp('/productsList');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo produto' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Novo produto' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('Informe o nome do produto')).toBeTruthy();
    expect(within(drawer).getByText('Informe o SKU')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(drawer).getByLabelText(/^Nome/), { target: { value: 'Anel de Ouro 18k' } });
    fireEvent.change(within(drawer).getByLabelText(/^SKU/), { target: { value: 'AN-18K' } });
    fireEvent.change(within(drawer).getByLabelText(/^Preço$|^Preço \*/), { target: { value: '1.234,50' } });
    fireEvent.click(within(drawer).getByLabelText('Em promoção'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('Informe o preço promocional para colocar o produto em promoção')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Preço promocional'), { target: { value: '999,00' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Produto cadastrado.')).toBeTruthy();
    expect(posted).toEqual([
      {
        name: 'Anel de Ouro 18k',
        description: '',
        priceCents: 123450,
        salePriceCents: 99900,
        onSale: true,
        skuId: 'AN-18K',
        stockQuantity: 0,
        categoryId: null,
        hide: false,
        imageIds: [],
      },
    ]);
  });

  it('shows a taken SKU under the SKU field', async () => {
    serve(
      () => [product()],
      on('PUT', `/api/products/${productId}`, () => jsonResponse(409, { statusCode: 409, error: 'product_sku_taken', erroMensagem: 'Já existe um produto com o SKU AN-1.' })),
    );
    renderApp('/productsList');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Anel de Ouro 18k' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Editar produto' });
    expect(within(drawer).getByRole('img', { name: 'Imagem 1 do produto' })).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText(/^SKU/), { target: { value: 'AN-1' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('Já existe um produto com o SKU AN-1.')).toBeTruthy();
  });

  it('deletes a product only after the confirmation', async () => {
    const deleted: string[] = [];
    serve(
      () => [product()],
      on('DELETE', `/api/products/${productId}`, () => {
        deleted.push(productId);
        return jsonResponse(200, { statusCode: 200, message: 'Produto excluído.' });
      }),
    );
    renderApp('/productsList');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Anel de Ouro 18k' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir produto' });
    expect(within(dialog).getByText('Excluir "Anel de Ouro 18k" do catálogo? Esta ação não pode ser desfeita.')).toBeTruthy();
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Produto excluído.')).toBeTruthy();
    expect(deleted).toEqual([productId]);
  });

  it('reorders categories with the move buttons', async () => {
    const orders: unknown[] = [];
    const two = [...categories, { _id: '00000000-0000-4000-8000-0000000000b2', name: 'Colares', position: 1, productsCount: 0 }];
    const user = makeUser('channel', { modules: { products: true } });
    sessionStore.start('tok-1', user);
    fakeServer(
      on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
      on('GET', /^\/api\/products\/page\/1/, () => page([])),
      on('GET', '/api/products/categories', () => jsonResponse(200, { statusCode: 200, categories: two })),
      on('PUT', '/api/products/categories/order', (body) => {
        orders.push(body);
        return jsonResponse(200, { statusCode: 200, categories: two });
      }),
    );
    renderApp('/productsList');
    fireEvent.click(await screen.findByRole('button', { name: 'Categorias' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Categorias do catálogo' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Subir Colares' }));
    await waitFor(() => expect(orders).toEqual([{ categoryIds: [two[1]?._id, categoryId] }]));
    expect((within(drawer).getByRole('button', { name: 'Subir Anéis' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
