// The attendance panel's "Pedidos": the orders with status, lines, the price warning, totals in R$ and
// history; the live push; the cart builder sending only ids and quantities; cancelling only after the
// confirmation; the server's pt-BR refusal shown; hidden without the products module or Products.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Order, Product } from '@atende/contract';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/shared/query/query-client';
import { sessionStore } from '@/shared/session/session-store';
import { connectSocket, disconnectSocket } from '@/shared/socket/socket-client';
import { fakeSockets } from '@/test/fake-socket';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { expectSameLocaleKeys } from '@/test/locale-keys';
import { fakeServer, on } from '@/test/render-app';
import { OrdersSection, StoreSettingsForm } from '../index';
import { ordersLocales } from '../locales';

const attendanceId = '00000000-0000-4000-8000-0000000000a1';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: uuid(501),
    number: 7,
    attendanceId,
    contactId: uuid(601),
    operatorId: ids.operator,
    source: 'whatsapp',
    status: 'aberto',
    items: [
      { _id: uuid(701), productId: uuid(801), skuId: 'ANEL-18K', name: 'Anel de Ouro 18k', quantity: 2, unitPriceCents: 19990, customerUnitPriceCents: 25000, priceMismatch: true, unknownProduct: false, lineTotalCents: 39980 },
      { _id: uuid(702), productId: null, skuId: 'XYZ', name: 'SKU XYZ (fora do catálogo)', quantity: 1, unitPriceCents: 0, customerUnitPriceCents: 500, priceMismatch: false, unknownProduct: true, lineTotalCents: 0 },
    ],
    subtotalCents: 39980,
    freightCents: 2500,
    discountCents: 1000,
    totalCents: 41480,
    freight: { id: 'Normal', name: 'Normal', priceCents: 2500, days: 5 },
    cep: '01310100',
    paymentUrl: null,
    paymentReference: null,
    priceMismatch: true,
    events: [{ _id: uuid(901), kind: 'created', fromStatus: null, toStatus: 'aberto', userName: null, note: 'Pedido enviado pelo cliente no WhatsApp.', createdAt: '2025-03-01T13:00:00.000Z' }],
    createdAt: '2025-03-01T13:00:00.000Z',
    updatedAt: '2025-03-01T13:00:00.000Z',
    ...overrides,
  };
}

