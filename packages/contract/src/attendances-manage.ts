// The owner's view of every attendance of the channel (/attendancesManage) and a contact's attendance
// history: the list query with its filters, the row the list shows and the capped total.
import { z } from 'zod';
import { idSchema, listQuerySchema, pagedSchema } from './common.js';
import { attendanceStatuses } from './attendance.js';

export const manageAttendanceSorts = ['createdAt', 'lastMessageAt', 'seq'] as const;
export type ManageAttendanceSort = (typeof manageAttendanceSorts)[number];

/**
 * The list counts matching attendances only up to this many; past it the answer says
 * `totalCapped: true` and the screen reads "mais de 10.000" (counting a million rows per request
 * would not fit in the list's time budget).
 */
export const MANAGE_ATTENDANCES_COUNT_CAP = 10_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written YYYY-MM-DD. */
const isIsoDate = (value: string): boolean => {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === value;
};
/** A calendar day (AAAA-MM-DD) read in the channel's time zone by the server. */
export const dayFilterSchema = z.string().trim().refine(isIsoDate, 'Data inválida (use AAAA-MM-DD)');
const dateFilter = dayFilterSchema;

/** `status=a&status=b` or `status=a,b` (the list keeps it in the URL as one comma-separated value). */
const statusList = z.preprocess(
  (value) => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
    const kept = parts.filter((v) => v !== '');
    return kept.length > 0 ? kept : undefined;
  },
  z.array(z.enum(attendanceStatuses, { message: 'Status inválido' })).optional(),
);

/** The protocol as shown (000123) or typed (123): its number. */
const protocolFilter = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, 'Protocolo inválido (use só números)')
  .transform((v) => Number(v));

export const manageAttendanceQuerySchema = listQuerySchema(manageAttendanceSorts, { sort: 'createdAt', order: 'desc', perPage: 10 })
  .extend({
    status: statusList,
    departmentId: idSchema.optional(),
    operatorId: idSchema.optional(),
    /** The contact's tag. */
    tagId: idSchema.optional(),
    /** First and last day of creation, in the channel's time zone (both included). */
    from: dateFilter.optional(),
    to: dateFilter.optional(),
    /** Part of the contact's name or number. */
    contact: z.string().trim().max(120, 'Busca muito longa').optional(),
    protocol: protocolFilter.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'A data inicial deve ser anterior à final', path: ['to'] });
export type ManageAttendanceQuery = z.input<typeof manageAttendanceQuerySchema>;
export type ManageAttendanceFilters = z.output<typeof manageAttendanceQuerySchema>;

const named = z.object({ _id: idSchema, name: z.string() });

export const manageAttendanceSchema = z.object({
  _id: idSchema,
  protocol: z.string(),
  status: z.enum(attendanceStatuses),
  statusLabel: z.string(),
  contact: z.object({ _id: idSchema, name: z.string().nullable(), number: z.string() }),
  tag: z.object({ _id: idSchema, name: z.string(), color: z.string() }).nullable(),
  department: named.nullable(),
  operator: named.nullable(),
  tabulation: named.nullable(),
  unread: z.number().int(),
  createdAt: z.string(),
  lastMessageAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ManageAttendance = z.infer<typeof manageAttendanceSchema>;

export const manageAttendancePageSchema = pagedSchema(manageAttendanceSchema).extend({
  /** true: there are more than `total` (the cap) matching attendances. */
  totalCapped: z.boolean(),
});
export type ManageAttendancePage = z.infer<typeof manageAttendancePageSchema>;

/** A contact's attendances, newest first (the contacts screen and the follow drawer). */
export const contactAttendancesQuerySchema = z.object({
  perPage: z.coerce.number().int().min(1, 'Itens por página inválido').max(100, 'No máximo 100 itens por página').default(10),
});
export const contactAttendancesPageSchema = pagedSchema(manageAttendanceSchema);
export type ContactAttendancesPage = z.infer<typeof contactAttendancesPageSchema>;
