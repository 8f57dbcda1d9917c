// Reads for the owner's attendance management: every attendance of the channel with its filters, and
// one contact's history. Built to stay fast with a million attendances and 100,000 contacts in one
// channel (each plan checked with EXPLAIN ANALYZE on PostgreSQL 15, see the notes on each query).
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  attendanceStatuses,
  attendanceStatusLabel,
  MANAGE_ATTENDANCES_COUNT_CAP,
  type AttendanceStatus,
  type ManageAttendance,
  type ManageAttendanceFilters,
  type SortOrder,
} from '@atende/contract';
import { isoOf, isoOrNull, namedRef, protocolOf } from '../../platform/db/row-values.js';
import { containsPattern, uuidArray } from '../../platform/db/sql-helpers.js';

type Row = {
  id: string;
  seq: number | string;
  status: AttendanceStatus;
  contact_id: string;
  contact_name: string | null;
  contact_number: string;
  tag_id: string | null;
  tag_name: string | null;
  tag_color: string | null;
  department_id: string | null;
  department_name: string | null;
  operator_id: string | null;
  operator_name: string | null;
  tabulation_id: string | null;
  tabulation_name: string | null;
  unread: number;
  created_at: Date | string;
  last_message_at: Date | string | null;
  finished_at: Date | string | null;
};

function toView(r: Row): ManageAttendance {
  return {
    _id: r.id,
    protocol: protocolOf(r.seq),
    status: r.status,
    statusLabel: attendanceStatusLabel(r.status),
    contact: { _id: r.contact_id, name: r.contact_name, number: r.contact_number },
    tag: r.tag_id && r.tag_name !== null ? { _id: r.tag_id, name: r.tag_name, color: r.tag_color ?? '#868e96' } : null,
    department: namedRef(r.department_id, r.department_name),
    operator: namedRef(r.operator_id, r.operator_name),
    tabulation: namedRef(r.tabulation_id, r.tabulation_name),
    unread: r.unread,
    createdAt: isoOf(r.created_at),
    lastMessageAt: isoOrNull(r.last_message_at),
    finishedAt: isoOrNull(r.finished_at),
  };
}

/** The page's rows (ids first, already limited) dressed with the names the list shows. */
const dress = (page: SQL, order: SQL) => sql`
  with page as materialized (${page})
  select p.id, p.seq, p.status, p.contact_id, c.name as contact_name, c.number as contact_number,
         tg.id as tag_id, tg.name as tag_name, tg.color as tag_color,
         p.department_id, d.name as department_name, p.operator_id, o.name as operator_name,
         p.tabulation_id, tb.name as tabulation_name, p.unread, p.created_at, p.last_message_at, p.finished_at
    from page p
    join contacts c on c.id = p.contact_id
    left join tags tg on tg.id = c.tag_id
    left join departments d on d.id = p.department_id
    left join operators o on o.id = p.operator_id
    left join tabulations tb on tb.id = p.tabulation_id
   order by ${order}`;

const columns = sql`a.id, a.seq, a.status, a.contact_id, a.department_id, a.operator_id, a.tabulation_id, a.unread,
                    a.created_at, a.last_message_at, a.finished_at`;

/** Only digits of a search: a number is stored as digits, typed with its mask. */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The matched contacts passed as a list up to this many; more go as a subquery. */
const CONTACT_LIST_MAX = 20_000;

/**
 * The filters as one request uses them, the contact filters already resolved: `contactIds` (an
 * array literal) when few contacts match, so their attendances can be read contact by contact.
 */
export type PreparedFilters = { f: ManageAttendanceFilters; byContact: SQL | null; contactIds: string | null };

/**
 * Filters on the contact (its tag, its name or number) are resolved first, over the channel's
 * contacts only (contacts_channel_tag_idx, or one pass over its contacts for a text; a trigram
 * index would make that pass unnecessary). Up to 20,000 matching contacts become a list (one array
 * parameter, which PostgreSQL hashes when checking attendances against it): the count then reads
 * their attendances contact by contact through (contact_id, created_at) and stops at the cap, an
 * index-driven plan whatever the statistics say (the planner otherwise chose a parallel scan of the
 * whole table for a rare tag). The page follows the count (see ManagePageMode). With more contacts
 * the filter stays a semi-join: matches are then so common that walking the channel's attendances
 * in the list's order fills a page at once.
 */
