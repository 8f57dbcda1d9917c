// Ids that arrive in a request (body, query, params) and name another row: each must belong to the
// caller's company before a service writes anything that points at it. One check for every module,
// so a tag, operator, department, ... of another company is a 404 naming the entity, never silently
// stored (nor a foreign-key 500). Services call it with the tenant from the session, never the body.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fail, type PlainErrorKey } from '../http/errors.js';

/** A tenant table: a uuid `id`, the `channelId`, and `deletedAt` when rows are soft-deleted. */
export type ChannelOwnedTable = PgTable & { id: PgColumn; channelId: PgColumn; deletedAt?: PgColumn };

/** Each entity's 404 in the error catalogue: wire code `<entity>_not_found` and the entity's message. */
export const ownedEntityErrors = {
  tag: 'tag_not_found',
  operator: 'operator_not_found',
  department: 'department_not_found',
  contact: 'contact_not_found',
  template: 'owned_template_missing',
  tabulation: 'tabulation_not_found',
  media: 'media_not_found',
  message: 'message_not_found',
  attendance: 'owned_attendance_missing',
  user: 'owned_user_missing',
  product_category: 'product_category_not_found',
  product: 'product_not_found',
} as const satisfies Record<string, PlainErrorKey>;
export type OwnedEntity = keyof typeof ownedEntityErrors;

/**
 * The 404 of an id that is not the caller's company's (or no longer exists): `<entity>_not_found`,
 * with the entity's message unless the caller names a more helpful catalogue error (which option, which field).
 */
export const foreignId = (entity: OwnedEntity, error: PlainErrorKey = ownedEntityErrors[entity]) => fail(error);

export type OwnedIdsOptions = {
  /** Accept soft-deleted rows (deleted_at set) too: e.g. moving a deleted operator's wallet away. */
  includeDeleted?: boolean;
  /** A catalogue error naming the field when the entity's own is too vague (the default department, ...). */
  error?: PlainErrorKey;
};

/**
 * Throws the entity's 404 unless every non-empty id is a row of `table` in `channelId` (and, for
 * soft-deleted tables, not deleted). One `count(*)` whatever the number of ids; empty lists pass.
 * Run it inside the write's transaction (pass `tx`) when the row could vanish in between.
 */
export async function assertOwnedIds(
  db: NodePgDatabase,
  table: ChannelOwnedTable,
  channelId: string,
  ids: Iterable<string | null | undefined> | string | null | undefined,
  entity: OwnedEntity,
  options: OwnedIdsOptions = {},
): Promise<void> {
  const list = typeof ids === 'string' ? [ids] : ids ? [...ids] : [];
  const wanted = [...new Set(list.filter((id): id is string => !!id))];
  if (wanted.length === 0) return;
  const live = table.deletedAt && !options.includeDeleted ? isNull(table.deletedAt) : undefined;
  const [row] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(and(inArray(table.id, wanted), eq(table.channelId, channelId), live));
  if (Number(row?.n ?? 0) !== wanted.length) throw foreignId(entity, options.error);
}
