// Tags of a channel: the full list for selects (contacts screen), the management screen's paged list,
// create, change, usage and delete (moving the contacts to another tag, or leaving them untagged).
// Names are unique per channel ignoring case; the database index backs the check against races.
import { randomTagColor, type Tag, type TagRow, type UsageResponse } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { crudRules, replaceableEntityErrors, pageAnswer } from '../../platform/crud/crud-rules.js';
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

export const toTagView = (row: TagRecord): Tag => ({
  _id: row.id,
  channelId: row.channelId,
  name: row.name,
  color: row.color,
  createdAt: row.createdAt.toISOString(),
});

export function createTagsService(ctx: AppContext) {
  const orm = ctx.db.orm;
  const rules = crudRules<TagRecord>({
    find: (channelId, id) => findTag(orm, channelId, id),
    nameTaken: (channelId, name, exceptId) => tagNameTaken(orm, channelId, name, exceptId),
    errors: replaceableEntityErrors('tag'),
  });

  async function list(channelId: string): Promise<Tag[]> {
    return (await listTags(orm, channelId)).map(toTagView);
  }

  async function page(channelId: string, query: TagPageQuery) {
    const { rows, total } = await pageTags(orm, channelId, query);
    return pageAnswer(query, rows.map((r): TagRow => ({ ...toTagView(r), contactsCount: r.contactsCount })), total);
  }

  async function create(channelId: string, input: { name: string; color?: string }): Promise<Tag> {
    const color = (input.color ?? randomTagColor()).toLowerCase();
    return toTagView(await rules.create(channelId, input.name, () => insertTag(orm, channelId, { name: input.name, color })));
  }

  async function update(channelId: string, id: string, input: { name: string; color: string }): Promise<Tag> {
    const values = { name: input.name, color: input.color.toLowerCase() };
    return toTagView(await rules.update(channelId, id, input.name, () => updateTag(orm, channelId, id, values)));
  }

  async function usage(channelId: string, id: string): Promise<UsageResponse> {
    await rules.mustFind(channelId, id);
    return { statusCode: 200, usage: [{ kind: 'contacts', count: await tagContactsCount(orm, channelId, id) }] };
  }

  async function remove(channelId: string, id: string, replaceWith: string | undefined): Promise<void> {
    await rules.checkRemoval(channelId, id, replaceWith);
    await orm.transaction(async (tx) => {
      await deleteTagMoving(tx, channelId, id, replaceWith ?? null);
    });
  }

  return { list, page, create, update, usage, remove };
}

export type TagsService = ReturnType<typeof createTagsService>;