const product: Product = {
  _id: uuid(802),
  categoryId: null,
  categoryName: null,
  name: 'Colar de Prata',
  description: '',
  priceCents: 8990,
  salePriceCents: null,
  onSale: false,
  skuId: 'COLAR-925',
  stockQuantity: 3,
  hide: false,
  images: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function renderSection() {
  queryClient.clear();
  return render(
    <AppProviders env="test">
      <OrdersSection attendanceId={attendanceId} timeZone="America/Sao_Paulo" />
    </AppProviders>,
  );
}

beforeEach(() => {
  fakeSockets.length = 0;
  sessionStore.start('tok-1', makeUser('operator', { modules: { products: true } }));
});
afterEach(() => {
  cleanup();
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('orders section', () => {
  it('shows the orders with status, lines, the price warning, totals in R$ and history', async () => {
    fakeServer(on('GET', `/api/orders/attendance/${attendanceId}`, () => jsonResponse(200, { statusCode: 200, orders: [makeOrder()] })));
    renderSection();
    const card = await screen.findByTestId('order-7');
    expect(within(card).getByText('Pedido #7')).toBeTruthy();
    expect(within(card).getByTestId('order-status').textContent).toBe('Aberto');
    expect(within(card).getByTestId('order-mismatch').textContent).toContain('O preço do cliente difere do catálogo');
    expect(within(card).getByText('Fora do catálogo')).toBeTruthy();
    const text = card.textContent?.replace(/\u00a0/g, ' ') ?? '';
    expect(text).toContain('Cliente viu R$ 250,00');
    expect(text).toContain('Subtotal');
    expect(text).toContain('R$ 399,80');
    expect(text).toContain('Frete (Normal, 5 dia(s) úteis)R$ 25,00');
    expect(text).toContain('− R$ 10,00');
    expect(text).toContain('TotalR$ 414,80');
    expect(text).toContain('Pedido enviado pelo cliente no WhatsApp.');
  });

  it("names where each order came from: the WhatsApp cart, the panel or the customer's numbered answer", async () => {
    const orders = [makeOrder({ _id: uuid(511), number: 11 }), makeOrder({ _id: uuid(512), number: 12, source: 'panel' }), makeOrder({ _id: uuid(513), number: 13, source: 'numbered_reply' })];
    fakeServer(on('GET', `/api/orders/attendance/${attendanceId}`, () => jsonResponse(200, { statusCode: 200, orders })));
    renderSection();
    expect((await screen.findByTestId('order-11')).textContent).toContain('Carrinho do WhatsApp');
    expect(screen.getByTestId('order-12').textContent).toContain('Montado no painel');
    expect(screen.getByTestId('order-13').textContent).toContain('Resposta numerada');
  });

  it('says when the attendance has no orders and takes a pushed order live', async () => {
    fakeServer(on('GET', `/api/orders/attendance/${attendanceId}`, () => jsonResponse(200, { statusCode: 200, orders: [] })));
    await connectSocket({ token: 'tok-1', withQr: false, onUnauthorized: () => {}, onGiveUp: () => {}, isPaused: () => false });
    renderSection();
    expect((await screen.findByTestId('orders-empty')).textContent).toBe('Nenhum pedido neste atendimento.');
    const socket = fakeSockets.find((s) => s.namespace === '/');
    act(() => socket?.serverEmits('order.updated', { order: makeOrder({ status: 'pago', attendanceId }) }));
    expect((await screen.findByTestId('order-status')).textContent).toBe('Pago');
    // Another attendance's order is not this panel's.
    act(() => socket?.serverEmits('order.updated', { order: makeOrder({ _id: uuid(502), number: 8, attendanceId: uuid(999) }) }));
    expect(screen.queryByTestId('order-8')).toBeNull();
  });

  it('builds a cart from the catalogue search and sends only product ids and quantities', async () => {
    const server = fakeServer(
      on('GET', `/api/orders/attendance/${attendanceId}`, () => jsonResponse(200, { statusCode: 200, orders: [] })),
      on('GET', /^\/api\/products\/page\/1\?/, () => jsonResponse(200, { statusCode: 200, items: [product], page: 1, perPage: 10, total: 1, totalCapped: false })),
      on('POST', '/api/orders', () => jsonResponse(201, { statusCode: 201, order: makeOrder({ _id: uuid(503), number: 9, source: 'panel', priceMismatch: false, items: [] }) })),
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Novo pedido' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar Colar de Prata' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar Colar de Prata' }));
    expect((screen.getByLabelText('Quantidade de Colar de Prata') as HTMLInputElement).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Criar pedido' }));
    await screen.findByTestId('order-9');
    const created = server.calls.find((c) => c.method === 'POST' && c.url === '/api/orders');
    expect(created?.body).toEqual({ attendanceId, items: [{ productId: product._id, quantity: 2 }] });
  });

  it('cancels only after the confirmation and shows the refusal of a status the server refuses', async () => {
    const server = fakeServer(
      on('GET', `/api/orders/attendance/${attendanceId}`, () => jsonResponse(200, { statusCode: 200, orders: [makeOrder()] })),
      on('PUT', `/api/orders/${uuid(501)}/status`, (body) =>
        (body as { status: string }).status === 'cancelado'
          ? jsonResponse(200, { statusCode: 200, order: makeOrder({ status: 'cancelado' }) })
          : jsonResponse(409, { statusCode: 409, error: 'order_stock_short', erroMensagem: 'Estoque insuficiente: Anel de Ouro 18k (pedido 2, disponível 1).' }),
      ),
    );
    renderSection();
    const card = await screen.findByTestId('order-7');
    fireEvent.click(within(card).getByRole('button', { name: 'Mudar status' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Mudar status' })).toHaveLength(2));
    const submit = screen.getAllByRole('button', { name: 'Mudar status' });
    fireEvent.click(submit[submit.length - 1] as HTMLElement);
    await waitFor(() => expect(document.body.textContent).toContain('Estoque insuficiente: Anel de Ouro 18k (pedido 2, disponível 1).'));

    fireEvent.click(within(card).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByText('O pedido fica cancelado e não pode ser reaberto.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PUT' && (c.body as { status?: string } | undefined)?.status === 'cancelado')).toBe(false);
    const dialogButtons = screen.getAllByRole('button', { name: 'Cancelar pedido' });
    fireEvent.click(dialogButtons[dialogButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelado'));
  });

  it('is hidden without the products module, and from a manager without Products', async () => {
    fakeServer();
    sessionStore.start('tok-2', makeUser('operator', { modules: { products: false } }));
    renderSection();
    expect(screen.queryByRole('region', { name: 'Pedidos' })).toBeNull();
    expect(screen.queryByText('Novo pedido')).toBeNull();
    cleanup();
    sessionStore.start('tok-3', makeUser('channel_manager', { modules: { products: true }, permissions: ['AttendancesManage'] }));
    renderSection();
    expect(screen.queryByText('Novo pedido')).toBeNull();
    cleanup();
    sessionStore.start('tok-4', makeUser('channel_manager', { modules: { products: true }, permissions: ['Products'] }));
    fakeServer(on('GET', `/api/orders/attendance/${attendanceId}`, () => jsonResponse(200, { statusCode: 200, orders: [] })));
    renderSection();
    expect(await screen.findByText('Novo pedido')).toBeTruthy();
  });

  it('store settings show only the masks, the webhook\'s full address, and send only the secrets typed', async () => {
    sessionStore.start('tok-5', makeUser('channel', { modules: { products: true } }));
    const store = { platform: 'vtex_mercadopago', vtexAccount: 'joalheria', vtexSalesChannel: '1', vtexAppKey: 'chave', vtexAppTokenMasked: '••••-123', mercadoPagoTokenMasked: '••••-456', webhookSecretMasked: null, webhookPath: '/api/webhooks/store/x' };
    const server = fakeServer(
      on('GET', '/api/catalog/store', () => jsonResponse(200, { statusCode: 200, store })),
      on('PUT', '/api/catalog/store', () => jsonResponse(200, { statusCode: 200, store })),
    );
    queryClient.clear();
    render(
      <AppProviders env="test">
        <StoreSettingsForm disabled={false} />
      </AppProviders>,
    );
    const mp = (await screen.findByLabelText('Access token do Mercado Pago')) as HTMLInputElement;
    expect(mp.value).toBe('');
    expect(mp.placeholder).toBe('••••-456');
    expect((screen.getByLabelText('Conta VTEX') as HTMLInputElement).value).toBe('joalheria');
    // Without PUBLIC_URL the server answers only the path: the page shows the full address to paste at Mercado Pago.
    expect(screen.getByText(`${window.location.origin}/api/webhooks/store/x`)).toBeTruthy();
    fireEvent.change(mp, { target: { value: 'APP_USR-novo-token-999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar integração' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = server.calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ platform: 'vtex_mercadopago', vtexAccount: 'joalheria', mercadoPagoToken: 'APP_USR-novo-token-999' });
    expect(body).not.toHaveProperty('vtexAppToken');
    expect(body).not.toHaveProperty('webhookSecret');
  });

  it('has the same keys in pt-BR and English', () => {
    expectSameLocaleKeys(ordersLocales);
  });
});
