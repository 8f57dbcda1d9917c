// Contacts of a channel (spec sections 3 "Contact", 5 and 7 "Contacts"): the list with its filters,
// the create/edit form (the same schema validates on the client and on the server), birthdays and
// the export, whose pt-BR column headers the import reads back.
import { z } from 'zod';
import { idSchema, listQuerySchema, pagedSchema } from './common.js';
import { isValidCpfOrCnpj, normalizePhoneNumber, onlyDigits } from './br.js';

export const CONTACT_NAME_MAX = 120;
export const CONTACT_CODE_MAX = 60;
export const CONTACT_EMAIL_MAX = 160;

/** Today's date as YYYY-MM-DD (UTC: never behind Brazil's date, so a birthday today always passes). */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD (2023-02-30 is not). */
function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** An optional text field: blank (or absent) becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

export const contactEmailSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(z.email({ message: 'E-mail inválido' }).max(CONTACT_EMAIL_MAX, `Use no máximo ${CONTACT_EMAIL_MAX} caracteres`).nullable());

/** CPF or CNPJ typed with or without its mask; stored as digits. */
export const contactDocumentSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isValidCpfOrCnpj(v), 'CPF ou CNPJ inválido')
  .transform((v) => (v === null ? null : onlyDigits(v)));

export const contactBirthdaySchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isIsoDate(v), 'Data de aniversário inválida')
  .refine((v) => v === null || v >= '1900-01-01', 'Data de aniversário inválida')
  .refine((v) => v === null || v <= todayIso(), 'A data de aniversário não pode estar no futuro');

/** A phone as typed; stored as digits with the country code (55 added when missing). */
export const contactNumberSchema = z
  .string({ message: 'Informe o número' })
  .trim()
  .min(1, 'Informe o número')
  .refine((v) => normalizePhoneNumber(v) !== null, 'Número de telefone inválido (use DDD e número, com ou sem o 55)')
  .transform((v) => normalizePhoneNumber(v) ?? v);

const optionalId = idSchema.nullish().or(z.literal('')).transform((v) => v || null);

const OPTED_OUT_DESCRIPTION =
  'Não receber campanhas: true marca o pedido do cliente (a data do primeiro pedido é mantida), false o desfaz; ausente, nada muda. Campanhas ignoram o contato; conversas e respostas continuam normalmente.';

/**
 * PUT /api/contact/:id: every editable field (absent optional fields are cleared), except the campaign
 * opt-out, which an absent field leaves as it is: a client that does not know it (an integration
 * written before it existed) must not undo a customer's request.
 */
export const contactUpdateSchema = z.object({
  name: z
    .string({ message: 'Informe o nome do contato' })
    .trim()
    .min(1, 'Informe o nome do contato')
    .max(CONTACT_NAME_MAX, `Use no máximo ${CONTACT_NAME_MAX} caracteres`),
  code: optionalText(CONTACT_CODE_MAX, `Use no máximo ${CONTACT_CODE_MAX} caracteres`),
  email: contactEmailSchema,
  tagId: optionalId,
  responsibleOperatorId: optionalId,
  birthday: contactBirthdaySchema,
  document: contactDocumentSchema,
  optedOutOfCampaigns: z.boolean({ message: 'Informe true ou false em "Não receber campanhas"' }).optional().describe(OPTED_OUT_DESCRIPTION),
});
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;
export type ContactUpdate = z.output<typeof contactUpdateSchema>;

/**
 * PATCH /api/contact/:id: only the fields sent change (the operator's contact panel edits the name,
 * e-mail and CPF/CNPJ, and sets the tag on its own); a field sent empty or null is cleared, except
 * the name, which stays required.
 */
export const contactPatchSchema = contactUpdateSchema
  .pick({ name: true, email: true, document: true, tagId: true })
  .partial()
  .refine((v) => Object.values(v).some((field) => field !== undefined), 'Informe ao menos um campo: name, email, document ou tagId');
export type ContactPatchInput = z.input<typeof contactPatchSchema>;
export type ContactPatch = z.output<typeof contactPatchSchema>;

