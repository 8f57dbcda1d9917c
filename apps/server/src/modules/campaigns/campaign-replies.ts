// A customer answering a campaign: the latest campaign message sent to them in the last
// CAMPAIGN_REPLY_WINDOW_HOURS counts the reply once, and, when they have no open conversation, says
// where the new one goes: to the campaign's department or the contact's responsible operator, in
// status `campaign` (Campanha), or through the normal flow (bot and queues).
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { markCampaignReplies } from './campaign-replies.repository.js';

export type CampaignReplyRoute = { campaignId: string; messageId: string | null; departmentId: string | null; operatorId: string | null };

/**
 * Marks the contacts' campaign messages as answered; returns, per contact, where a new
 * conversation opened by the answer goes (contacts whose campaign follows the normal flow are left out),
 * and the campaigns answered (their "replied" count changed).
 */
export async function recordCampaignReplies(
  tx: NodePgDatabase,
  channelId: string,
  contactIds: string[],
): Promise<{ routes: Map<string, CampaignReplyRoute>; campaignIds: string[] }> {
  if (contactIds.length === 0) return { routes: new Map(), campaignIds: [] };
  const rows = await markCampaignReplies(tx, channelId, contactIds);
  const routes = new Map<string, CampaignReplyRoute>();
  for (const r of rows) {
    if (r.on_reply.action === 'bot') continue;
    const operatorId = r.on_reply.action === 'wallet' ? r.responsible : null;
    routes.set(r.contact_id, { campaignId: r.campaign_id, messageId: r.message_id, operatorId, departmentId: operatorId ? null : r.on_reply.departmentId });
  }
  return { routes, campaignIds: [...new Set(rows.map((r) => r.campaign_id))] };
}
