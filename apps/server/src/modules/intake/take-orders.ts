// Step 5b of intake, before the bot's turn: the customers' messages another module turns into orders
// (a numbered answer to a product list, through the `takeOrders` hook app.ts plugs in). The answer
// is the ids of those messages, which the bot then reads as a cart; the orders' confirmations and
// announcements are kept in the batch's effects.
import { moduleGateOpen } from '@atende/contract';
import type { AttendanceRef } from '../attendances/index.js';
import type { BatchChannel, Effects, IntakeDeps, Tx } from './intake-batch.js';
import type { TurnInput } from './bot-step.js';

export async function takeOrders(deps: IntakeDeps, tx: Tx, batch: BatchChannel, attendanceOf: Map<string, AttendanceRef>, input: TurnInput, effects: Effects): Promise<Set<string>> {
  // Orders live in the catalogue module: with it off, no list of ours is answered (and no query is spent).
  if (!deps.takeOrders || !moduleGateOpen('products', batch.channel.config)) return new Set();
  // A message the survey read (its score or comment) is no order; the others sit in their open attendance.
  const rows = input.rows.filter((row) => {
    const attendance = attendanceOf.get(row.contactId);
    return !!attendance && attendance.id === row.attendanceId && attendance.status !== 'in_survey';
  });
  if (rows.length === 0) return new Set();
  const taken = await deps.takeOrders(tx, batch.channel.id, rows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { messageId, orderId, confirmation } of taken) {
    const row = byId.get(messageId);
    if (!row?.attendanceId) continue;
    effects.orders.push({ channelId: batch.channel.id, orderId });
    effects.confirmations.push({ target: { channelId: row.channelId, attendanceId: row.attendanceId, contactId: row.contactId }, replies: [{ kind: 'text', text: confirmation }] });
  }
  return new Set(taken.map((t) => t.messageId));
}
