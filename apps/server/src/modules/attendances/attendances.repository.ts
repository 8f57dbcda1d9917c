// Reads attendances as the panel shows them: with the contact and the last message.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { attendanceStatusLabel, RECENT_MESSAGE_MS, type Attendance, type AttendanceStatus, type MessageType } from '@atende/contract';

type Row = {
  id: string;
  seq: number | string;
  channel_id: string;
  contact_id: string;
  contact_name: string | null;
  contact_number: string;
  status: AttendanceStatus;
  department_id: string | null;
  operator_id: string | null;
  unread: number;
  last_inbound_at: Date | string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  lm_type: MessageType | null;
  lm_text: string | null;
  lm_direction: 'in' | 'out' | null;
  lm_created_at: Date | string | null;
  observation: string | null;
  tabulation_id: string | null;
  total?: number;
};

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export function toAttendanceView(r: Row, now = Date.now()): Attendance {
  const lastInbound = r.last_inbound_at ? new Date(r.last_inbound_at).getTime() : null;
  return {
    _id: r.id,
    channelId: r.channel_id,
    protocol: String(r.seq).padStart(6, '0'),
    contact: { _id: r.contact_id, name: r.contact_name, number: r.contact_number },
    status: r.status,
    statusLabel: attendanceStatusLabel(r.status),
    departmentId: r.department_id,
    operatorId: r.operator_id,
    unread: r.unread,
    lastMessage:
      r.lm_type && r.lm_direction && r.lm_created_at
        ? { type: r.lm_type, text: r.lm_text, direction: r.lm_direction, createdAt: iso(r.lm_created_at) }
        : null,
    lastInboundAt: r.last_inbound_at ? iso(r.last_inbound_at) : null,
    windowOpen: lastInbound !== null && now - lastInbound < RECENT_MESSAGE_MS,
    openedAt: iso(r.created_at),
    finishedAt: r.finished_at ? iso(r.finished_at) : null,
    observation: r.observation,
    tabulationId: r.tabulation_id,
  };
}

/**
 * The last message's preview text, whatever its type: the words in it, else what names it (the option
 * tapped, a document's file name, the place, the first contact card, the reaction's emoji, the
 * template's name). The panel puts the type's label around it; the web's previewText mirrors this.
 */
const previewText = sql`coalesce(
    nullif(lm.content->>'text', ''), nullif(lm.content->>'caption', ''),
    lm.content#>>'{interactive,title}', lm.content#>>'{interactive,body}',
    case when lm.type = 'document' then lm.content#>>'{media,fileName}' end,
    lm.content#>>'{location,name}', lm.content#>>'{location,address}',
    lm.content#>>'{contacts,0,name}', lm.content#>>'{reaction,emoji}', lm.content#>>'{template,name}')`;

const select = (where: SQL, tail: SQL = sql``) => sql`
  select a.id, a.seq, a.channel_id, a.contact_id, c.name as contact_name, c.number as contact_number, a.status,
         a.department_id, a.operator_id, a.unread, a.last_inbound_at, a.created_at, a.finished_at,
         lm.type as lm_type, ${previewText} as lm_text,
         lm.direction as lm_direction, lm.created_at as lm_created_at, a.observation, a.tabulation_id,
         count(*) over ()::int as total
    from attendances a
    join contacts c on c.id = a.contact_id
    left join lateral (
      select m.type, m.content, m.direction, m.created_at from messages m
       where m.attendance_id = a.id order by m.created_at desc limit 1) lm on true
   where ${where} ${tail}`;

export async function findAttendanceView(orm: NodePgDatabase, channelId: string, id: string): Promise<Attendance | null> {
  const res = await orm.execute<Row>(select(sql`a.channel_id = ${channelId} and a.id = ${id}`));
  return res.rows[0] ? toAttendanceView(res.rows[0]) : null;
}

/** Many attendances of one channel in one statement (the real-time push batches its reads). */
export async function findAttendanceViews(orm: NodePgDatabase, channelId: string, ids: string[]): Promise<Attendance[]> {
  if (ids.length === 0) return [];
  const res = await orm.execute<Row>(select(sql`a.channel_id = ${channelId} and a.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`));
  return res.rows.map((r) => toAttendanceView(r));
}

