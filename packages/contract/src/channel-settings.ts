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

/** Empty: the channel is always open. */
export const openingHoursSchema = z.array(openingWindowSchema).max(21, 'No máximo 3 janelas por dia');
export type OpeningHours = z.infer<typeof openingHoursSchema>;
