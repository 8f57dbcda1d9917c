// /api/channel/tabulations: the channel's tabulations. Everybody of the channel reads the full list (the
// finish dialog); the owner and managers with ManageTabulations page, change and delete them.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idSchema,
  pagedSchema,
  pageParamsSchema,
  tabulationInputSchema,
  tabulationListQuerySchema,
  tabulationListResponseSchema,
  tabulationResponseSchema,
  tabulationRowSchema,
} from '@atende/contract';
import { ownChannel } from '../../platform/http/access.js';
import { pathChannel, replaceableRoutes, saveRoutes } from '../../platform/crud/crud-routes.js';
import type { TabulationsService } from './tabulations.service.js';

const tags = ['tabulações'];
const manage = { roles: ['channel'], permissions: ['ManageTabulations'] } as const;
const channelParams = z.object({ channelId: idSchema });
const itemParams = z.object({ channelId: idSchema, tabulationId: idSchema });

export function tabulationsRoutes(app: FastifyInstance, tabulations: TabulationsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/channel/tabulations/:channelId', {
    config: { access: { roles: ['channel', 'channel_manager', 'operator'], allowEmbedToken: true } },
    schema: { tags, summary: 'Tabulações do canal', params: channelParams, response: { 200: tabulationListResponseSchema } },
    handler: async (request) => ({ statusCode: 200, tabulations: await tabulations.list(ownChannel(request, request.params.channelId)) }),
  });

  r.get('/api/channel/tabulations/:channelId/page/:page', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Listar tabulações (paginado, com a quantidade de atendimentos)',
      params: channelParams.extend(pageParamsSchema.shape),
      querystring: tabulationListQuerySchema,
      response: { 200: pagedSchema(tabulationRowSchema), 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: (request) => tabulations.page(ownChannel(request, request.params.channelId), { ...request.query, page: request.params.page }),
  });

  saveRoutes(app, {
    key: 'tabulation',
    access: manage,
    tags,
    idParam: 'tabulationId',
    channelOf: pathChannel,
    create: {
      url: '/api/channel/tabulations/:channelId',
      summary: 'Criar tabulação',
      params: channelParams,
      body: tabulationInputSchema,
      response: { 201: tabulationResponseSchema },
      save: (channelId, body: { name: string }) => tabulations.create(channelId, body.name),
    },
    update: {
      url: '/api/channel/tabulations/:channelId/:tabulationId',
      summary: 'Renomear tabulação',
      params: itemParams,
      body: tabulationInputSchema,
      response: { 200: tabulationResponseSchema },
      save: (channelId, id, body: { name: string }) => tabulations.update(channelId, id, body.name),
    },
  });

  replaceableRoutes(app, {
    itemUrl: '/api/channel/tabulations/:channelId/:tabulationId',
    params: itemParams,
    idParam: 'tabulationId',
    access: manage,
    tags,
    refused: {},
    summaries: {
      usage: 'Quantos atendimentos terminaram com a tabulação',
      remove: 'Excluir tabulação: os atendimentos passam para replaceWith, ou ficam sem tabulação',
    },
    removed: 'Tabulação excluída.',
    channelOf: pathChannel,
    usage: tabulations.usage,
    remove: tabulations.remove,
  });
}