export async function pageAttendances(
  orm: NodePgDatabase,
  filter: { channelId: string; operatorId?: string; status?: AttendanceStatus },
  page: number,
  perPage: number,
): Promise<{ items: Attendance[]; total: number }> {
  const parts: SQL[] = [sql`a.channel_id = ${filter.channelId}`];
  if (filter.operatorId) parts.push(sql`a.operator_id = ${filter.operatorId}`);
  if (filter.status) parts.push(sql`a.status = ${filter.status}`);
  const where = sql.join(parts, sql` and `);
  const res = await orm.execute<Row>(
    select(where, sql`order by a.last_message_at desc nulls last, a.id limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  return { items: res.rows.map((r) => toAttendanceView(r)), total: res.rows[0]?.total ?? (page > 1 ? await countAll(orm, where) : 0) };
}

async function countAll(orm: NodePgDatabase, where: SQL): Promise<number> {
  const res = await orm.execute<{ n: number }>(sql`select count(*)::int as n from attendances a where ${where}`);
  return res.rows[0]?.n ?? 0;
}

export async function unreadByOperator(orm: NodePgDatabase, channelId: string, operatorId: string): Promise<Array<{ attendanceId: string; unread: number }>> {
  const res = await orm.execute<{ id: string; unread: number }>(sql`
    select id, unread from attendances
     where channel_id = ${channelId} and operator_id = ${operatorId} and status = 'in_attendance' and unread > 0`);
  return res.rows.map((r) => ({ attendanceId: r.id, unread: r.unread }));
}

/**
 * The queued attendances an operator may pull: those of their departments and those with no
 * department (a channel without departments has only these). Without an operator (owner, manager)
 * the whole queue of the channel. Newest activity first, like the other lists.
 */
export async function pageQueue(
  orm: NodePgDatabase,
  filter: { channelId: string; operatorId: string | null },
  page: number,
  perPage: number,
): Promise<{ items: Attendance[]; total: number }> {
  const parts: SQL[] = [sql`a.channel_id = ${filter.channelId}`, sql`(a.status in ('waiting', 'offline_operators') or (a.status = 'campaign' and a.operator_id is null))`];
  if (filter.operatorId) parts.push(takeableBy(filter.operatorId));
  const where = sql.join(parts, sql` and `);
  const res = await orm.execute<Row>(
    select(where, sql`order by a.last_message_at desc nulls last, a.id limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  return { items: res.rows.map((r) => toAttendanceView(r)), total: res.rows[0]?.total ?? (page > 1 ? await countAll(orm, where) : 0) };
}

const takeableBy = (operatorId: string) => sql`(a.department_id is null or exists (
  select 1 from operator_departments od where od.operator_id = ${operatorId} and od.department_id = a.department_id))`;

/** Whether the operator may take this attendance (its department is theirs, or it has none). */
export async function operatorMayTake(orm: NodePgDatabase, operatorId: string, departmentId: string | null): Promise<boolean> {
  if (!departmentId) return true;
  const res = await orm.execute(sql`select 1 from operator_departments where operator_id = ${operatorId} and department_id = ${departmentId}`);
  return res.rows.length > 0;
}

/** The operator's conversations in progress, as listed when going offline is refused. */
export async function openAttendancesOf(orm: NodePgDatabase, channelId: string, operatorId: string) {
  const res = await orm.execute<{ id: string; seq: number | string; name: string | null; number: string }>(sql`
    select a.id, a.seq, c.name, c.number from attendances a join contacts c on c.id = a.contact_id
     where a.channel_id = ${channelId} and a.operator_id = ${operatorId} and a.status = 'in_attendance'
     order by a.assigned_at nulls last, a.created_at`);
  return res.rows.map((r) => ({ _id: r.id, protocol: String(r.seq).padStart(6, '0'), contactName: r.name?.trim() || r.number }));
}

/** The conversation was read: its unread count drops to zero. */
/** Answers whether there was anything unread (of two readers at once, only one resets it). */
export async function resetUnread(orm: NodePgDatabase, channelId: string, id: string): Promise<boolean> {
  const res = await orm.execute(sql`update attendances set unread = 0 where id = ${id} and channel_id = ${channelId} and unread > 0 returning id`);
  return res.rows.length > 0;
}

export async function setObservation(orm: NodePgDatabase, channelId: string, id: string, observation: string | null): Promise<void> {
  await orm.execute(sql`update attendances set observation = ${observation}, updated_at = now() where id = ${id} and channel_id = ${channelId}`);
}

/** The operator each attendance is with (for choosing who hears about its messages). */
export async function operatorsOfAttendances(orm: NodePgDatabase, channelId: string, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const res = await orm.execute<{ id: string; operator_id: string | null }>(sql`
    select id, operator_id from attendances where channel_id = ${channelId} and id in (${sql.join([...new Set(ids)].map((id) => sql`${id}`), sql`, `)})`);
  return new Map(res.rows.map((r) => [r.id, r.operator_id]));
}
