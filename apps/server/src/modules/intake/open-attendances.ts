// Step 5 of intake: customers whose messages found no open attendance get one, once each, for all
// their new messages: in the bot when the channel has one, in status Campanha when they answer a
// campaign, otherwise queued for routing at the end of the batch. Then the attendances count the
// new messages (unread, last inbound time for the 24-hour window).
import { lockOpenAttendance, openAttendances, recordInbound, recordMoved, type AttendanceRef } from '../attendances/index.js';
import { fileCampaignReplies, recordCampaignReplies, type CampaignReplyRoute } from '../campaigns/index.js';
import { setAttendances, type MessageRow } from '../messages/index.js';
import type { BatchChannel, Effects, Tx } from './intake-batch.js';
import type { StoredMessages } from './store-messages.js';

type Opening = { attendance: AttendanceRef; opened: boolean };

/** Each customer's new attendance (in the bot when it is on), or the one another worker just opened. */
async function openFor(tx: Tx, channelId: string, contactIds: string[], inBot: boolean): Promise<Map<string, Opening>> {
  const created = await openAttendances(tx, channelId, contactIds, inBot ? 'opened' : 'waiting');
  const out = new Map<string, Opening>();
  for (const contactId of contactIds) {
    const mine = created.get(contactId);
    if (mine) {
      out.set(contactId, { attendance: mine, opened: true });
      continue;
    }
    const raced = await lockOpenAttendance(tx, channelId, contactId);
    if (!raced) throw new Error('attendance vanished while opening');
    out.set(contactId, { attendance: raced, opened: false });
  }
  return out;
}

/** Conversations opened by answers to campaigns, in status campaign with their department or operator. */
async function openCampaignReplies(tx: Tx, channelId: string, orphaned: string[], replies: Map<string, CampaignReplyRoute>): Promise<Map<string, AttendanceRef>> {
  const contactIds = orphaned.filter((id) => replies.has(id));
  const created = await openAttendances(tx, channelId, contactIds, 'campaign');
  const filed: Array<{ attendanceId: string; route: CampaignReplyRoute }> = [];
  const out = new Map<string, AttendanceRef>();
  for (const contactId of contactIds) {
    const route = replies.get(contactId);
    const mine = created.get(contactId);
    if (mine && route) {
      filed.push({ attendanceId: mine.id, route });
      out.set(contactId, { ...mine, departmentId: route.departmentId, operatorId: route.operatorId });
      continue;
    }
    const raced = await lockOpenAttendance(tx, channelId, contactId);
    if (raced) out.set(contactId, raced);
  }
  await fileCampaignReplies(tx, filed);
  return out;
}

/**
 * Opens the attendances the stored messages lack and files those messages in them; `attendanceOf`
 * (contact → attendance) is completed in place. Returns the attendances that start in the bot now
 * (the bot greets them). Opened in contact order, so two batches opening the same customers wait for
 * each other, not deadlock.
 */
export async function openMissingAttendances(tx: Tx, batch: BatchChannel, stored: StoredMessages, attendanceOf: Map<string, AttendanceRef>, inBot: boolean, effects: Effects): Promise<Set<string>> {
  const channelId = batch.channel.id;
  const { rows, contacts, blocked } = stored;
  const portfolio = batch.channel.config.customerPortfolioEnabled;
  const started = new Set<string>();
  const orphaned = [...new Set(rows.filter((r) => !attendanceOf.has(r.contactId) && !blocked.has(r.contactId)).map((r) => r.contactId))].sort();
  // An answer to a campaign opens its conversation where the campaign says (status Campanha).
  const { routes: replies, campaignIds: answered } = await recordCampaignReplies(tx, channelId, [...new Set(rows.filter((r) => !blocked.has(r.contactId)).map((r) => r.contactId))]);
  if (answered.length) effects.replied.push({ channelId, campaignIds: answered });
  const opening = await openFor(tx, channelId, orphaned.filter((id) => !replies.has(id)), inBot);
  for (const [contactId, attendance] of await openCampaignReplies(tx, channelId, orphaned, replies)) {
    attendanceOf.set(contactId, attendance);
    recordMoved(effects.moved, attendance);
  }
  const filed: Array<{ messageId: string; attendanceId: string }> = [];
  for (const contactId of orphaned) {
    const entry = opening.get(contactId) ?? (attendanceOf.has(contactId) ? { attendance: attendanceOf.get(contactId) as AttendanceRef, opened: false } : undefined);
    if (!entry) continue;
    const { attendance, opened } = entry;
    attendanceOf.set(contactId, attendance);
    if (opened && attendance.status === 'opened') {
      started.add(attendance.id);
      recordMoved(effects.moved, attendance);
    } else if (opened) effects.opened.push({ attendance, preferredOperatorId: portfolio ? (contacts.get(contactId)?.responsibleOperatorId ?? null) : null });
    for (const r of rows.filter((row) => row.contactId === contactId && row.attendanceId === null)) {
      r.attendanceId = attendance.id;
      filed.push({ messageId: r.id, attendanceId: attendance.id });
    }
  }
  await setAttendances(tx, filed);
  return started;
}

/** Counts the new customer messages on their attendances: unread and the times the window and lists use. */
export async function countInbound(tx: Tx, rows: MessageRow[]): Promise<void> {
  const counts = new Map<string, { count: number; lastAt: Date }>();
  for (const row of rows) {
    const id = row.attendanceId;
    if (!id) continue;
    const c = counts.get(id) ?? { count: 0, lastAt: row.createdAt };
    counts.set(id, { count: c.count + 1, lastAt: row.createdAt > c.lastAt ? row.createdAt : c.lastAt });
  }
  await recordInbound(tx, [...counts].map(([attendanceId, c]) => ({ attendanceId, ...c })));
}
