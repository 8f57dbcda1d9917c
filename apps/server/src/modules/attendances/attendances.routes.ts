// /api/attendance: read, list, transfer and finish attendances.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attendancePageQuerySchema, attendancePageSchema, attendanceResponseSchema, idParamsSchema, idSchema } from '@atende/contract';
import { notFound } from '../../platform/http/errors.js';
import { principalOf, tenantOf } from '../../platform/http/access.js';
import type { AttendancesService } from './attendances.service.js';
import { conversationAccess } from './conversation-access.js';

const tags = ['atendimentos'];

export function attendancesRoutes(app: FastifyInstance, attendances: AttendancesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/attendance/:id', {
    config: { access: conversationAccess },
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
      if (request.params.channelId !== channelId) throw notFound('Canal não encontrado.');
      return attendances.page(principalOf(request), channelId, request.query.status ? { status: request.query.status } : {}, request.query.page, request.query.perPage);
    },
  });

  r.post('/api/attendance/:id/transfer', {
    config: { access: conversationAccess },
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
    config: { access: conversationAccess },
    schema: {
      tags,
      summary: 'Finalizar atendimento',
      params: idParamsSchema,
      body: z.object({ tabulationId: idSchema.optional(), observation: z.string().trim().max(2000).optional() }),
      response: { 200: attendanceResponseSchema },
    },
    handler: async (request) => ({
      statusCode: 200,
      attendance: await attendances.finish(principalOf(request), tenantOf(request), request.params.id, request.body),
    }),
  });
}
