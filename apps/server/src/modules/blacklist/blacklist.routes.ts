// /api/channel/blacklist: the channel's blocked numbers (owner; managers with ManageChannel).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blacklistEntryResponseSchema,
  blacklistListQuerySchema,
  blacklistNumberInputSchema,
  blacklistPageSchema,
  errorBodySchema,
  okSchema,
  pageParamsSchema,
} from '@atende/contract';
import type { RouteAccessRule } from '../../platform/http/access.js';
import { principalOf, tenantOf } from '../../platform/http/access.js';
import type { BlacklistService } from './blacklist.service.js';

const tags = ['números bloqueados'];
const access: RouteAccessRule = { roles: ['channel'], permissions: ['ManageChannel'] };
const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export function blacklistRoutes(app: FastifyInstance, blacklist: BlacklistService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/channel/blacklist/number', {
    config: { access },
    schema: {
      tags,
      summary: 'Bloquear número (só dígitos; 55 é acrescentado quando falta)',
      body: blacklistNumberInputSchema,
      response: { 201: blacklistEntryResponseSchema, 409: errorBodySchema, ...refused },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ statusCode: 201, entry: await blacklist.add(tenantOf(request), request.body.number, principalOf(request).userId) }),
  });

  r.delete('/api/channel/blacklist/number', {
    config: { access },
    schema: {
      tags,
      summary: 'Desbloquear número',
      body: blacklistNumberInputSchema,
      response: { 200: okSchema, 404: errorBodySchema, ...refused },
    },
    handler: async (request) => {
      await blacklist.remove(tenantOf(request), request.body.number);
      return { statusCode: 200, message: 'Número desbloqueado.' };
    },
  });

  r.get('/api/channel/blacklist/page/:page', {
    config: { access },
    schema: {
      tags,
      summary: 'Listar números bloqueados (paginado, busca por dígitos)',
      params: pageParamsSchema,
      querystring: blacklistListQuerySchema,
      response: { 200: blacklistPageSchema, ...refused },
    },
    handler: (request) => blacklist.page(tenantOf(request), { ...request.query, page: request.params.page }),
  });
}
