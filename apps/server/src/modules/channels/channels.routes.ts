// /api/channel: companies' channels (admin), the own channel's config, secondary channels, managers.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  channelConfigPatchSchema,
  channelConfigResponseSchema,
  channelCreateSchema,
  channelFilterSchema,
  channelPageSchema,
  channelResponseSchema,
  channelUpdateSchema,
  idParamsSchema,
  idSchema,
  managerCreateSchema,
  managerListQuerySchema,
  managerPageSchema,
  managerResponseSchema,
  managerSchema,
  managerUpdateSchema,
  okSchema,
  pageParamsSchema,
  secondaryChannelCreateSchema,
  secondaryChannelsResponseSchema,
} from '@atende/contract';
import { principalOf, tenantOf } from '../../platform/http/access.js';
import type { ChannelsService } from './channels.service.js';
import type { ManagersService } from './managers.service.js';

const admin = ['admin'] as const;
const tags = ['canais'];
const pageParams = z.object({ page: z.coerce.number().int().min(1, 'Página inválida') });
const perPageQuery = z.object({ perPage: z.coerce.number().int().min(1).max(100).default(20) });

export function channelsRoutes(app: FastifyInstance, channels: ChannelsService, managers: ManagersService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const wrap = (channel: Awaited<ReturnType<ChannelsService['get']>>) => ({ statusCode: 200, channel: { channel } });

  r.post('/api/channel', {
    config: { access: { roles: admin } },
    schema: { tags, summary: 'Criar empresa (canal + conta do dono)', body: channelCreateSchema, response: { 201: channelResponseSchema } },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, channel: { channel: await channels.create(request.body) } }),
  });

  r.get('/api/channel/page/:page', {
    config: { access: { roles: admin } },
    schema: { tags, summary: 'Listar canais (paginado)', params: pageParams, querystring: perPageQuery, response: { 200: channelPageSchema } },
    handler: (request) => channels.page({}, request.params.page, request.query.perPage),
  });

  r.post('/api/channel/filter/page/:page', {
    config: { access: { roles: admin } },
    schema: {
      tags,
      summary: 'Filtrar canais (paginado)',
      params: pageParams,
      querystring: perPageQuery,
      body: channelFilterSchema,
      response: { 200: channelPageSchema },
    },
    handler: (request) => channels.page(request.body, request.params.page, request.query.perPage),
  });

  // Static segments (config, secondary, manager) are registered before /:id; find-my-way prefers them anyway.
  r.get('/api/channel/config/:id', {
    config: { access: { roles: ['admin', 'channel', 'channel_manager', 'operator'], allowEmbedToken: true } },
    schema: { tags, summary: 'Configuração do canal', params: idParamsSchema, response: { 200: channelConfigResponseSchema } },
    handler: async (request) => ({
      statusCode: 200,
      channelConfig: await channels.getConfig(principalOf(request), request.params.id),
    }),
  });

  r.put('/api/channel/config/:id', {
    config: { access: { roles: ['admin', 'channel'], permissions: ['ManageModules'] } },
    schema: {
      tags,
      summary: 'Alterar módulos e opções do canal',
      params: idParamsSchema,
      body: channelConfigPatchSchema,
      response: { 200: channelConfigResponseSchema },
    },
    handler: async (request) => ({
      statusCode: 200,
      channelConfig: await channels.updateConfig(principalOf(request), request.params.id, request.body),
    }),
  });

  r.post('/api/channel/secondary', {
    config: { access: { roles: admin } },
    schema: { tags, summary: 'Vincular canal secundário', body: secondaryChannelCreateSchema, response: { 200: secondaryChannelsResponseSchema } },
    handler: async (request) => ({
      statusCode: 200,
      channels: await channels.addSecondary(request.body.channelId, request.body.secondaryChannelId),
    }),
  });

  r.get('/api/channel/secondary/channelId/:id', {
    config: { access: { roles: ['admin', 'channel', 'channel_manager'] } },
    schema: { tags, summary: 'Canais secundários', params: idParamsSchema, response: { 200: secondaryChannelsResponseSchema } },
    handler: async (request) => ({ statusCode: 200, channels: await channels.secondaryOf(principalOf(request), request.params.id) }),
  });

  r.post('/api/channel/manager', {
    config: { access: { roles: ['channel'] } },
    schema: { tags, summary: 'Criar supervisor', body: managerCreateSchema, response: { 201: z.object({ statusCode: z.number(), manager: managerSchema }) } },
    handler: async (request, reply) =>
      reply.status(201).send({ statusCode: 201, manager: await managers.create(tenantOf(request), request.body) }),
  });

  r.get('/api/channel/manager', {
    config: { access: { roles: ['channel'] } },
    schema: { tags, summary: 'Listar supervisores', response: { 200: z.object({ statusCode: z.number(), managers: z.array(managerSchema) }) } },
    handler: async (request) => ({ statusCode: 200, managers: await managers.list(tenantOf(request)) }),
  });

  r.get('/api/channel/manager/page/:page', {
    config: { access: { roles: ['channel'] } },
    schema: {
      tags,
      summary: 'Listar supervisores (paginado, com busca por nome, login ou e-mail)',
      params: pageParamsSchema,
      querystring: managerListQuerySchema,
      response: { 200: managerPageSchema },
    },
    handler: (request) => managers.page(tenantOf(request), { ...request.query, page: request.params.page }),
  });

  r.put('/api/channel/manager/:id', {
    config: { access: { roles: ['channel'] } },
    schema: {
      tags,
      summary: 'Editar supervisor (permissões, nome, e-mail, login, senha)',
      description: 'Só os campos enviados mudam; senha vazia mantém a atual. As sessões do supervisor recebem session.updated.',
      params: idParamsSchema,
      body: managerUpdateSchema,
      response: { 200: managerResponseSchema },
    },
    handler: async (request) => ({
      statusCode: 200,
      manager: await managers.update(tenantOf(request), request.params.id, request.body),
    }),
  });

  r.delete('/api/channel/manager/:id', {
    config: { access: { roles: ['channel'] } },
    schema: { tags, summary: 'Excluir supervisor', params: idParamsSchema, response: { 200: okSchema } },
    handler: async (request) => {
      await managers.remove(tenantOf(request), request.params.id);
      return { statusCode: 200 };
    },
  });

  r.get('/api/channel/:id', {
    config: { access: { roles: ['admin', 'channel', 'channel_manager', 'operator'] } },
    schema: { tags, summary: 'Obter canal', params: idParamsSchema, response: { 200: channelResponseSchema } },
    handler: async (request) => {
      await channels.reachable(principalOf(request), request.params.id);
      return wrap(await channels.get(request.params.id));
    },
  });

  r.put('/api/channel/:id', {
    config: { access: { roles: ['admin', 'channel'], permissions: ['ManageChannel'] } },
    schema: { tags, summary: 'Alterar canal', params: idParamsSchema, body: channelUpdateSchema, response: { 200: channelResponseSchema } },
    handler: async (request) => wrap(await channels.update(principalOf(request), request.params.id, request.body)),
  });

  r.delete('/api/channel/:id', {
    config: { access: { roles: admin } },
    schema: { tags, summary: 'Excluir canal', params: idParamsSchema, response: { 200: okSchema } },
    handler: async (request) => {
      await channels.remove(request.params.id);
      return { statusCode: 200 };
    },
  });

  r.patch('/api/channel/:id/blocked/:flag', {
    config: { access: { roles: admin } },
    schema: {
      tags,
      summary: 'Bloquear ou desbloquear canal',
      params: z.object({ id: idSchema, flag: z.enum(['true', 'false']).transform((v) => v === 'true') }),
      response: { 200: channelResponseSchema },
    },
    handler: async (request) => wrap(await channels.setBlocked(request.params.id, request.params.flag)),
  });
}
