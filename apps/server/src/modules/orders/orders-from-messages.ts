// Step of intake's transaction (plugged in by app.ts through onStored): every inbound WhatsApp `order`
// message stored just now becomes an order, in the same transaction, so a stored order message always
// has its order and a failure retries both. Each productRetailerId is matched to our catalogue's SKU
// in the channel; a SKU we do not have stays as a line with a warning. The unique source message id
// makes a redelivered webhook (or two workers) unable to create a second order.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { MessageRow } from '../messages/index.js';
import { customerLine, reaisToCents, totalsOf } from './order-pricing.js';
import { insertOrder, insertOrderEvents, productsBySkus, replaceOrderItems } from './orders.repository.js';

export async function createOrdersFromMessages(tx: NodePgDatabase, channelId: string, rows: MessageRow[]): Promise<void> {
  const orderMessages = rows.filter((row) => row.direction === 'in' && row.type === 'order' && row.content.order && row.content.order.items.length > 0);
  if (orderMessages.length === 0) return;
  const skus = [...new Set(orderMessages.flatMap((row) => row.content.order?.items.map((i) => i.productRetailerId) ?? []))];
  const bySku = new Map((await productsBySkus(tx, channelId, skus)).map((p) => [p.skuId, p]));
  for (const row of orderMessages) {
    const lines = (row.content.order?.items ?? []).map((item) => customerLine(bySku.get(item.productRetailerId), item.productRetailerId, item.quantity, reaisToCents(item.itemPrice)));
    const totals = totalsOf(lines, 0, 0);
    const order = await insertOrder(tx, { channelId, attendanceId: row.attendanceId, contactId: row.contactId, operatorId: null, source: 'whatsapp', sourceMessageId: row.id, status: 'aberto', ...totals });
    if (!order) continue;
    await replaceOrderItems(tx, order.id, lines);
    const unknown = lines.filter((l) => l.unknownProduct).map((l) => l.skuId);
    const mismatch = lines.filter((l) => l.priceMismatch).map((l) => l.skuId);
    const notes = ['Pedido enviado pelo cliente no WhatsApp.'];
    if (unknown.length) notes.push(`SKU fora do catálogo: ${unknown.join(', ')}.`);
    if (mismatch.length) notes.push(`Preço do cliente diferente do catálogo: ${mismatch.join(', ')}.`);
    await insertOrderEvents(tx, [{ orderId: order.id, kind: 'created', toStatus: 'aberto', userId: null, note: notes.join(' ') }]);
  }
}
