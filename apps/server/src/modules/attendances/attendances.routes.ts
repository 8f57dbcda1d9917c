// /api/attendance: read, list, transfer and finish attendances; the queue and pulling from it; the
// observation; the operator's typing signal.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendanceFinishSchema,
  attendanceObservationSchema,
  attendancePageQuerySchema,
  attendancePageSchema,
  attendanceResponseSchema,
  attendanceTypingResponseSchema,
  idParamsSchema,
  idSchema,
  queuePageQuerySchema,
  TYPING_SIGNAL_SECONDS,
} from '@atende/contract';
import { fail } from '../../platform/http/errors.js';
import { principalOf, tenantOf } from '../../platform/http/access.js';
import type { AttendancesService } from './attendances.service.js';
import { conversationAccess, embeddedConversationAccess } from './conversation-access.js';

const tags = ['atendimentos'];

export function attendancesRoutes(app: FastifyInstance, attendances: AttendancesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Static segment: find-my-way prefers it to /:id.
  r.get('/api/attendance/queue', {
    config: { access: conversationAccess },
    schema: {
      tags,
      summary: 'Fila: atendimentos aguardando que o chamador pode puxar (paginado)',
      description:
        'Status waiting e offline_operators. Um operador vê os dos seus departamentos e os sem departamento; dono e gerentes veem a fila toda do canal.',
      querystring: queuePageQuerySchema,
      response: { 200: attendancePageSchema },
    },
    handler: (request) => attendances.queue(principalOf(request), tenantOf(request), request.query.page, request.query.perPage),
  });

  r.post('/api/attendance/:id/pull', {
    config: { access: { roles: ['operator'] } },
    schema: {
      tags,
      summary: 'Puxar da fila: o atendimento passa ao operador que chama',
      description: 'Dois operadores ao mesmo tempo: um recebe 200 e o outro 409 already_pulled.',
      params: idParamsSchema,
      response: { 200: attendanceResponseSchema },
    },
    handler: async (request) => ({
      statusCode: 200,
      attendance: await attendances.pull(principalOf(request), tenantOf(request), request.params.id),
    }),
  });

  r.put('/api/attendance/:id/observation', {
    config: { access: embeddedConversationAccess },
    schema: {
      tags,
      summary: 'Definir a observação do atendimento (texto inteiro; vazio apaga)',
      params: idParamsSchema,
      body: attendanceObservationSchema,
      response: { 200: attendanceResponseSchema },
    },
    handler: async (request) => ({
      statusCode: 200,
      attendance: await attendances.observe(principalOf(request), tenantOf(request), request.params.id, request.body.observation),
    }),
  });

  r.post('/api/attendance/:id/typing', {
    // The embedded chat is the operator's composer too.
    config: { access: { roles: ['operator'], allowEmbedToken: true } },
    schema: {
      tags,
      summary: 'O operador está digitando: o cliente vê "digitando…" no WhatsApp',
      description: `Só o operador do atendimento (também no chat incorporado), com o atendimento aberto. O provedor é avisado no máximo uma vez a cada ${TYPING_SIGNAL_SECONDS} s por atendimento (signalled false dentro dessa janela); na Cloud API a mesma chamada marca a última mensagem do cliente como lida.`,
      params: idParamsSchema,
      response: { 200: attendanceTypingResponseSchema },
    },
    handler: async (request) => ({
      statusCode: 200,
      signalled: await attendances.typing(principalOf(request), tenantOf(request), request.params.id),
    }),
  });

  r.get('/api/attendance/:id', {
    config: { access: embeddedConversationAccess },
    schema: { tags, summary: 'Obter atendimento', params: idParamsSchema, response: { 200: attendanceResponseSchema } },
    handler: async (request) => ({
      statusCode: 200,
      attendance: await attendances.get(principalOf(request), tenantOf(request), request.params.id),
    }),
  });

  r.get('/api/attendance/operator/:operatorId', {
    config: { access: conversationAccess },
    schema: {
      tags,
      summary: 'Atendimentos de um operador (paginado)',
      params: z.object({ operatorId: idSchema }),
      querystring: attendancePageQuerySchema,
      response: { 200: attendancePageSchema },
    },
    handler: (request) =>
      attendances.page(
        principalOf(request),
        tenantOf(request),
        { operatorId: request.params.operatorId, ...(request.query.status ? { status: request.query.status } : {}) },
        request.query.page,
        request.query.perPage,
      ),
  });

  r.get('/api/attendance/channel/:channelId', {
    config: { access: { roles: ['channel'], permissions: ['AttendancesManage'] } },
    schema: {
      tags,
      summary: 'Atendimentos do canal (paginado)',
      params: z.object({ channelId: idSchema }),
      querystring: attendancePageQuerySchema,
      response: { 200: attendancePageSchema },
    },
    handler: (request) => {
      const channelId = tenantOf(request);
      if (request.params.channelId !== channelId) throw fail('path_channel_not_found');
      return attendances.page(principalOf(request), channelId, request.query.status ? { status: request.query.status } : {}, request.query.page, request.query.perPage);
    },
  });

  r.post('/api/attendance/:id/transfer', {
    config: { access: embeddedConversationAccess },
    schema: {
      tags,
      summary: 'Transferir para outro operador ou departamento',
      params: idParamsSchema,
      body: z
        .object({ operatorId: idSchema.optional(), departmentId: idSchema.nullable().optional(), note: z.string().trim().max(1000).optional() })
        .refine((b) => !!b.operatorId !== (b.departmentId !== undefined), { message: 'Escolha um operador ou um departamento.', path: ['operatorId'] }),
      response: { 200: attendanceResponseSchema },
    },
    handler: async (request) => ({
      statusCode: 200,
      attendance: await attendances.transfer(
        principalOf(request),
        tenantOf(request),
        request.params.id,
        { operatorId: request.body.operatorId, departmentId: request.body.departmentId === null ? undefined : request.body.departmentId },
        request.body.note,
      ),
    }),
  });

  r.post('/api/attendance/:id/finish', {
    config: { access: embeddedConversationAccess },
    schema: {
      tags,
      summary: 'Finalizar atendimento',
      description: 'Com tabulações no canal, tabulationId é obrigatório (400 tabulation_required) e deve ser do canal.',
      params: idParamsSchema,
      body: attendanceFinishSchema,
      response: { 200: attendanceResponseSchema },
    },
    handler: async (request) => ({
      statusCode: 200,
      attendance: await attendances.finish(principalOf(request), tenantOf(request), request.params.id, request.body),
    }),
  });
}
