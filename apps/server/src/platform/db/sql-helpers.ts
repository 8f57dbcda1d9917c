// Small SQL pieces the repositories share: search patterns, unique violations, correlated subqueries.
import { sql } from 'drizzle-orm';

/** What the user typed in a search box as a LIKE pattern: % and _ match themselves, not anything. */
export const likeLiteral = (search: string): string => search.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%search%` for ILIKE, with the user's text taken literally. */
export const containsPattern = (search: string): string => `%${likeLiteral(search)}%`;

/** A unique index refused the write (PostgreSQL 23505), possibly wrapped by the driver or Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * `"table"."column"` of the outer query, for a correlated subquery: Drizzle writes a column of a
 * single-table select without its table, which inside the subquery would name the inner table's column.
 */
export const outerColumn = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);

/**
 * Ids as one `uuid[]` parameter (`= any(${uuidArray(ids)}::uuid[])`): one parameter whatever the
 * count, where `in (…)` costs the query builder and the server a parameter each. Ids only: the
 * literal is not escaped.
 */
export const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;

/**
 * Any texts as one `text[]` parameter (`unnest(${textArray(values)}::text[])`): each element quoted
 * and escaped, so commas, quotes, braces and backslashes in a value stay inside it.
 */
export const textArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
