// Quick answers of a channel: the composer's search and the CRUD of the management screen. Variables
// in the text ({{nome}}, ...) are stored as written; the operator's screen fills them in.
import type { z } from 'zod';
import type { QuickAnswer, QuickAnswerRow, quickAnswerInputSchema } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { mediaFiles } from '../../schema/index.js';
import { crudRules, pageAnswer } from '../../platform/crud/crud-rules.js';
import { fail } from '../../platform/http/errors.js';
import {
  deleteQuickAnswer,
  findByShortcut,
  findQuickAnswer,
  insertQuickAnswer,
  pageQuickAnswers,
  searchQuickAnswers,
  updateQuickAnswer,
  type QuickAnswerPageQuery,
  type QuickAnswerRow as QuickAnswerRecord,
} from './quick-answers.repository.js';

type Input = z.output<typeof quickAnswerInputSchema>;

const shortcutTaken = () => fail('quick_answer_shortcut_taken');

export function toQuickAnswerView(row: QuickAnswerRecord): QuickAnswer {
  return {
    _id: row.id,
    channelId: row.channelId,
    shortcut: row.shortcut,
    text: row.text,
    mediaId: row.mediaId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createQuickAnswersService(ctx: AppContext) {
  const orm = ctx.db.orm;
  // Two saves of the same shortcut at once: the unique index decides, and the loser gets the same 409.
  const rules = crudRules<QuickAnswerRecord>({
    find: (channelId, id) => findQuickAnswer(orm, channelId, id),
    errors: { notFound: 'quick_answer_not_found', taken: 'quick_answer_shortcut_taken' },
  });

  async function search(channelId: string, text: string | undefined, limit: number): Promise<QuickAnswer[]> {
    return (await searchQuickAnswers(orm, channelId, text, limit)).map(toQuickAnswerView);
  }

  async function page(channelId: string, query: QuickAnswerPageQuery) {
    const { rows, total } = await pageQuickAnswers(orm, channelId, query);
    return pageAnswer(query, rows.map((r): QuickAnswerRow => ({ ...toQuickAnswerView(r), media: r.media })), total);
  }

  async function get(channelId: string, id: string): Promise<QuickAnswer> {
    return toQuickAnswerView(await rules.mustFind(channelId, id));
  }

  async function checkInput(channelId: string, input: Input, selfId?: string): Promise<void> {
    const holder = await findByShortcut(orm, channelId, input.shortcut);
    if (holder && holder.id !== selfId) throw shortcutTaken();
    await assertOwnedIds(orm, mediaFiles, channelId, input.mediaId, 'media');
  }

  async function create(channelId: string, input: Input): Promise<QuickAnswer> {
    await checkInput(channelId, input);
    return toQuickAnswerView(await rules.guardName(() => insertQuickAnswer(orm, channelId, input)));
  }

  async function update(channelId: string, id: string, input: Input): Promise<QuickAnswer> {
    await rules.mustFind(channelId, id);
    await checkInput(channelId, input, id);
    return toQuickAnswerView(rules.found(await rules.guardName(() => updateQuickAnswer(orm, channelId, id, input))));
  }

  async function remove(channelId: string, id: string): Promise<void> {
    if (!(await deleteQuickAnswer(orm, channelId, id))) throw rules.missing();
  }

  return { search, page, get, create, update, remove };
}

export type QuickAnswersService = ReturnType<typeof createQuickAnswersService>;
