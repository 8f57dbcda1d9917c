// /api/channel/tags: the channel's tags. Everybody of the channel reads them (contact forms and
// filters); the owner and managers with Managetags change them.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idSchema,
  pagedSchema,
  pageParamsSchema,
  tagCreateSchema,
  tagInputSchema,
  tagListQuerySchema,
  tagListResponseSchema,
  tagResponseSchema,
  tagRowSchema,
} from '@atende/contract';
import { ownChannel, type RouteAccessRule } from '../../platform/http/access.js';
import { pathChannel, replaceableRoutes, saveRoutes } from '../../platform/crud/crud-routes.js';
import type { TagsService } from './tags.service.js';

const docTags = ['etiquetas'];
// Read by the tag screens, the contacts and attendance filters, and operators (the contact's badge).
const read: RouteAccessRule = { roles: ['channel', 'operator'], permissions: ['Managetags', 'Contacts', 'AttendancesManage'] };
const manage: RouteAccessRule = { roles: ['channel'], permissions: ['Managetags'] };
const refused = { 401: errorBodySchema, 403: errorBodySchema };
const channelParams = z.object({ channelId: idSchema });
const itemParams = z.object({ channelId: idSchema, tagId: idSchema });

export function tagsRoutes(app: FastifyInstance, tags: TagsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/channel/tags/:channelId', {
    config: { access: read },
    schema: {
      tags: docTags,
      summary: 'Todas as etiquetas do canal (para seleção), por nome',
      params: channelParams,
      response: { 200: tagListResponseSchema, 404: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, tags: await tags.list(ownChannel(request, request.params.channelId)) }),
  });

  r.get('/api/channel/tags/:channelId/page/:page', {
    config: { access: read },
    schema: {
      tags: docTags,
      summary: 'Listar etiquetas (paginado, com a quantidade de contatos)',
      params: channelParams.extend(pageParamsSchema.shape),
      querystring: tagListQuerySchema,
      response: { 200: pagedSchema(tagRowSchema), 400: errorBodySchema, 404: errorBodySchema, ...refused },
    },
    handler: (request) => tags.page(ownChannel(request, request.params.channelId), { ...request.query, page: request.params.page }),
  });

  saveRoutes(app, {
    key: 'tag',
    access: manage,
    tags: docTags,
    idParam: 'tagId',
    channelOf: pathChannel,
    create: {
      url: '/api/channel/tags/:channelId',
      summary: 'Criar etiqueta (sem cor, o servidor escolhe uma)',
      params: channelParams,
      body: tagCreateSchema,
      response: { 201: tagResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...refused },
      save: (channelId, body: { name: string; color?: string }) => tags.create(channelId, body),
    },
    update: {
      url: '/api/channel/tags/:channelId/:tagId',
      summary: 'Alterar etiqueta',
      params: itemParams,
      body: tagInputSchema,
      response: { 200: tagResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...refused },
      save: (channelId, id, body: { name: string; color: string }) => tags.update(channelId, id, body),
    },
  });

  replaceableRoutes(app, {
    itemUrl: '/api/channel/tags/:channelId/:tagId',
    params: itemParams,
    idParam: 'tagId',
    access: manage,
    tags: docTags,
    refused,
    summaries: { usage: 'Quantos contatos têm a etiqueta', remove: 'Excluir etiqueta: os contatos passam para replaceWith, ou ficam sem etiqueta' },
    removed: 'Etiqueta excluída.',
    channelOf: pathChannel,
    usage: tags.usage,
    remove: tags.remove,
  });
}
