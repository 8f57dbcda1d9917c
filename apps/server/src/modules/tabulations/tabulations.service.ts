// Tabulations of a channel: list, paged list, create, rename, usage and soft delete. Deleting moves
// the attendances that ended with it to another tabulation or clears theirs, so none points at a
// deleted one. Names are unique per channel ignoring case; the database index backs the check.
import type { Tabulation, TabulationRow as TabulationListRow, UsageResponse } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import { isUniqueViolation } from '../../platform/db/sql-helpers.js';
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

const NAME_TAKEN = 'Já existe uma tabulação com este nome.';
const NOT_FOUND = 'Tabulação não encontrada.';
const REPLACEMENT_NOT_FOUND = 'Tabulação de destino não encontrada.';
const SAME_REPLACEMENT = 'Escolha outra tabulação para os atendimentos desta.';

export const toTabulationView = (row: TabulationRow): Tabulation => ({
  _id: row.id,
  channelId: row.channelId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});


export function createTabulationsService(ctx: AppContext) {
  const orm = ctx.db.orm;

  /** Concurrent creates of one name pass the check together; the unique index then refuses one. */
  async function guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('tabulation_name_taken', NAME_TAKEN);
      throw err;
    }
  }

  async function list(channelId: string): Promise<Tabulation[]> {
    return (await listTabulations(orm, channelId)).map(toTabulationView);
  }

  async function create(channelId: string, name: string): Promise<Tabulation> {
    if (await nameTaken(orm, channelId, name)) throw conflict('tabulation_name_taken', NAME_TAKEN);
    return toTabulationView(await guardName(() => insertTabulation(orm, channelId, name)));
  }

  async function update(channelId: string, id: string, name: string): Promise<Tabulation> {
    if (!(await findTabulation(orm, channelId, id))) throw notFound(NOT_FOUND);
    if (await nameTaken(orm, channelId, name, id)) throw conflict('tabulation_name_taken', NAME_TAKEN);
    const row = await guardName(() => renameTabulation(orm, channelId, id, name));
    if (!row) throw notFound(NOT_FOUND);
    return toTabulationView(row);
  }

  async function page(channelId: string, query: TabulationPageQuery) {
    const { rows, total } = await pageTabulations(orm, channelId, query);
    const items: TabulationListRow[] = rows.map((r) => ({ ...toTabulationView(r), attendancesCount: r.attendancesCount }));
    return { statusCode: 200, items, page: query.page, perPage: query.perPage, total };
  }

  async function usage(channelId: string, id: string): Promise<UsageResponse> {
    if (!(await findTabulation(orm, channelId, id))) throw notFound(NOT_FOUND);
    return { statusCode: 200, usage: [{ kind: 'attendances', count: await tabulationAttendancesCount(orm, channelId, id) }] };
  }

  async function remove(channelId: string, id: string, replaceWith?: string): Promise<void> {
    if (!(await findTabulation(orm, channelId, id))) throw notFound(NOT_FOUND);
    if (replaceWith === id) throw badRequest('invalid_replacement', SAME_REPLACEMENT, [{ field: 'replaceWith', message: SAME_REPLACEMENT }]);
    if (replaceWith !== undefined && !(await findTabulation(orm, channelId, replaceWith))) {
      throw notFound(REPLACEMENT_NOT_FOUND, 'replacement_not_found');
    }
    const removed = await orm.transaction(async (tx) => {
      await reassignTabulation(tx, channelId, id, replaceWith ?? null);
      return softDeleteTabulation(tx, channelId, id);
    });
    if (!removed) throw notFound(NOT_FOUND);
  }

  return { list, page, usage, create, update, remove };
}

export type TabulationsService = ReturnType<typeof createTabulationsService>;
