// The satisfaction survey report's data: the surveys of a period (days in the channel's time zone),
// newest first and paged, and their totals, aggregated in SQL on (channel_id, sent_at).
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { SurveyReportFilter, SurveyReportResponse, SurveyReportRow, SurveyStatus } from '@atende/contract';

type Row = {
  attendance_id: string;
  seq: string | number;
  contact_name: string | null;
  contact_number: string;
  operator_name: string | null;
  department_name: string | null;
  status: SurveyStatus;
  score: number | null;
  comment: string | null;
  sent_at: Date | string;
  answered_at: Date | string | null;
};
type Summary = { sent: number; answered: number; expired: number; pending: number; average: string | null; s1: number; s2: number; s3: number; s4: number; s5: number };

const iso = (v: Date | string) => new Date(v).toISOString();

function conditions(channelId: string, f: SurveyReportFilter): SQL {
  const zone = sql`(select ch.timezone from channels ch where ch.id = ${channelId})`;
  const parts: SQL[] = [sql`s.channel_id = ${channelId}`];
  if (f.from) parts.push(sql`s.sent_at >= (${f.from}::date::timestamp at time zone ${zone})`);
  if (f.to) parts.push(sql`s.sent_at < ((${f.to}::date + 1)::timestamp at time zone ${zone})`);
  if (f.operatorId) parts.push(sql`s.operator_id = ${f.operatorId}`);
  if (f.departmentId) parts.push(sql`s.department_id = ${f.departmentId}`);
  if (f.status) parts.push(sql`s.status = ${f.status}`);
  return sql.join(parts, sql` and `);
}

export async function pageSurveys(db: NodePgDatabase, channelId: string, f: SurveyReportFilter, page: number, perPage: number): Promise<SurveyReportRow[]> {
  const res = await db.execute<Row>(sql`
    select s.attendance_id, a.seq, c.name as contact_name, c.number as contact_number, o.name as operator_name, d.name as department_name,
           s.status, s.score, s.comment, s.sent_at, s.answered_at
      from attendance_surveys s
      join attendances a on a.id = s.attendance_id
      join contacts c on c.id = a.contact_id
      left join operators o on o.id = s.operator_id
      left join departments d on d.id = s.department_id
     where ${conditions(channelId, f)}
     order by s.sent_at desc, s.attendance_id
     limit ${perPage} offset ${(page - 1) * perPage}`);
  return res.rows.map((r) => ({
    attendanceId: r.attendance_id,
    protocol: String(r.seq).padStart(6, '0'),
    contactName: r.contact_name,
    contactNumber: r.contact_number,
    operatorName: r.operator_name,
    departmentName: r.department_name,
    status: r.status,
    score: r.score === null ? null : Number(r.score),
    comment: r.comment,
    sentAt: iso(r.sent_at),
    answeredAt: r.answered_at === null ? null : iso(r.answered_at),
  }));
}

export async function summarizeSurveys(db: NodePgDatabase, channelId: string, f: SurveyReportFilter): Promise<SurveyReportResponse['summary']> {
  const res = await db.execute<Summary>(sql`
    select count(*)::int as sent,
           count(*) filter (where s.status = 'answered')::int as answered,
           count(*) filter (where s.status = 'expired')::int as expired,
           count(*) filter (where s.status = 'pending')::int as pending,
           round(avg(s.score), 2)::text as average,
           count(*) filter (where s.score = 1)::int as s1, count(*) filter (where s.score = 2)::int as s2,
           count(*) filter (where s.score = 3)::int as s3, count(*) filter (where s.score = 4)::int as s4,
           count(*) filter (where s.score = 5)::int as s5
      from attendance_surveys s
     where ${conditions(channelId, f)}`);
  const r = res.rows[0];
  return {
    sent: r?.sent ?? 0,
    answered: r?.answered ?? 0,
    expired: r?.expired ?? 0,
    pending: r?.pending ?? 0,
    average: r?.average ? Number(r.average) : null,
    byScore: { '1': r?.s1 ?? 0, '2': r?.s2 ?? 0, '3': r?.s3 ?? 0, '4': r?.s4 ?? 0, '5': r?.s5 ?? 0 },
  };
}
