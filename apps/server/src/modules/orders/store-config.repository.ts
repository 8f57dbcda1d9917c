// The only place that reads and writes a channel's store settings and the payment webhooks applied.
import { and, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { storeConfigs, storePaymentEvents } from '../../schema/index.js';

export type StoreConfigRow = typeof storeConfigs.$inferSelect;

export async function findStoreConfig(db: NodePgDatabase, channelId: string): Promise<StoreConfigRow | undefined> {
  const [row] = await db.select().from(storeConfigs).where(eq(storeConfigs.channelId, channelId)).limit(1);
  return row;
}

export async function saveStoreConfig(db: NodePgDatabase, channelId: string, values: Omit<StoreConfigRow, 'channelId' | 'updatedAt'>): Promise<void> {
  await db
    .insert(storeConfigs)
    .values({ channelId, ...values })
    .onConflictDoUpdate({ target: storeConfigs.channelId, set: { ...values, updatedAt: new Date() } });
}

/** Records a payment notification once; false when it was already applied (a replay). */
export async function recordPaymentEventOnce(tx: NodePgDatabase, values: { channelId: string; eventId: string; orderId: string | null; paid: boolean }): Promise<boolean> {
  const rows = await tx.insert(storePaymentEvents).values(values).onConflictDoNothing().returning({ eventId: storePaymentEvents.eventId });
  return rows.length > 0;
}

export async function paymentEventSeen(db: NodePgDatabase, channelId: string, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ eventId: storePaymentEvents.eventId })
    .from(storePaymentEvents)
    .where(and(eq(storePaymentEvents.channelId, channelId), eq(storePaymentEvents.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}
