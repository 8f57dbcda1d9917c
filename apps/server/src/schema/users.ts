import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '@atende/contract';
import { channels } from './channels.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for platform admins. */
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    email: text('email'),
    cpf: text('cpf'),
    mobile: text('mobile'),
    photoUrl: text('photo_url'),
    job: text('job'),
    company: text('company'),
    soundAlert: boolean('sound_alert').notNull().default(true),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    adminMaster: boolean('admin_master').notNull().default(false),
    showQrPage: boolean('show_qr_page').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    /** Bumped to revoke every token issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_unique').on(sql`lower(${t.login})`),
    index('users_channel_role_idx').on(t.channelId, t.role),
    // The target of rows that must belong to one of the company's users (calendar_events' owner key).
    unique('users_id_channel_unique').on(t.id, t.channelId),
  ],
);
