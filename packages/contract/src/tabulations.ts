// Tabulations: how an attendance ended, chosen by the operator on finish (spec sections 3, 7).
import { z } from 'zod';
import { idSchema, listQuerySchema } from './common.js';

export const tabulationSchema = z.object({
  _id: idSchema,
  channelId: idSchema,
  name: z.string(),
  createdAt: z.string(),
});
export type Tabulation = z.infer<typeof tabulationSchema>;

export const tabulationInputSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome da tabulação').max(80, 'Use no máximo 80 caracteres'),
});
export type TabulationInput = z.input<typeof tabulationInputSchema>;

export const tabulationResponseSchema = z.object({ statusCode: z.number().int(), tabulation: tabulationSchema });
export const tabulationListResponseSchema = z.object({ statusCode: z.number().int(), tabulations: z.array(tabulationSchema) });

/** A row of the management list (/manageTabulations): how many attendances ended with it. */
export const tabulationRowSchema = tabulationSchema.extend({ attendancesCount: z.number().int() });
export type TabulationRow = z.infer<typeof tabulationRowSchema>;

export const tabulationSorts = ['name', 'createdAt'] as const;
export const tabulationListQuerySchema = listQuerySchema(tabulationSorts, { sort: 'name' });

/** Usage kind answered by GET .../:tabulationId/usage. */
export const tabulationUsageKinds = ['attendances'] as const;
