// The local-disk storage driver: files under one root folder (<DATA_DIR>/media by default), written
// beside their target and renamed into place. One machine only; see storage.port.ts for the S3 plan.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MediaNotStoredError, type MediaStorage } from './storage.port.js';

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
