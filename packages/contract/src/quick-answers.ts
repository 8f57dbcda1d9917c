// Quick answers (spec: "quick answers" feature, module gate quickAnswers, permission ManageQuickAnswers):
// canned texts an operator inserts by typing `/shortcut`. The server stores them per channel; the
// variables in the text are filled in on the operator's screen, from the attendance it already has.
import { z } from 'zod';
import { idSchema, sortOrders } from './common.js';
import { formatPhone } from './br.js';

export const QUICK_ANSWER_SHORTCUT_MAX = 30;
export const QUICK_ANSWER_TEXT_MAX = 4096;

/** Letters (accents included), digits, hyphen and underscore: what may follow the `/` in the composer. */
export const quickAnswerShortcutPattern = /^[\p{L}\p{N}_-]+$/u;

export const quickAnswerShortcutSchema = z
  .string()
  .trim()
  .min(1, 'Informe o atalho')
  .max(QUICK_ANSWER_SHORTCUT_MAX, `O atalho deve ter no máximo ${QUICK_ANSWER_SHORTCUT_MAX} caracteres`)
  .refine((v) => !v.startsWith('/'), 'Escreva o atalho sem a barra (/) do início')
  .regex(quickAnswerShortcutPattern, 'Use no atalho apenas letras, números, hífen (-) ou sublinhado (_), sem espaços');

export const quickAnswerTextSchema = z
  .string()
  .trim()
  .min(1, 'Informe o texto da resposta')
  .max(QUICK_ANSWER_TEXT_MAX, `O texto deve ter no máximo ${QUICK_ANSWER_TEXT_MAX} caracteres`);

/** Create and replace (PUT) bodies: the whole answer. */
export const quickAnswerInputSchema = z.object({
  shortcut: quickAnswerShortcutSchema,
  text: quickAnswerTextSchema,
  /** A file of the channel sent along with the text (the attachments flow offers it). */
  mediaId: idSchema.nullable().default(null),
});
export type QuickAnswerInput = z.input<typeof quickAnswerInputSchema>;

export const quickAnswerSchema = z.object({
  _id: idSchema,
  channelId: idSchema,
  shortcut: z.string(),
  text: z.string(),
  mediaId: idSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuickAnswer = z.infer<typeof quickAnswerSchema>;

const searchSchema = z
  .string()
  .trim()
  .max(100, 'Busca longa demais')
  .optional()
  .transform((v) => (v ? v.replace(/^\//, '') : undefined));

/** The composer's suggestions: shortcut or text containing `search`, shortcut prefixes first. */
export const quickAnswerSearchQuerySchema = z.object({
  search: searchSchema,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const quickAnswerSorts = ['shortcut', 'createdAt', 'updatedAt'] as const;
/** The management list: search as above, sorted by shortcut (default) or by when it was created/changed. */
export const quickAnswerPageQuerySchema = z.object({
  search: searchSchema,
  perPage: z.coerce.number().int().min(1, 'Itens por página inválido').max(100, 'No máximo 100 itens por página').default(10),
  sort: z.enum(quickAnswerSorts, { message: 'Ordenação inválida' }).default('shortcut'),
  order: z.enum(sortOrders, { message: 'Ordem inválida' }).default('asc'),
});

/** A row of the management list: the attachment's name and type come along for the table and the form. */
export const quickAnswerRowSchema = quickAnswerSchema.extend({
  media: z.object({ fileName: z.string().nullable(), mimeType: z.string() }).nullable(),
});
export type QuickAnswerRow = z.infer<typeof quickAnswerRowSchema>;

export const quickAnswerListResponseSchema = z.object({ statusCode: z.number().int(), quickAnswers: z.array(quickAnswerSchema) });
export const quickAnswerResponseSchema = z.object({ statusCode: z.number().int(), quickAnswer: quickAnswerSchema });

// ---- Variables -------------------------------------------------------------------------------

export const quickAnswerVariables = ['nome', 'primeiro_nome', 'numero', 'protocolo', 'operador', 'saudacao'] as const;
export type QuickAnswerVariable = (typeof quickAnswerVariables)[number];

export type QuickAnswerContext = {
  contact: { name: string | null; number: string };
  /** The attendance's protocol (its sequence number). */
  protocol: string;
  operatorName: string;
  now: Date;
  /** The channel's time zone, for the greeting. */
  timeZone: string;
  /** Hides digits of the formatted number when the operator may not see them (privacy). */
  maskNumber?: (formatted: string) => string;
};

const FALLBACK_TIME_ZONE = 'America/Sao_Paulo';

function hourIn(now: Date, timeZone: string): number {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now);
  let text: string;
  try {
    text = format(timeZone);
  } catch {
    text = format(FALLBACK_TIME_ZONE);
  }
  return Number(text) % 24;
}

/** Bom dia 05:00–11:59, Boa tarde 12:00–17:59, Boa noite 18:00–04:59, in the channel's zone. */
export function greetingAt(now: Date, timeZone: string): 'Bom dia' | 'Boa tarde' | 'Boa noite' {
  const hour = hourIn(now, timeZone);
  if (hour >= 5 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

function variableValue(name: QuickAnswerVariable, ctx: QuickAnswerContext): string {
  const fullName = ctx.contact.name?.trim() ?? '';
  switch (name) {
    case 'nome':
      return fullName;
    case 'primeiro_nome':
      return fullName.split(/\s+/)[0] ?? '';
    case 'numero': {
      const formatted = formatPhone(ctx.contact.number);
      return ctx.maskNumber ? ctx.maskNumber(formatted) : formatted;
    }
    case 'protocolo':
      return ctx.protocol;
    case 'operador':
      return ctx.operatorName;
    case 'saudacao':
      return greetingAt(ctx.now, ctx.timeZone);
  }
}

const isVariable = (name: string): name is QuickAnswerVariable => (quickAnswerVariables as readonly string[]).includes(name);

/**
 * The text as the customer will read it: `{{nome}}`, `{{ Nome }}` and friends replaced, unknown
 * `{{...}}` left exactly as written so a typo shows before sending.
 */
export function renderQuickAnswer(text: string, ctx: QuickAnswerContext): string {
  return text.replace(/\{\{\s*([\p{L}_]+)\s*\}\}/gu, (whole, raw: string) => {
    const name = raw.toLowerCase();
    return isVariable(name) ? variableValue(name, ctx) : whole;
  });
}
