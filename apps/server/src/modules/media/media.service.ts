// Media files: uploads for sending, inbound files downloaded from the provider, and serving both to
// the panel. Bytes go to the storage port (platform/storage), metadata to media_files.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { mediaUploadLimits, type MessageContent, type SendMediaKind, type UploadedMedia } from '@atende/contract';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AppContext } from '../../platform/context.js';
import type { Queue } from '../../platform/queue/queue.js';
import { fail } from '../../platform/http/errors.js';
import type { InboundMedia } from '../../providers/provider.port.js';
import { mediaStorageKey, type MediaStorage } from '../../platform/storage/index.js';
import { createMediaLinks } from './media-links.js';
import { thumbnailOf } from './media-thumbnails.js';
import { acceptedKind, tooLarge } from './media-rules.js';
import { detectStreamType } from './stored-type.js';
import { findChannelMedia, findMedia, insertInboundMediaOnce, insertMedia, setMessageMedia, type MediaRow } from './media.repository.js';

export const MEDIA_DOWNLOAD_QUEUE = 'media.download';
export type MediaDownloadJob = { mediaId: string; channelId: string; messageId: string };

class FileTooLarge extends Error {}

/** The bytes of `source` until `max`; past it the stream fails (and the upload stops there). */
function capped(source: Readable, max: number): Readable {
  return Readable.from(
    (async function* () {
      let seen = 0;
      for await (const chunk of source) {
        seen += (chunk as Buffer).length;
        if (seen > max) throw new FileTooLarge();
        yield chunk as Buffer;
      }
    })(),
  );
}

/**
 * Called where an inbound message is stored, inside that transaction: records the file as pending,
 * points the message at it and enqueues its download (Cloud's download URL expires within minutes).
 */
export async function enqueueInboundMediaDownload(
  tx: NodePgDatabase,
  queue: Queue,
  input: { channelId: string; messageId: string; media: InboundMedia },
): Promise<string> {
  const { row, created } = await insertInboundMediaOnce(tx, {
    channelId: input.channelId,
    source: 'inbound',
    state: 'pending',
    mimeType: input.media.mimeType,
    fileName: input.media.fileName ?? null,
    sha256: input.media.sha256 ?? null,
    providerMediaId: input.media.providerMediaId,
  });
  await setMessageMedia(tx, input.messageId, { mediaId: row.id, state: row.state, size: row.size });
  if (created) await queue.send(MEDIA_DOWNLOAD_QUEUE, { mediaId: row.id, channelId: input.channelId, messageId: input.messageId } satisfies MediaDownloadJob, { tx });
  return row.id;
}

type MediaAccess = { exp?: number | undefined; sig?: string | undefined; channelId: string | null };

export function createMediaService(ctx: AppContext, storage: MediaStorage) {
  const orm = ctx.db.orm;
  const links = createMediaLinks(ctx.keys.mediaLinks);

  const view = (row: MediaRow, kind: SendMediaKind): UploadedMedia => ({
    _id: row.id,
    kind,
    mimeType: row.mimeType,
    fileName: row.fileName,
    size: row.size ?? 0,
    url: links.url(row.id),
  });

  async function upload(channelId: string, file: { stream: Readable; fileName: string; mimeType: string; truncated: () => boolean }, requested?: SendMediaKind): Promise<UploadedMedia> {
    // The type is the bytes' (stored-type.ts); the browser's claim only fills in what bytes cannot say.
    const { mimeType, stream } = await detectStreamType(file.stream, file.mimeType, file.fileName);
    let kind: SendMediaKind;
    try {
      kind = acceptedKind(mimeType, requested, file.mimeType);
    } catch (error) {
      stream.destroy();
      throw error;
    }
    const id = randomUUID();
    const key = mediaStorageKey(channelId, id);
    let stored;
    try {
      stored = await storage.put(key, capped(stream, mediaUploadLimits[kind].maxBytes));
    } catch (error) {
      if (error instanceof FileTooLarge) throw tooLarge(kind);
      throw error;
    }
    if (file.truncated()) {
      await storage.delete(key);
      throw tooLarge(kind);
    }
    if (stored.size === 0) {
      await storage.delete(key);
      throw fail('media_empty_file');
    }
    const row = await insertMedia(orm, {
      id,
      channelId,
      source: 'upload',
      state: 'ready',
      storageKey: key,
      mimeType,
      fileName: file.fileName || null,
      size: stored.size,
      sha256: stored.sha256,
    });
    return view(row, kind);
  }

  /**
   * A file for the browser: with a valid signed link anyone may fetch it (the link is the permission);
   * without one, only a signed-in user of the file's channel.
   */
  async function open(id: string, access: MediaAccess) {
    const row = await readable(id, access);
    const { stream, size } = await storage.open(row.storageKey!);
    return { row, stream, size };
  }

  /** The picture's small preview (media-thumbnails.ts) under the same access; the original when it has none. */
  async function openThumbnail(id: string, access: MediaAccess) {
    const row = await readable(id, access);
    const thumbnail = await thumbnailOf(storage, { storageKey: row.storageKey!, mimeType: row.mimeType });
    if (!thumbnail) return { row, ...(await storage.open(row.storageKey!)) };
    return { row: { ...row, mimeType: thumbnail.mimeType }, stream: thumbnail.stream, size: thumbnail.size };
  }

  async function readable(id: string, access: MediaAccess): Promise<MediaRow> {
    let row: MediaRow | undefined;
    if (access.sig !== undefined && access.exp !== undefined) {
      const verdict = links.verify(id, access.exp, access.sig);
      if (verdict === 'expired') throw fail('media_link_expired');
      if (verdict === 'invalid') throw fail('media_link_invalid');
      row = await findMedia(orm, id);
    } else if (access.channelId) {
      row = await findChannelMedia(orm, access.channelId, id);
    } else {
      throw fail('media_link_invalid');
    }
    if (!row) throw fail('media_missing');
    if (row.state === 'pending' || !row.storageKey) throw fail('media_pending');
    if (row.state === 'failed') throw fail('media_failed');
    return row;
  }

  return { upload, open, openThumbnail, links };
}

export type MediaService = ReturnType<typeof createMediaService>;

/** For the inbound processor's onStored hook: every new inbound message with a file gets its download. */
export async function enqueueInboundMediaDownloads(
  tx: NodePgDatabase,
  queue: Queue,
  channelId: string,
  rows: Array<{ id: string; direction: 'in' | 'out'; content: MessageContent }>,
): Promise<void> {
  for (const row of rows) {
    const media = row.content.media;
    if (row.direction !== 'in' || !media?.providerMediaId || media.mediaId) continue;
    await enqueueInboundMediaDownload(tx, queue, {
      channelId,
      messageId: row.id,
      media: { providerMediaId: media.providerMediaId, mimeType: media.mimeType, ...(media.fileName ? { fileName: media.fileName } : {}) },
    });
  }
}
