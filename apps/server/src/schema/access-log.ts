import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type AccessEvent = 'login' | 'logout' | 'login_failed';

export const accessLogs = pgTable(
  'access_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id'),
    userId: uuid('user_id'),
    login: text('login').notNull(),
    event: text('event').$type<AccessEvent>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_logs_user_idx').on(t.userId, t.createdAt),
    index('access_logs_channel_idx').on(t.channelId, t.createdAt),
    index('access_logs_failures_idx').on(t.login, t.ip, t.createdAt),
  ],
);
