// Operators (spec section 3 "Operator", section 7 "Operators").
import { z } from 'zod';
import { idSchema, timeOfDaySchema } from './common.js';
import { newPasswordSchema } from './channels.js';
import { operatorDataSchema } from './auth.js';

export const operatorCreateSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome').max(120),
  login: z
    .string()
    .trim()
    .min(3, 'O login deve ter ao menos 3 caracteres')
    .max(60)
    .regex(/^[a-zA-Z0-9._@-]+$/, 'Use apenas letras, números, ponto, hífen, @ ou sublinhado'),
  password: newPasswordSchema,
  email: z.email({ message: 'E-mail inválido' }).optional(),
  departmentIds: z.array(idSchema).default([]),
  weekStartTime: timeOfDaySchema.optional(),
  weekFinishTime: timeOfDaySchema.optional(),
  satStartTime: timeOfDaySchema.optional(),
  satFinishTime: timeOfDaySchema.optional(),
  sunStartTime: timeOfDaySchema.optional(),
  sunFinishTime: timeOfDaySchema.optional(),
  privacy: z.boolean().default(false),
  maxAttendances: z.number().int().min(1).max(100).default(10),
});
export type OperatorCreate = z.input<typeof operatorCreateSchema>;

export const operatorSchema = operatorDataSchema.extend({
  userId: idSchema,
  login: z.string(),
  email: z.string().nullable(),
  deleted: z.boolean(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorResponseSchema = z.object({ statusCode: z.number().int(), operator: operatorSchema });
export const operatorStatusRequestSchema = z.object({ status: z.boolean() });

/** PATCH /operator/status/{id}: the new status and, when going offline is refused, the open attendances. */
export const operatorStatusResponseSchema = z.object({
  statusCode: z.number().int(),
  status: z.boolean(),
  attendances: z.array(z.string()),
});

/** An attendance still in progress, listed when going offline is refused (logoffRequiresAttendancesToFinish). */
export const openAttendanceSummarySchema = z.object({ _id: idSchema, protocol: z.string(), contactName: z.string() });
export type OpenAttendanceSummary = z.infer<typeof openAttendanceSummarySchema>;

/** The `data` of the 409 `attendances_open` answer to PATCH /operator/status/{id} {status: false}. */
export const logoffRefusedDataSchema = z.object({ attendances: z.array(openAttendanceSummarySchema) });
export const LOGOFF_REFUSED_MESSAGE = 'Finalize ou transfira seus atendimentos antes de ficar offline.';
