import { z } from 'zod';

const part = z.object({ ok: z.boolean(), detail: z.string().optional() });
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: part.extend({ driver: z.enum(['pglite', 'postgres']) }),
  queue: part,
  redis: part.extend({ configured: z.boolean() }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
