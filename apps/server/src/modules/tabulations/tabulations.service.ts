// Tabulations of a channel: list, create, rename and soft delete (finished attendances keep theirs).
// Names are unique per channel ignoring case; the database index backs the check against races.
import type { Tabulation } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { findTabulation, insertTabulation, listTabulations, nameTaken, renameTabulation, softDeleteTabulation, type TabulationRow } from './tabulations.repository.js';

const NAME_TAKEN = 'Já existe uma tabulação com este nome.';
const NOT_FOUND = 'Tabulação não encontrada.';

export const toTabulationView = (row: TabulationRow): Tabulation => ({
  _id: row.id,
  channelId: row.channelId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && ((err as { code?: unknown }).code === '23505' || isUniqueViolation((err as { cause?: unknown }).cause));

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

  async function remove(channelId: string, id: string): Promise<void> {
    if (!(await softDeleteTabulation(orm, channelId, id))) throw notFound(NOT_FOUND);
  }

  return { list, create, update, remove };
}

export type TabulationsService = ReturnType<typeof createTabulationsService>;
