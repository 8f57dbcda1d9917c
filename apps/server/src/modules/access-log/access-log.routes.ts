// /api/user/access-log: the caller's own sign-ins, failed sign-ins and sign-outs (/log), any role.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessLogPageSchema, accessLogQuerySchema, errorBodySchema, pageParamsSchema, type AccessLogEntryView } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { principalOf } from '../../platform/http/access.js';
import { pageUserAccess, type AccessLogRow } from './access-log.repository.js';

const toView = (row: AccessLogRow): AccessLogEntryView => ({
  _id: row.id,
  userId: row.userId ?? '',
  login: row.login,
  event: row.event,
  ip: row.ip,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
});

export function accessLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/user/access-log/page/:page', {
    config: { access: { roles: ['admin', 'channel', 'channel_manager', 'operator'] } },
    schema: {
      tags: ['usuários'],
      summary: 'Meu histórico de acesso (paginado, mais recentes primeiro)',
      params: pageParamsSchema,
      querystring: accessLogQuerySchema,
      response: { 200: accessLogPageSchema, 400: errorBodySchema, 401: errorBodySchema },
    },
    handler: async (request) => {
      const { page } = request.params;
      const { perPage } = request.query;
      const { rows, total } = await pageUserAccess(ctx.db.orm, principalOf(request).userId, page, perPage);
      return { statusCode: 200, items: rows.map(toView), page, perPage, total };
    },
  });
}
