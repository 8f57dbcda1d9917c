// The channel's own settings shown on /manageChannel: opening hours and the messages tied to them.
import { z } from 'zod';
import { timeOfDaySchema } from './common.js';

/** Spec section 9: weekday 1..5 are Monday to Friday, 6 Saturday, 7 Sunday. */
export const openingWindowSchema = z
  .object({
    weekday: z.number().int().min(1, 'Dia da semana inválido').max(7, 'Dia da semana inválido'),
    start: timeOfDaySchema,
    finish: timeOfDaySchema,
  })
  .refine((w) => w.start < w.finish, { message: 'O início deve ser antes do fim', path: ['finish'] });
export type OpeningWindow = z.infer<typeof openingWindowSchema>;

/** Same weekday windows must not overlap, and a day holds at most 3 of them. */
function checkDays(windows: OpeningWindow[], ctx: z.RefinementCtx): void {
  const byDay = new Map<number, Array<{ window: OpeningWindow; index: number }>>();
  windows.forEach((window, index) => byDay.set(window.weekday, [...(byDay.get(window.weekday) ?? []), { window, index }]));
  for (const entries of byDay.values()) {
    const last = entries[entries.length - 1];
    if (entries.length > 3 && last) ctx.addIssue({ code: 'custom', message: 'No máximo 3 janelas por dia', path: [last.index, 'start'] });
    const sorted = [...entries].sort((a, b) => a.window.start.localeCompare(b.window.start));
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1];
      const current = sorted[i];
      if (previous && current && current.window.start <= previous.window.finish) {
        ctx.addIssue({ code: 'custom', message: 'As janelas do mesmo dia não podem se sobrepor', path: [current.index, 'start'] });
      }
    }
  }
}

/** Empty: the channel is always open. */
export const openingHoursSchema = z.array(openingWindowSchema).max(21, 'No máximo 3 janelas por dia').superRefine(checkDays);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** The IANA time zones this runtime knows (the select of /manageChannel), UTC included. */
export function timeZoneNames(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

let knownZones: Set<string> | null = null;
/** An IANA zone name such as America/Sao_Paulo (offsets and abbreviations are refused). */
export function isTimeZone(zone: string): boolean {
  knownZones ??= new Set(timeZoneNames());
  if (knownZones.has(zone)) return true;
  // Aliases of canonical zones (e.g. America/Buenos_Aires) are valid IANA names too.
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().trim().min(1, 'Informe o fuso horário').refine(isTimeZone, 'Fuso horário inválido');

/** A message the bot sends (outside hours, queue); an empty text clears it (null). */
export const channelMessageSchema = z
  .string()
  .trim()
  .max(1000, 'Máximo de 1000 caracteres')
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** The placeholder of the queue message replaced by the customer's place in the queue. */
export const QUEUE_POSITION_PLACEHOLDER = '{{posicao}}';

/** An origin allowed to frame the embeds (scheme://host[:port], nothing after it). */
export const embedOriginSchema = z
  .string()
  .trim()
  .regex(/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i, 'Informe uma origem como https://sistema.exemplo.com.br (sem caminho)')
  .transform((v) => v.toLowerCase());
export const embedAllowedOriginsSchema = z.array(embedOriginSchema).max(20, 'No máximo 20 origens');

/** Seconds an operator whose last connection closed stays online (default 2 minutes). */
export const presenceGraceSecondsSchema = z
  .number()
  .int('Informe um número inteiro de segundos')
  .min(15, 'No mínimo 15 segundos')
  .max(3600, 'No máximo 1 hora');
export const DEFAULT_PRESENCE_GRACE_SECONDS = 120;
