import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SalesReportPage, SalesReportRow, SalesReportSummary } from '@atende/contract';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { sessionStore } from '@/shared/session/session-store';
import { bodiesTo, operator, period, sessionAndChoices } from '../../kit/__tests__/report-fixtures';

cleanAppStateBetweenTests();

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const anel = { _id: uuid(301), name: 'Anel de Ouro', skuId: 'ANEL-1' };
const colar = { _id: uuid(302), name: 'Colar de Prata', skuId: 'COLAR-1' };
const aneis = { _id: uuid(401), name: 'Anéis' };

const summary: SalesReportSummary = {
  statusCode: 200,
  period,
  summary: { orders: 6, paidOrders: 3, revenueCents: 4_250_000, averageTicketCents: 1_416_667, cancelled: 1, itemsSold: 8 },
  perDay: [
    { day: '2026-11-01', orders: 2, paidOrders: 1, revenueCents: 2_150_000 },
    { day: '2026-11-02', orders: 4, paidOrders: 2, revenueCents: 2_100_000 },
  ],
  byStatus: [
    { status: 'aberto', label: 'Aberto', orders: 1, totalCents: 10_000 },
    { status: 'aguardando_pagamento', label: 'Aguardando pagamento', orders: 1, totalCents: 1_000 },
    { status: 'pago', label: 'Pago', orders: 1, totalCents: 2_150_000 },
    { status: 'enviado', label: 'Enviado', orders: 1, totalCents: 1_400_000 },
    { status: 'entregue', label: 'Entregue', orders: 1, totalCents: 700_000 },
    { status: 'cancelado', label: 'Cancelado', orders: 1, totalCents: 10_000 },
  ],
  byOperator: [
    { operator, orders: 3, paidOrders: 2, revenueCents: 3_550_000 },
    { operator: null, orders: 3, paidOrders: 1, revenueCents: 700_000 },
  ],
  byCategory: [
    { category: aneis, quantity: 3, revenueCents: 3_000_000 },
    { category: null, quantity: 5, revenueCents: 500_000 },
  ],
  topProducts: [
    { productId: anel._id, skuId: 'ANEL-1', name: 'Anel de Ouro', quantity: 3, revenueCents: 3_000_000 },
    { productId: null, skuId: 'XYZ', name: 'Peça avulsa', quantity: 1, revenueCents: 2_000 },
  ],
};

const row = (n: number, patch: Partial<SalesReportRow> = {}): SalesReportRow => ({
  _id: uuid(500 + n),
  number: n,
  createdAt: '2026-11-02T02:30:00.000Z',
  contact: { _id: uuid(600), name: 'Maria Souza', number: '5511911110001' },
  operator,
  status: 'enviado',
  statusLabel: 'Enviado',
  items: 2,
  subtotalCents: 1_200_000,
  freightCents: 200_000,
  discountCents: 0,
  totalCents: 1_400_000,
  ...patch,
});

const page: SalesReportPage = {
  statusCode: 200,
  period,
  items: [row(5), row(4, { operator: null, status: 'aberto', statusLabel: 'Aberto', contact: { _id: uuid(601), name: null, number: '5511911110002' }, totalCents: 10_000, subtotalCents: 10_000, freightCents: 0 })],
  page: 1,
  perPage: 10,
  total: 2,
};

const SUMMARY = '/api/report/sales/summary';

function serve(answer: SalesReportSummary = summary, rows: SalesReportPage = page) {
  const user = makeUser('channel', { modules: { products: true } });
  sessionStore.start('tok-1', user);
  return fakeServer(
    ...sessionAndChoices(user),
    on('POST', SUMMARY, () => jsonResponse(200, answer)),
    on('POST', /^\/api\/report\/sales\/page\/\d+$/, () => jsonResponse(200, rows)),
    on('GET', /^\/api\/report\/sales\/options/, () => jsonResponse(200, { statusCode: 200, categories: [aneis], products: [anel, colar] })),
  );
}

/** Intl puts a non-breaking space between "R$" and the amount. */
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');
const tileValue = (key: string) => plain(within(screen.getByTestId(`tile-${key}`)).getByTestId('tile-value').textContent);

