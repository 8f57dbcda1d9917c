import type { ContactImport } from '@atende/contract';
import type { ContactImportRow } from './contact-imports.repository.js';

export const toContactImportView = (row: ContactImportRow): ContactImport => ({
  _id: row.id,
  channelId: row.channelId,
  fileName: row.fileName,
  format: row.format === 'xlsx' ? 'xlsx' : 'csv',
  status: row.status,
  mapping: row.mapping ?? null,
  totalRows: row.totalRows,
  processedRows: row.processedRows,
  createdCount: row.createdCount,
  updatedCount: row.updatedCount,
  errorCount: row.errorCount,
  errorMessage: row.errorMessage,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});
