// /api/department: the departments of the caller's channel. Everybody of the channel reads the
// short list (transfer dialog); the owner and managers with ManageDepartments manage them.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  departmentInputSchema,
  departmentListQuerySchema,
  departmentListResponseSchema,
  departmentResponseSchema,
  departmentRowSchema,
  errorBodySchema,
  idParamsSchema,
  idSchema,
  pagedSchema,
  pageParamsSchema,
} from '@atende/contract';
import { ownChannel, tenantOf, type RouteAccessRule } from '../../platform/http/access.js';
import { replaceableRoutes, saveRoutes } from '../../platform/crud/crud-routes.js';
import type { DepartmentsService } from './departments.service.js';

const tags = ['departamentos'];
const manage: RouteAccessRule = { roles: ['channel'], permissions: ['ManageDepartments'] };
const refused = { 401: errorBodySchema, 403: errorBodySchema };
const channelParams = z.object({ channelId: idSchema });

export function departmentsRoutes(app: FastifyInstance, departments: DepartmentsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/department/channel/:channelId', {
    config: { access: { roles: ['channel', 'channel_manager', 'operator'], allowEmbedToken: true } },
    schema: {
      tags,
      summary: 'Departamentos do canal',
      params: channelParams,
      response: { 200: departmentListResponseSchema },
    },
    handler: async (request) => ({ statusCode: 200, departments: await departments.list(ownChannel(request, request.params.channelId)) }),
  });

  r.get('/api/department/channel/:channelId/page/:page', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Listar departamentos (paginado, com operadores e atendimentos abertos)',
      params: channelParams.extend(pageParamsSchema.shape),
      querystring: departmentListQuerySchema,
      response: { 200: pagedSchema(departmentRowSchema), 400: errorBodySchema, 404: errorBodySchema, ...refused },
    },
    handler: (request) =>
      departments.page(ownChannel(request, request.params.channelId), { ...request.query, page: request.params.page }),
  });

  saveRoutes(app, {
    key: 'department',
    access: manage,
    tags,
    idParam: 'id',
    channelOf: tenantOf,
    create: {
      url: '/api/department',
      summary: 'Criar departamento (o canal é o do usuário)',
      body: departmentInputSchema,
      response: { 201: departmentResponseSchema, 400: errorBodySchema, 409: errorBodySchema, ...refused },
      save: (channelId, body: { name: string }) => departments.create(channelId, body.name),
    },
    update: {
      url: '/api/department/:id',
      summary: 'Renomear departamento',
      params: idParamsSchema,
      body: departmentInputSchema,
      response: { 200: departmentResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...refused },
      save: (channelId, id, body: { name: string }) => departments.update(channelId, id, body.name),
    },
  });

  replaceableRoutes(app, {
    itemUrl: '/api/department/:id',
    params: idParamsSchema,
    idParam: 'id',
    access: manage,
    tags,
    refused,
    summaries: {
      usage: 'O que usa o departamento: operadores, atendimentos abertos e finalizados',
      remove: 'Excluir departamento: atendimentos e operadores vão para replaceWith, ou ficam sem departamento',
    },
    removed: 'Departamento excluído.',
    channelOf: tenantOf,
    usage: departments.usage,
    remove: departments.remove,
  });
}
