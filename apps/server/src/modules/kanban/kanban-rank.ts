// A card's place in its column: a fractional-indexing key (compared byte-wise, as the column's
// collate "C" does), so a move writes one row and never renumbers the column.
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/**
 * A key strictly between `lo` and `hi` (null: open end). Equal or crossed bounds (two cards that
 * got the same key in concurrent moves, or a stale client) are the caller's to resolve with
 * `nextAbove`: given one, this looks past `hi` for the first rank above `lo`.
 */
export async function rankBetween(lo: string | null, hi: string | null, nextAbove: (rank: string) => Promise<string | null>): Promise<string> {
  if (lo !== null && hi !== null && lo >= hi) return generateKeyBetween(lo, await nextAbove(lo));
  return generateKeyBetween(lo, hi);
}

/** `n` keys in order, all before `first` (null: an empty column): cards put on top together. */
export const ranksOnTop = (first: string | null, n: number): string[] => generateNKeysBetween(null, first, n);

/** The opaque `after` of a column page: the last card's (rank, id). */
export const encodeCursor = (card: { rank: string; _id: string }): string => Buffer.from(JSON.stringify([card.rank, card._id])).toString('base64url');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The (rank, id) of a cursor this server wrote; null when it is anything else. */
export function decodeCursor(cursor: string): { rank: string; id: string } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [rank, id] = value as unknown[];
    if (typeof rank !== 'string' || typeof id !== 'string' || !uuidPattern.test(id) || !/^[0-9A-Za-z]{1,120}$/.test(rank)) return null;
    return { rank, id };
  } catch {
    return null;
  }
}
