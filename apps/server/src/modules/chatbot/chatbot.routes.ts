// /api/chatbot: the channel's bot (settings, menus, automatic messages) and the editor's dry run.
// The owner edits it, and managers with Managemenu (menus and settings) or Managemessages (messages).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  automaticMessagesResponseSchema,
  automaticMessagesSchema,
  botPreviewRequestSchema,
  botPreviewResponseSchema,
  botSettingsResponseSchema,
  botSettingsSchema,
  chatbotResponseSchema,
  errorBodySchema,
  menuParamsSchema,
  menuResponseSchema,
  menuSchema,
  okSchema,
} from '@atende/contract';
import { principalOf, tenantOf, type RouteAccessRule } from '../../platform/http/access.js';
import type { ChatbotService } from './chatbot.service.js';

const docTags = ['chatbot'];
const menus: RouteAccessRule = { roles: ['channel'], permissions: ['Managemenu'] };
const messages: RouteAccessRule = { roles: ['channel'], permissions: ['Managemessages'] };
const refused = { 401: errorBodySchema, 403: errorBodySchema };

export function chatbotRoutes(app: FastifyInstance, chatbot: ChatbotService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/chatbot', {
    config: { access: menus },
    schema: { tags: docTags, summary: 'O bot do canal: configurações e todos os menus', response: { 200: chatbotResponseSchema, 404: errorBodySchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, chatbot: await chatbot.get(principalOf(request), tenantOf(request)) }),
  });

  r.put('/api/chatbot/settings', {
    config: { access: menus },
    schema: {
      tags: docTags,
      summary: 'Alterar o comportamento do bot (ativar, menu inicial, departamento padrão, tempos, pesquisa)',
      body: botSettingsSchema,
      response: { 200: botSettingsResponseSchema, 400: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, settings: await chatbot.saveSettings(tenantOf(request), request.body) }),
  });

  r.post('/api/chatbot/menus', {
    config: { access: menus },
    schema: {
      tags: docTags,
      summary: 'Criar menu (o identificador vem do editor; o primeiro menu vira o inicial)',
      body: menuSchema,
      response: { 201: menuResponseSchema, 400: errorBodySchema, 409: errorBodySchema, ...refused },
    },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, menu: await chatbot.createMenu(tenantOf(request), request.body) }),
  });

  r.put('/api/chatbot/menus/:menuId', {
    config: { access: menus },
    schema: {
      tags: docTags,
      summary: 'Alterar menu',
      params: menuParamsSchema,
      body: menuSchema,
      response: { 200: menuResponseSchema, 400: errorBodySchema, 404: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, menu: await chatbot.updateMenu(tenantOf(request), request.params.menuId, request.body) }),
  });

  r.delete('/api/chatbot/menus/:menuId', {
    config: { access: menus },
    schema: {
      tags: docTags,
      summary: 'Excluir menu (recusado enquanto outro menu leva a ele ou se for o inicial)',
      params: menuParamsSchema,
      response: { 200: okSchema, 404: errorBodySchema, 409: errorBodySchema, ...refused },
    },
    handler: async (request) => {
      await chatbot.removeMenu(tenantOf(request), request.params.menuId);
      return { statusCode: 200, message: 'Menu excluído.' };
    },
  });

  r.get('/api/chatbot/messages', {
    config: { access: messages },
    schema: { tags: docTags, summary: 'Mensagens automáticas do canal', response: { 200: automaticMessagesResponseSchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, messages: await chatbot.getMessages(tenantOf(request)) }),
  });

  r.put('/api/chatbot/messages', {
    config: { access: messages },
    schema: {
      tags: docTags,
      summary: 'Alterar as mensagens automáticas (vazio: não enviar)',
      body: automaticMessagesSchema,
      response: { 200: automaticMessagesResponseSchema, 400: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, messages: await chatbot.saveMessages(tenantOf(request), request.body) }),
  });

  r.post('/api/chatbot/preview', {
    config: { access: menus },
    schema: {
      tags: docTags,
      summary: 'Testar um fluxo (rascunho) sem enviar nada: o que o cliente receberia',
      body: botPreviewRequestSchema,
      response: { 200: botPreviewResponseSchema, 400: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, ...(await chatbot.preview(tenantOf(request), request.body)) }),
  });
}
