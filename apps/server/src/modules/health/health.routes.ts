// GET /api/health: database, queue and Redis, for load balancers and the start-up check.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, type HealthResponse } from '@atende/contract';
import type { Database } from '../../platform/db/database.js';

export type HealthProbes = {
  db: Database;
  queue: () => Promise<{ ok: boolean; detail?: string }>;
  redis: () => Promise<{ ok: boolean; configured: boolean; detail?: string }>;
  version: string;
};

export function healthRoutes(app: FastifyInstance, probes: HealthProbes): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    config: { access: { public: true, reason: 'load balancers and start-up checks' } },
    schema: { tags: ['saúde'], summary: 'Saúde do serviço', response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    handler: async (_request, reply) => {
      const database = await probes.db.pool
        .query('select 1')
        .then(() => ({ ok: true, driver: probes.db.driver }))
        .catch((err: Error) => ({ ok: false, driver: probes.db.driver, detail: err.message }));
      const [queue, redis] = await Promise.all([probes.queue(), probes.redis()]);
      const ok = database.ok && queue.ok && redis.ok;
      const body: HealthResponse = {
        status: ok ? 'ok' : 'degraded',
        database,
        queue,
        redis,
        version: probes.version,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  });
}