export async function prepareFilters(orm: NodePgDatabase, channelId: string, f: ManageAttendanceFilters): Promise<PreparedFilters> {
  const parts: SQL[] = [];
  if (f.tagId) parts.push(sql`c.tag_id = ${f.tagId}`);
  // The list's search box and the contact filter both look for a contact by name or number.
  for (const text of [f.contact, f.search]) {
    if (!text?.trim()) continue;
    const digits = digitsOf(text);
    const byName = sql`c.name ilike ${containsPattern(text.trim())}`;
    parts.push(digits.length >= 3 ? sql`(${byName} or c.number like ${containsPattern(digits)})` : byName);
  }
  if (parts.length === 0) return { f, byContact: null, contactIds: null };
  const matching = sql`select c.id from contacts c where c.channel_id = ${channelId} and ${sql.join(parts, sql` and `)}`;
  const found = await orm.execute<{ id: string }>(sql`${matching} limit ${CONTACT_LIST_MAX + 1}`);
  if (found.rows.length === 0) return { f, byContact: sql`false`, contactIds: null };
  if (found.rows.length <= CONTACT_LIST_MAX) {
    // One array parameter (database ids, not user input) instead of thousands of parameters.
    const ids = uuidArray(found.rows.map((r) => r.id));
    return { f, byContact: sql`a.contact_id = any(${ids}::uuid[])`, contactIds: ids };
  }
  return { f, byContact: sql`a.contact_id in (${matching})`, contactIds: null };
}

/** Each listed contact's attendances, at most `limit` each in the given order. */
const perContact = (channelId: string, prepared: PreparedFilters, statuses: readonly AttendanceStatus[] | null, cols: SQL, order: SQL, limit: number) => sql`
  select a.* from unnest(${prepared.contactIds}::uuid[]) as m(id)
  cross join lateral (select ${cols} from attendances a
                       where ${whereOf(channelId, { ...prepared, byContact: sql`a.contact_id = m.id` }, statuses)} ${order} limit ${limit}) a`;

/**
 * How a page of listed contacts is read: `perContact` when they have few matching attendances
 * (all of them are read and sorted), `walk` when they have many (the channel's attendances in the
 * list's order, each checked against the list, stop as soon as the page is full).
 */
export type ManagePageMode = 'walk' | 'perContact';

function whereOf(channelId: string, { f, byContact }: PreparedFilters, statuses: readonly AttendanceStatus[] | null): SQL {
  const parts: SQL[] = [sql`a.channel_id = ${channelId}`];
  if (statuses && statuses.length === 1) parts.push(sql`a.status = ${statuses[0]}`);
  else if (statuses) parts.push(sql`a.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`);
  if (f.departmentId) parts.push(sql`a.department_id = ${f.departmentId}`);
  if (f.operatorId) parts.push(sql`a.operator_id = ${f.operatorId}`);
  if (f.protocol !== undefined) parts.push(sql`a.seq = ${f.protocol}`);
  // Whole days in the channel's time zone; the bounds are computed once (an InitPlan), so the
  // (channel_id, created_at) and (channel_id, status, created_at) indexes serve the range.
  const zone = sql`(select ch.timezone from channels ch where ch.id = ${channelId})`;
  if (f.from) parts.push(sql`a.created_at >= (${f.from}::date::timestamp at time zone ${zone})`);
  if (f.to) parts.push(sql`a.created_at < ((${f.to}::date + 1)::timestamp at time zone ${zone})`);
  if (byContact) parts.push(byContact);
  return sql.join(parts, sql` and `);
}

const dir = (order: SortOrder) => (order === 'asc' ? sql`asc` : sql`desc`);

/**
 * One page of the channel's attendances.
 *
 * Order: createdAt walks (channel_id, created_at) or (channel_id, status, created_at) backwards and
 * stops after the page; `seq` (the protocol) walks (channel_id, seq), which also serves the protocol
 * filter. lastMessageAt is indexed only
 * after the status, (channel_id, status, last_message_at): one branch per status, each reading at
 * most offset + perPage rows from that index, merged (UNION ALL) and cut to the page, so no request
 * sorts the whole channel. PostgreSQL's default null placement is kept (nulls first when descending)
 * so the index can serve it; attendances without any message are rare (one is opened by a message).
 */
