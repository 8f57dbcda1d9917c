// The background import of a contact file. It reads the stored file again and works through its rows
// in chunks, each chunk in ONE transaction: contacts upserted by (channel, number), error rows written,
// and processed_rows and the counters advanced together. A job that restarts (crash, retry) therefore
// resumes right after the last committed chunk; the rows before it are only re-evaluated to know which
// numbers the file already had. Progress goes out as a domain event a few times per second at most.
import { contactImportMappingSchema, type ContactImportErrorReason, type ContactImportFormat, type ContactImportMapping } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import type { QueueDefinition, JobAttempt } from '../../../platform/queue/queue.js';
import { MediaNotStoredError, type MediaStorage } from '../../../platform/storage/index.js';
import { dataRecords, UnreadableFileError } from '../contact-import-file.js';
import { evaluateRow, randomTagColor, type ImportedContact, type OperatorDirectory } from '../contact-import-rows.js';
import {
  advanceImport,
  ensureTags,
  findImportById,
  insertImportErrors,
  listOperatorKeys,
  listTagKeys,
  lockImport,
  markDone,
  markFailed,
  markRunning,
  upsertContacts,
  type ContactImportRow,
} from '../contact-imports.repository.js';
import { toContactImportView } from '../contact-import-view.js';
import { readStoredFile } from '../contact-import-storage.js';

export const CONTACT_IMPORT_QUEUE = 'contact.import';
export type ContactImportJob = { importId: string; channelId: string };
export const contactImportQueue: QueueDefinition = { name: CONTACT_IMPORT_QUEUE, retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 3600 };

export const CONTACT_IMPORT_CHUNK = 500;
const PROGRESS_EVERY_MS = 300;

const FILE_UNREADABLE = 'Não foi possível ler o arquivo da importação. Envie o arquivo novamente.';
const MAPPING_INVALID = 'O mapeamento de colunas da importação é inválido. Envie o arquivo novamente.';
const GAVE_UP = 'Não foi possível concluir a importação. Tente novamente.';

type PendingRow = { index: number; line: number; record: Record<string, string>; verdict: { ok: true; contact: ImportedContact } | { ok: false; reason: ContactImportErrorReason } };

/** Everything one run needs besides the rows; `tags` learns the tags created along the way. */
type RunState = { row: ContactImportRow; tags: Map<string, string>; lastEmit: number };

export function importContactsJob(ctx: AppContext, storage: MediaStorage, options: { chunkSize?: number } = {}) {
  const orm = ctx.db.orm;
  const chunkSize = options.chunkSize ?? CONTACT_IMPORT_CHUNK;

  const emit = (row: ContactImportRow) => ctx.bus.emit('contact_import.progress', { importId: row.id, channelId: row.channelId, view: toContactImportView(row) });

  /** Applies one chunk; false when the import stopped meanwhile (cancelled) or another run is ahead of this one. */
  async function applyChunk(state: RunState, chunk: PendingRow[]): Promise<boolean> {
    const first = chunk[0];
    if (!first) return true;
    const channelId = state.row.channelId;
    const newTags = new Map<string, string>();
    const result = await orm.transaction(async (tx) => {
      const locked = await lockImport(tx, state.row.id);
      // processed_rows is the resume point: a chunk applies only right after it.
      if (locked?.status !== 'running' || locked.processedRows !== first.index - 1) return null;
      const missing = new Map<string, string>();
      for (const p of chunk) {
        const name = p.verdict.ok ? p.verdict.contact.tagName : null;
        // The first spelling in the file names a new tag.
        if (name && !state.tags.has(name.toLowerCase()) && !missing.has(name.toLowerCase())) missing.set(name.toLowerCase(), name);
      }
      const created = await ensureTags(tx, channelId, [...missing.values()].map((name) => ({ name, color: randomTagColor() })));
      for (const [key, id] of created) newTags.set(key, id);
      const tagId = (name: string | null) => (name ? (state.tags.get(name.toLowerCase()) ?? newTags.get(name.toLowerCase()) ?? null) : null);

      const contacts = chunk.flatMap((p) => (p.verdict.ok ? [{ ...p.verdict.contact, tagId: tagId(p.verdict.contact.tagName) }] : []));
      const errors = chunk.flatMap((p) => (p.verdict.ok ? [] : [{ rowNumber: p.line, reason: p.verdict.reason, row: p.record }]));
      const counts = await upsertContacts(tx, channelId, contacts);
      await insertImportErrors(tx, state.row.id, errors);
      return advanceImport(tx, state.row.id, { rows: chunk.length, created: counts.created, updated: counts.updated, errors: errors.length });
    });
    if (!result) return false;
    for (const [key, id] of newTags) state.tags.set(key, id);
    state.row = result;
    if (Date.now() - state.lastEmit >= PROGRESS_EVERY_MS) {
      state.lastEmit = Date.now();
      emit(result);
    }
    return true;
  }

  async function run(row: ContactImportRow, mapping: ContactImportMapping, bytes: Buffer): Promise<void> {
    const state: RunState = { row, tags: await listTagKeys(orm, row.channelId), lastEmit: Date.now() };
    const operators: OperatorDirectory = new Map();
    // Logins first: a name equal to another operator's login never wins over that login.
    const keys = await listOperatorKeys(orm, row.channelId);
    for (const op of keys) if (!operators.has(op.name.toLowerCase())) operators.set(op.name.toLowerCase(), op.id);
    for (const op of keys) operators.set(op.login.toLowerCase(), op.id);

    const seen = new Set<string>();
    const today = new Date();
    let chunk: PendingRow[] = [];
    for await (const { index, line, record } of dataRecords(bytes, row.format as ContactImportFormat)) {
      const verdict = evaluateRow(record, mapping, { operators, seen, today });
      if (index <= row.processedRows) continue;
      chunk.push({ index, line, record, verdict });
      if (chunk.length >= chunkSize) {
        if (!(await applyChunk(state, chunk))) return;
        chunk = [];
      }
    }
    if (!(await applyChunk(state, chunk))) return;
    const done = await markDone(orm, row.id);
    if (done) emit(done);
  }

  async function fail(importId: string, message: string): Promise<void> {
    const failed = await markFailed(orm, importId, message);
    if (failed) emit(failed);
  }

  return async (job: ContactImportJob, attempt: JobAttempt): Promise<void> => {
    const found = await findImportById(orm, job.importId);
    if (found?.status !== 'queued' && found?.status !== 'running') return;
    const mapping = contactImportMappingSchema.safeParse(found.mapping);
    if (!mapping.success) return fail(found.id, MAPPING_INVALID);
    let bytes: Buffer;
    try {
      bytes = await readStoredFile(storage, found.fileKey);
    } catch (err) {
      if (err instanceof MediaNotStoredError) return fail(found.id, FILE_UNREADABLE);
      throw err;
    }
    const running = await markRunning(orm, found.id);
    if (!running) return;
    emit(running);
    try {
      await run(running, mapping.data, bytes);
    } catch (err) {
      if (err instanceof UnreadableFileError) return fail(found.id, FILE_UNREADABLE);
      // Anything else (the database went away, ...) retries from the last chunk while retries last.
      if (attempt.retryCount < attempt.retryLimit) throw err;
      console.error('[contact-import]', err);
      return fail(found.id, GAVE_UP);
    }
  };
}
