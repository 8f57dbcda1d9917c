// /api/attendance/manage and /api/attendance/contact: the owner's list of every attendance of the
// channel (filters, sort, capped total) and a contact's attendance history (also the operator's
// contact panel, for the contacts the operator may reach).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactAttendancesPageSchema,
  contactAttendancesQuerySchema,
  idSchema,
  manageAttendancePageSchema,
  manageAttendanceQuerySchema,
  pageParamsSchema,
} from '@atende/contract';
import { principalOf, tenantOf } from '../../platform/http/access.js';
import type { AttendancesManageService } from './attendances-manage.service.js';

const tags = ['atendimentos'];
const manage = { roles: ['channel'], permissions: ['AttendancesManage'] } as const;

export function attendancesManageRoutes(app: FastifyInstance, service: AttendancesManageService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/attendance/manage/page/:page', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Todos os atendimentos do canal, com filtros (paginado)',
      description:
        'Filtros: status (um ou vários, repetidos ou separados por vírgula), departmentId, operatorId, tagId (etiqueta do contato), ' +
        'from/to (dias de criação no fuso do canal), contact ou search (nome ou número), protocol. ' +
        'O total é contado até 10.000: acima disso vem total 10000 com totalCapped true.',
      params: pageParamsSchema,
      querystring: manageAttendanceQuerySchema,
      response: { 200: manageAttendancePageSchema },
    },
    handler: (request) => service.list(tenantOf(request), request.query, request.params.page),
  });

  r.get('/api/attendance/contact/:contactId/page/:page', {
    // The contacts screen shows it too, and the operator's contact panel (the service narrows operators).
    config: { access: { roles: ['channel', 'operator'], permissions: ['AttendancesManage', 'Contacts'] } },
    schema: {
      tags,
      summary: 'Histórico de atendimentos de um contato (mais novos primeiro, paginado)',
      description: 'Um operador vê o histórico só dos contatos da sua carteira e dos atendimentos atribuídos a ele; os demais respondem 404.',
      params: pageParamsSchema.extend({ contactId: idSchema }),
      querystring: contactAttendancesQuerySchema,
      response: { 200: contactAttendancesPageSchema },
    },
    handler: (request) => service.ofContact(principalOf(request), tenantOf(request), request.params.contactId, request.params.page, request.query.perPage),
  });
}
