// Tabulations of a channel: list, paged list, create, rename, usage and soft delete. Deleting moves
// the attendances that ended with it to another tabulation or clears theirs, so none points at a
// deleted one. Names are unique per channel ignoring case; the database index backs the check.
import type { Tabulation, TabulationRow as TabulationListRow, UsageResponse } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { crudRules, replaceableEntityErrors, pageAnswer } from '../../platform/crud/crud-rules.js';
import {
  findTabulation,
  insertTabulation,
  listTabulations,
  nameTaken,
  pageTabulations,
  reassignTabulation,
  renameTabulation,
  softDeleteTabulation,
  tabulationAttendancesCount,
  type TabulationPageQuery,
  type TabulationRow,
} from './tabulations.repository.js';

export const toTabulationView = (row: TabulationRow): Tabulation => ({
  _id: row.id,
  channelId: row.channelId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

export function createTabulationsService(ctx: AppContext) {
  const orm = ctx.db.orm;
  const rules = crudRules<TabulationRow>({
    find: (channelId, id) => findTabulation(orm, channelId, id),
    nameTaken: (channelId, name, exceptId) => nameTaken(orm, channelId, name, exceptId),
    errors: replaceableEntityErrors('tabulation'),
  });

  async function list(channelId: string): Promise<Tabulation[]> {
    return (await listTabulations(orm, channelId)).map(toTabulationView);
  }

  async function create(channelId: string, name: string): Promise<Tabulation> {
    return toTabulationView(await rules.create(channelId, name, () => insertTabulation(orm, channelId, name)));
  }

  async function update(channelId: string, id: string, name: string): Promise<Tabulation> {
    return toTabulationView(await rules.update(channelId, id, name, () => renameTabulation(orm, channelId, id, name)));
  }

  async function page(channelId: string, query: TabulationPageQuery) {
    const { rows, total } = await pageTabulations(orm, channelId, query);
    return pageAnswer(query, rows.map((r): TabulationListRow => ({ ...toTabulationView(r), attendancesCount: r.attendancesCount })), total);
  }

  async function usage(channelId: string, id: string): Promise<UsageResponse> {
    await rules.mustFind(channelId, id);
    return { statusCode: 200, usage: [{ kind: 'attendances', count: await tabulationAttendancesCount(orm, channelId, id) }] };
  }

  async function remove(channelId: string, id: string, replaceWith?: string): Promise<void> {
    await rules.checkRemoval(channelId, id, replaceWith);
    const removed = await orm.transaction(async (tx) => {
      await reassignTabulation(tx, channelId, id, replaceWith ?? null);
      return softDeleteTabulation(tx, channelId, id);
    });
    if (!removed) throw rules.missing();
  }

  return { list, page, usage, create, update, remove };
}

export type TabulationsService = ReturnType<typeof createTabulationsService>;
