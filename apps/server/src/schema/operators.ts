import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { defaultWorkingHours } from '@atende/contract';
import { channels } from './channels.js';
import { users } from './users.js';
import { departments } from './departments.js';

export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Online (true) or offline. */
    status: boolean('status').notNull().default(false),
    weekStartTime: text('week_start_time').notNull().default(defaultWorkingHours.weekStartTime),
    weekFinishTime: text('week_finish_time').notNull().default(defaultWorkingHours.weekFinishTime),
    satStartTime: text('sat_start_time').notNull().default(defaultWorkingHours.satStartTime),
    satFinishTime: text('sat_finish_time').notNull().default(defaultWorkingHours.satFinishTime),
    sunStartTime: text('sun_start_time').notNull().default(defaultWorkingHours.sunStartTime),
    sunFinishTime: text('sun_finish_time').notNull().default(defaultWorkingHours.sunFinishTime),
    privacy: boolean('privacy').notNull().default(false),
    maxAttendances: integer('max_attendances').notNull().default(10),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_user_unique').on(t.userId), index('operators_channel_idx').on(t.channelId, t.status)],
);

export const operatorDepartments = pgTable(
  'operator_departments',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.departmentId] }), index('operator_departments_dept_idx').on(t.departmentId)],
);
