// Quick answers of a channel: the composer's search and the CRUD of the management screen. Variables
// in the text ({{nome}}, ...) are stored as written; the operator's screen fills them in.
import type { z } from 'zod';
import { QUICK_ANSWER_SHORTCUT_TAKEN, type QuickAnswer, type QuickAnswerRow, type quickAnswerInputSchema } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { mediaFiles } from '../../schema/index.js';
import { conflict, notFound } from '../../platform/http/errors.js';
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

const NOT_FOUND = 'Resposta rápida não encontrada.';
const shortcutTaken = () => conflict('quick_answer_shortcut_taken', QUICK_ANSWER_SHORTCUT_TAKEN);

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

/** Two saves of the same shortcut at once: the unique index decides, and the loser gets the same 409. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createQuickAnswersService(ctx: AppContext) {
  const orm = ctx.db.orm;

  async function search(channelId: string, text: string | undefined, limit: number): Promise<QuickAnswer[]> {
    return (await searchQuickAnswers(orm, channelId, text, limit)).map(toQuickAnswerView);
  }

  async function page(channelId: string, query: QuickAnswerPageQuery) {
    const { rows, total } = await pageQuickAnswers(orm, channelId, query);
    const items: QuickAnswerRow[] = rows.map((r) => ({ ...toQuickAnswerView(r), media: r.media }));
    return { statusCode: 200, items, page: query.page, perPage: query.perPage, total };
  }

  async function get(channelId: string, id: string): Promise<QuickAnswer> {
    const row = await findQuickAnswer(orm, channelId, id);
    if (!row) throw notFound(NOT_FOUND);
    return toQuickAnswerView(row);
  }

  async function checkInput(channelId: string, input: Input, selfId?: string): Promise<void> {
    const holder = await findByShortcut(orm, channelId, input.shortcut);
    if (holder && holder.id !== selfId) throw shortcutTaken();
    await assertOwnedIds(orm, mediaFiles, channelId, input.mediaId, 'media');
  }

  async function create(channelId: string, input: Input): Promise<QuickAnswer> {
    await checkInput(channelId, input);
    try {
      return toQuickAnswerView(await insertQuickAnswer(orm, channelId, input));
    } catch (err) {
      if (isUniqueViolation(err)) throw shortcutTaken();
      throw err;
    }
  }

  async function update(channelId: string, id: string, input: Input): Promise<QuickAnswer> {
    if (!(await findQuickAnswer(orm, channelId, id))) throw notFound(NOT_FOUND);
    await checkInput(channelId, input, id);
    try {
      const row = await updateQuickAnswer(orm, channelId, id, input);
      if (!row) throw notFound(NOT_FOUND);
      return toQuickAnswerView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw shortcutTaken();
      throw err;
    }
  }

  async function remove(channelId: string, id: string): Promise<void> {
    if (!(await deleteQuickAnswer(orm, channelId, id))) throw notFound(NOT_FOUND);
  }

  return { search, page, get, create, update, remove };
}

export type QuickAnswersService = ReturnType<typeof createQuickAnswersService>;
