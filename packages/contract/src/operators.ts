// Operators (spec section 3 "Operator", section 7 "Operators").
import { z } from 'zod';
import { idSchema, listQuerySchema, pagedSchema, timeOfDaySchema } from './common.js';
import { newPasswordSchema } from './channels.js';
import { operatorDataSchema } from './auth.js';
import { defaultWorkingHours } from './constants.js';

const operatorLoginSchema = z
  .string()
  .trim()
  .min(3, 'O login deve ter ao menos 3 caracteres')
  .max(60, 'Máximo de 60 caracteres')
  .regex(/^[a-zA-Z0-9._@-]+$/, 'Use apenas letras, números, ponto, hífen, @ ou sublinhado');

/** An e-mail or nothing: forms send '' for an empty field, which means "no e-mail". */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(200, 'Máximo de 200 caracteres')
  .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'E-mail inválido' })
  .optional();

/** A new password on edit: '' or absent keeps the current one. */
export const optionalNewPasswordSchema = z
  .string()
  .max(200, 'Máximo de 200 caracteres')
  .refine((v) => v === '' || v.length >= 8, { message: 'A senha deve ter ao menos 8 caracteres' })
  .optional();

/** The three working windows (spec section 9: weekday 6 is Saturday, 7 Sunday). */
export const workingWindows = [
  { key: 'week', start: 'weekStartTime', finish: 'weekFinishTime' },
  { key: 'sat', start: 'satStartTime', finish: 'satFinishTime' },
  { key: 'sun', start: 'sunStartTime', finish: 'sunFinishTime' },
] as const;
export type WorkingHoursFields = { [K in (typeof workingWindows)[number]['start' | 'finish']]: string };
export const HOURS_ORDER_MESSAGE = 'O fim deve ser depois do início';

/** The windows whose start is not before their finish (missing times taken from `fallback`). */
export function misorderedWindows(
  hours: Partial<WorkingHoursFields>,
  fallback: Partial<WorkingHoursFields> = defaultWorkingHours,
): (keyof WorkingHoursFields)[] {
  const wrong: (keyof WorkingHoursFields)[] = [];
  for (const w of workingWindows) {
    const start = hours[w.start] ?? fallback[w.start];
    const finish = hours[w.finish] ?? fallback[w.finish];
    if (start && finish && start >= finish) wrong.push(w.finish);
  }
  return wrong;
}

const operatorFields = {
  name: z.string().trim().min(1, 'Informe o nome').max(120, 'Máximo de 120 caracteres'),
  login: operatorLoginSchema,
  email: optionalEmailSchema,
  departmentIds: z.array(idSchema).default([]),
  weekStartTime: timeOfDaySchema.optional(),
  weekFinishTime: timeOfDaySchema.optional(),
  satStartTime: timeOfDaySchema.optional(),
  satFinishTime: timeOfDaySchema.optional(),
  sunStartTime: timeOfDaySchema.optional(),
  sunFinishTime: timeOfDaySchema.optional(),
  privacy: z.boolean().default(false),
  maxAttendances: z
    .number({ message: 'Informe um número' })
    .int('Use um número inteiro')
    .min(1, 'No mínimo 1')
    .max(100, 'No máximo 100')
    .default(10),
};

const hoursInOrder =
  (fallback: Partial<WorkingHoursFields> | undefined) =>
  (value: Partial<WorkingHoursFields>, ctx: z.RefinementCtx) => {
    for (const field of misorderedWindows(value, fallback)) {
      ctx.addIssue({ code: 'custom', path: [field], message: HOURS_ORDER_MESSAGE });
    }
  };

/** POST /api/operator (and the create drawer): windows left out are 00:00-23:59. */
export const operatorCreateSchema = z
  .object({ ...operatorFields, password: newPasswordSchema })
  .superRefine(hoursInOrder(defaultWorkingHours));
export type OperatorCreate = z.input<typeof operatorCreateSchema>;

/**
 * PUT /api/operator/{id} (and the edit drawer): only the fields sent change; an empty password keeps
 * the current one and an empty e-mail clears it. A window sent whole must start before it ends; the
 * server checks a half-sent window against the stored time.
 */
export const operatorUpdateSchema = z
  .object({
    name: operatorFields.name.optional(),
    login: operatorLoginSchema.optional(),
    email: optionalEmailSchema,
    password: optionalNewPasswordSchema,
    departmentIds: z.array(idSchema).optional(),
    weekStartTime: timeOfDaySchema.optional(),
    weekFinishTime: timeOfDaySchema.optional(),
    satStartTime: timeOfDaySchema.optional(),
    satFinishTime: timeOfDaySchema.optional(),
    sunStartTime: timeOfDaySchema.optional(),
    sunFinishTime: timeOfDaySchema.optional(),
    privacy: z.boolean().optional(),
    maxAttendances: z
      .number({ message: 'Informe um número' })
      .int('Use um número inteiro')
      .min(1, 'No mínimo 1')
      .max(100, 'No máximo 100')
      .optional(),
  })
  .superRefine(hoursInOrder({}));
export type OperatorUpdate = z.input<typeof operatorUpdateSchema>;

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

/** GET /api/operator/channel/{channelId}/page/{page}: search by name, login or e-mail, with filters. */
export const operatorSorts = ['name', 'createdAt'] as const;
export const operatorListQuerySchema = listQuerySchema(operatorSorts, { sort: 'name' }).extend({
  departmentId: idSchema.optional(),
  status: z.enum(['online', 'offline'], { message: 'Status inválido' }).optional(),
  /** 'true' also lists the soft-deleted operators (marked deleted). */
  includeDeleted: z
    .enum(['true', 'false'], { message: 'Valor inválido' })
    .transform((v) => v === 'true')
    .optional(),
});
export type OperatorListQuery = z.input<typeof operatorListQuerySchema>;

/** A row of /manageoperators: the operator with its departments, load, wallet and block flag. */
export const operatorRowSchema = operatorSchema.extend({
  departments: z.array(z.object({ _id: idSchema, name: z.string() })),
  openAttendances: z.number().int(),
  walletCount: z.number().int(),
  blocked: z.boolean(),
  createdAt: z.string(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;
export const operatorPageSchema = pagedSchema(operatorRowSchema);
export type OperatorPage = z.infer<typeof operatorPageSchema>;

export const operatorListResponseSchema = z.object({ statusCode: z.number().int(), operators: z.array(operatorSchema) });

/** GET /api/operator/{id}/wallet: how many contacts have the operator as responsible. */
export const walletResponseSchema = z.object({ statusCode: z.number().int(), count: z.number().int() });

/** POST /api/operator/transfer-wallet: every contact of one operator's wallet goes to another. */
export const walletTransferSchema = z
  .object({
    operatorIdFrom: idSchema,
    operatorIdTo: idSchema,
  })
  .refine((v) => v.operatorIdFrom !== v.operatorIdTo, {
    path: ['operatorIdTo'],
    message: 'Escolha outro operador de destino',
  });
export type WalletTransfer = z.infer<typeof walletTransferSchema>;
export const walletTransferResponseSchema = z.object({ statusCode: z.number().int(), moved: z.number().int() });
