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
  /** The operator's note on the attendance; the server always sends it. */
  observation: z.string().nullable().optional(),
  tabulationId: idSchema.nullable().optional(),
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

/** GET /attendance/queue: the queued attendances the caller may pull. */
export const queuePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
});

export const attendanceFinishSchema = z.object({
  tabulationId: idSchema.optional(),
  observation: z.string().trim().max(2000).optional(),
});
export const attendanceObservationSchema = z.object({ observation: z.string().trim().max(2000) });

/**
 * How often the customer is told, at most, that the operator is typing in one attendance. Meta shows
 * the indicator until the reply or for up to 25 s, so once per 20 s keeps it on while the operator
 * types without a call per keystroke. The panel and the server both hold to it (the server decides).
 */
export const TYPING_SIGNAL_SECONDS = 20;
/** POST /attendance/{id}/typing: `signalled` is false when the customer was told a moment ago. */
export const attendanceTypingResponseSchema = z.object({ statusCode: z.number().int(), signalled: z.boolean() });

export const TABULATION_REQUIRED_MESSAGE = 'Escolha uma tabulação para finalizar.';
export const ALREADY_PULLED_MESSAGE = 'Este atendimento já foi assumido por outro operador.';
