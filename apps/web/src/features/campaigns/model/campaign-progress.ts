// A campaign's progress as the screens show it, and the progress event applied to a cached campaign.
import { campaignDone, type Campaign, type CampaignProgress, type CampaignProgressEvent, type CampaignStatus } from '@atende/contract';

/**
 * Whole percent of the recipients whose outcome is known. Rounded down so 100 shows only when every
 * recipient is done; a completed campaign is 100 even with no recipient at all.
 */
export function progressPercent(status: CampaignStatus, progress: CampaignProgress): number {
  if (status === 'completed') return 100;
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.floor((campaignDone(progress) / progress.total) * 100));
}

/** Sending or paused: the campaign can be neither edited nor deleted, only paused, resumed or cancelled. */
export const campaignRunning = (status: CampaignStatus): boolean => status === 'sending' || status === 'paused';

export const withProgress = (campaign: Campaign, event: Pick<CampaignProgressEvent, 'status' | 'progress'>): Campaign => ({
  ...campaign,
  status: event.status,
  progress: event.progress,
});
