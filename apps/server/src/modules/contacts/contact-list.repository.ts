// Reads contacts for the management screen: the filtered, sorted page, its count, the export's
// keyset-paged batches and the birthdays. Every query is scoped to the caller's channel and ordered
// by columns the contacts indexes cover (channel+name, channel+created_at, channel+birthday month/day).
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { onlyDigits, type ContactSort, type SortOrder } from '@atende/contract';
import { operators } from '../operators/operators.tables.js';
import { tags } from '../tags/tags.tables.js';
import { containsPattern } from '../../platform/db/sql-helpers.js';
import { contacts } from './contacts.tables.js';

export type ContactFilters = {
  search?: string;
  tagId?: string;
  operatorId?: string;
  birthdayMonth?: number;
};
export type ContactOrder = { sort: ContactSort; order: SortOrder };

export const contactViewColumns = {
  id: contacts.id,
  channelId: contacts.channelId,
  number: contacts.number,
  name: contacts.name,
  code: contacts.code,
  email: contacts.email,
  tagId: contacts.tagId,
  tagName: tags.name,
  tagColor: tags.color,
  responsibleOperatorId: contacts.responsibleOperatorId,
  responsibleOperatorName: operators.name,
  birthday: contacts.birthday,
  document: contacts.document,
  createdAt: contacts.createdAt,
  /** created_at as PostgreSQL prints it: keeps the microseconds a JavaScript Date would lose (export cursor). */
  createdAtKey: sql<string>`${contacts.createdAt}::text`,
};

/** A contact with its tag and responsible operator's name. */
export type ContactViewRow = {
  id: string;
  channelId: string;
  number: string;
  name: string | null;
  code: string | null;
  email: string | null;
  tagId: string | null;
  tagName: string | null;
  tagColor: string | null;
  responsibleOperatorId: string | null;
  responsibleOperatorName: string | null;
  birthday: string | null;
  document: string | null;
  createdAt: Date;
  createdAtKey: string;
};

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN';

/** Lower case without accents, as the name is compared in SQL. */
export const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const birthMonth = sql`extract(month from ${contacts.birthday})`;
const birthDay = sql`extract(day from ${contacts.birthday})`;

function searchCondition(search: string): SQL | undefined {
  const term = search.trim();
  if (!term) return undefined;
  const contains = containsPattern(term);
  const folded = containsPattern(foldText(term));
  const digits = onlyDigits(term);
  return or(
    sql`lower(translate(${contacts.name}, ${ACCENTED}, ${PLAIN})) like ${folded}`,
    sql`${contacts.code} ilike ${contains}`,
    sql`${contacts.email} ilike ${contains}`,
    digits ? sql`${contacts.number} like ${`%${digits}%`}` : undefined,
  );
}

export function contactsWhere(channelId: string, f: ContactFilters): SQL {
  const conditions: Array<SQL | undefined> = [eq(contacts.channelId, channelId)];
  if (f.tagId) conditions.push(eq(contacts.tagId, f.tagId));
  if (f.operatorId === 'none') conditions.push(isNull(contacts.responsibleOperatorId));
  else if (f.operatorId) conditions.push(eq(contacts.responsibleOperatorId, f.operatorId));
  if (f.birthdayMonth) conditions.push(sql`${birthMonth} = ${f.birthdayMonth}`);
  if (f.search) conditions.push(searchCondition(f.search));
  return and(...conditions) as SQL;
}

/**
 * What a sort orders by: its key parts (null together), how to read the last row's values for the
 * export's keyset, and their SQL types. Nameless contacts and those without a birthday come last
 * in both directions; the id breaks ties so pages and batches never repeat or skip a row.
 */
type SortKey = { parts: SQL[]; casts: string[]; cursor: (row: ContactViewRow) => Array<string | number> | null };