describe('/reportSales', { timeout: 40_000 }, () => {
  it('shows the tiles in R$, the definitions, the breakdowns and one row per order', async () => {
    serve();
    renderApp('/reportSales');
    const orders = await screen.findByTestId('tile-orders', undefined, { timeout: 15_000 });
    await waitFor(() => expect(within(orders).getByTestId('tile-value').textContent).toBe('6'));
    expect(tileValue('paidOrders')).toBe('3');
    expect(tileValue('revenue')).toBe('R$ 42.500,00');
    expect(tileValue('averageTicket')).toBe('R$ 14.166,67');
    expect(tileValue('cancelled')).toBe('1');
    expect(tileValue('itemsSold')).toBe('8');
    expect(within(screen.getByTestId('tile-revenue')).getByRole('img', { name: /Soma dos totais .* dos pedidos pagos do período\./ })).toBeTruthy();
    expect(screen.getByTestId('definitions-help').getAttribute('aria-label')).toMatch(/^Como contamos: Um pedido conta no dia em que foi criado, no fuso do canal/);

    const byOperator = screen.getByRole('table', { name: 'Por operador' });
    const operatorRows = within(byOperator).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => plain(c.textContent)));
    expect(operatorRows).toEqual([
      ['Ana Operadora', '3', '2', 'R$ 35.500,00'],
      ['Sem operador', '3', '1', 'R$ 7.000,00'],
    ]);
    const products = screen.getByRole('table', { name: 'Produtos mais vendidos' });
    expect(within(products).getAllByRole('row')[2]?.textContent).toContain('Peça avulsa');
    expect(within(screen.getByRole('table', { name: 'Por categoria' })).getByText('Sem categoria')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Por status' })).getByText('Aguardando pagamento')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Pedidos do período' });
    await within(table).findByText('#5');
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => plain(c.textContent)));
    expect(rows).toEqual([
      ['#5', '01/11/2026 23:30', 'Maria Souza5511911110001', 'Ana Operadora', 'Enviado', '2', 'R$ 12.000,00', 'R$ 2.000,00', 'R$ 0,00', 'R$ 14.000,00'],
      ['#4', '01/11/2026 23:30', '5511911110002', '—', 'Aberto', '2', 'R$ 100,00', 'R$ 0,00', 'R$ 0,00', 'R$ 100,00'],
    ]);
  });

  it('sends the order status, category and product it is filtered by', async () => {
    const calls = serve();
    const { router } = renderApp('/reportSales');
    await screen.findByTestId('tile-orders', undefined, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('textbox', { name: 'Categoria' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Anéis' }));
    await waitFor(() => expect(router.state.location.search).toContain(`categoryId=${aneis._id}`));
    fireEvent.click(screen.getByRole('textbox', { name: 'Produto' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Colar de Prata (COLAR-1)' }));
    await waitFor(() => expect(router.state.location.search).toContain(`productId=${colar._id}`));
    fireEvent.click(screen.getByRole('textbox', { name: 'Status do pedido' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pago' }));
    await waitFor(() =>
      expect(bodiesTo(calls.calls, SUMMARY).at(-1)).toEqual({ period: 'last7', categoryId: aneis._id, productId: colar._id, orderStatus: ['pago'] }),
    );
    expect(bodiesTo(calls.calls, /^\/api\/report\/sales\/page\/1$/).at(-1)).toEqual({ period: 'last7', categoryId: aneis._id, productId: colar._id, orderStatus: ['pago'], perPage: 10 });
  });

  it('shows an empty period as zeros, a dash for the ticket and the empty table', async () => {
    serve(
      {
        ...summary,
        summary: { orders: 0, paidOrders: 0, revenueCents: 0, averageTicketCents: null, cancelled: 0, itemsSold: 0 },
        perDay: [],
        byOperator: [],
        byCategory: [],
        topProducts: [],
      },
      { ...page, items: [], total: 0 },
    );
    renderApp('/reportSales');
    const orders = await screen.findByTestId('tile-orders', undefined, { timeout: 15_000 });
    await waitFor(() => expect(within(orders).getByTestId('tile-value').textContent).toBe('0'));
    expect(tileValue('revenue')).toBe('R$ 0,00');
    expect(tileValue('averageTicket')).toBe('—');
    expect(screen.getAllByText('Nenhuma venda no período.').length).toBe(3);
    expect(await screen.findByText('Nenhum dado no período')).toBeTruthy();
  });
});
