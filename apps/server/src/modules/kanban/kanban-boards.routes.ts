// /api/kanbans (module kanban: kanban and customerPortfolioEnabled): the owner and managers with
// ManageKanbans manage boards and their steps (/manageKanbans).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idSchema,
  kanbanCreateSchema,
  kanbanDeleteQuerySchema,
  kanbanDeleteResponseSchema,
  kanbanListQuerySchema,
  kanbanPageSchema,
  kanbanPatchBodySchema,
  kanbanResponseSchema,
  kanbanStepInputSchema,
  kanbanStepOrderSchema,
  kanbanStepPatchSchema,
  kanbanStepResponseSchema,
  okSchema,
  pageParamsSchema,
} from '@atende/contract';
import { tenantOf } from '../../platform/http/access.js';
import { kanbanCallerOf } from './kanban-caller.js';
import type { KanbanBoardsService } from './kanban-boards.service.js';
import { kanbanManage, kanbanTags as tags } from './kanban-access.js';

const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const conflict = { ...refused, 409: errorBodySchema };
const params = z.object({ id: idSchema });
const stepParams = z.object({ kanbanId: idSchema, stepId: idSchema });
const access = kanbanManage;

export function kanbanBoardsRoutes(app: FastifyInstance, boards: KanbanBoardsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/kanbans/page/:page', {
    config: { access },
    schema: { tags, summary: 'Quadros do canal (paginado), com etapas e cartões contados', params: pageParamsSchema, querystring: kanbanListQuerySchema, response: { 200: kanbanPageSchema, ...refused } },
    handler: (request) => boards.page(tenantOf(request), { ...request.query, page: request.params.page }),
  });

  r.post('/api/kanbans', {
    config: { access },
    schema: { tags, summary: 'Criar um quadro (com as primeiras etapas)', body: kanbanCreateSchema, response: { 201: kanbanResponseSchema, ...conflict } },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, kanban: await boards.create(tenantOf(request), request.body) }),
  });

  r.get('/api/kanbans/:id', {
    config: { access },
    schema: { tags, summary: 'Um quadro com as etapas', params, response: { 200: kanbanResponseSchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, kanban: await boards.read(tenantOf(request), request.params.id) }),
  });

  r.patch('/api/kanbans/:id', {
    config: { access },
    schema: { tags, summary: 'Renomear, limitar a departamentos, arquivar ou desarquivar um quadro', params, body: kanbanPatchBodySchema, response: { 200: kanbanResponseSchema, ...conflict } },
    handler: async (request) => ({ statusCode: 200, kanban: await boards.update(tenantOf(request), request.params.id, request.body) }),
  });

  r.post('/api/kanbans/:id/duplicate', {
    config: { access },
    schema: { tags, summary: 'Duplicar um quadro (departamentos e etapas, sem os cartões)', params, response: { 201: kanbanResponseSchema, ...conflict } },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, kanban: await boards.duplicate(tenantOf(request), request.params.id) }),
  });

  r.delete('/api/kanbans/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Excluir um quadro: os cartões são excluídos (cards=delete) ou vão para a primeira etapa de outro quadro (cards=move&moveTo=<id>)',
      params,
      querystring: kanbanDeleteQuerySchema,
      response: { 200: kanbanDeleteResponseSchema, ...conflict },
    },
    handler: async (request) => {
      const { moved, removed } = await boards.remove(kanbanCallerOf(request), request.params.id, request.query);
      return { statusCode: 200, message: 'Quadro excluído.', moved, removed };
    },
  });

  r.post('/api/kanbans/:kanbanId/steps', {
    config: { access },
    schema: { tags, summary: 'Adicionar uma etapa ao fim do quadro (no máximo 20)', params: z.object({ kanbanId: idSchema }), body: kanbanStepInputSchema, response: { 201: kanbanStepResponseSchema, ...conflict } },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, step: await boards.steps.add(tenantOf(request), request.params.kanbanId, request.body) }),
  });

  r.put('/api/kanbans/:kanbanId/steps/order', {
    config: { access },
    schema: { tags, summary: 'Reordenar as etapas (todas, na nova ordem)', params: z.object({ kanbanId: idSchema }), body: kanbanStepOrderSchema, response: { 200: okSchema, ...refused } },
    handler: async (request) => {
      await boards.steps.order(tenantOf(request), request.params.kanbanId, request.body.stepIds);
      return { statusCode: 200 };
    },
  });

  r.patch('/api/kanbans/:kanbanId/steps/:stepId', {
    config: { access },
    schema: { tags, summary: 'Alterar uma etapa (nome, cor, tipo, ação automática)', params: stepParams, body: kanbanStepPatchSchema, response: { 200: kanbanStepResponseSchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, step: await boards.steps.update(tenantOf(request), request.params.kanbanId, request.params.stepId, request.body) }),
  });

  r.delete('/api/kanbans/:kanbanId/steps/:stepId', {
    config: { access },
    schema: { tags, summary: 'Excluir uma etapa sem cartões', params: stepParams, response: { 200: okSchema, ...conflict } },
    handler: async (request) => {
      await boards.steps.remove(tenantOf(request), request.params.kanbanId, request.params.stepId);
      return { statusCode: 200, message: 'Etapa excluída.' };
    },
  });
}
