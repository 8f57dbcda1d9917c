// Pushes campaign progress to whoever may read campaigns (the campaign routes' permissions), at most about once a second
// per campaign however fast sends, receipts and replies come: touches are gathered and each flush
// reads the counts of every touched campaign in one query.
import { campaignReaderPermissions, staffRoomsWith } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { RealtimeServer } from '../../platform/realtime/realtime.js';
import { campaignStatusesOf } from './runner/active-campaigns.repository.js';
import { campaignsOfMessages, progressOf } from './campaigns.repository.js';

const FLUSH_MS = 500;

export function pushCampaignProgress(ctx: AppContext, io: RealtimeServer): void {
  const orm = ctx.db.orm;
  const campaigns = new Map<string, string>();
  const messages = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  async function flush() {
    timer = null;
    const messageIds = [...messages];
    messages.clear();
    if (messageIds.length) {
      // Receipts of campaign messages move the campaign's delivered and read counts.
      for (const r of await campaignsOfMessages(orm, messageIds)) campaigns.set(r.campaign_id, r.channel_id);
    }
    const touched = [...campaigns];
    campaigns.clear();
    if (touched.length === 0) return;
    const ids = touched.map(([id]) => id);
    const [progress, statuses] = await Promise.all([progressOf(orm, ids), campaignStatusesOf(orm, ids)]);
    for (const [campaignId, channelId] of touched) {
      const status = statuses.get(campaignId);
      const counts = progress.get(campaignId);
      if (status && counts) io.to(staffRoomsWith(channelId, campaignReaderPermissions)).emit('campaign.progress', { channelId, campaignId, status, progress: counts });
    }
  }

  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => void flush().catch((err: unknown) => console.error('[campaigns] progress push failed', (err as Error).message)), FLUSH_MS);
    timer.unref();
  };

  ctx.bus.on('campaign.touched', ({ channelId, campaignIds }) => {
    for (const id of campaignIds) campaigns.set(id, channelId);
    schedule();
  });
  ctx.bus.on('message.status_changed', ({ messageId }) => {
    messages.add(messageId);
    schedule();
  });
}
