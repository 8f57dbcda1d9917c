// The signed-in user's own access log (/log): sign-ins, failed sign-ins and sign-outs.
// The entry shape is auth.ts's accessLogEntrySchema.
import { z } from 'zod';
import { pagedSchema } from './common.js';
import { accessLogEntrySchema } from './auth.js';

export type AccessLogEntryView = z.infer<typeof accessLogEntrySchema>;
export type AccessEventName = AccessLogEntryView['event'];

export const accessLogQuerySchema = z.object({
  perPage: z.coerce.number().int().min(1, 'Itens por página inválido').max(100, 'No máximo 100 itens por página').default(20),
});
export const accessLogPageSchema = pagedSchema(accessLogEntrySchema);
