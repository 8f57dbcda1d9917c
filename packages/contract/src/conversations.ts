// Contacts and attendances as the operator panel sees them.
import { z } from 'zod';
import { idSchema } from './common.js';
import { attendanceStatuses } from './attendance.js';
import { messageTypes } from './messages.js';

export const contactSummarySchema = z.object({ _id: idSchema, name: z.string().nullable(), number: z.string() });

export const attendanceSchema = z.object({
  _id: idSchema,
  channelId: idSchema,
  protocol: z.string(),
  contact: contactSummarySchema,
  status: z.enum(attendanceStatuses),
  statusLabel: z.string(),
  departmentId: idSchema.nullable(),
  operatorId: idSchema.nullable(),
  unread: z.number().int(),
  lastMessage: z
    .object({ type: z.enum(messageTypes), text: z.string().nullable(), direction: z.enum(['in', 'out']), createdAt: z.string() })
    .nullable(),
  lastInboundAt: z.string().nullable(),
  /** Whether free text may be sent now (the customer wrote within the last 24 hours). */
  windowOpen: z.boolean(),
  openedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

export const attendanceResponseSchema = z.object({ statusCode: z.number().int(), attendance: attendanceSchema });
export const attendancePageSchema = z.object({
  statusCode: z.number().int(),
  attendances: z.array(attendanceSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export const attendancePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(attendanceStatuses).optional(),
});
