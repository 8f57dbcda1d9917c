// The one error body every failure returns (spec section 8).
import { z } from 'zod';

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  erroMensagem: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  data: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
