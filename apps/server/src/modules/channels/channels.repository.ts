// The only place that reads and writes channels, their config and secondary links.
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ApiType, ChannelConfig } from '@atende/contract';
import { channelConfigs, channels, secondaryChannels } from '../../schema/index.js';

export type ChannelRow = typeof channels.$inferSelect;
export type ChannelWithConfig = ChannelRow & { config: ChannelConfig; secondaryChannelIds: string[] };

/** Why a channel needs its owner (channel-attention.ts): the provider refused its credentials. */
export type AttentionReason = 'provider_auth';

export type ChannelFilter = { search?: string | undefined; apiType?: ApiType | undefined; blocked?: boolean | undefined };

async function attach(orm: NodePgDatabase, rows: ChannelRow[]): Promise<ChannelWithConfig[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [configs, links] = await Promise.all([
    orm.select().from(channelConfigs).where(inArray(channelConfigs.channelId, ids)),
    orm.select().from(secondaryChannels).where(inArray(secondaryChannels.channelId, ids)),
  ]);
  const configOf = new Map(configs.map((c) => [c.channelId, c.config]));
  return rows.map((row) => {
    const config = configOf.get(row.id);
    if (!config) throw new Error(`channel ${row.id} has no config row`);
    return {
      ...row,
      config,
      secondaryChannelIds: links.filter((l) => l.channelId === row.id).map((l) => l.secondaryChannelId),
    };
  });
}

export async function findChannel(orm: NodePgDatabase, id: string): Promise<ChannelWithConfig | undefined> {
  const rows = await orm
    .select()
    .from(channels)
    .where(and(eq(channels.id, id), isNull(channels.deletedAt)))
    .limit(1);
  const [row] = await attach(orm, rows);
  return row;
}

export async function pageChannels(
  orm: NodePgDatabase,
  filter: ChannelFilter,
  page: number,
  perPage: number,
): Promise<{ rows: ChannelWithConfig[]; total: number }> {
  const conditions: SQL[] = [isNull(channels.deletedAt)];
  if (filter.search) {
    const term = `%${filter.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    const either = or(ilike(channels.name, term), ilike(channels.channelNumber, term));
    if (either) conditions.push(either);
  }
  if (filter.apiType) conditions.push(eq(channels.apiType, filter.apiType));
  if (filter.blocked !== undefined) conditions.push(eq(channels.blocked, filter.blocked));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    orm
      .select()
      .from(channels)
      .where(where)
      .orderBy(desc(channels.createdAt), desc(channels.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    orm.select({ n: count() }).from(channels).where(where),
  ]);
  return { rows: await attach(orm, rows), total: totalRow?.n ?? 0 };
}

export async function insertChannel(
  orm: NodePgDatabase,
  values: typeof channels.$inferInsert,
  config: ChannelConfig,
): Promise<ChannelRow> {
  const [row] = await orm.insert(channels).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  await orm.insert(channelConfigs).values({ channelId: row.id, config });
  return row;
}

/** The live channel holding a provider account, if any. */
export async function channelHoldingAccount(orm: NodePgDatabase, apiType: ApiType, accountId: string): Promise<{ id: string } | undefined> {
  const [row] = await orm
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.apiType, apiType), eq(channels.providerAccountId, accountId), isNull(channels.deletedAt)))
    .limit(1);
  return row;
}

export async function updateChannel(orm: NodePgDatabase, id: string, values: Partial<typeof channels.$inferInsert>): Promise<void> {
  await orm
    .update(channels)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(channels.id, id));
}

export async function saveChannelConfig(orm: NodePgDatabase, id: string, config: ChannelConfig): Promise<void> {
  await orm.update(channelConfigs).set({ config, updatedAt: new Date() }).where(eq(channelConfigs.channelId, id));
}

export async function linkSecondary(orm: NodePgDatabase, channelId: string, secondaryChannelId: string): Promise<void> {
  await orm.insert(secondaryChannels).values({ channelId, secondaryChannelId }).onConflictDoNothing();
}

export async function listSecondary(orm: NodePgDatabase, channelId: string): Promise<ChannelWithConfig[]> {
  const links = await orm.select().from(secondaryChannels).where(eq(secondaryChannels.channelId, channelId));
  if (links.length === 0) return [];
  const rows = await orm
    .select()
    .from(channels)
    .where(and(inArray(channels.id, links.map((l) => l.secondaryChannelId)), isNull(channels.deletedAt)));
  return attach(orm, rows);
}

export async function channelCount(orm: NodePgDatabase): Promise<number> {
  const [row] = await orm.select({ n: count() }).from(channels);
  return row?.n ?? 0;
}

/** Sets the attention reason unless the channel already has it; true when the row changed. */
export async function flagChannelAttention(orm: NodePgDatabase, channelId: string, reason: AttentionReason): Promise<boolean> {
  const res = await orm.execute<{ id: string }>(sql`
    update channels set attention_reason = ${reason}, attention_at = now(), updated_at = now()
     where id = ${channelId} and attention_reason is distinct from ${reason}
    returning id`);
  return res.rows.length > 0;
}
