// The only place that reads and writes orders, their items and history, scoped by channel. The
// catalogue's products are read here too (by SKU or id) to price lines, and the product lists sent
// in attendances to read numbered answers: a module reading another's table imports the schema, not
// the module.
import { and, asc, desc, eq, gte, inArray, max, ne, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ProductMessage } from '@atende/contract';
import { messages, orderEvents, orderItems, orders, products, users } from '../../schema/index.js';

type Db = NodePgDatabase;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'position' | 'id'>;
export type OrderEventRow = typeof orderEvents.$inferSelect & { userName: string | null };
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'seq' | 'createdAt'>;
export type CatalogueProduct = Pick<typeof products.$inferSelect, 'id' | 'skuId' | 'name' | 'priceCents' | 'salePriceCents' | 'onSale' | 'stockQuantity'>;

const productColumns = {
  id: products.id,
  skuId: products.skuId,
  name: products.name,
  priceCents: products.priceCents,
  salePriceCents: products.salePriceCents,
  onSale: products.onSale,
  stockQuantity: products.stockQuantity,
};

export async function productsBySkus(db: Db, channelId: string, skus: string[]): Promise<CatalogueProduct[]> {
  if (skus.length === 0) return [];
  return db.select(productColumns).from(products).where(and(eq(products.channelId, channelId), inArray(products.skuId, skus)));
}

export async function productsByIds(db: Db, channelId: string, ids: string[]): Promise<CatalogueProduct[]> {
  if (ids.length === 0) return [];
  return db.select(productColumns).from(products).where(and(eq(products.channelId, channelId), inArray(products.id, ids)));
}

/** The last product message (one product or a list) each attendance sent and did not fail to send. */
export type SentProducts = { messageId: string; attendanceId: string; createdAt: Date; products: ProductMessage | null };

export async function lastSentProducts(db: Db, channelId: string, attendanceIds: string[]): Promise<SentProducts[]> {
  if (attendanceIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([messages.attendanceId], { messageId: messages.id, attendanceId: messages.attendanceId, createdAt: messages.createdAt, content: messages.content })
    .from(messages)
    .where(and(eq(messages.channelId, channelId), inArray(messages.attendanceId, attendanceIds), eq(messages.direction, 'out'), eq(messages.type, 'products'), ne(messages.status, 'failed')))
    .orderBy(messages.attendanceId, desc(messages.createdAt), desc(messages.seq));
  return rows.map((r) => ({ messageId: r.messageId, attendanceId: r.attendanceId as string, createdAt: r.createdAt, products: r.content.products ?? null }));
}

/** When each attendance's latest order from a numbered answer was made (attendances without one are absent). */
export async function lastNumberedReplyOrders(db: Db, channelId: string, attendanceIds: string[], since: Date): Promise<Map<string, Date>> {
  if (attendanceIds.length === 0) return new Map();
  const rows = await db
    .select({ attendanceId: orders.attendanceId, at: max(orders.createdAt) })
    .from(orders)
    .where(and(eq(orders.channelId, channelId), inArray(orders.attendanceId, attendanceIds), eq(orders.source, 'numbered_reply'), gte(orders.createdAt, since)))
    .groupBy(orders.attendanceId);
  return new Map(rows.flatMap((r) => (r.attendanceId && r.at ? [[r.attendanceId, new Date(r.at)] as const] : [])));
}

/**
 * Inserts an order with the channel's next number. The per-channel advisory lock (held until the
 * transaction ends) serialises numbering; an order from a message already turned into one is skipped
 * (null), which is what makes a redelivered webhook harmless even across workers.
 */
export async function insertOrder(tx: Db, values: Omit<typeof orders.$inferInsert, 'number' | 'id'>): Promise<OrderRow | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${values.channelId}`}))`);
  const [row] = await tx
    .insert(orders)
    .values({ ...values, number: sql`(select coalesce(max(${orders.number}), 0) + 1 from ${orders} where ${orders.channelId} = ${values.channelId})` })
    .onConflictDoNothing({ target: orders.sourceMessageId })
    .returning();
  return row ?? null;
}

export async function replaceOrderItems(tx: Db, orderId: string, items: NewOrderItem[]): Promise<void> {
  await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  if (items.length === 0) return;
  await tx.insert(orderItems).values(items.map((item, position) => ({ ...item, orderId, position })));
}

export async function itemsOfOrder(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
}

export async function insertOrderEvents(tx: Db, events: NewOrderEvent[]): Promise<void> {
  if (events.length > 0) await tx.insert(orderEvents).values(events);
}

/** The order, locked for the rest of the transaction when `lock` (every write takes it first). */
export async function findOrder(db: Db, channelId: string, orderId: string, options: { lock?: boolean } = {}): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(and(eq(orders.channelId, channelId), eq(orders.id, orderId))).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateOrder(tx: Db, orderId: string, values: Partial<Omit<typeof orders.$inferInsert, 'id' | 'channelId' | 'number'>>): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished inside its transaction`);
  return row;
}

export async function orderIdsOfAttendance(db: Db, channelId: string, attendanceId: string): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.channelId, channelId), eq(orders.attendanceId, attendanceId)))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  return rows.map((r) => r.id);
}

export async function orderIdOfMessage(db: Db, channelId: string, messageId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.channelId, channelId), eq(orders.sourceMessageId, messageId)))
    .limit(1);
  return row?.id ?? null;
}

/** Orders with their items and history, in three queries whatever their number. */
export async function loadOrders(db: Db, channelId: string, ids: string[]): Promise<Array<{ order: OrderRow; items: OrderItemRow[]; events: OrderEventRow[] }>> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(orders).where(and(eq(orders.channelId, channelId), inArray(orders.id, ids)));
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position));
  const events = await db
    .select({ event: orderEvents, userName: users.name })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(inArray(orderEvents.orderId, ids))
    .orderBy(asc(orderEvents.seq));
  const byId = new Map(rows.map((order) => [order.id, { order, items: [] as OrderItemRow[], events: [] as OrderEventRow[] }]));
  for (const item of items) byId.get(item.orderId)?.items.push(item);
  for (const { event, userName } of events) byId.get(event.orderId)?.events.push({ ...event, userName: userName ?? null });
  return ids.map((id) => byId.get(id)).filter((x): x is NonNullable<typeof x> => !!x);
}
