import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { channels } from './channels.js';

export type MediaSource = 'upload' | 'inbound';
export type MediaState = 'pending' | 'ready' | 'failed';

/** A file we keep: uploaded by a user for sending, or downloaded from the provider for an inbound message. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    source: text('source').$type<MediaSource>().notNull(),
    state: text('state').$type<MediaState>().notNull().default('ready'),
    /** Where the bytes are in storage (relative key); null until downloaded. */
    storageKey: text('storage_key'),
    mimeType: text('mime_type').notNull(),
    fileName: text('file_name'),
    size: bigint('size', { mode: 'number' }),
    sha256: text('sha256'),
    /** The provider's id: Cloud's media id for inbound files, or the id an upload got at the provider. */
    providerMediaId: text('provider_media_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_files_channel_idx').on(t.channelId, t.createdAt),
    uniqueIndex('media_files_inbound_unique').on(t.channelId, t.source, t.providerMediaId),
  ],
);
