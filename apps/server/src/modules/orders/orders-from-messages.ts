// Step of intake's transaction (plugged in by app.ts through onStored): every inbound WhatsApp `order`
// message stored just now becomes an order, in the same transaction, so a stored order message always
// has its order and a failure retries both. Each productRetailerId is matched to our catalogue's SKU
// in the channel; a SKU we do not have stays as a line with a warning. The unique source message id
// makes a redelivered webhook (or two workers) unable to create a second order.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { MessageRow } from '../messages/index.js';
import { insertCustomerOrder } from './customer-order.js';
import { customerLine, reaisToCents } from './order-pricing.js';
import { productsBySkus } from './orders.repository.js';

export async function createOrdersFromMessages(tx: NodePgDatabase, channelId: string, rows: MessageRow[]): Promise<void> {
  const orderMessages = rows.filter((row) => row.direction === 'in' && row.type === 'order' && row.content.order && row.content.order.items.length > 0);
  if (orderMessages.length === 0) return;
  const skus = [...new Set(orderMessages.flatMap((row) => row.content.order?.items.map((i) => i.productRetailerId) ?? []))];
  const bySku = new Map((await productsBySkus(tx, channelId, skus)).map((p) => [p.skuId, p]));
  for (const row of orderMessages) {
    const lines = (row.content.order?.items ?? []).map((item) => customerLine(bySku.get(item.productRetailerId), item.productRetailerId, item.quantity, reaisToCents(item.itemPrice)));
    await insertCustomerOrder(tx, {
      channelId, attendanceId: row.attendanceId, contactId: row.contactId, source: 'whatsapp', sourceMessageId: row.id, lines,
      notes: { origin: 'Pedido enviado pelo cliente no WhatsApp.', unknown: 'SKU fora do catálogo', mismatch: 'Preço do cliente diferente do catálogo' },
    });
  }
}
