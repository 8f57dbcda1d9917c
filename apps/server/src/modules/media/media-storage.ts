// Where file bytes live. A tiny port (put / open / delete by key) so an S3-compatible driver can come
// later; the default keeps files on local disk under <DATA_DIR>/media. The database keeps metadata only.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredFile = { size: number; sha256: string };

export type MediaStorage = {
  /** Writes the bytes under `key` (replacing any), or nothing when the source fails (partial writes are removed). */
  put: (key: string, source: Readable | Buffer) => Promise<StoredFile>;
  /** A stream of the bytes; throws MediaNotStoredError when the key holds nothing. */
  open: (key: string) => Promise<{ stream: Readable; size: number }>;
  delete: (key: string) => Promise<void>;
};

export class MediaNotStoredError extends Error {}

/** `<channelId>/<yyyy>/<mm>/<id>`: one folder per channel and month, so a channel's files are easy to find and remove. */
export function mediaStorageKey(channelId: string, id: string, at: Date = new Date()): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `${channelId}/${at.getUTCFullYear()}/${month}/${id}`;
}

export function createLocalDiskStorage(root: string): MediaStorage {
  const fileOf = (key: string): string => {
    const resolved = path.resolve(root, key);
    // Keys are ours, but a key must never reach outside the media folder.
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error(`media key outside storage: ${key}`);
    return resolved;
  };

  return {
    async put(key, source) {
      const target = fileOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees half a file.
      const temp = `${target}.${randomUUID()}.part`;
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(Buffer.isBuffer(source) ? Readable.from([source]) : source, measure, createWriteStream(temp));
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      return { size, sha256: hash.digest('hex') };
    },
    async open(key) {
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) throw new MediaNotStoredError(`no media stored at ${key}`);
      return { stream: createReadStream(file), size: stat.size };
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
