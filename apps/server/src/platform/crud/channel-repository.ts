// The repository of a channel-scoped table (departments, tags, tabulations, quick answers): every
// query is limited to one channel, and to its live rows where the table soft-deletes (deletedAt).
// Names are unique per channel ignoring case; the paged list sorts by name or creation and searches
// the name. A module's repository builds one of these and adds only what its table has of its own.
import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { containsPattern } from '../db/sql-helpers.js';

export type ChannelTable = PgTable & {
  id: PgColumn;
  channelId: PgColumn;
  createdAt: PgColumn;
  deletedAt?: PgColumn;
  updatedAt?: PgColumn;
};

export type NamePageQuery = { search?: string; sort: 'name' | 'createdAt'; order: 'asc' | 'desc'; page: number; perPage: number };

/** One page of a dynamic select (`.$dynamic()`), already filtered and ordered. */
export function withPage<T extends PgSelect>(query: T, q: { page: number; perPage: number }) {
  return query.limit(q.perPage).offset((q.page - 1) * q.perPage);
}

/** `name`: the column that is unique per channel ignoring case, searched and sorted by. */
export function channelRepository<T extends ChannelTable>(table: T, name: PgColumn) {
  type Row = T['$inferSelect'];
  const soft = table.deletedAt;
  /** The channel's rows (its live ones, where the table soft-deletes). */
  const scope = (channelId: string): SQL | undefined => (soft ? and(eq(table.channelId, channelId), isNull(soft)) : eq(table.channelId, channelId));
  const one = (channelId: string, id: string) => and(scope(channelId), eq(table.id, id));
  const matching = (channelId: string, search: string | undefined) => (search ? and(scope(channelId), ilike(name, containsPattern(search))) : scope(channelId));

  async function find(orm: NodePgDatabase, channelId: string, id: string): Promise<Row | undefined> {
    const [row] = await orm.select().from(table as PgTable).where(one(channelId, id)).limit(1);
    return row as Row | undefined;
  }

  /** Another row of the channel with this name, ignoring case. */
  async function nameTaken(orm: NodePgDatabase, channelId: string, value: string, exceptId?: string): Promise<boolean> {
    const [row] = await orm
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(scope(channelId), sql`lower(${name}) = ${value.toLowerCase()}`, exceptId ? sql`${table.id} <> ${exceptId}` : undefined))
      .limit(1);
    return !!row;
  }

  async function insert(orm: NodePgDatabase, channelId: string, values: Omit<T['$inferInsert'], 'channelId'>): Promise<Row> {
    const [row] = await orm.insert(table).values({ channelId, ...values } as T['$inferInsert']).returning();
    if (!row) throw new Error('insert returned no row');
    return row as Row;
  }

  /** Tables that keep updatedAt get it moved on every change. */
  async function update(orm: NodePgDatabase, channelId: string, id: string, values: Partial<T['$inferInsert']>): Promise<Row | undefined> {
    const set = table.updatedAt ? { ...values, updatedAt: new Date() } : values;
    const [row] = await orm.update(table as PgTable).set(set).where(one(channelId, id)).returning();
    return row as Row | undefined;
  }

  /** Soft-deletes where the table does, deletes otherwise; false when the channel has no such row. */
  async function remove(orm: NodePgDatabase, channelId: string, id: string): Promise<boolean> {
    const rows = soft
      ? await orm.update(table as PgTable).set({ deletedAt: new Date() }).where(one(channelId, id)).returning({ id: table.id })
      : await orm.delete(table).where(one(channelId, id)).returning({ id: table.id });
    return rows.length > 0;
  }

  /** A page of the channel's rows matching the search, each with `count` (a correlated subquery). */
  async function page(orm: NodePgDatabase, channelId: string, q: NamePageQuery, count: SQL<number>) {
    const where = matching(channelId, q.search);
    const direction = q.order === 'desc' ? desc : asc;
    const primary = q.sort === 'createdAt' ? direction(table.createdAt) : direction(sql`lower(${name})`);
    const [rows, [total]] = await Promise.all([
      withPage(orm.select({ row: table as PgTable, count }).from(table as PgTable).where(where).orderBy(primary, asc(table.id)).$dynamic(), q),
      orm.select({ n: sql<number>`count(*)::int` }).from(table as PgTable).where(where),
    ]);
    return { rows: rows.map((r) => ({ row: r.row as Row, count: r.count })), total: total?.n ?? 0 };
  }

  return { scope, one, matching, find, nameTaken, insert, update, remove, page };
}
