// /api/message: history of an attendance, sending, unread counts.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idSchema, messagePageQuerySchema, messagePageSchema, sendMessageResponseSchema, sendMessageSchema, sendTemplateSchema } from '@atende/contract';
import { principalOf, tenantOf } from '../../platform/http/access.js';
import type { MessagesService } from './messages.service.js';
import { type AttendancesService, conversationAccess, embeddedConversationAccess } from '../attendances/index.js';

const tags = ['mensagens'];

export function messagesRoutes(app: FastifyInstance, messages: MessagesService, attendances: AttendancesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/message/attendance/:attendanceId', {
    config: { access: embeddedConversationAccess },
    schema: {
      tags,
      summary: 'Mensagens do atendimento (mais novas primeiro, paginação por cursor)',
      params: z.object({ attendanceId: idSchema }),
      querystring: messagePageQuerySchema,
      response: { 200: messagePageSchema },
    },
    handler: (request) =>
      messages.history(
        principalOf(request),
        tenantOf(request),
        request.params.attendanceId,
        request.query.before,
        request.query.limit,
      ),
  });

  r.post('/api/message/send', {
    config: { access: { roles: ['operator', 'channel'], allowEmbedToken: true } },
    schema: {
      tags,
      summary: 'Enviar mensagem (texto, mídia enviada por /api/upload, botões, lista, localização ou reação)',
      description:
        'Dentro da janela de 24 horas do atendimento. Limites da Meta: até 3 botões de 20 caracteres; lista com até 10 opções somando as seções, ' +
        'títulos de 24 e descrições de 72 caracteres, botão da lista de 20; texto de mensagens interativas até 1024. Reação com emoji vazio remove a reação.',
      body: sendMessageSchema,
      response: { 201: sendMessageResponseSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ statusCode: 201, message: await messages.send(principalOf(request), tenantOf(request), request.body) }),
  });

  r.post('/api/message/send_template', {
    // The embedded chat offers a template when the 24-hour window is closed.
    config: { access: { roles: ['channel', 'operator'], permissions: ['ManageHSMModels'], allowEmbedToken: true } },
    schema: {
      tags,
      summary: 'Enviar um modelo aprovado (HSM) a um número, inclusive fora da janela de 24 horas',
      description: 'Cria o contato se não existir; a mensagem entra no atendimento aberto do contato, se houver. `params` são as variáveis do corpo, em ordem.',
      body: sendTemplateSchema,
      response: { 201: sendMessageResponseSchema },
    },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, message: await messages.sendTemplate(principalOf(request), request.body) }),
  });

  r.post('/api/message/read/:attendanceId', {
    config: { access: embeddedConversationAccess },
    schema: {
      tags,
      summary: 'Marcar o atendimento como lido (zera as não lidas)',
      params: z.object({ attendanceId: idSchema }),
      response: { 200: z.object({ statusCode: z.number() }) },
    },
    handler: async (request) => {
      await attendances.markRead(principalOf(request), tenantOf(request), request.params.attendanceId);
      return { statusCode: 200 };
    },
  });

  r.get('/api/message/unread/:operatorId', {
    config: { access: conversationAccess },
    schema: {
      tags,
      summary: 'Não lidas por atendimento',
      params: z.object({ operatorId: idSchema }),
      response: { 200: z.object({ statusCode: z.number(), unread: z.array(z.object({ attendanceId: idSchema, unread: z.number() })) }) },
    },
    handler: async (request) => ({
      statusCode: 200,
      unread: await attendances.unread(principalOf(request), tenantOf(request), request.params.operatorId),
    }),
  });
}
