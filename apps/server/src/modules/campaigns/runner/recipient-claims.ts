// The recipients' side of sending. A claim stores the recipient's message (pending) and marks the
// recipient `sending` in one transaction, before anything goes to the provider; what the provider
// accepted is recorded as `sent` with its id. A claim left `sending` by a runner that died is resolved
// by the next one (see resolveOrphans). The statements are recipient-claims.repository.ts's.
import { randomUUID } from 'node:crypto';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { MessageContent } from '@atende/contract';
import { campaignContent, MissingVariableError, type CampaignFill, type RecipientData } from '../campaign-message.js';
import { insertCampaignMessages, markClaimed, pickDueRecipients, settleRecipients, type PickedRow } from './recipient-claims.repository.js';

export type Claimed = {
  recipientId: string;
  campaignId: string;
  contactId: string;
  messageId: string;
  attendanceId: string | null;
  number: string;
  attempts: number;
  content: MessageContent;
};

const SKIP_BLOCKED = 'Número bloqueado ou cliente não quer receber campanhas.';

/**
 * Takes up to `limit` due recipients of one campaign (SKIP LOCKED: never one another runner holds),
 * stores their messages and marks them sending. Blocked, opted-out and unfillable ones are skipped
 * with the reason. Returns what is ready to send, in claim order.
 */
export async function claimRecipients(tx: NodePgDatabase, channelId: string, campaignId: string, fill: CampaignFill, limit: number): Promise<Claimed[]> {
  const picked = await pickDueRecipients(tx, campaignId, limit);
  const skipped: Array<{ id: string; reason: string }> = [];
  const ready: Array<{ row: PickedRow; content: MessageContent }> = [];
  for (const row of picked) {
    if (row.excluded) {
      skipped.push({ id: row.id, reason: SKIP_BLOCKED });
      continue;
    }
    const data: RecipientData = { name: row.name, number: row.number, email: row.email, code: row.code, document: row.document, responsible: row.responsible, fields: row.fields };
    try {
      ready.push({ row, content: campaignContent(fill, data) });
    } catch (err) {
      if (!(err instanceof MissingVariableError)) throw err;
      skipped.push({ id: row.id, reason: err.message });
    }
  }
  if (skipped.length) await settleRecipients(tx, skipped.map((s) => ({ id: s.id, state: 'skipped', code: null, message: s.reason })));
  // A recipient retried after a throttle keeps the message stored the first time. New ids are made
  // here so the insert need not send every row back (its CPU cost showed in the send rate).
  const fresh = ready.filter((r) => !r.row.message_id).map((r) => ({ ...r, id: randomUUID() }));
  if (fresh.length) {
    await insertCampaignMessages(tx, channelId, fresh.map(({ id, row, content }) => ({ id, contactId: row.contact_id, attendanceId: row.attendance_id, content })));
  }
  const messageOf = new Map(fresh.map(({ row, id }) => [row.id, id]));
  const claimed: Claimed[] = ready.map(({ row, content }) => ({
    recipientId: row.id,
    campaignId,
    contactId: row.contact_id,
    messageId: row.message_id ?? messageOf.get(row.id) ?? '',
    attendanceId: row.attendance_id,
    number: row.number,
    attempts: row.attempts,
    content,
  }));
  if (claimed.length) await markClaimed(tx, claimed);
  return claimed;
}
