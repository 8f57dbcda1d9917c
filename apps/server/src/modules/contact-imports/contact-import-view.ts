import type { ContactImport, ImportProgress } from '@atende/contract';
import type { ContactImportRow } from './contact-imports.repository.js';

/** An import row's progress as the contract says it (contacts, products: the same counters). */
export const importProgressOf = (row: ImportProgress): ImportProgress => ({
  totalRows: row.totalRows,
  processedRows: row.processedRows,
  createdCount: row.createdCount,
  updatedCount: row.updatedCount,
  errorCount: row.errorCount,
  errorMessage: row.errorMessage,
});

export const toContactImportView = (row: ContactImportRow): ContactImport => ({
  _id: row.id,
  channelId: row.channelId,
  fileName: row.fileName,
  format: row.format === 'xlsx' ? 'xlsx' : 'csv',
  status: row.status,
  mapping: row.mapping ?? null,
  ...importProgressOf(row),
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});
