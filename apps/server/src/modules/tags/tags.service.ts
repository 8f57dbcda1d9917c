// Tags of a channel: the full list for selects (contacts screen), the management screen's paged list,
// create, change, usage and delete (moving the contacts to another tag, or leaving them untagged).
// Names are unique per channel ignoring case; the database index backs the check against races.
import { randomTagColor, TAG_NAME_TAKEN, type Tag, type TagRow, type UsageResponse } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import { isUniqueViolation } from '../../platform/db/sql-helpers.js';
import {
  deleteTagMoving,
  findTag,
  insertTag,
  listTags,
  pageTags,
  tagContactsCount,
  tagNameTaken,
  updateTag,
  type TagPageQuery,
  type TagRecord,
} from './tags.repository.js';

const NOT_FOUND = 'Etiqueta não encontrada.';
const REPLACEMENT_NOT_FOUND = 'Etiqueta de destino não encontrada.';
const SAME_REPLACEMENT = 'Escolha outra etiqueta para os contatos desta.';

export const toTagView = (row: TagRecord): Tag => ({
  _id: row.id,
  channelId: row.channelId,
  name: row.name,
  color: row.color,
  createdAt: row.createdAt.toISOString(),
});

export function createTagsService(ctx: AppContext) {
  const orm = ctx.db.orm;
  const nameTaken = () => conflict('tag_name_taken', TAG_NAME_TAKEN);

  async function guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  async function list(channelId: string): Promise<Tag[]> {
    return (await listTags(orm, channelId)).map(toTagView);
  }

  async function page(channelId: string, query: TagPageQuery) {
    const { rows, total } = await pageTags(orm, channelId, query);
    const items: TagRow[] = rows.map((r) => ({ ...toTagView(r), contactsCount: r.contactsCount }));
    return { statusCode: 200, items, page: query.page, perPage: query.perPage, total };
  }

  async function create(channelId: string, input: { name: string; color?: string }): Promise<Tag> {
    if (await tagNameTaken(orm, channelId, input.name)) throw nameTaken();
    const color = (input.color ?? randomTagColor()).toLowerCase();
    return toTagView(await guardName(() => insertTag(orm, channelId, { name: input.name, color })));
  }

  async function update(channelId: string, id: string, input: { name: string; color: string }): Promise<Tag> {
    if (!(await findTag(orm, channelId, id))) throw notFound(NOT_FOUND);
    if (await tagNameTaken(orm, channelId, input.name, id)) throw nameTaken();
    const row = await guardName(() => updateTag(orm, channelId, id, { name: input.name, color: input.color.toLowerCase() }));
    if (!row) throw notFound(NOT_FOUND);
    return toTagView(row);
  }

  async function usage(channelId: string, id: string): Promise<UsageResponse> {
    if (!(await findTag(orm, channelId, id))) throw notFound(NOT_FOUND);
    return { statusCode: 200, usage: [{ kind: 'contacts', count: await tagContactsCount(orm, channelId, id) }] };
  }

  async function remove(channelId: string, id: string, replaceWith: string | undefined): Promise<void> {
    if (!(await findTag(orm, channelId, id))) throw notFound(NOT_FOUND);
    if (replaceWith === id) throw badRequest('invalid_replacement', SAME_REPLACEMENT, [{ field: 'replaceWith', message: SAME_REPLACEMENT }]);
    if (replaceWith !== undefined && !(await findTag(orm, channelId, replaceWith))) throw notFound(REPLACEMENT_NOT_FOUND, 'replacement_not_found');
    await orm.transaction(async (tx) => {
      await deleteTagMoving(tx, channelId, id, replaceWith ?? null);
    });
  }

  return { list, page, create, update, usage, remove };
}

export type TagsService = ReturnType<typeof createTagsService>;
