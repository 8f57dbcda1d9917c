// The background import of a product file: rows read again from the stored file, checked one by one
// (product-import-rows.ts) and applied in chunks, each chunk in ONE transaction: the categories it
// names created, its products upserted by (channel, SKU), its bad rows recorded with their pt-BR
// reason, and the counters advanced. A restarted job starts over from the first row; the upsert makes
// that harmless and the error rows of the earlier pass are dropped first.
import type { AppContext } from '../../../platform/context.js';
import type { JobAttempt, QueueDefinition } from '../../../platform/queue/queue.js';
import { MediaNotStoredError, type MediaStorage } from '../../../platform/storage/index.js';
import { dataRecords, readColumns, readStoredFile, UnreadableFileError } from '../../contact-imports/index.js';
import { categoryKeys, ensureCategories } from '../product-categories.repository.js';
import { evaluateProductRow, mapColumns, type ImportedProduct } from '../product-import-rows.js';
import { advanceProductImport, findProductImportById, finishProductImport, insertProductImportErrors, restartImport, type ProductImportRow } from '../product-imports.repository.js';
import { upsertProducts } from '../products.repository.js';
import type { CatalogSync } from '../catalog-sync/catalog-sync.service.js';

export const PRODUCT_IMPORT_QUEUE = 'product.import';
export type ProductImportJob = { importId: string };
export const productImportQueue: QueueDefinition = { name: PRODUCT_IMPORT_QUEUE, retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 3600 };

const CHUNK = 500;
const FILE_UNREADABLE = 'Não foi possível ler o arquivo da importação. Envie o arquivo novamente.';
const GAVE_UP = 'Não foi possível concluir a importação. Tente novamente.';

type Pending = { line: number; record: Record<string, string>; verdict: { ok: true; product: ImportedProduct } | { ok: false; message: string } };

export function importProductsJob(ctx: AppContext, storage: MediaStorage, sync: CatalogSync) {
  const orm = ctx.db.orm;

  async function applyChunk(row: ProductImportRow, categories: Map<string, string>, chunk: Pending[]): Promise<void> {
    if (chunk.length === 0) return;
    await orm.transaction(async (tx) => {
      const missing = new Map<string, string>();
      for (const p of chunk) {
        const name = p.verdict.ok ? p.verdict.product.categoryName : null;
        // The first spelling in the file names a new category.
        if (name && !categories.has(name.toLowerCase()) && !missing.has(name.toLowerCase())) missing.set(name.toLowerCase(), name);
      }
      for (const [key, id] of await ensureCategories(tx, row.channelId, [...missing.values()])) categories.set(key, id);
      const good = chunk.flatMap((p) => {
        if (!p.verdict.ok) return [];
        const { categoryName, ...product } = p.verdict.product;
        return [{ ...product, categoryId: categoryName ? (categories.get(categoryName.toLowerCase()) ?? null) : null }];
      });
      const errors = chunk.flatMap((p) => (p.verdict.ok ? [] : [{ rowNumber: p.line, message: p.verdict.message, row: p.record }]));
      const counts = await upsertProducts(tx, row.channelId, good);
      await sync.changed(tx, row.channelId, good.map((p) => p.skuId));
      await insertProductImportErrors(tx, row.id, errors);
      await advanceProductImport(tx, row.id, { rows: chunk.length, created: counts.created, updated: counts.updated, errors: errors.length });
    });
  }

  async function run(row: ProductImportRow, bytes: Buffer): Promise<void> {
    const format = row.format as 'csv' | 'xlsx';
    const { map } = mapColumns((await readColumns(bytes, format)) ?? []);
    const categories = await categoryKeys(orm, row.channelId);
    const seen = new Map<string, number>();
    let chunk: Pending[] = [];
    for await (const { line, record } of dataRecords(bytes, format)) {
      chunk.push({ line, record, verdict: evaluateProductRow(record, map, line, seen) });
      if (chunk.length >= CHUNK) {
        await applyChunk(row, categories, chunk);
        chunk = [];
      }
    }
    await applyChunk(row, categories, chunk);
    await finishProductImport(orm, row.id, { status: 'done' });
  }

  return async (job: ProductImportJob, attempt: JobAttempt): Promise<void> => {
    const found = await findProductImportById(orm, job.importId);
    if (found?.status !== 'queued' && found?.status !== 'running') return;
    let bytes: Buffer;
    try {
      bytes = await readStoredFile(storage, found.fileKey);
    } catch (err) {
      if (err instanceof MediaNotStoredError) return finishProductImport(orm, found.id, { status: 'failed', errorMessage: FILE_UNREADABLE });
      throw err;
    }
    const running = await restartImport(orm, found.id);
    if (!running) return;
    try {
      await run(running, bytes);
    } catch (err) {
      if (err instanceof UnreadableFileError) return finishProductImport(orm, found.id, { status: 'failed', errorMessage: FILE_UNREADABLE });
      if (attempt.retryCount < attempt.retryLimit) throw err;
      console.error('[product-import]', err);
      return finishProductImport(orm, found.id, { status: 'failed', errorMessage: GAVE_UP });
    }
  };
}
