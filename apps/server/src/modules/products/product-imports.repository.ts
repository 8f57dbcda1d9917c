// The only place that reads and writes product imports and their error rows.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { productImportErrors, productImports } from '../../schema/index.js';

export type ProductImportRow = typeof productImports.$inferSelect;
export type ProductImportErrorRow = typeof productImportErrors.$inferSelect;

export async function insertProductImport(
  tx: NodePgDatabase,
  values: { id: string; channelId: string; userId: string | null; fileName: string; format: string; fileKey: string; totalRows: number },
): Promise<ProductImportRow> {
  const [row] = await tx.insert(productImports).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findProductImport(orm: NodePgDatabase, channelId: string, id: string): Promise<ProductImportRow | undefined> {
  const [row] = await orm.select().from(productImports).where(and(eq(productImports.channelId, channelId), eq(productImports.id, id))).limit(1);
  return row;
}

export async function findProductImportById(orm: NodePgDatabase, id: string): Promise<ProductImportRow | undefined> {
  const [row] = await orm.select().from(productImports).where(eq(productImports.id, id)).limit(1);
  return row;
}

/** Starts (or restarts, after a crash) from the first row: the upsert by SKU makes a second pass harmless. */
export async function restartImport(orm: NodePgDatabase, id: string): Promise<ProductImportRow | undefined> {
  return orm.transaction(async (tx) => {
    await tx.delete(productImportErrors).where(eq(productImportErrors.importId, id));
    const [row] = await tx
      .update(productImports)
      .set({ status: 'running', processedRows: 0, createdCount: 0, updatedCount: 0, errorCount: 0 })
      .where(and(eq(productImports.id, id), sql`${productImports.status} in ('queued', 'running')`))
      .returning();
    return row;
  });
}

export async function insertProductImportErrors(tx: NodePgDatabase, importId: string, errors: ReadonlyArray<{ rowNumber: number; message: string; row: Record<string, string> }>): Promise<void> {
  if (errors.length > 0) await tx.insert(productImportErrors).values(errors.map((e) => ({ importId, ...e })));
}

export async function advanceProductImport(tx: NodePgDatabase, id: string, by: { rows: number; created: number; updated: number; errors: number }): Promise<void> {
  await tx
    .update(productImports)
    .set({
      processedRows: sql`${productImports.processedRows} + ${by.rows}`,
      createdCount: sql`${productImports.createdCount} + ${by.created}`,
      updatedCount: sql`${productImports.updatedCount} + ${by.updated}`,
      errorCount: sql`${productImports.errorCount} + ${by.errors}`,
    })
    .where(eq(productImports.id, id));
}

export async function finishProductImport(orm: NodePgDatabase, id: string, outcome: { status: 'done' } | { status: 'failed'; errorMessage: string }): Promise<void> {
  await orm
    .update(productImports)
    .set({ ...outcome, finishedAt: sql`now()`, ...(outcome.status === 'done' ? { totalRows: sql`${productImports.processedRows}` } : {}) })
    .where(eq(productImports.id, id));
}

export async function productImportErrorsAfter(orm: NodePgDatabase, importId: string, last: ProductImportErrorRow | null, size: number): Promise<ProductImportErrorRow[]> {
  return orm
    .select()
    .from(productImportErrors)
    .where(and(eq(productImportErrors.importId, importId), last ? gt(productImportErrors.id, last.id) : undefined))
    .orderBy(asc(productImportErrors.id))
    .limit(size);
}
