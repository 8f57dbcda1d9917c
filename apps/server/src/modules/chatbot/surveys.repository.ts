// The satisfaction surveys' rows (attendance_surveys): what the survey report reads.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AttendanceRef } from '../attendances/index.js';

type Tx = NodePgDatabase;

export async function insertSurvey(tx: Tx, a: AttendanceRef, sentAt: Date): Promise<void> {
  await tx.execute(sql`
    insert into attendance_surveys (attendance_id, channel_id, operator_id, department_id, status, sent_at)
    values (${a.id}, ${a.channelId}, ${a.operatorId}, ${a.departmentId}, 'pending', ${sentAt})
    on conflict (attendance_id) do nothing`);
}

/** A survey still waiting for its score ends unanswered. */
export async function expireSurvey(tx: Tx, attendanceId: string): Promise<void> {
  await tx.execute(sql`update attendance_surveys set status = 'expired' where attendance_id = ${attendanceId} and status = 'pending'`);
}

/** The score and/or the comment; the first answer's time is kept. */
export async function recordSurveyAnswer(tx: Tx, attendanceId: string, answer: { score?: number; comment?: string }, at: Date): Promise<void> {
  await tx.execute(sql`
    update attendance_surveys
       set score = coalesce(${answer.score ?? null}::smallint, score), comment = coalesce(${answer.comment ?? null}, comment),
           status = 'answered', answered_at = coalesce(answered_at, ${at})
     where attendance_id = ${attendanceId}`);
}