/** POST /api/contact: the number is given on create only. */
export const contactCreateSchema = contactUpdateSchema.extend({ number: contactNumberSchema });
export type ContactCreateInput = z.input<typeof contactCreateSchema>;
export type ContactCreate = z.output<typeof contactCreateSchema>;

export const contactTagSchema = z.object({ _id: idSchema, name: z.string(), color: z.string() });

export const contactSchema = z.object({
  _id: idSchema,
  channelId: idSchema,
  number: z.string(),
  name: z.string().nullable(),
  code: z.string().nullable(),
  email: z.string().nullable(),
  tagId: idSchema.nullable(),
  tag: contactTagSchema.nullable(),
  responsibleOperatorId: idSchema.nullable(),
  responsibleOperatorName: z.string().nullable(),
  /** YYYY-MM-DD */
  birthday: z.string().nullable(),
  /** Digits only: 11 (CPF) or 14 (CNPJ). */
  document: z.string().nullable(),
  /** The customer asked not to receive campaigns (or WhatsApp said so): campaigns skip the contact. */
  optedOutOfCampaigns: z.boolean().describe('O contato não recebe campanhas (pedido do cliente ou recusa informada pelo WhatsApp).'),
  /** When the opt-out was first recorded. */
  optedOutAt: z.string().nullable().describe('Quando o pedido para não receber campanhas foi registrado.'),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactResponseSchema = z.object({ statusCode: z.number().int(), contact: contactSchema });
export const contactPageSchema = pagedSchema(contactSchema);
export type ContactPage = z.infer<typeof contactPageSchema>;

export const contactSorts = ['name', 'createdAt', 'birthday'] as const;
export type ContactSort = (typeof contactSorts)[number];

/** The filters of the list, shared by the page and the export. */
export const contactFiltersSchema = z.object({
  tagId: idSchema.optional(),
  /** The responsible operator; `none` lists contacts without one. */
  operatorId: z.union([z.literal('none'), idSchema]).optional(),
  birthdayMonth: z.coerce.number({ message: 'Mês inválido' }).int('Mês inválido').min(1, 'Mês inválido').max(12, 'Mês inválido').optional(),
});

export const contactListQuerySchema = listQuerySchema(contactSorts, { sort: 'name' }).extend(contactFiltersSchema.shape);
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

const exportFormats = ['csv', 'xlsx'] as const;
export type ContactExportFormat = (typeof exportFormats)[number];

export const contactExportQuerySchema = contactListQuerySchema
  .omit({ perPage: true })
  .extend({ format: z.enum(exportFormats, { message: 'Formato inválido (use csv ou xlsx)' }).default('csv') });
export type ContactExportQuery = z.output<typeof contactExportQuerySchema>;

/**
 * The export's columns, in this order. The import maps these same headers back to the fields, so a
 * file exported here imports again unchanged.
 */
export const contactSpreadsheetHeaders = {
  name: 'Nome',
  number: 'Número',
  code: 'Código',
  email: 'E-mail',
  tag: 'Etiqueta',
  responsible: 'Responsável',
  birthday: 'Aniversário',
  document: 'CPF/CNPJ',
  optedOut: 'Não receber campanhas',
} as const;

/** What the export writes in the "Não receber campanhas" column for an opted-out contact (blank otherwise). */
export const CONTACT_OPTED_OUT_MARK = 'Sim';

export const contactBirthdayPeriods = ['day', 'month'] as const;
export type ContactBirthdayPeriod = (typeof contactBirthdayPeriods)[number];
export const CONTACT_BIRTHDAYS_LIMIT = 200;

export const contactBirthdaysQuerySchema = z.object({
  period: z.enum(contactBirthdayPeriods, { message: 'Período inválido (use day ou month)' }).default('day'),
});

/** Birthdays of today or of this month in the channel's time zone, by day (at most CONTACT_BIRTHDAYS_LIMIT). */
export const contactBirthdaysResponseSchema = z.object({
  statusCode: z.number().int(),
  period: z.enum(contactBirthdayPeriods),
  /** Today in the channel's time zone, YYYY-MM-DD. */
  today: z.string(),
  total: z.number().int(),
  contacts: z.array(contactSchema),
});
export type ContactBirthdaysResponse = z.infer<typeof contactBirthdaysResponseSchema>;
