// /api/kanbans cards: the board's screen and its columns, one card with its history, and the card
// writes. The board screen (/manageKanban) is the owner's and managers' with ManageKanbans; operators
// reach the boards open to their departments from the attendance panel, for the contacts they serve.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idSchema,
  kanbanBoardQuerySchema,
  kanbanBoardResponseSchema,
  kanbanCardCreateSchema,
  kanbanCardMoveSchema,
  kanbanCardPatchBodySchema,
  kanbanCardResponseSchema,
  kanbanColumnQuerySchema,
  kanbanColumnResponseSchema,
  kanbanContactCardsResponseSchema,
  kanbanHistoryResponseSchema,
  kanbanListResponseSchema,
  okSchema,
} from '@atende/contract';
import { kanbanCallerOf } from './kanban-caller.js';
import type { KanbanCardsService } from './kanban-cards.service.js';
import { kanbanManage, kanbanUse, kanbanTags as tags } from './kanban-access.js';

const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const conflict = { ...refused, 409: errorBodySchema };
const boardParams = z.object({ kanbanId: idSchema });
const cardParams = z.object({ kanbanId: idSchema, cardId: idSchema });

export function kanbanCardsRoutes(app: FastifyInstance, cards: KanbanCardsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/kanbans/available', {
    config: { access: kanbanUse },
    schema: { tags, summary: 'Quadros (com etapas) que o usuário pode usar no painel de atendimento', response: { 200: kanbanListResponseSchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, kanbans: await cards.available(kanbanCallerOf(request)) }),
  });

  r.get('/api/kanbans/contact-cards/:contactId', {
    config: { access: kanbanUse },
    schema: { tags, summary: 'Cartões de um contato nos quadros que o usuário pode usar', params: z.object({ contactId: idSchema }), response: { 200: kanbanContactCardsResponseSchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, cards: await cards.contactCards(kanbanCallerOf(request), request.params.contactId) }),
  });

  r.get('/api/kanbans/:kanbanId/board', {
    config: { access: kanbanManage },
    schema: {
      tags,
      summary: 'O quadro: etapas e, de cada coluna, a contagem, o valor total e a primeira página de cartões (com os filtros)',
      params: boardParams,
      querystring: kanbanBoardQuerySchema,
      response: { 200: kanbanBoardResponseSchema, ...refused },
    },
    handler: (request) => cards.board(kanbanCallerOf(request), request.params.kanbanId, request.query),
  });

  r.get('/api/kanbans/:kanbanId/steps/:stepId/cards', {
    config: { access: kanbanManage },
    schema: { tags, summary: 'A próxima página de uma coluna (after: o cursor da página anterior)', params: z.object({ kanbanId: idSchema, stepId: idSchema }), querystring: kanbanColumnQuerySchema, response: { 200: kanbanColumnResponseSchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, column: await cards.column(kanbanCallerOf(request), request.params.kanbanId, request.params.stepId, request.query) }),
  });

  r.post('/api/kanbans/:kanbanId/cards', {
    config: { access: kanbanUse },
    schema: { tags, summary: 'Criar um cartão para um contato (ou o contato de um atendimento) no topo de uma etapa', params: boardParams, body: kanbanCardCreateSchema, response: { 201: kanbanCardResponseSchema, ...conflict } },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, card: await cards.create(kanbanCallerOf(request), request.params.kanbanId, request.body) }),
  });

  r.get('/api/kanbans/:kanbanId/cards/:cardId', {
    config: { access: kanbanUse },
    schema: { tags, summary: 'Um cartão', params: cardParams, response: { 200: kanbanCardResponseSchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, card: await cards.read(kanbanCallerOf(request), request.params.kanbanId, request.params.cardId) }),
  });

  r.get('/api/kanbans/:kanbanId/cards/:cardId/history', {
    config: { access: kanbanUse },
    schema: { tags, summary: 'O histórico do cartão (criação, movimentações, edições, valor, ações das etapas), do mais novo ao mais antigo', params: cardParams, response: { 200: kanbanHistoryResponseSchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, history: await cards.history(kanbanCallerOf(request), request.params.kanbanId, request.params.cardId) }),
  });

  r.patch('/api/kanbans/:kanbanId/cards/:cardId', {
    config: { access: kanbanUse },
    schema: {
      tags,
      summary: 'Alterar um cartão (os campos enviados), com a versão lida: alterado por outra pessoa desde então, 409',
      params: cardParams,
      body: kanbanCardPatchBodySchema,
      response: { 200: kanbanCardResponseSchema, ...conflict },
    },
    handler: async (request) => ({ statusCode: 200, card: await cards.patch(kanbanCallerOf(request), request.params.kanbanId, request.params.cardId, request.body) }),
  });

  r.post('/api/kanbans/:kanbanId/cards/:cardId/move', {
    config: { access: kanbanUse },
    schema: {
      tags,
      summary: 'Mover um cartão para uma etapa, entre os vizinhos vistos, com a versão lida: movido por outra pessoa desde então, 409',
      params: cardParams,
      body: kanbanCardMoveSchema,
      response: { 200: kanbanCardResponseSchema, ...conflict },
    },
    handler: async (request) => ({ statusCode: 200, card: await cards.move(kanbanCallerOf(request), request.params.kanbanId, request.params.cardId, request.body) }),
  });

  r.delete('/api/kanbans/:kanbanId/cards/:cardId', {
    config: { access: kanbanManage },
    schema: { tags, summary: 'Excluir um cartão (o contato e as conversas continuam)', params: cardParams, response: { 200: okSchema, ...refused } },
    handler: async (request) => {
      await cards.remove(kanbanCallerOf(request), request.params.kanbanId, request.params.cardId);
      return { statusCode: 200, message: 'Cartão excluído.' };
    },
  });
}
