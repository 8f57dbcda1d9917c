// Product messages on the simulated phone: a list opens a sheet by section where products go into the
// cart; "Ver carrinho" shows quantities (+/−) and the subtotal; "Enviar pedido" posts Meta's order
// (items by SKU, unit price in reais) with the channel's id standing for the catalog when none is named.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Message, ProductMessage } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { addToCart, emptyCart, orderOf, setQuantity, subtotalCents } from '../cart-state';

cleanAppStateBetweenTests();

const channelId = '00000000-0000-4000-8000-0000000000aa';
const item = (n: number, name: string, priceCents: number, salePriceCents: number | null = null) => ({
  productId: `00000000-0000-4000-8000-00000000010${n}`,
  skuId: `SKU-${n}`,
  name,
  priceCents,
  salePriceCents,
  imageMediaId: null,
  imageUrl: null,
});
const RING_PICTURE = '/api/media/00000000-0000-4000-8000-000000000301?expires=1&sig=abc';
const ring = { ...item(1, 'Anel de Ouro', 120000, 99000), imageUrl: RING_PICTURE };
const necklace = item(2, 'Colar de Prata', 5990);
const list: ProductMessage = {
  kind: 'product_list',
  catalogId: null,
  header: 'Nossas joias',
  body: 'Escolha as suas',
  sections: [
    { title: 'Anéis', items: [ring] },
    { title: 'Colares', items: [necklace] },
  ],
};

const productMessage: Message = {
  _id: '00000000-0000-4000-8000-000000000201',
  channelId,
  attendanceId: null,
  contactId: '00000000-0000-4000-8000-0000000000cc',
  direction: 'out',
  type: 'products',
  content: { products: list, text: '*Nossas joias*\n\n1. Anel de Ouro' },
  status: 'read',
  error: null,
  replyToId: null,
  operatorId: null,
  providerMessageId: 'sim-out-1',
  createdAt: '2026-01-01T12:00:01.000Z',
};

function simulatorServer() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/simulator') return jsonResponse(200, { statusCode: 200, channels: [{ _id: channelId, name: 'Demo', channelNumber: '5511999990000' }] });
      if (url.startsWith(`/api/simulator/${channelId}/conversation`)) return jsonResponse(200, { statusCode: 200, messages: [productMessage] });
      if (url.startsWith(`/api/simulator/${channelId}/templates`)) return jsonResponse(200, { statusCode: 200, templates: [] });
      if (url === '/api/webhooks/simulator') {
        posted.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { statusCode: 200 });
      }
      return jsonResponse(404, { statusCode: 404, error: 'not_found', erroMensagem: 'Sem rota' });
    }),
  );
  return posted;
}

const orders = (posted: unknown[]) =>
  posted.flatMap((body) => (body as { events: Array<{ type?: string; order?: unknown }> }).events.filter((e) => e.type === 'order').map((e) => e.order));

describe('the simulated phone builds a cart from product messages', () => {
  it('adds products from the list sheet (pictures as thumbnails), changes quantities, shows the subtotal and sends the order', async () => {
    const posted = simulatorServer();
    renderApp('/simulador');
    fireEvent.change(await screen.findByLabelText('Número do cliente'), { target: { value: '5511988887777' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir conversa' }));
    const bubble = await screen.findByText('Nossas joias');
    // The fallback text is not what the phone shows: it draws the products.
    expect(screen.queryByText(/1\. Anel de Ouro/)).toBeNull();

    fireEvent.click(within(bubble.closest('[data-testid="phone-company-message"]') as HTMLElement).getByRole('button', { name: /Ver produtos/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Nossas joias' });
    expect(within(sheet).getByText('Anéis')).toBeTruthy();
    // Pictures come as the server's small WebP preview, not the full file.
    const thumb = `${RING_PICTURE}&size=thumb`;
    expect([...sheet.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([thumb]);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Adicionar Anel de Ouro ao carrinho' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Adicionar Colar de Prata ao carrinho' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Adicionar Colar de Prata ao carrinho' }));
    expect(within(sheet).getByLabelText('2 no carrinho')).toBeTruthy();
    fireEvent.keyDown(sheet, { key: 'Escape' });

    fireEvent.click(await screen.findByRole('button', { name: 'Ver carrinho (3)' }));
    const cart = await screen.findByRole('dialog', { name: 'Seu carrinho' });
    expect(within(cart).getAllByTestId('cart-item')).toHaveLength(2);
    expect([...cart.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([thumb]);
    expect(within(cart).getByTestId('cart-subtotal').textContent).toMatch(/R\$\s1\.109,80/);
    fireEvent.click(within(cart).getByRole('button', { name: 'Mais um Anel de Ouro' }));
    fireEvent.click(within(cart).getByRole('button', { name: 'Um Colar de Prata a menos' }));
    expect(within(cart).getByTestId('cart-subtotal').textContent).toMatch(/R\$\s2\.039,90/);
    fireEvent.click(within(cart).getByRole('button', { name: 'Enviar pedido' }));

    await waitFor(() =>
      expect(orders(posted)).toEqual([
        {
          catalogId: channelId,
          items: [
            { productRetailerId: 'SKU-1', quantity: 2, itemPrice: 990, currency: 'BRL' },
            { productRetailerId: 'SKU-2', quantity: 1, itemPrice: 59.9, currency: 'BRL' },
          ],
        },
      ]),
    );
    expect(await screen.findByText(/Pedido: 3 itens/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ver carrinho/ })).toBeNull());
  });
});

describe('cart state', () => {
  it('counts the sale price, drops an item at zero and starts over for another catalog', () => {
    let cart = addToCart(emptyCart, 'cat-1', ring);
    cart = addToCart(cart, 'cat-1', ring);
    expect(subtotalCents(cart)).toBe(198000);
    expect(orderOf(setQuantity(cart, 'SKU-1', 0))).toBeNull();
    const other = addToCart(cart, 'cat-2', necklace);
    expect(orderOf(other)).toEqual({ catalogId: 'cat-2', items: [{ productRetailerId: 'SKU-2', quantity: 1, itemPrice: 59.9, currency: 'BRL' }] });
  });
});
