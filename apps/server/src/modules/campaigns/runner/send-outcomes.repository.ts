// What a flush of send outcomes writes besides the recipients (recipient-claims.repository.ts): the
// failed messages with the provider's reason, the contacts that opted out, and the channel's campaigns
// paused when its credentials were refused.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { uuidArray } from '../../../platform/db/sql-helpers.js';

export async function failMessages(tx: NodePgDatabase, failed: Array<{ messageId: string; code: string | null; message: string | null }>): Promise<void> {
  const input = JSON.stringify(failed.map((f) => ({ id: f.messageId, code: f.code, msg: f.message })));
  await tx.execute(sql`
              update messages m set status = 'failed', status_at = now(), error_code = v.code, error_message = v.msg
                from jsonb_to_recordset(${input}::jsonb) as v(id uuid, code text, msg text) where m.id = v.id`);
}

/** Meta said these customers stopped marketing messages; the first time counts. */
export async function optOutContacts(tx: NodePgDatabase, contactIds: string[]): Promise<void> {
  await tx.execute(sql`update contacts set opted_out_at = coalesce(opted_out_at, now()) where id = any(${uuidArray(contactIds)}::uuid[])`);
}

/** The channel's sending campaigns become paused; returns their ids. */
export async function pauseSendingCampaigns(orm: NodePgDatabase, channelId: string): Promise<string[]> {
  const res = await orm.execute<{ id: string }>(sql`
          update campaigns set status = 'paused', updated_at = now() where channel_id = ${channelId} and status = 'sending' returning id`);
  return res.rows.map((r) => r.id);
}
