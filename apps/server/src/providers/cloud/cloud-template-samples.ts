// A media header's sample for template review, through Meta's Resumable Upload API: open an upload
// session on the app (POST /{app-id}/uploads?file_name&file_length&file_type), send the bytes to it
// (POST /upload:<session>, `Authorization: OAuth`, `file_offset`) and answer the handle (`h`) that a
// template's example.header_handle then carries. The app is the channel's `appId` credential or, when
// absent, the one the access token belongs to (GET /app).
import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from '../provider.port.js';
import type { GraphClient } from './cloud-client.js';
import { isObject, numberOf, stringOf } from './cloud-json.js';
import { retryWhileUnavailable } from './cloud-retry.js';

export type SampleFile = { data: Buffer; mimeType: string; fileName: string };
export type CloudSampleOptions = {
  /** The Meta app the samples are uploaded to; read from the token when absent. */
  appId?: string;
  /** Waits before each retry of a step that failed with Meta unavailable; its length is the number of retries. */
  retryDelaysMs: readonly number[];
};

/** Meta's session ids look like `upload:MTphdHRh...?sig=ARb...`: used as the path as they come. */
const SESSION_ID = /^upload:[^\s/#]+$/;

function unexpected(what: string, body: unknown): ProviderError {
  return new ProviderError('unknown', null, `A API do WhatsApp não devolveu ${what}.`, JSON.stringify(body)?.slice(0, 200));
}

async function appIdOf(client: GraphClient, delays: readonly number[]): Promise<string> {
  const app = await retryWhileUnavailable(() => client.getJson('app'), delays);
  const id = isObject(app) ? (stringOf(app.id) ?? numberOf(app.id)?.toString()) : undefined;
  if (!id) throw unexpected('o id do app da Meta ligado ao token', app);
  return id;
}

async function startSession(client: GraphClient, appId: string, file: SampleFile, delays: readonly number[]): Promise<string> {
  const query = new URLSearchParams({ file_name: file.fileName, file_length: String(file.data.length), file_type: file.mimeType });
  // A session that was opened but never used costs nothing, so opening another on a retry is safe.
  const session = await retryWhileUnavailable(() => client.postJson(`${encodeURIComponent(appId)}/uploads?${query}`, undefined), delays);
  const id = isObject(session) ? stringOf(session.id) : undefined;
  if (!id || !SESSION_ID.test(id)) throw unexpected('a sessão de upload do arquivo de exemplo', session);
  return id;
}

/**
 * Sends the bytes in one request. When Meta is unavailable midway, asks the session how much it kept
 * (GET upload:<session> answers file_offset) and sends the rest from there: what "resumable" is for.
 */
async function sendBytes(client: GraphClient, sessionId: string, data: Buffer, delays: readonly number[]): Promise<unknown> {
  let offset = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      if (attempt > 0) {
        const status = await client.getJson(sessionId, { authScheme: 'OAuth' });
        const kept = isObject(status) ? numberOf(status.file_offset) : undefined;
        if (kept === undefined || !Number.isInteger(kept) || kept < 0 || kept > data.length) throw unexpected('quanto do arquivo de exemplo já recebeu', status);
        offset = kept;
      }
      return await client.postBytes(sessionId, data.subarray(offset), { authScheme: 'OAuth', headers: { file_offset: String(offset) } });
    } catch (error) {
      const delay = delays[attempt];
      if (!(error instanceof ProviderError) || error.kind !== 'unavailable' || delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

export function createCloudSampleUploader(client: GraphClient, options: CloudSampleOptions): (file: SampleFile) => Promise<{ handle: string }> {
  return async (file) => {
    const appId = options.appId ?? (await appIdOf(client, options.retryDelaysMs));
    const sessionId = await startSession(client, appId, file, options.retryDelaysMs);
    const answer = await sendBytes(client, sessionId, file.data, options.retryDelaysMs);
    const handle = isObject(answer) ? stringOf(answer.h) : undefined;
    if (!handle) throw unexpected('o identificador do arquivo de exemplo enviado', answer);
    return { handle };
  };
}
