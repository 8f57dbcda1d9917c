// Small previews of stored pictures (the catalogue's list and pickers, product cards): a WebP at most
// THUMBNAIL_WIDTH px wide, made by sharp on the first request and kept beside the original
// (`<key>.thumb.webp`), so each picture is resized once and a list of 10 products moves kilobytes
// instead of megabytes. Types sharp cannot read, or a picture it fails on, answer null: the caller
// serves the original.
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { MediaNotStoredError, type MediaStorage } from '../../platform/storage/index.js';

export const THUMBNAIL_WIDTH = 320;
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export const thumbnailKey = (storageKey: string) => `${storageKey}.thumb.webp`;

export type Thumbnail = { stream: Readable; size: number; mimeType: 'image/webp' };

async function stored(storage: MediaStorage, key: string): Promise<{ stream: Readable; size: number } | null> {
  try {
    return await storage.open(key);
  } catch (error) {
    if (error instanceof MediaNotStoredError) return null;
    throw error;
  }
}

export async function thumbnailOf(storage: MediaStorage, file: { storageKey: string; mimeType: string }): Promise<Thumbnail | null> {
  if (!RESIZABLE.has(file.mimeType.split(';')[0]!.trim().toLowerCase())) return null;
  const key = thumbnailKey(file.storageKey);
  const kept = await stored(storage, key);
  if (kept) return { ...kept, mimeType: 'image/webp' };
  const original = await storage.open(file.storageKey);
  let bytes: Buffer;
  try {
    // The first frame only (an animated GIF previews still); EXIF orientation applied, metadata dropped.
    const resizer = sharp({ failOn: 'error', animated: false })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 });
    bytes = await original.stream.pipe(resizer).toBuffer();
  } catch {
    original.stream.destroy();
    return null;
  }
  await storage.put(key, bytes);
  const fresh = await storage.open(key);
  return { ...fresh, mimeType: 'image/webp' };
}