const sortKeys: Record<ContactSort, SortKey> = {
  name: { parts: [sql`${contacts.name}`], casts: ['text'], cursor: (r) => (r.name === null ? null : [r.name]) },
  createdAt: { parts: [sql`${contacts.createdAt}`], casts: ['timestamptz'], cursor: (r) => [r.createdAtKey] },
  birthday: {
    parts: [birthMonth, birthDay],
    casts: ['numeric', 'numeric'],
    cursor: (r) => (r.birthday === null ? null : [Number(r.birthday.slice(5, 7)), Number(r.birthday.slice(8, 10))]),
  },
};

function orderBy({ sort, order }: ContactOrder): SQL[] {
  const dir = sql.raw(order === 'desc' ? 'desc' : 'asc');
  return [...sortKeys[sort].parts.map((p) => sql`${p} ${dir} nulls last`), sql`${contacts.id} ${dir}`];
}

/** The rows after `last` in the list's order. */
function after({ sort, order }: ContactOrder, last: ContactViewRow): SQL {
  const key = sortKeys[sort];
  const op = sql.raw(order === 'desc' ? '<' : '>');
  const [first] = key.parts;
  const values = key.cursor(last);
  if (values === null) return sql`(${first} is null and ${contacts.id} ${op} ${last.id})`;
  const left = sql.join([...key.parts, sql`${contacts.id}`], sql`, `);
  const right = sql.join([...values.map((v, i) => sql`${v}::${sql.raw(key.casts[i] ?? 'text')}`), sql`${last.id}::uuid`], sql`, `);
  return sql`((${left}) ${op} (${right}) or ${first} is null)`;
}

function selectViews(orm: NodePgDatabase) {
  return orm
    .select(contactViewColumns)
    .from(contacts)
    .leftJoin(tags, eq(tags.id, contacts.tagId))
    .leftJoin(operators, eq(operators.id, contacts.responsibleOperatorId));
}

export async function pageContacts(
  orm: NodePgDatabase,
  channelId: string,
  filters: ContactFilters,
  order: ContactOrder,
  page: number,
  perPage: number,
): Promise<{ rows: ContactViewRow[]; total: number }> {
  const where = contactsWhere(channelId, filters);
  // The count reads the contacts index alone (no joins): cheap even with 100,000 contacts.
  const [rows, counted] = await Promise.all([
    selectViews(orm).where(where).orderBy(...orderBy(order)).limit(perPage).offset((page - 1) * perPage),
    orm.select({ n: sql<number>`count(*)::int` }).from(contacts).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** One batch of the export: the `size` rows after `last` (from the start when null). */
export async function contactBatch(
  orm: NodePgDatabase,
  channelId: string,
  filters: ContactFilters,
  order: ContactOrder,
  last: ContactViewRow | null,
  size: number,
): Promise<ContactViewRow[]> {
  const where = contactsWhere(channelId, filters);
  return selectViews(orm)
    .where(last ? and(where, after(order, last)) : where)
    .orderBy(...orderBy(order))
    .limit(size);
}

export async function findContactView(orm: NodePgDatabase, channelId: string, id: string): Promise<ContactViewRow | undefined> {
  const [row] = await selectViews(orm)
    .where(and(eq(contacts.channelId, channelId), eq(contacts.id, id)))
    .limit(1);
  return row;
}

/**
 * Contacts born on `month` (and `days`, when given), by day then name. Someone born on 29 February
 * is greeted on the 28th in a year without one: the caller passes both days then.
 */
export async function birthdayContacts(
  orm: NodePgDatabase,
  channelId: string,
  month: number,
  days: number[] | null,
  limit: number,
): Promise<{ rows: ContactViewRow[]; total: number }> {
  const where = and(
    eq(contacts.channelId, channelId),
    sql`${birthMonth} = ${month}`,
    days ? sql`${birthDay} in (${sql.join(days.map((d) => sql`${d}`), sql`, `)})` : undefined,
  );
  const [rows, counted] = await Promise.all([
    selectViews(orm)
      .where(where)
      .orderBy(sql`${birthMonth}`, sql`${birthDay}`, sql`${contacts.name} nulls last`, contacts.id)
      .limit(limit),
    orm.select({ n: sql<number>`count(*)::int` }).from(contacts).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
