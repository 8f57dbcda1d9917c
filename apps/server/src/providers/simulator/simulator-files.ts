// The files the simulated phone sends, kept where a real provider keeps them: on "its side", apart from
// the platform's own media. The /simulador page uploads the bytes first (simulator routes), gets a
// provider media id, and names it in the webhook event; the adapter's downloadMedia then reads them
// back, so the normal download job stores the file for the message exactly as for Cloud.
// Bytes live in the media storage under `<channelId>/simulator/<uuid>` (a channel's folder, so they go
// with it) with a small `.json` beside them saying their type and name, as a provider would answer.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MediaNotStoredError } from '../../platform/storage/index.js';

/** The part of the media storage port the phone's files need (platform/storage/storage.port.ts). */
export type SimulatorFileStorage = {
  put: (key: string, source: Buffer) => Promise<{ size: number; sha256: string }>;
  open: (key: string) => Promise<{ stream: Readable; size: number }>;
};

export type SimulatorFileMeta = { mimeType: string; fileName: string | null };

const idPattern = /^sim-file\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The provider media ids of uploaded phone files: `sim-file.<uuid>`. */
export const simulatorFileIdPattern = idPattern;

const keyOf = (channelId: string, uuid: string) => `${channelId}/simulator/${uuid}`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function createSimulatorFiles(storage: SimulatorFileStorage) {
  return {
    /** Keeps the bytes as the phone's upload and answers the id the webhook event will carry. */
    async save(channelId: string, data: Buffer, meta: SimulatorFileMeta): Promise<{ providerMediaId: string; size: number }> {
      const uuid = randomUUID();
      // The description first: a file that is there always has one.
      await storage.put(`${keyOf(channelId, uuid)}.json`, Buffer.from(JSON.stringify(meta)));
      const stored = await storage.put(keyOf(channelId, uuid), data);
      return { providerMediaId: `sim-file.${uuid}`, size: stored.size };
    },
    /** The bytes of one of this channel's phone files, or null when the id names none (other failures throw). */
    async read(channelId: string, providerMediaId: string): Promise<{ data: Buffer; mimeType: string } | null> {
      const uuid = idPattern.exec(providerMediaId)?.[1];
      if (!uuid) return null;
      try {
        const meta = JSON.parse((await readAll((await storage.open(`${keyOf(channelId, uuid)}.json`)).stream)).toString('utf8')) as SimulatorFileMeta;
        const data = await readAll((await storage.open(keyOf(channelId, uuid))).stream);
        return { data, mimeType: meta.mimeType };
      } catch (error) {
        if (error instanceof MediaNotStoredError) return null;
        throw error;
      }
    },
  };
}

export type SimulatorFiles = ReturnType<typeof createSimulatorFiles>;
