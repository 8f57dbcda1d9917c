// Orders (issue 20): an attendance's orders with their items and history, the channel's store
// integration settings, and the payment webhooks already applied. Money in BRL integer cents.
// An order made from an inbound message (a WhatsApp `order`, or a numbered answer to a product list)
// keeps that message's id, unique, so a redelivered webhook can never make a second order.
import { sql } from 'drizzle-orm';
import type { OrderSource } from '@atende/contract';
import { bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { attendances } from './attendances.js';
import { channels } from './channels.js';
import { contacts } from './contacts.js';
import { messages } from './messages.js';
import { operators } from './operators.js';
import { products } from './products.js';
import { users } from './users.js';

export type OrderStatusValue = 'aberto' | 'aguardando_pagamento' | 'pago' | 'enviado' | 'entregue' | 'cancelado';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** The company's own order number (#1, #2, ...), given under a per-channel lock. */
    number: integer('number').notNull(),
    attendanceId: uuid('attendance_id').references(() => attendances.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The operator who handled it: the one who built the cart, or the first to act on a customer's order. */
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    source: text('source').$type<OrderSource>().notNull(),
    /** The inbound message it came from: an `order`, or a numbered answer (idempotency: one order per message). */
    sourceMessageId: uuid('source_message_id').references(() => messages.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatusValue>().notNull().default('aberto'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    freightCents: integer('freight_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    freightOptionId: text('freight_option_id'),
    freightName: text('freight_name'),
    freightDays: integer('freight_days'),
    cep: text('cep'),
    paymentUrl: text('payment_url'),
    /** The store's reference of the payment link (Mercado Pago's preference id). */
    paymentReference: text('payment_reference'),
    paymentMethod: text('payment_method').$type<'pix' | 'card'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_channel_number_key').on(t.channelId, t.number),
    uniqueIndex('orders_source_message_key').on(t.sourceMessageId),
    index('orders_attendance_idx').on(t.attendanceId, t.createdAt),
    index('orders_channel_created_idx').on(t.channelId, t.createdAt),
    // The sales report's operator filter: that operator's orders of the period, not the whole period's.
    index('orders_channel_operator_created_idx').on(t.channelId, t.operatorId, t.createdAt),
    check('orders_money_check', sql`${t.subtotalCents} >= 0 and ${t.freightCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Null for a SKU the catalogue does not have (kept as a line with a warning), or a product deleted since. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    skuId: text('sku_id').notNull(),
    /** The product's name when the line was priced: the order reads the same after the catalogue changes. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** What the customer's WhatsApp cart said (Meta's item_price, converted to cents). */
    customerUnitPriceCents: integer('customer_unit_price_cents'),
    priceMismatch: boolean('price_mismatch').notNull().default(false),
    unknownProduct: boolean('unknown_product').notNull().default(false),
  },
  (t) => [
    uniqueIndex('order_items_order_position_key').on(t.orderId, t.position),
    // The sales report's product filter finds the orders holding a product from its lines; a product's
    // deletion (which sets product_id to null) is spared a scan of every line.
    index('order_items_product_idx').on(t.productId, t.orderId),
    check('order_items_values_check', sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Write order: events of one transaction share its now(), so the history sorts by this. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status').$type<OrderStatusValue>(),
    toStatus: text('to_status').$type<OrderStatusValue>(),
    /** Null when the customer (an `order` message) or the store (payment webhook) did it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.seq)],
);

/** A channel's store integration (/catalogConfig). Secrets sealed with the app's encryption key. */
export const storeConfigs = pgTable('store_configs', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  platform: text('platform').$type<'vtex_mercadopago'>(),
  vtexAccount: text('vtex_account'),
  vtexSalesChannel: text('vtex_sales_channel').notNull().default('1'),
  vtexAppKey: text('vtex_app_key'),
  /** JSON {vtexAppToken, mercadoPagoToken, webhookSecret}, AES-256-GCM like the channels' provider credentials. */
  secretsSealed: text('secrets_sealed'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Payment webhooks already applied, by the store's notification id: a replay changes nothing. */
export const storePaymentEvents = pgTable(
  'store_payment_events',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paid: boolean('paid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.eventId] })],
);