export async function pageChannelAttendances(
  orm: NodePgDatabase,
  channelId: string,
  prepared: PreparedFilters,
  page: number,
  perPage: number,
  mode: ManagePageMode = 'walk',
): Promise<ManageAttendance[]> {
  const { f } = prepared;
  const offset = (page - 1) * perPage;
  const d = dir(f.order);
  const statuses = f.status && f.status.length > 0 ? [...new Set(f.status)] : null;
  if (prepared.contactIds && mode === 'perContact') {
    const by = sql.raw(f.sort === 'lastMessageAt' ? 'last_message_at' : 'created_at');
    const each = perContact(channelId, prepared, statuses, columns, sql`order by a.${by} ${d}, a.seq ${d}`, offset + perPage);
    const res = await orm.execute<Row>(
      dress(sql`select * from (${each}) a order by a.${by} ${d}, a.seq ${d} limit ${perPage} offset ${offset}`, sql`p.${by} ${d}, p.seq ${d}`),
    );
    return res.rows.map(toView);
  }
  if (f.sort === 'lastMessageAt') {
    const branches = (statuses ?? attendanceStatuses).map(
      (status) => sql`(select ${columns} from attendances a where ${whereOf(channelId, prepared, [status])}
                         order by a.last_message_at ${d}, a.seq ${d} limit ${offset + perPage})`,
    );
    const merged = sql`select * from (${sql.join(branches, sql` union all `)}) a
                        order by a.last_message_at ${d}, a.seq ${d} limit ${perPage} offset ${offset}`;
    const res = await orm.execute<Row>(dress(merged, sql`p.last_message_at ${d}, p.seq ${d}`));
    return res.rows.map(toView);
  }
  // By protocol: (channel_id, seq) walks it; by creation: (channel_id[, status], created_at), the protocol breaking ties.
  const inner = f.sort === 'seq' ? sql`a.seq ${d}` : sql`a.created_at ${d}, a.seq ${d}`;
  const outer = f.sort === 'seq' ? sql`p.seq ${d}` : sql`p.created_at ${d}, p.seq ${d}`;
  const res = await orm.execute<Row>(
    dress(
      sql`select ${columns} from attendances a where ${whereOf(channelId, prepared, statuses)}
           order by ${inner} limit ${perPage} offset ${offset}`,
      outer,
    ),
  );
  return res.rows.map(toView);
}

/**
 * How many attendances match, counted up to the cap plus one: reading at most 10,001 index entries
 * keeps every request within budget, where an exact count of a million would take most of a second.
 * The answer says whether the cap was passed; the screen then shows "mais de 10.000".
 */
export async function countChannelAttendances(
  orm: NodePgDatabase,
  channelId: string,
  prepared: PreparedFilters,
): Promise<{ total: number; capped: boolean }> {
  const { f } = prepared;
  const statuses = f.status && f.status.length > 0 ? [...new Set(f.status)] : null;
  const cap = MANAGE_ATTENDANCES_COUNT_CAP + 1;
  const matching = prepared.contactIds
    ? perContact(channelId, prepared, statuses, sql`1`, sql``, cap)
    : sql`select 1 from attendances a where ${whereOf(channelId, prepared, statuses)}`;
  const res = await orm.execute<{ n: number }>(sql`select count(*)::int as n from (${matching} limit ${cap}) x`);
  const n = res.rows[0]?.n ?? 0;
  return n > MANAGE_ATTENDANCES_COUNT_CAP ? { total: MANAGE_ATTENDANCES_COUNT_CAP, capped: true } : { total: n, capped: false };
}

export async function contactOfChannel(orm: NodePgDatabase, channelId: string, contactId: string): Promise<boolean> {
  const res = await orm.execute(sql`select 1 from contacts where id = ${contactId} and channel_id = ${channelId}`);
  return res.rows.length > 0;
}

/** A contact's attendances, newest first, through (contact_id, created_at); a contact has few. */
export async function pageContactAttendances(
  orm: NodePgDatabase,
  channelId: string,
  contactId: string,
  page: number,
  perPage: number,
): Promise<{ items: ManageAttendance[]; total: number }> {
  const where = sql`a.channel_id = ${channelId} and a.contact_id = ${contactId}`;
  const [rows, count] = await Promise.all([
    orm.execute<Row>(
      dress(
        sql`select ${columns} from attendances a where ${where}
             order by a.created_at desc, a.seq desc limit ${perPage} offset ${(page - 1) * perPage}`,
        sql`p.created_at desc, p.seq desc`,
      ),
    ),
    orm.execute<{ n: number }>(sql`select count(*)::int as n from attendances a where ${where}`),
  ]);
  return { items: rows.rows.map(toView), total: count.rows[0]?.n ?? 0 };
}
