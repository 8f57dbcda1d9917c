// The storage port: what every media storage driver implements. Files are addressed by key
// (`storage-keys.ts`); the database keeps only metadata and the key. Today the one driver is local disk
// (`local-disk.storage.ts`); an S3-compatible driver (for several machines sharing the files) will
// implement this same type and be picked in `storage.factory.ts`, with no caller changing.
import type { Readable } from 'node:stream';

export type StoredFile = { size: number; sha256: string };

export type MediaStorage = {
  /** Writes the bytes under `key` (replacing any), or nothing when the source fails (partial writes are removed). */
  put: (key: string, source: Readable | Buffer) => Promise<StoredFile>;
  /** A stream of the bytes and their size; throws MediaNotStoredError when the key holds nothing. */
  open: (key: string) => Promise<{ stream: Readable; size: number }>;
  /** Removes the bytes under `key`; nothing stored there is not an error. */
  delete: (key: string) => Promise<void>;
};

/** Thrown by every driver's `open` when the key holds nothing, so callers can tell "gone" from a failure. */
export class MediaNotStoredError extends Error {}
