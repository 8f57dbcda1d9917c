// An order a customer's message made (a WhatsApp cart, a numbered answer): stored open with its lines
// and totals, and its first history note naming where it came from and what needs a look (lines
// outside the catalogue, prices that differ). Null when the message already made its order.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { OrderSource } from '@atende/contract';
import { totalsOf } from './order-pricing.js';
import { insertOrder, insertOrderEvents, replaceOrderItems, type NewOrderItem } from './orders.repository.js';

type CustomerOrderInput = {
  channelId: string;
  attendanceId: string | null;
  contactId: string;
  source: OrderSource;
  sourceMessageId: string;
  lines: NewOrderItem[];
  /** The note's wording: where the order came from, then the labels of unknown and differing SKUs. */
  notes: { origin: string; unknown: string; mismatch: string };
};

export async function insertCustomerOrder(tx: NodePgDatabase, input: CustomerOrderInput) {
  const { lines, notes } = input;
  const totals = totalsOf(lines, 0, 0);
  const order = await insertOrder(tx, { channelId: input.channelId, attendanceId: input.attendanceId, contactId: input.contactId, operatorId: null, source: input.source, sourceMessageId: input.sourceMessageId, status: 'aberto', ...totals });
  if (!order) return null;
  await replaceOrderItems(tx, order.id, lines);
  const unknown = lines.filter((l) => l.unknownProduct).map((l) => l.skuId);
  const mismatch = lines.filter((l) => l.priceMismatch).map((l) => l.skuId);
  const note = [notes.origin];
  if (unknown.length) note.push(`${notes.unknown}: ${unknown.join(', ')}.`);
  if (mismatch.length) note.push(`${notes.mismatch}: ${mismatch.join(', ')}.`);
  await insertOrderEvents(tx, [{ orderId: order.id, kind: 'created', toStatus: 'aberto', userId: null, note: note.join(' ') }]);
  return { order, totals, unknown };
}
