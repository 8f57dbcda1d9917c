// The attendance columns that sending reads and moves: when the customer last wrote (the 24-hour
// window) and, once a message is stored, the last message time, unread count and first response.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

type Tx = NodePgDatabase;

/** When the customer last wrote in this attendance, or null (undefined: no such attendance). */
export async function lastInboundAt(tx: Tx, attendanceId: string): Promise<Date | string | null | undefined> {
  const res = await tx.execute<{ last_inbound_at: Date | string | null }>(sql`select last_inbound_at from attendances where id = ${attendanceId}`);
  return res.rows[0]?.last_inbound_at;
}

/** An operator's message went out: the conversation is read and, the first time, answered. */
export async function touchAfterReply(tx: Tx, attendanceId: string): Promise<void> {
  await tx.execute(sql`
        update attendances set last_message_at = now(), unread = 0,
               first_response_at = coalesce(first_response_at, now()), updated_at = now()
         where id = ${attendanceId}`);
}

/** A template was filed under the attendance: only its last message time moves. */
export async function touchAfterTemplate(tx: Tx, attendanceId: string): Promise<void> {
  await tx.execute(sql`update attendances set last_message_at = now(), updated_at = now() where id = ${attendanceId}`);
}
