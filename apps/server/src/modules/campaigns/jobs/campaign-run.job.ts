// The campaign queue: a `campaign.run` job runs one channel's campaigns for a slice and enqueues the
// next slice while work remains. A sweep every two seconds starts scheduled campaigns whose time came
// and gives a runner to any channel that has a sending campaign and none (its process died: the lease
// expired), which is how a campaign resumes after a crash.
import type { AppContext } from '../../../platform/context.js';
import type { Queue, QueueDefinition } from '../../../platform/queue/queue.js';
import { channelsWithoutRunner } from '../runner/channel-lease.repository.js';
import { createCampaignRunner, defaultRunnerOptions } from '../runner/campaign-runner.js';
import { CAMPAIGN_RUN_QUEUE, type CampaignRunJob, type CampaignsService } from '../campaigns.service.js';

// A slice runs a minute at most; expiry well beyond it. notify: a send-now starts at once in any worker.
export const campaignRunQueue: QueueDefinition = { name: CAMPAIGN_RUN_QUEUE, retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 300, notify: true };

const SWEEP_MS = 2000;

/** Starts the runner's worker and the sweep; returns what stops them (at shutdown). */
export async function startCampaignWork(ctx: AppContext, queue: Queue, campaigns: CampaignsService): Promise<() => void> {
  const runner = createCampaignRunner(ctx, { ...defaultRunnerOptions, leaseMs: ctx.config.campaignLeaseMs, graceMs: ctx.config.campaignClaimGraceMs });
  await queue.work<CampaignRunJob>(
    CAMPAIGN_RUN_QUEUE,
    async ({ channelId }) => {
      if ((await runner.run(channelId)) === 'more') await queue.send(CAMPAIGN_RUN_QUEUE, { channelId });
    },
    // One channel per job, several channels at once (PGlite: one connection, one at a time).
    { concurrency: ctx.db.driver === 'pglite' ? 1 : 4, batchSize: 1 },
  );
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      await campaigns.startDue();
      for (const channelId of await channelsWithoutRunner(ctx.db.orm)) await queue.send(CAMPAIGN_RUN_QUEUE, { channelId });
    } finally {
      sweeping = false;
    }
  };
  const timer = setInterval(() => void sweep().catch((err: unknown) => console.error('[campaigns] sweep failed', (err as Error).message)), SWEEP_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    runner.stop();
  };
}
