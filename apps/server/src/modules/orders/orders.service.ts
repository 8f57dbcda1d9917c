// The rules of an attendance's orders: who may see and change them (an operator, only those of their
// own attendances), the cart built in the panel from our catalogue, items/freight/discount editable
// while `aberto`, the status flow (contract orderTransitions) with every change in the history, the
// stock check before confirming, and the payment link sent to the customer. Totals are recomputed on
// the server inside the write's transaction, never taken from the client. Store calls run outside
// transactions (no lock is held while a store answers).
import { canMoveOrder, orderStatusLabels, paymentMethodLabels, type Order, type OrderCreateInput, type OrderLineInput, type OrderStatus, type PaymentMethod, type StockCheck } from '@atende/contract';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import type { AttendancesService } from '../attendances/index.js';
import type { StoreFreightOption } from '../../stores/store.port.js';
import type { StoreCaller } from './order-store.js';
import { panelLine, totalsOf } from './order-pricing.js';
import { toOrderView } from './order-view.js';
import { paymentWebhookPath } from './store-config.service.js';
import {
  findOrder,
  insertOrder,
  insertOrderEvents,
  itemsOfOrder,
  loadOrders,
  orderIdsOfAttendance,
  productsByIds,
  replaceOrderItems,
  updateOrder,
  type NewOrderEvent,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository.js';

type Tx = NodePgDatabase;
/** The messages module's send, given by app.ts: the payment link goes through the normal send path. */
export type SendText = (principal: Principal, channelId: string, input: { type: 'text'; attendanceId: string; text: string }) => Promise<unknown>;

const brl = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

export function createOrdersService(ctx: AppContext, deps: { attendances: AttendancesService; store: StoreCaller; sendText: SendText }) {
  const orm = ctx.db.orm;
  const { attendances, store } = deps;

  async function views(channelId: string, ids: string[]): Promise<Order[]> {
    return (await loadOrders(orm, channelId, ids)).map(toOrderView);
  }

  async function view(channelId: string, id: string): Promise<Order> {
    const [found] = await views(channelId, [id]);
    if (!found) throw fail('order_not_found');
    return found;
  }

  function changed(channelId: string, orderId: string): void {
    ctx.bus.emit('order.changed', { channelId, orderId });
  }

  /** The order, if the caller may reach it: an operator only through an attendance of theirs. */
  async function reach(principal: Principal, channelId: string, orderId: string): Promise<OrderRow> {
    const order = await findOrder(orm, channelId, orderId);
    if (!order) throw fail('order_not_found');
    if (principal.role === 'operator') {
      if (!order.attendanceId) throw fail('order_not_found');
      await attendances.get(principal, channelId, order.attendanceId).catch(() => {
        throw fail('order_not_found');
      });
    }
    return order;
  }

  /** Locks the order for a write and checks it is still in one of `statuses`. */
  async function lockIn(tx: Tx, channelId: string, orderId: string, statuses: readonly OrderStatus[] | null): Promise<OrderRow> {
    const order = await findOrder(tx, channelId, orderId, { lock: true });
    if (!order) throw fail('order_not_found');
    if (statuses && !statuses.includes(order.status)) throw fail('order_not_editable');
    return order;
  }

  async function pricedLines(tx: Tx, channelId: string, lines: OrderLineInput[]) {
    const byId = new Map((await productsByIds(tx, channelId, lines.map((l) => l.productId))).map((p) => [p.id, p]));
    return lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product) throw fail('product_not_found');
      return panelLine(product, line.quantity);
    });
  }

  const event = (order: OrderRow, principal: Principal | null, values: Omit<NewOrderEvent, 'orderId' | 'userId'>): NewOrderEvent => ({ orderId: order.id, userId: principal?.userId ?? null, ...values });
  /** The first operator to act on a customer's order becomes the one who handled it. */
  const handler = (order: OrderRow, principal: Principal) => (order.operatorId ? {} : principal.operatorId ? { operatorId: principal.operatorId } : {});

  async function list(principal: Principal, channelId: string, attendanceId: string): Promise<Order[]> {
    await attendances.get(principal, channelId, attendanceId);
    return views(channelId, await orderIdsOfAttendance(orm, channelId, attendanceId));
  }

  async function get(principal: Principal, channelId: string, orderId: string): Promise<Order> {
    await reach(principal, channelId, orderId);
    return view(channelId, orderId);
  }

  async function create(principal: Principal, channelId: string, input: OrderCreateInput): Promise<Order> {
    const attendance = await attendances.get(principal, channelId, input.attendanceId);
    const id = await orm.transaction(async (tx) => {
      const lines = await pricedLines(tx, channelId, input.items);
      const order = await insertOrder(tx, {
        channelId,
        attendanceId: attendance._id,
        contactId: attendance.contact._id,
        operatorId: principal.operatorId ?? attendance.operatorId ?? null,
        source: 'panel',
        status: 'aberto',
        ...totalsOf(lines, 0, 0),
      });
      if (!order) throw new Error('a panel order has no source message and cannot conflict');
      await replaceOrderItems(tx, order.id, lines);
      await insertOrderEvents(tx, [event(order, principal, { kind: 'created', toStatus: 'aberto', note: 'Carrinho montado no painel.' })]);
      return order.id;
    });
    changed(channelId, id);
    return view(channelId, id);
  }

  async function replaceItems(principal: Principal, channelId: string, orderId: string, lines: OrderLineInput[]): Promise<Order> {
    await reach(principal, channelId, orderId);
    await orm.transaction(async (tx) => {
      const order = await lockIn(tx, channelId, orderId, ['aberto']);
      const items = await pricedLines(tx, channelId, lines);
      await replaceOrderItems(tx, order.id, items);
      const totals = totalsOf(items, order.freightCents, order.discountCents);
      if (totals.discountCents > totals.subtotalCents + totals.freightCents) throw fail('order_discount_too_high');
      await updateOrder(tx, order.id, { ...totals, ...handler(order, principal) });
      await insertOrderEvents(tx, [event(order, principal, { kind: 'items', note: `${items.length} item(ns), subtotal ${brl(totals.subtotalCents)}.` })]);
    });
    changed(channelId, orderId);
    return view(channelId, orderId);
  }

  async function setDiscount(principal: Principal, channelId: string, orderId: string, discountCents: number): Promise<Order> {
    await reach(principal, channelId, orderId);
    await orm.transaction(async (tx) => {
      const order = await lockIn(tx, channelId, orderId, ['aberto']);
      const totals = totalsOf(await itemsOfOrder(tx, order.id), order.freightCents, discountCents);
      if (discountCents > totals.subtotalCents + totals.freightCents) throw fail('order_discount_too_high');
      await updateOrder(tx, order.id, { ...totals, ...handler(order, principal) });
      await insertOrderEvents(tx, [event(order, principal, { kind: 'discount', note: `Desconto de ${brl(discountCents)}.` })]);
    });
    changed(channelId, orderId);
    return view(channelId, orderId);
  }

  const storeLines = (items: OrderItemRow[]) => items.filter((i) => !i.unknownProduct).map((i) => ({ skuId: i.skuId, quantity: i.quantity }));

  async function quoteFreight(principal: Principal, channelId: string, orderId: string, cep: string): Promise<StoreFreightOption[]> {
    const order = await reach(principal, channelId, orderId);
    const lines = storeLines(await itemsOfOrder(orm, order.id));
    if (lines.length === 0) throw fail('order_unknown_products', { params: { skus: 'nenhum item do catálogo' } });
    const options = await store.call(channelId, (s) => s.quoteFreight(cep, lines));
    if (options.length === 0) throw fail('store_cep_not_served', { params: { cep: `${cep.slice(0, 5)}-${cep.slice(5)}` } });
    return options;
  }

  /** The option is quoted again here and taken by its id: its price comes from the store, not the client. */
  async function chooseFreight(principal: Principal, channelId: string, orderId: string, cep: string, optionId: string): Promise<Order> {
    const option = (await quoteFreight(principal, channelId, orderId, cep)).find((o) => o.id === optionId);
    if (!option) throw fail('store_cep_not_served', { params: { cep: `${cep.slice(0, 5)}-${cep.slice(5)}` } });
    await orm.transaction(async (tx) => {
      const order = await lockIn(tx, channelId, orderId, ['aberto']);
      const totals = totalsOf(await itemsOfOrder(tx, order.id), option.priceCents, order.discountCents);
      await updateOrder(tx, order.id, { ...totals, freightOptionId: option.id, freightName: option.name, freightDays: option.days, cep, ...handler(order, principal) });
      await insertOrderEvents(tx, [event(order, principal, { kind: 'freight', note: `Frete ${option.name}: ${brl(option.priceCents)}, ${option.days} dia(s) úteis, CEP ${cep}.` })]);
    });
    changed(channelId, orderId);
    return view(channelId, orderId);
  }

  /** Stock per line: the store's when it has a VTEX account, otherwise our catalogue's quantity. */
  async function stockOf(channelId: string, items: OrderItemRow[]): Promise<StockCheck['items']> {
    const known = items.filter((i) => !i.unknownProduct && i.productId);
    let available: number[];
    if (await store.hasCatalogueStore(channelId)) {
      const answer = await store.call(channelId, (s) => s.checkStock(storeLines(known)));
      available = known.map((_, index) => answer[index]?.available ?? 0);
    } else {
      const byId = new Map((await productsByIds(orm, channelId, known.map((i) => i.productId as string))).map((p) => [p.id, p.stockQuantity]));
      available = known.map((i) => byId.get(i.productId as string) ?? 0);
    }
    return known.map((item, index) => {
      const qty = available[index] ?? 0;
      return { skuId: item.skuId, name: item.name, quantity: item.quantity, available: qty, enough: qty >= item.quantity };
    });
  }

  async function checkStock(principal: Principal, channelId: string, orderId: string): Promise<StockCheck['items']> {
    const order = await reach(principal, channelId, orderId);
    return stockOf(channelId, await itemsOfOrder(orm, order.id));
  }

  /** What confirming needs: only catalogue items, at least one, each in stock. */
  async function assertConfirmable(channelId: string, order: OrderRow): Promise<void> {
    const items = await itemsOfOrder(orm, order.id);
    const unknown = items.filter((i) => i.unknownProduct || !i.productId);
    if (unknown.length || items.length === 0) throw fail('order_unknown_products', { params: { skus: unknown.map((i) => i.skuId).join(', ') || 'pedido vazio' } });
    const short = (await stockOf(channelId, items)).filter((s) => !s.enough);
    if (short.length) throw fail('order_stock_short', { params: { items: short.map((s) => `${s.name} (pedido ${s.quantity}, disponível ${s.available})`).join('; ') } });
  }

  async function move(tx: Tx, order: OrderRow, to: OrderStatus, principal: Principal | null, note: string | null, extra: Parameters<typeof updateOrder>[2] = {}): Promise<void> {
    if (!canMoveOrder(order.status, to)) throw fail('order_transition_refused', { params: { from: orderStatusLabels[order.status], to: orderStatusLabels[to] } });
    await updateOrder(tx, order.id, { status: to, ...(principal ? handler(order, principal) : {}), ...extra });
    await insertOrderEvents(tx, [event(order, principal, { kind: 'status', fromStatus: order.status, toStatus: to, note })]);
  }

  async function setStatus(principal: Principal, channelId: string, orderId: string, to: OrderStatus, note?: string): Promise<Order> {
    const before = await reach(principal, channelId, orderId);
    if (!canMoveOrder(before.status, to)) throw fail('order_transition_refused', { params: { from: orderStatusLabels[before.status], to: orderStatusLabels[to] } });
    if (to === 'aguardando_pagamento') await assertConfirmable(channelId, before);
    await orm.transaction(async (tx) => {
      const order = await lockIn(tx, channelId, orderId, null);
      await move(tx, order, to, principal, note ?? null);
    });
    changed(channelId, orderId);
    return view(channelId, orderId);
  }

  /**
   * Creates the store's payment link (confirming an `aberto` order first: stock checked, status
   * `aguardando_pagamento`), records it in the history, then sends it to the customer as a text
   * through the messages module (the 24-hour window applies as to any text).
   */
  async function sendPaymentLink(principal: Principal, channelId: string, orderId: string, method: PaymentMethod): Promise<Order> {
    const before = await reach(principal, channelId, orderId);
    if (before.status !== 'aberto' && before.status !== 'aguardando_pagamento') throw fail('order_payment_link_status');
    if (!before.attendanceId) throw fail('order_without_attendance');
    await assertConfirmable(channelId, before);
    const publicUrl = ctx.config.publicUrl?.replace(/\/+$/, '');
    const link = await store.call(channelId, (s) =>
      s.createPaymentLink(
        { orderId: before.id, number: before.number, title: `Pedido #${before.number}`, totalCents: before.totalCents, notificationUrl: publicUrl ? `${publicUrl}${paymentWebhookPath(channelId)}` : null },
        method,
      ),
    );
    const order = await orm.transaction(async (tx) => {
      const current = await lockIn(tx, channelId, orderId, ['aberto', 'aguardando_pagamento']);
      // The cart changed while the store answered: the link would charge another total.
      if (current.totalCents !== before.totalCents) throw fail('order_not_editable');
      const values = { paymentUrl: link.url, paymentReference: link.reference, paymentMethod: method };
      if (current.status === 'aberto') await move(tx, current, 'aguardando_pagamento', principal, 'Pedido confirmado com o envio do link de pagamento.', values);
      else await updateOrder(tx, current.id, values);
      await insertOrderEvents(tx, [event(current, principal, { kind: 'payment_link', note: `Link de pagamento (${paymentMethodLabels[method]}) de ${brl(current.totalCents)}.` })]);
      return current;
    });
    changed(channelId, orderId);
    const text = `Pedido #${order.number}: total ${brl(order.totalCents)}. Para pagar com ${paymentMethodLabels[method]}, acesse: ${link.url}`;
    await deps.sendText(principal, channelId, { type: 'text', attendanceId: before.attendanceId, text });
    return view(channelId, orderId);
  }

  return { list, get, create, replaceItems, setDiscount, quoteFreight, chooseFreight, checkStock, setStatus, sendPaymentLink, view };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
