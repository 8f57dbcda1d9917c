// The statements of a customer answering a campaign (campaign-replies.ts says what the answer means):
// the latest campaign message each contact got in the window, marked answered, and the new
// `campaign` attendances filed with their department or operator and the message that started them.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { CAMPAIGN_REPLY_WINDOW_HOURS, type CampaignOnReply } from '@atende/contract';
import { uuidArray } from '../../platform/db/sql-helpers.js';

export type AnsweredRow = { campaign_id: string; contact_id: string; message_id: string | null; on_reply: CampaignOnReply; responsible: string | null };

/**
 * Marks each contact's latest campaign message sent within CAMPAIGN_REPLY_WINDOW_HOURS as answered
 * (once); returns them with the campaign's on-reply rule and the contact's responsible operator.
 */
export async function markCampaignReplies(tx: NodePgDatabase, channelId: string, contactIds: string[]): Promise<AnsweredRow[]> {
  const res = await tx.execute<AnsweredRow>(sql`
    with latest as (
      select distinct on (r.contact_id) r.id, r.contact_id, r.campaign_id, r.message_id
        from campaign_recipients r
       where r.channel_id = ${channelId} and r.contact_id = any(${uuidArray(contactIds)}::uuid[])
         and r.state = 'sent' and r.replied_at is null
         and r.sent_at > now() - ${CAMPAIGN_REPLY_WINDOW_HOURS} * interval '1 hour'
       order by r.contact_id, r.sent_at desc),
    marked as (update campaign_recipients r set replied_at = now() from latest l where r.id = l.id returning r.id)
    select l.campaign_id, l.contact_id, l.message_id, c.on_reply, o.id as responsible
      from latest l join campaigns c on c.id = l.campaign_id
      join contacts k on k.id = l.contact_id
      left join operators o on o.id = k.responsible_operator_id and o.deleted_at is null`);
  return res.rows;
}

/** The new `campaign` attendances get their department or operator, and the campaign message that started them. */
export async function fileCampaignReplies(
  tx: NodePgDatabase,
  opened: Array<{ attendanceId: string; route: { departmentId: string | null; operatorId: string | null; messageId: string | null } }>,
): Promise<void> {
  if (opened.length === 0) return;
  const input = JSON.stringify(opened.map((o) => ({ id: o.attendanceId, d: o.route.departmentId, o: o.route.operatorId, m: o.route.messageId })));
  await tx.execute(sql`
    update attendances a set department_id = v.d, operator_id = v.o, updated_at = now()
      from jsonb_to_recordset(${input}::jsonb) as v(id uuid, d uuid, o uuid, m uuid) where a.id = v.id`);
  await tx.execute(sql`
    update messages m set attendance_id = v.id
      from jsonb_to_recordset(${input}::jsonb) as v(id uuid, d uuid, o uuid, m uuid)
     where m.id = v.m and m.attendance_id is null`);
}
