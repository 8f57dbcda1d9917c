// Step of intake's transaction (plugged in by app.ts as `takeOrders`, before the bot's turn): a
// customer's text that answers a product list sent as numbered text ("1, 3", "2x3") becomes an order,
// as a WhatsApp cart does (docs/decisions.md, "Numbered answers become orders"). It counts only when
// the attendance's last product message is such a list, sent in the last 24 hours, and no answer to
// it made an order yet. The numbers map to the list's products as its text numbered them; each is
// priced from the current catalogue by the product id the list kept (a product deleted since stays
// as a line with a warning). The unique source message id makes a redelivered webhook harmless.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { effectivePriceCents, type ProductMessageItem } from '@atende/contract';
import { formatBrl, numberedItems, type MessageRow } from '../messages/index.js';
import { parseNumberedReply, withinList } from './numbered-reply.js';
import { insertCustomerOrder } from './customer-order.js';
import { customerLine } from './order-pricing.js';
import { lastNumberedReplyOrders, lastSentProducts, productsByIds, type NewOrderItem } from './orders.repository.js';

/** Meta's customer-service window: a list older than this is not what a bare "1, 3" answers. */
export const NUMBERED_REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A message that became an order, and the confirmation the customer gets. */
export type NumberedReplyOrder = { messageId: string; orderId: string; confirmation: string };

type Answer = { row: MessageRow; attendanceId: string; chosen: Array<{ item: ProductMessageItem; quantity: number }> };

/** What the customer reads once the order exists: its number, the lines as they chose them and the total. */
export function confirmationText(number: number, lines: Array<{ quantity: number; name: string }>, totalCents: number, complete: boolean): string {
  const items = lines.map((l) => `${l.quantity}× ${l.name}`).join(', ');
  const total = complete ? ` Total ${formatBrl(totalCents)}.` : '';
  const next = complete ? 'Um atendente vai confirmar com você.' : 'Um atendente vai confirmar os itens e o total com você.';
  return `Recebemos seu pedido #${number}: ${items}.${total} ${next}`;
}

/** The batch's texts that answer their attendance's numbered list, with the products they name. */
async function answersOf(tx: NodePgDatabase, channelId: string, rows: MessageRow[]): Promise<Answer[]> {
  // The grammar first: ordinary texts never cost a query. Each text is parsed once, here.
  const candidates = rows.flatMap((row) => {
    if (row.direction !== 'in' || row.type !== 'text' || row.attendanceId === null) return [];
    const selections = parseNumberedReply(row.content.text ?? '');
    return selections ? [{ row, selections }] : [];
  });
  if (candidates.length === 0) return [];
  const attendanceIds = [...new Set(candidates.map(({ row }) => row.attendanceId as string))];
  const lists = new Map((await lastSentProducts(tx, channelId, attendanceIds)).map((l) => [l.attendanceId, l]));
  const oldest = Math.min(...[...lists.values()].map((l) => l.createdAt.getTime()));
  const ordered = lists.size ? await lastNumberedReplyOrders(tx, channelId, [...lists.keys()], new Date(oldest)) : new Map<string, Date>();
  const answers: Answer[] = [];
  for (const { row, selections } of candidates) {
    const attendanceId = row.attendanceId as string;
    const sent = lists.get(attendanceId);
    const list = sent?.products;
    // Only a list that went out as our numbered text (no Meta catalog): Meta's own list has no numbers.
    if (!sent || !list || list.kind !== 'product_list' || list.catalogId !== null) continue;
    if (sent.createdAt.getTime() <= row.createdAt.getTime() - NUMBERED_REPLY_WINDOW_MS) continue;
    // One order per list: a later number in the conversation is more likely an answer to the operator.
    const last = ordered.get(attendanceId);
    if (last && last.getTime() >= sent.createdAt.getTime()) continue;
    const numbered = numberedItems(list);
    if (!withinList(selections, numbered.length)) continue;
    const chosen = selections.map((s) => ({ quantity: s.quantity, item: (numbered[s.number - 1] as (typeof numbered)[number]).item }));
    answers.push({ row, attendanceId, chosen });
    ordered.set(attendanceId, sent.createdAt);
  }
  return answers;
}

export async function createOrdersFromNumberedReplies(tx: NodePgDatabase, channelId: string, rows: MessageRow[]): Promise<NumberedReplyOrder[]> {
  const answers = await answersOf(tx, channelId, rows);
  if (answers.length === 0) return [];
  const ids = [...new Set(answers.flatMap((a) => a.chosen.map((c) => c.item.productId)))];
  const byId = new Map((await productsByIds(tx, channelId, ids)).map((p) => [p.id, p]));
  const made: NumberedReplyOrder[] = [];
  for (const { row, attendanceId, chosen } of answers) {
    const lines: NewOrderItem[] = chosen.map(({ item, quantity }) => {
      const line = customerLine(byId.get(item.productId), item.skuId, quantity, effectivePriceCents(item));
      return line.unknownProduct ? { ...line, name: `${item.name} (fora do catálogo)` } : line;
    });
    const stored = await insertCustomerOrder(tx, {
      channelId, attendanceId, contactId: row.contactId, source: 'numbered_reply', sourceMessageId: row.id, lines,
      notes: { origin: 'Pedido feito pela resposta numerada do cliente.', unknown: 'Produto fora do catálogo', mismatch: 'Preço mudou desde o envio da lista' },
    });
    if (!stored) continue;
    const { order, totals, unknown } = stored;
    const said = chosen.map(({ item, quantity }) => ({ quantity, name: item.name }));
    made.push({ messageId: row.id, orderId: order.id, confirmation: confirmationText(order.number, said, totals.totalCents, unknown.length === 0) });
  }
  return made;
}
