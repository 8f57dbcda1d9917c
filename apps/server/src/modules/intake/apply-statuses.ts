// Step 2 of intake: delivery statuses (sent, delivered, read, failed) move our outbound messages
// forward, never back. Applied before the batch's messages, so the transaction takes no message lock
// once it holds an operator's.
import { deliveryRank } from '@atende/contract';
import type { InboundStatus } from '../../providers/provider.port.js';
import { operatorsOfAttendances } from '../attendances/index.js';
import { adoptProviderIds, advanceStatuses, idsByProviderIds, type StatusUpdate } from '../messages/index.js';
import type { Effects, InboundBatchItem, Tx } from './intake-batch.js';

/** A status arrived for a message not stored yet: its webhook is retried a little later. */
export class StatusBeforeMessageError extends Error {}

/** Each message's furthest status in the batch, keeping the pricing category any of them carried. */
function furthestStatuses(incoming: InboundStatus[]): StatusUpdate[] {
  const furthest = new Map<string, StatusUpdate>();
  for (const s of incoming) {
    const current = furthest.get(s.providerMessageId);
    const pricingCategory = s.pricingCategory ?? current?.pricingCategory ?? null;
    if (current && deliveryRank[current.status] >= deliveryRank[s.status]) {
      current.pricingCategory ??= pricingCategory;
      continue;
    }
    const error = s.error ? { code: String(s.error.code), message: s.error.message ?? s.error.title, details: s.error.details ?? null } : null;
    furthest.set(s.providerMessageId, { providerMessageId: s.providerMessageId, status: s.status, error, pricingCategory });
  }
  return [...furthest.values()];
}

/** Applies the statuses; returns the provider ids whose message is not stored yet. */
export async function applyStatuses(tx: Tx, channelId: string, incoming: InboundStatus[], effects: Effects): Promise<Set<string>> {
  // A send whose answer was lost (its process died) is found by the reference the status echoes.
  await adoptProviderIds(tx, channelId, incoming.filter((s) => s.reference).map((s) => ({ providerMessageId: s.providerMessageId, messageId: s.reference ?? '' })));
  const updates = furthestStatuses(incoming);
  if (updates.length === 0) return new Set();
  const changed = await advanceStatuses(tx, channelId, updates);
  const unchanged = updates.map((u) => u.providerMessageId).filter((pid) => !changed.some((r) => r.providerMessageId === pid));
  const known = await idsByProviderIds(tx, channelId, unchanged);
  const operators = await operatorsOfAttendances(tx, channelId, changed.map((r) => r.attendanceId).filter((id): id is string => !!id));
  for (const row of changed) effects.statuses.push({ row, operatorId: row.attendanceId ? (operators.get(row.attendanceId) ?? null) : null });
  return new Set(unchanged.filter((pid) => !known.has(pid)));
}

/**
 * The send job stores the provider id right after the provider answers; a status can still overtake
 * it. Failing that webhook makes it retry a little later instead of losing the status.
 */
export function flagEarlyStatuses(items: InboundBatchItem[], missing: Set<string>, failures: Map<string, Error>): void {
  for (const item of items) {
    const early = item.events.find((e) => e.kind === 'status' && missing.has(e.providerMessageId));
    if (early && early.kind === 'status') failures.set(item.key, new StatusBeforeMessageError(`no message ${early.providerMessageId} yet`));
  }
}
