// Reads contacts for the management screen: the filtered, sorted page, its count, the export's
// keyset-paged batches and the birthdays. Every query is scoped to the caller's channel and ordered
// by columns the contacts indexes cover (channel+name, channel+created_at, channel+birthday month/day).
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { onlyDigits, type ContactSort, type SortOrder } from '@atende/contract';
import { channels, operators, tags, contacts } from '../../schema/index.js';
import { containsPattern } from '../../platform/db/sql-helpers.js';

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
  optedOutAt: contacts.optedOutAt,
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
  optedOutAt: Date | null;
  createdAt: Date;
  createdAtKey: string;
};

// Folded after lower(); the capitals are listed too, since lower() leaves them in a "C" locale (PGlite).
const ACCENTED_LOWER = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN_LOWER = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** Lower case without accents, as the name is compared in SQL. */
export const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const birthMonth = sql`extract(month from ${contacts.birthday})`;
const birthDay = sql`extract(day from ${contacts.birthday})`;

/** Only digits and the marks of a phone: the number (and a numeric code) are what is being looked for. */
const looksLikePhone = (term: string) => /^[\d\s()+.-]+$/.test(term);

/**
 * The search, without an index to use (substring matches): every contact of the channel is read
 * once, so each test is kept cheap. A phone-like term looks at the number and code only; a term with
 * "@" at the e-mail only; any other at name, code and e-mail (letters are never part of a number).
 * The name ignores case and accents, but only names with a non-ASCII letter pay for the accent
 * folding (octet_length differs from char_length exactly then).
 */
function searchCondition(search: string): SQL | undefined {
  const term = search.trim();
  if (!term) return undefined;
  const lowered = containsPattern(term.toLowerCase());
  if (looksLikePhone(term)) {
    const digits = onlyDigits(term);
    return or(digits ? sql`${contacts.number} like ${`%${digits}%`}` : undefined, sql`lower(${contacts.code}) like ${lowered}`);
  }
  if (term.includes('@')) return sql`lower(${contacts.email}) like ${lowered}`;
  const folded = containsPattern(foldText(term));
  return or(
    sql`lower(${contacts.name}) like ${folded}`,
    sql`(octet_length(${contacts.name}) <> char_length(${contacts.name}) and translate(lower(${contacts.name}), ${ACCENTED_LOWER}, ${PLAIN_LOWER}) like ${folded})`,
    sql`lower(${contacts.code}) like ${lowered}`,
    sql`lower(${contacts.email}) like ${lowered}`,
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
type SortKey = { parts: SQL[]; casts: string[]; nullable: boolean; cursor: (row: ContactViewRow) => Array<string | number> | null };

const sortKeys: Record<ContactSort, SortKey> = {
  name: { parts: [sql`${contacts.name}`], casts: ['text'], nullable: true, cursor: (r) => (r.name === null ? null : [r.name]) },
  createdAt: { parts: [sql`${contacts.createdAt}`], casts: ['timestamptz'], nullable: false, cursor: (r) => [r.createdAtKey] },
  birthday: {
    parts: [birthMonth, birthDay],
    casts: ['numeric', 'numeric'],
    nullable: true,
    cursor: (r) => (r.birthday === null ? null : [Number(r.birthday.slice(5, 7)), Number(r.birthday.slice(8, 10))]),
  },
};

function orderBy({ sort, order }: ContactOrder): SQL[] {
  const dir = sql.raw(order === 'desc' ? 'desc' : 'asc');
  const nulls = sql.raw(sortKeys[sort].nullable ? ' nulls last' : '');
  return [...sortKeys[sort].parts.map((p) => sql`${p} ${dir}${nulls}`), sql`${contacts.id} ${dir}`];
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
  if (filters.search?.trim()) return pageSearched(orm, where, order, page, perPage);
  const key = sortKeys[order.sort];
  if (order.order === 'desc' && key.nullable) return pageDescendingNullsLast(orm, where, key, page, perPage);
  // The count reads the contacts index alone (no joins): cheap even with 100,000 contacts.
  const [rows, counted] = await Promise.all([
    selectViews(orm).where(where).orderBy(...orderBy(order)).limit(perPage).offset((page - 1) * perPage),
    orm.select({ n: sql<number>`count(*)::int` }).from(contacts).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/**
 * A search reads the whole channel anyway: the page and its total come from that one scan
 * (a window count), instead of a second scan for the count.
 */
async function pageSearched(
  orm: NodePgDatabase,
  where: SQL,
  order: ContactOrder,
  page: number,
  perPage: number,
): Promise<{ rows: ContactViewRow[]; total: number }> {
  const found = await orm
    .select({ ...contactViewColumns, total: sql<number>`(count(*) over ())::int` })
    .from(contacts)
    .leftJoin(tags, eq(tags.id, contacts.tagId))
    .leftJoin(operators, eq(operators.id, contacts.responsibleOperatorId))
    .where(where)
    .orderBy(...orderBy(order))
    .limit(perPage)
    .offset((page - 1) * perPage);
  if (found.length === 0 && page > 1) {
    const [counted] = await orm.select({ n: sql<number>`count(*)::int` }).from(contacts).where(where);
    return { rows: [], total: counted?.n ?? 0 };
  }
  return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
}

/**
 * Descending with the blanks last: no index reads in that order (a backward scan puts nulls
 * first), so the rows with a value are read backwards through the index, then the blanks by id.
 */
async function pageDescendingNullsLast(
  orm: NodePgDatabase,
  where: SQL,
  key: SortKey,
  page: number,
  perPage: number,
): Promise<{ rows: ContactViewRow[]; total: number }> {
  const [first] = key.parts;
  const [counted] = await orm
    .select({ n: sql<number>`count(*)::int`, valued: sql<number>`(count(*) filter (where ${first} is not null))::int` })
    .from(contacts)
    .where(where);
  const total = counted?.n ?? 0;
  const valued = counted?.valued ?? 0;
  const offset = (page - 1) * perPage;
  const rows: ContactViewRow[] = [];
  if (offset < valued) {
    rows.push(
      ...(await selectViews(orm)
        .where(and(where, sql`${first} is not null`))
        .orderBy(...key.parts.map((p) => sql`${p} desc`), sql`${contacts.id} desc`)
        .limit(perPage)
        .offset(offset)),
    );
  }
  if (rows.length < perPage && offset + rows.length < total) {
    rows.push(
      ...(await selectViews(orm)
        .where(and(where, sql`${first} is null`))
        .orderBy(sql`${contacts.id} desc`)
        .limit(perPage - rows.length)
        .offset(Math.max(0, offset - valued))),
    );
  }
  return { rows, total };
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

/** The channel's time zone (the birthdays' "today"); undefined when there is no such channel. */
export async function channelTimeZone(orm: NodePgDatabase, channelId: string): Promise<string | undefined> {
  const [channel] = await orm.select({ timezone: channels.timezone }).from(channels).where(eq(channels.id, channelId)).limit(1);
  return channel?.timezone;
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
