// /api/quickanswers: the composer's search (operators and everyone of the channel) and the CRUD of
// the management screen (owner, managers with ManageQuickAnswers). All behind the quickAnswers module.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamsSchema,
  okSchema,
  pagedSchema,
  pageParamsSchema,
  quickAnswerInputSchema,
  quickAnswerListResponseSchema,
  quickAnswerPageQuerySchema,
  quickAnswerResponseSchema,
  quickAnswerRowSchema,
  quickAnswerSearchQuerySchema,
} from '@atende/contract';
import type { RouteAccessRule } from '../../platform/http/access.js';
import { tenantOf } from '../../platform/http/access.js';
import { saveRoutes } from '../../platform/crud/crud-routes.js';
import type { QuickAnswersService } from './quick-answers.service.js';

const tags = ['respostas rápidas'];

/** Everyone of the channel reads them while answering (the /chat embed too). */
const readAccess: RouteAccessRule = {
  roles: ['channel', 'channel_manager', 'operator'],
  module: 'quickAnswers',
  allowEmbedToken: true,
};
const manageAccess: RouteAccessRule = { roles: ['channel'], permissions: ['ManageQuickAnswers'], module: 'quickAnswers' };

const refused = { 401: errorBodySchema, 403: errorBodySchema };

export function quickAnswersRoutes(app: FastifyInstance, quickAnswers: QuickAnswersService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/quickanswers', {
    config: { access: readAccess },
    schema: {
      tags,
      summary: 'Buscar respostas rápidas (composer): atalho ou texto contendo a busca, atalhos que começam com ela primeiro',
      querystring: quickAnswerSearchQuerySchema,
      response: { 200: quickAnswerListResponseSchema, 400: errorBodySchema, ...refused },
    },
    handler: async (request) => ({
      statusCode: 200,
      quickAnswers: await quickAnswers.search(tenantOf(request), request.query.search, request.query.limit),
    }),
  });

  r.get('/api/quickanswers/page/:page', {
    config: { access: manageAccess },
    schema: {
      tags,
      summary: 'Listar respostas rápidas (paginado; por atalho, criação ou alteração; com o nome do anexo)',
      params: pageParamsSchema,
      querystring: quickAnswerPageQuerySchema,
      response: { 200: pagedSchema(quickAnswerRowSchema), 400: errorBodySchema, ...refused },
    },
    handler: (request) => quickAnswers.page(tenantOf(request), { ...request.query, page: request.params.page }),
  });

  r.get('/api/quickanswers/:id', {
    config: { access: manageAccess },
    schema: {
      tags,
      summary: 'Obter resposta rápida',
      params: idParamsSchema,
      response: { 200: quickAnswerResponseSchema, 404: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, quickAnswer: await quickAnswers.get(tenantOf(request), request.params.id) }),
  });

  saveRoutes(app, {
    key: 'quickAnswer',
    access: manageAccess,
    tags,
    idParam: 'id',
    channelOf: tenantOf,
    create: {
      url: '/api/quickanswers',
      summary: 'Criar resposta rápida',
      body: quickAnswerInputSchema,
      response: { 201: quickAnswerResponseSchema, 400: errorBodySchema, 409: errorBodySchema, ...refused },
      save: quickAnswers.create,
    },
    update: {
      url: '/api/quickanswers/:id',
      summary: 'Alterar resposta rápida',
      params: idParamsSchema,
      body: quickAnswerInputSchema,
      response: { 200: quickAnswerResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...refused },
      save: quickAnswers.update,
    },
  });

  r.delete('/api/quickanswers/:id', {
    config: { access: manageAccess },
    schema: {
      tags,
      summary: 'Excluir resposta rápida',
      params: idParamsSchema,
      response: { 200: okSchema, 404: errorBodySchema, ...refused },
    },
    handler: async (request) => {
      await quickAnswers.remove(tenantOf(request), request.params.id);
      return { statusCode: 200, message: 'Resposta rápida excluída.' };
    },
  });
}
