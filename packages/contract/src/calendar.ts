// Everyone's calendar (spec sections 2 "/calendar" for any logged-in user, 3 "Calendar event", 7
// "calendar CRUD /operator/calendar/..."): each user (admin, owner, manager, operator) keeps their own
// events, usually about a contact, with a reminder that reaches them through the socket at the chosen
// time (the start when none is chosen). The owner sees and keeps everyone's of the company; a manager
// with Manageoperators also the operators'.
import { z } from 'zod';
import { idSchema, pagedSchema } from './common.js';

export const CALENDAR_TITLE_MAX = 120;
export const CALENDAR_DESCRIPTION_MAX = 2000;
/** The widest range one GET may ask for (a month view shows up to six weeks; three months leaves room). */
export const CALENDAR_MAX_RANGE_DAYS = 93;
/** The picker's page size (its first page is what the drop-down shows). */
export const CALENDAR_CONTACTS_LIMIT = 20;

const isInstant = (value: string) => !Number.isNaN(Date.parse(value));

/** An instant as an ISO 8601 string (the browser sends Date.toISOString()). */
const instantSchema = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .refine(isInstant, 'Data e hora inválidas');

const optionalInstantSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isInstant(v), 'Data e hora inválidas')
  .nullish()
  .transform((v) => (v ? v : null));

const time = (value: string) => Date.parse(value);

/** Create and replace (PUT) bodies: the whole event. */
export const calendarEventInputSchema = z
  .object({
    title: z
      .string({ message: 'Informe o título' })
      .trim()
      .min(1, 'Informe o título')
      .max(CALENDAR_TITLE_MAX, `O título deve ter no máximo ${CALENDAR_TITLE_MAX} caracteres`),
    description: z
      .string()
      .trim()
      .max(CALENDAR_DESCRIPTION_MAX, `A descrição deve ter no máximo ${CALENDAR_DESCRIPTION_MAX} caracteres`)
      .nullish()
      .transform((v) => (v ? v : null)),
    startsAt: instantSchema('Informe a data e hora de início'),
    endsAt: optionalInstantSchema,
    /** When the reminder reaches the operator; empty: at the start. */
    remindAt: optionalInstantSchema,
    /**
     * Whose calendar the event goes in (a user's id): empty keeps it where it is, or for a new one the
     * caller's own. Another user's calendar only for who may keep it (the owner, anyone's of the
     * company; a manager with Manageoperators, an operator's).
     */
    userId: idSchema.nullish().transform((v) => v ?? null),
    /** The same, naming an operator's calendar by the operator (userId wins when both are given). */
    operatorId: idSchema.nullish().transform((v) => v ?? null),
    contactId: idSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((value, ctx) => {
    const starts = time(value.startsAt);
    if (Number.isNaN(starts)) return;
    if (value.endsAt && time(value.endsAt) <= starts) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'O término deve ser depois do início' });
    }
    if (value.remindAt && time(value.remindAt) > starts) {
      ctx.addIssue({ code: 'custom', path: ['remindAt'], message: 'O lembrete deve ser antes ou no horário de início' });
    }
  });
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;
export type CalendarEventValues = z.output<typeof calendarEventInputSchema>;

export const calendarRangeQuerySchema = z
  .object({
    from: instantSchema('Informe o início do período'),
    to: instantSchema('Informe o fim do período'),
    /**
     * Only this user's calendar (yourself, or one you may see). Without it: every calendar the caller
     * may see (their own; the operators' for a manager with Manageoperators; everyone's for the owner).
     */
    userId: idSchema.optional(),
    /** Only this operator's calendar (for who may see the operators'). */
    operatorId: idSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const from = time(value.from);
    const to = time(value.to);
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    if (to <= from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'O fim do período deve ser depois do início' });
    else if (to - from > CALENDAR_MAX_RANGE_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'O período deve ter no máximo 3 meses' });
    }
  });

export const calendarContactSchema = z.object({ _id: idSchema, name: z.string().nullable(), number: z.string() });
export type CalendarContact = z.infer<typeof calendarContactSchema>;

export const calendarEventSchema = z.object({
  _id: idSchema,
  /** The company's; null for a platform admin's own events. */
  channelId: idSchema.nullable(),
  /** Whose calendar it is. */
  userId: idSchema,
  /** The calendar's owner's name (the operator's name for an operator). */
  ownerName: z.string(),
  /** The operator whose calendar it is; null when its owner is not an operator. */
  operatorId: idSchema.nullable(),
  contact: calendarContactSchema.nullable(),
  title: z.string(),
  description: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  remindAt: z.string().nullable(),
  reminderSentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventListResponseSchema = z.object({ statusCode: z.number().int(), events: z.array(calendarEventSchema) });
export const calendarEventResponseSchema = z.object({ statusCode: z.number().int(), event: calendarEventSchema });

/**
 * The event form's contact picker, paged like the other lists: the owner and managers search the
 * company's contacts; an operator only those they may see (their wallet and their attendances' contacts).
 */
export const calendarContactsQuerySchema = z.object({
  search: z.string().trim().max(100, 'Busca muito longa').optional(),
  page: z.coerce.number().int().min(1, 'Página inválida').default(1),
  perPage: z.coerce.number().int().min(1, 'Itens por página inválido').max(100, 'No máximo 100 itens por página').default(CALENDAR_CONTACTS_LIMIT),
});
export type CalendarContactsQuery = z.infer<typeof calendarContactsQuerySchema>;
export const calendarContactsResponseSchema = pagedSchema(calendarContactSchema);

/** An operator whose calendar the caller may see and keep (for the filter and the form). */
export const calendarOperatorSchema = z.object({ _id: idSchema, userId: idSchema, name: z.string() });
export type CalendarOperator = z.infer<typeof calendarOperatorSchema>;
export const calendarOperatorsResponseSchema = z.object({ statusCode: z.number().int(), operators: z.array(calendarOperatorSchema) });

/** The `calendar.reminder` socket event: to the sessions of the event's owner (any role), at the reminder time. */
export type CalendarReminder = {
  eventId: string;
  title: string;
  startsAt: string;
  contact: { name: string | null; number: string } | null;
};
