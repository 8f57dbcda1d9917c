// A channel's blocked numbers: add (normalized digits, 409 when already there), remove, page.
// The intake rule itself (stored, no attendance, nothing triggered) lives in the inbound processor.
import type { BlacklistEntry } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { deleteBlockedNumber, insertBlockedNumber, pageBlockedNumbers, type BlacklistPageQuery, type BlacklistRow } from './blacklist.repository.js';

const toView = (row: BlacklistRow): BlacklistEntry => ({
  number: row.number,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
});

export function createBlacklistService(ctx: AppContext) {
  const orm = ctx.db.orm;

  async function add(channelId: string, number: string, userId: string): Promise<BlacklistEntry> {
    const row = await insertBlockedNumber(orm, channelId, number, userId);
    if (!row) throw fail('number_already_blocked');
    return toView(row);
  }

  async function remove(channelId: string, number: string): Promise<void> {
    if (!(await deleteBlockedNumber(orm, channelId, number))) throw fail('number_not_blocked');
  }

  async function page(channelId: string, q: BlacklistPageQuery) {
    const { rows, total } = await pageBlockedNumbers(orm, channelId, q);
    return { statusCode: 200, items: rows.map(toView), page: q.page, perPage: q.perPage, total };
  }

  return { add, remove, page };
}

export type BlacklistService = ReturnType<typeof createBlacklistService>;
