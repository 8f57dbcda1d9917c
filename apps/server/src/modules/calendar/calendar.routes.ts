// /api/operator/calendar: everyone's calendar (spec section 2 "/calendar" for any logged-in user, section 7
// "calendar CRUD /operator/calendar/..."). Every role keeps its own events; the owner sees and keeps
// everyone's of the company, a manager with Manageoperators also the operators'.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarContactsQuerySchema,
  calendarContactsResponseSchema,
  calendarEventInputSchema,
  calendarEventListResponseSchema,
  calendarEventResponseSchema,
  calendarOperatorsResponseSchema,
  calendarRangeQuerySchema,
  idSchema,
  okSchema,
} from '@atende/contract';
import { principalOf } from '../../platform/http/access.js';
import type { CalendarService } from './calendar.service.js';

const tags = ['agenda'];
const calendarAccess = { roles: ['admin', 'channel', 'channel_manager', 'operator'] } as const;
const itemParams = z.object({ id: idSchema });

export function calendarRoutes(app: FastifyInstance, calendar: CalendarService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/operator/calendar', {
    config: { access: calendarAccess },
    schema: {
      tags,
      summary: 'Compromissos de um período (cada um vê os seus; o dono, os de todos; o gerente com Manageoperators, também os dos operadores)',
      querystring: calendarRangeQuerySchema,
      response: { 200: calendarEventListResponseSchema },
    },
    handler: async (request) => ({ statusCode: 200, events: await calendar.list(principalOf(request), request.query) }),
  });

  r.get('/api/operator/calendar/contacts', {
    config: { access: calendarAccess },
    schema: {
      tags,
      summary: 'Contatos para vincular a um compromisso, paginados',
      description: 'O dono e os gerentes buscam os contatos da empresa; o operador, só os da sua carteira e os dos seus atendimentos; o administrador não tem contatos.',
      querystring: calendarContactsQuerySchema,
      response: { 200: calendarContactsResponseSchema },
    },
    handler: (request) => calendar.contacts(principalOf(request), request.query),
  });

  r.get('/api/operator/calendar/operators', {
    config: { access: { roles: ['channel'], permissions: ['Manageoperators'] } },
    schema: { tags, summary: 'Operadores cujas agendas se pode ver e manter', response: { 200: calendarOperatorsResponseSchema } },
    handler: async (request) => ({ statusCode: 200, operators: await calendar.operators(principalOf(request)) }),
  });

  r.post('/api/operator/calendar', {
    config: { access: calendarAccess },
    schema: { tags, summary: 'Criar compromisso', body: calendarEventInputSchema, response: { 201: calendarEventResponseSchema } },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, event: await calendar.create(principalOf(request), request.body) }),
  });

  r.put('/api/operator/calendar/:id', {
    config: { access: calendarAccess },
    schema: { tags, summary: 'Alterar compromisso', params: itemParams, body: calendarEventInputSchema, response: { 200: calendarEventResponseSchema } },
    handler: async (request) => ({ statusCode: 200, event: await calendar.update(principalOf(request), request.params.id, request.body) }),
  });

  r.delete('/api/operator/calendar/:id', {
    config: { access: calendarAccess },
    schema: { tags, summary: 'Excluir compromisso', params: itemParams, response: { 200: okSchema } },
    handler: async (request) => {
      await calendar.remove(principalOf(request), request.params.id);
      return { statusCode: 200, message: 'Compromisso excluído.' };
    },
  });
}
