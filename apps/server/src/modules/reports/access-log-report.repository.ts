// /reportAccessLog's reads: the company's access_logs rows (every role's sign-ins, failures and
// sign-outs carry the user's channel_id; a failed sign-in with a login nobody has carries none and
// belongs to no company), newest first through access_logs_channel_idx (channel_id, created_at).
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AccessLogReportRow, AccessLogReportUser, Role } from '@atende/contract';
import type { ReportRequest } from './report-table.js';

type Raw = {
  id: string;
  user_id: string | null;
  user_name: string | null;
  user_login: string | null;
  user_role: Role | null;
  login: string;
  event: AccessLogReportRow['event'];
  ip: string | null;
  user_agent: string | null;
  created_at: Date | string;
};

/** The keyset of the newest-first order (created_at, id). */
export type AccessLogCursor = { createdAt: string; id: string };

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const toRow = (r: Raw): AccessLogReportRow => ({
  _id: r.id,
  user: r.user_id && r.user_name !== null && r.user_login !== null && r.user_role !== null ? { _id: r.user_id, name: r.user_name, login: r.user_login, role: r.user_role } : null,
  login: r.login,
  event: r.event,
  ip: r.ip,
  userAgent: r.user_agent,
  createdAt: iso(r.created_at),
});

/** The company's rows of the period's local days (and the user, when filtered). */
function whereOf(req: ReportRequest): SQL {
  const { channelId, timezone, period, query } = req;
  const parts = [
    sql`l.channel_id = ${channelId}`,
    sql`l.created_at >= (${period.from}::date::timestamp at time zone ${timezone})`,
    sql`l.created_at < ((${period.to}::date + 1)::timestamp at time zone ${timezone})`,
  ];
  if (query.userId) parts.push(sql`l.user_id = ${query.userId}`);
  return sql.join(parts, sql` and `);
}

const select = (where: SQL, tail: SQL) => sql`
  select l.id, l.user_id, u.name as user_name, u.login as user_login, u.role as user_role,
         l.login, l.event, l.ip, l.user_agent, l.created_at
    from access_logs l
    left join users u on u.id = l.user_id and u.channel_id = l.channel_id
   where ${where}
   order by l.created_at desc, l.id desc ${tail}`;

export async function accessLogPage(orm: NodePgDatabase, req: ReportRequest, page: number, perPage: number): Promise<AccessLogReportRow[]> {
  const res = await orm.execute<Raw>(select(whereOf(req), sql`limit ${perPage} offset ${(page - 1) * perPage}`));
  return res.rows.map(toRow);
}

/** The rows after `last` in the newest-first order (exports read the log in batches). */
export async function accessLogAfter(orm: NodePgDatabase, req: ReportRequest, last: AccessLogReportRow | null, size: number): Promise<AccessLogReportRow[]> {
  const after = last ? sql` and (l.created_at, l.id) < (${last.createdAt}::timestamptz, ${last._id}::uuid)` : sql``;
  const res = await orm.execute<Raw>(select(sql`${whereOf(req)}${after}`, sql`limit ${size}`));
  return res.rows.map(toRow);
}

type TotalsRaw = { logins: number; failures: number; logouts: number; users: number; total: number };

export async function accessLogTotals(orm: NodePgDatabase, req: ReportRequest): Promise<TotalsRaw> {
  const res = await orm.execute<TotalsRaw>(sql`
    select count(*) filter (where l.event = 'login')::int as logins,
           count(*) filter (where l.event = 'login_failed')::int as failures,
           count(*) filter (where l.event = 'logout')::int as logouts,
           count(distinct l.user_id)::int as users,
           count(*)::int as total
      from access_logs l where ${whereOf(req)}`);
  return res.rows[0] ?? { logins: 0, failures: 0, logouts: 0, users: 0, total: 0 };
}

/** Sign-ins and failures per local day that had any. */
export async function accessLogPerDay(orm: NodePgDatabase, req: ReportRequest): Promise<Map<string, { logins: number; failures: number }>> {
  const res = await orm.execute<{ day: string; logins: number; failures: number }>(sql`
    select to_char((l.created_at at time zone ${req.timezone})::date, 'YYYY-MM-DD') as day,
           count(*) filter (where l.event = 'login')::int as logins,
           count(*) filter (where l.event = 'login_failed')::int as failures
      from access_logs l where ${whereOf(req)}
     group by 1`);
  return new Map(res.rows.map((r) => [r.day, { logins: r.logins, failures: r.failures }]));
}

/**
 * The user filter's choices: every user of the company (owner, managers, operators), deleted ones too
 * (their rows stay in the log), by name. Only these columns leave: never the password hash or tokens.
 */
export async function accessLogUsers(orm: NodePgDatabase, channelId: string): Promise<AccessLogReportUser[]> {
  const res = await orm.execute<{ id: string; name: string; login: string; role: Role; deleted: boolean }>(sql`
    select u.id, u.name, u.login, u.role, (u.deleted_at is not null) as deleted
      from users u
     where u.channel_id = ${channelId}
     order by lower(u.name), u.name, u.id`);
  return res.rows.map((r) => ({ _id: r.id, name: r.name, login: r.login, role: r.role, deleted: r.deleted }));
}
