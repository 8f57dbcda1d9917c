// The product catalogue (issue 20): ordered categories, products with their images, the catalogue's
// per-channel settings and product imports. Money in BRL integer cents.
// `products.search_text` and `search_name` are the accent- and case-folded texts the keyword search
// matches and ranks by: stored generated columns over `catalog_unaccent(text)`, an IMMUTABLE wrapper
// of unaccent() created by hand at the top of the migration (docs/decisions.md, "Catalogue (issue 20)").
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { channels } from './channels.js';
import { mediaFiles } from './media.js';
import { users } from './users.js';

export const productCategories = pgTable(
  'product_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The order the shop shows its categories in (0 first). */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_categories_channel_name_key').on(t.channelId, sql`lower(${t.name})`),
    index('product_categories_channel_position_idx').on(t.channelId, t.position),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    onSale: boolean('on_sale').notNull().default(false),
    /** The shop's code for the product: unique per channel, the key imports update by. */
    skuId: text('sku_id').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    hide: boolean('hide').notNull().default(false),
    searchText: text('search_text').generatedAlwaysAs(
      sql`catalog_unaccent(lower(sku_id || ' ' || name || ' ' || description))`,
    ),
    /** The name alone, folded the same way: the search ranks by it without folding every row again. */
    searchName: text('search_name').generatedAlwaysAs(sql`catalog_unaccent(lower(name))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_channel_sku_key').on(t.channelId, t.skuId),
    index('products_channel_name_idx').on(t.channelId, sql`lower(${t.name})`),
    index('products_channel_category_idx').on(t.channelId, t.categoryId),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('products_price_check', sql`${t.priceCents} >= 0 and (${t.salePriceCents} is null or ${t.salePriceCents} >= 0)`),
    check('products_stock_check', sql`${t.stockQuantity} >= 0`),
  ],
);

/** A product's pictures, in the order they are shown (position 0 is the cover). The files are media uploads. */
export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), index('product_images_media_idx').on(t.mediaId)],
);

/** The catalogue's settings of a channel: the platform admin turns it on; the owner names the Meta catalog. */
export const catalogConfigs = pgTable('catalog_configs', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  metaCatalogId: text('meta_catalog_id'),
  syncToMeta: boolean('sync_to_meta').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Meta catalog sync's outbox: one row per retailer id (our SKU) of a channel whose state at Meta is
 * behind ours. Written in the same transaction as the product change; the sync job reads the product's
 * state by SKU when it sends (a product, or a DELETE when none is visible under that SKU) and removes
 * the row only if its `version` did not move meanwhile, so a change made while a batch is in flight is
 * sent again with the latest state.
 */
export const catalogSyncItems = pgTable(
  'catalog_sync_items',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    retailerId: text('retailer_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.retailerId] }), index('catalog_sync_items_channel_changed_idx').on(t.channelId, t.changedAt)],
);

/** The Meta catalog sync's state per channel, shown on /catalogConfig (last error in pt-BR). */
export const catalogSyncStatus = pgTable('catalog_sync_status', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  /** Items Meta accepted in the last run, and in all runs. */
  lastSentCount: integer('last_sent_count').notNull().default(0),
  totalSentCount: integer('total_sent_count').notNull().default(0),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  /** Meta's handle of the last batch it took (check_batch_request_status, Commerce Manager support). */
  lastHandle: text('last_handle'),
  /** A full sync ("Sincronizar agora"): how many items it queued and how many went out so far. */
  fullSyncTotal: integer('full_sync_total').notNull().default(0),
  fullSyncSent: integer('full_sync_sent').notNull().default(0),
  fullSyncStartedAt: timestamp('full_sync_started_at', { withTimezone: true }),
  fullSyncFinishedAt: timestamp('full_sync_finished_at', { withTimezone: true }),
  /** Items found only at Meta that the full sync deletes there; null until it has listed the catalog. */
  fullSyncRemoved: integer('full_sync_removed'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A batch Meta took (items_batch answered its handles) and is still processing: polled with
 * check_batch_request_status by the delayed `catalog.batch-status` job until Meta says it ended, or
 * until the checks run out. Kept in the database so a restart (or a lost job) goes on polling.
 */
export const catalogSyncBatches = pgTable(
  'catalog_sync_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** The catalog the batch went to (the channel may name another one later). */
    catalogId: text('catalog_id').notNull(),
    handles: text('handles').array().notNull(),
    itemCount: integer('item_count').notNull(),
    /** Status checks made so far; the next one is due at next_check_at. */
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_sync_batches_channel_idx').on(t.channelId), index('catalog_sync_batches_due_idx').on(t.nextCheckAt)],
);

/**
 * Per retailer id of a channel, the last batch that carried it and Meta's refusal of it, if any. Rows
 * without an error only guard the order of answers (an older batch's late refusal never overwrites
 * a newer state) and go away once their batch's status is known; rows with one are what
 * /catalogConfig lists as "produtos recusados pela Meta" until the item is sent again.
 */
export const catalogSyncItemStates = pgTable(
  'catalog_sync_item_states',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    retailerId: text('retailer_id').notNull(),
    batchId: uuid('batch_id'),
    error: text('error'),
    errorAt: timestamp('error_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.retailerId] }),
    index('catalog_sync_item_states_batch_idx').on(t.batchId),
    index('catalog_sync_item_states_rejected_idx').on(t.channelId, t.errorAt).where(sql`${t.error} is not null`),
  ],
);

export type ProductImportStatus = 'queued' | 'running' | 'done' | 'failed';

/** One uploaded CSV/XLSX product file and the progress of its background import. */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    fileKey: text('file_key').notNull(),
    status: text('status').$type<ProductImportStatus>().notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('product_imports_channel_idx').on(t.channelId, t.createdAt)],
);

/** A row of a product import that could not be used, with the pt-BR reason. */
export const productImportErrors = pgTable(
  'product_import_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    message: text('message').notNull(),
    row: jsonb('row').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('product_import_errors_import_idx').on(t.importId, t.rowNumber)],
);
