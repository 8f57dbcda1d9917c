// An order as the API and the sockets show it.
import type { Order, OrderEventKind, OrderStatus } from '@atende/contract';
import type { OrderEventRow, OrderItemRow, OrderRow } from './orders.repository.js';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toOrderView({ order, items, events }: { order: OrderRow; items: OrderItemRow[]; events: OrderEventRow[] }): Order {
  return {
    _id: order.id,
    number: order.number,
    attendanceId: order.attendanceId,
    contactId: order.contactId,
    operatorId: order.operatorId,
    source: order.source,
    status: order.status,
    items: items.map((item) => ({
      _id: item.id,
      productId: item.productId,
      skuId: item.skuId,
      name: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      customerUnitPriceCents: item.customerUnitPriceCents,
      priceMismatch: item.priceMismatch,
      unknownProduct: item.unknownProduct,
      lineTotalCents: item.unitPriceCents * item.quantity,
    })),
    subtotalCents: order.subtotalCents,
    freightCents: order.freightCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    freight: order.freightOptionId ? { id: order.freightOptionId, name: order.freightName ?? order.freightOptionId, priceCents: order.freightCents, days: order.freightDays ?? 0 } : null,
    cep: order.cep,
    paymentUrl: order.paymentUrl,
    paymentReference: order.paymentReference,
    priceMismatch: items.some((item) => item.priceMismatch),
    events: events.map((e) => ({
      _id: e.id,
      kind: e.kind as OrderEventKind,
      fromStatus: (e.fromStatus ?? null) as OrderStatus | null,
      toStatus: (e.toStatus ?? null) as OrderStatus | null,
      userName: e.userName,
      note: e.note,
      createdAt: iso(e.createdAt),
    })),
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
  };
}
