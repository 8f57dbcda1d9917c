// Downloads an inbound file from the provider into storage, right after its message arrives (Cloud's
// download URL expires within minutes). Failures retry with backoff (queue policy); after the last
// attempt, or when the provider refuses for good, the file is marked failed and the panel says so.
import type { AppContext } from '../../../platform/context.js';
import type { JobAttempt } from '../../../platform/queue/queue.js';
import { ProviderError } from '../../../providers/provider.port.js';
import { openChannelProvider, markChannelAttention } from '../../channels/index.js';
import { mediaStorageKey, type MediaStorage } from '../../../platform/storage/index.js';
import { findChannelProviderFacts, findMedia, setMessageMedia, updateMedia } from '../media.repository.js';
import { detectStoredType } from '../stored-type.js';
import type { MediaDownloadJob } from '../media.service.js';

export function downloadMediaJob(ctx: AppContext, storage: MediaStorage) {
  const orm = ctx.db.orm;

  const settle = async (job: MediaDownloadJob) => {
    const row = await findMedia(orm, job.mediaId);
    if (!row) return;
    await setMessageMedia(orm, job.messageId, { mediaId: row.id, state: row.state, size: row.size, mimeType: row.mimeType });
    ctx.bus.emit('message.updated', { messageId: job.messageId, channelId: job.channelId });
  };

  return async (job: MediaDownloadJob, attempt: JobAttempt): Promise<void> => {
    const row = await findMedia(orm, job.mediaId);
    if (!row || row.channelId !== job.channelId) return;
    if (row.state !== 'pending' || !row.providerMediaId) return settle(job);
    const channel = await findChannelProviderFacts(orm, job.channelId);
    if (!channel) return;
    try {
      const provider = openChannelProvider(ctx, { apiType: channel.api_type, credentialsSealed: channel.credentials_sealed });
      const file = await provider.downloadMedia(row.providerMediaId);
      const key = mediaStorageKey(row.channelId, row.id, row.createdAt);
      const stored = await storage.put(key, file.data);
      // The provider's type (or the webhook's) is a claim: the bytes decide (stored-type.ts).
      const mimeType = await detectStoredType(file.data, file.mimeType || row.mimeType, row.fileName);
      await updateMedia(orm, row.id, { state: 'ready', storageKey: key, size: stored.size, sha256: stored.sha256, mimeType, error: null });
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'auth') await markChannelAttention(ctx, job.channelId, 'provider_auth');
      // Refusals that will not change (bad id, no permission) stop now; anything else tries again.
      const final = error instanceof ProviderError && (error.kind === 'invalid' || error.kind === 'auth');
      if (!final && attempt.retryCount < attempt.retryLimit) throw error;
      await updateMedia(orm, row.id, { state: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : String(error) });
    }
    await settle(job);
  };
}
