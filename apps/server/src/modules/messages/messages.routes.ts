// /api/message: history of an attendance, sending, unread counts.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idSchema, messagePageQuerySchema, messagePageSchema, messageSchema, sendTextSchema } from '@atende/contract';
import { principalOf, tenantOf } from '../../platform/http/access.js';
import type { MessagesService } from './messages.service.js';
import type { AttendancesService } from '../attendances/attendances.service.js';
import { conversationAccess } from '../attendances/conversation-access.js';

const tags = ['mensagens'];

export function messagesRoutes(app: FastifyInstance, messages: MessagesService, attendances: AttendancesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/message/attendance/:attendanceId', {
    config: { access: conversationAccess },
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
    schema: { tags, summary: 'Enviar mensagem', body: sendTextSchema, response: { 201: z.object({ statusCode: z.number(), message: messageSchema }) } },
    handler: async (request, reply) =>
      reply.status(201).send({ statusCode: 201, message: await messages.sendText(principalOf(request), tenantOf(request), request.body) }),
  });

  r.post('/api/message/read/:attendanceId', {
    config: { access: conversationAccess },
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
