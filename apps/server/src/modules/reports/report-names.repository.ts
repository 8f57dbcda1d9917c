// The names a report's groups show: operators (deleted ones keep their name: operators are
// soft-deleted), departments and tabulations (deleted ones too) of the caller's channel, by id.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { NamedRef } from '@atende/contract';
import { uuidArray } from '../../platform/db/sql-helpers.js';

export type GroupNames = { operators: Map<string, string>; departments: Map<string, string>; tabulations: Map<string, string> };

/** Names of these ids, only rows of `channelId` (an id of another channel stays unnamed). */
export async function groupNames(
  orm: NodePgDatabase,
  channelId: string,
  ids: { operators?: Iterable<string | null | undefined>; departments?: Iterable<string | null | undefined>; tabulations?: Iterable<string | null | undefined> },
): Promise<GroupNames> {
  const list = (values: Iterable<string | null | undefined> | undefined) => uuidArray([...new Set([...(values ?? [])].filter((v): v is string => !!v))]);
  const res = await orm.execute<{ kind: 'o' | 'd' | 't'; id: string; name: string }>(sql`
    select 'o' as kind, id, name from operators where channel_id = ${channelId} and id = any(${list(ids.operators)}::uuid[])
    union all
    select 'd', id, name from departments where channel_id = ${channelId} and id = any(${list(ids.departments)}::uuid[])
    union all
    select 't', id, name from tabulations where channel_id = ${channelId} and id = any(${list(ids.tabulations)}::uuid[])`);
  const names: GroupNames = { operators: new Map(), departments: new Map(), tabulations: new Map() };
  for (const r of res.rows) (r.kind === 'o' ? names.operators : r.kind === 'd' ? names.departments : names.tabulations).set(r.id, r.name);
  return names;
}

/** A group's reference; null for "none" (no operator / department / tabulation) or a row gone for good. */
export const refOf = (names: Map<string, string>, id: string | null | undefined): NamedRef | null => {
  const name = id ? names.get(id) : undefined;
  return id && name !== undefined ? { _id: id, name } : null;
};
