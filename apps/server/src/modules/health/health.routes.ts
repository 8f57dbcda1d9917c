// GET /api/health: database, queue and Redis, for load balancers and the start-up check. Any part
// down answers 503 with the reason in that part's `detail` (a database outage says so).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, type HealthResponse } from '@atende/contract';
import type { Database } from '../../platform/db/database.js';
import { databaseFailureReason } from '../../platform/db/connection-errors.js';
import { pingDatabase } from './health.repository.js';

/** A probe that hangs (a connect the network swallows) must not hang the load balancer's check. */
const PROBE_TIMEOUT_MS = 5000;

class ProbeTimeout extends Error {}

function bounded<T>(probe: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout()), PROBE_TIMEOUT_MS);
  });
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
}

function databaseProblem(err: unknown): string {
  return err instanceof ProbeTimeout ? `banco de dados sem resposta em ${PROBE_TIMEOUT_MS / 1000} s` : databaseFailureReason(err);
}

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
      const [database, queue, redis] = await Promise.all([
        bounded(pingDatabase(probes.db))
          .then(() => ({ ok: true, driver: probes.db.driver }))
          .catch((err: unknown) => ({ ok: false, driver: probes.db.driver, detail: databaseProblem(err) })),
        bounded(probes.queue()).catch((err: unknown) => ({ ok: false, detail: databaseProblem(err) })),
        bounded(probes.redis()).catch(() => ({ ok: false, configured: true, detail: `sem resposta em ${PROBE_TIMEOUT_MS / 1000} s` })),
      ]);
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
