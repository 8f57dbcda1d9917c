import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { channels } from './channels.js';
import { users } from './users.js';

export type ContactImportStatus = 'uploaded' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** One uploaded CSV/XLSX contact file and the progress of its background import. */
export const contactImports = pgTable(
  'contact_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** 'csv' | 'xlsx' */
    format: text('format').notNull(),
    /** Where the uploaded file is kept (media storage key). */
    fileKey: text('file_key').notNull(),
    status: text('status').$type<ContactImportStatus>().notNull().default('uploaded'),
    /** Target field -> source column, chosen on the preview. */
    mapping: jsonb('mapping').$type<Record<string, string | null>>(),
    totalRows: integer('total_rows').notNull().default(0),
    /** Rows done so far: a restarted job resumes after them. */
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('contact_imports_channel_idx').on(t.channelId, t.createdAt)],
);

/** A row of an import that could not be used (invalid number, duplicate in the file, ...). */
export const contactImportErrors = pgTable(
  'contact_import_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: uuid('import_id')
      .notNull()
      .references(() => contactImports.id, { onDelete: 'cascade' }),
    /** 1-based line of the data row in the file (the header is line 1). */
    rowNumber: integer('row_number').notNull(),
    /** Error code, e.g. invalid_number, duplicate_in_file, invalid_email. */
    reason: text('reason').notNull(),
    /** The row as read, for the downloadable report. */
    row: jsonb('row').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('contact_import_errors_import_idx').on(t.importId, t.rowNumber)],
);
