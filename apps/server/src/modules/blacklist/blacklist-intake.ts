// The intake side of the blacklist: which of a webhook batch's contacts the channel blocks, in one
// statement per batch (inside the batch transaction, so a block added a moment ago already counts).
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { blockedNumberVariants } from '@atende/contract';
import { blockedAmong } from './blacklist.repository.js';

export async function blockedContactIds(tx: NodePgDatabase, channelId: string, contacts: Array<{ id: string; number: string }>): Promise<Set<string>> {
  const variants = new Map(contacts.map((c) => [c.id, blockedNumberVariants(c.number)]));
  const blocked = await blockedAmong(tx, channelId, [...new Set([...variants.values()].flat())]);
  if (blocked.size === 0) return new Set();
  return new Set([...variants].filter(([, forms]) => forms.some((n) => blocked.has(n))).map(([id]) => id));
}
