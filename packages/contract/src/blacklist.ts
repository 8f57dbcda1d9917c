// Blocked numbers of a channel: their messages are stored but open no attendance and trigger nothing.
import { z } from 'zod';
import { listQuerySchema, pagedSchema } from './common.js';
import { onlyDigits } from './br.js';

/** Digits only, with Brazil's country code 55 added to a 10 or 11 digit national number. */
export function normalizeBlockedNumber(value: string): string {
  const digits = onlyDigits(value);
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}

/**
 * The forms a Brazilian mobile number arrives in: WhatsApp often reports it without the ninth
 * digit (55 11 8888-0001 for 55 11 9 8888-0001), so a block covers both.
 */
export function blockedNumberVariants(number: string): string[] {
  if (/^55\d{2}9\d{8}$/.test(number)) return [number, number.slice(0, 4) + number.slice(5)];
  if (/^55\d{2}[6-9]\d{7}$/.test(number)) return [number, `${number.slice(0, 4)}9${number.slice(4)}`];
  return [number];
}

export const blacklistNumberInputSchema = z.object({
  number: z
    .string({ message: 'Informe o número' })
    .transform(normalizeBlockedNumber)
    .pipe(z.string().min(12, 'Número inválido: informe DDD e número').max(15, 'Número inválido')),
});
export type BlacklistNumberInput = z.input<typeof blacklistNumberInputSchema>;

export const blacklistEntrySchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

export const blacklistSorts = ['createdAt', 'number'] as const;
export const blacklistListQuerySchema = listQuerySchema(blacklistSorts, { sort: 'createdAt', order: 'desc' });
export const blacklistPageSchema = pagedSchema(blacklistEntrySchema);
export const blacklistEntryResponseSchema = z.object({ statusCode: z.number().int(), entry: blacklistEntrySchema });
