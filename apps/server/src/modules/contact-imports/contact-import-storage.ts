// Uploaded contact files live in the media storage (the database keeps only their key). They are
// small (10 MB at most), so they are read back whole.
import type { MediaStorage } from '../../platform/storage/index.js';

export async function readStoredFile(storage: MediaStorage, key: string): Promise<Buffer> {
  const { stream } = await storage.open(key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
