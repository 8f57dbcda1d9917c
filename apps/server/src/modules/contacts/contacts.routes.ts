// /api/contact: the contacts screen of the owner and of managers with the Contacts permission
// (spec section 7 "Contacts"): paged list with filters, one contact's CRUD (with the campaign
// opt-out, "Não receber campanhas"), birthdays and export. Reading one contact and patching its
// name, e-mail, CPF/CNPJ and tag are open to operators too, for the contacts they may reach (their
// contact panel); the service narrows them.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactBirthdaysQuerySchema,
  contactBirthdaysResponseSchema,
  contactCreateSchema,
  contactExportQuerySchema,
  contactListQuerySchema,
  contactPageSchema,
  contactPatchSchema,
  contactResponseSchema,
  contactUpdateSchema,
  errorBodySchema,
  idParamsSchema,
  idSchema,
  okSchema,
  pageParamsSchema,
} from '@atende/contract';
import type { RouteAccessRule } from '../../platform/http/access.js';
import { ownChannel, principalOf, tenantOf } from '../../platform/http/access.js';
import { sendSpreadsheet } from '../../platform/http/spreadsheet-export.js';
import type { ContactsService } from './contacts.service.js';

const tags = ['contatos'];
const access: RouteAccessRule = { roles: ['channel'], permissions: ['Contacts'] };
/** One contact's card: also the operator's contact panel (only contacts the operator may reach). */
const cardAccess: RouteAccessRule = { roles: ['channel', 'operator'], permissions: ['Contacts'] };
const channelParams = z.object({ channelId: idSchema });
const pageParams = channelParams.extend(pageParamsSchema.shape);
const refused = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export function contactsRoutes(app: FastifyInstance, contacts: ContactsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/contact/channel/:channelId/page/:page', {
    config: { access },
    schema: {
      tags,
      summary: 'Listar contatos (paginado; busca por nome, número, código ou e-mail; filtros por etiqueta, responsável e mês de aniversário)',
      params: pageParams,
      querystring: contactListQuerySchema,
      response: { 200: contactPageSchema, 400: errorBodySchema, ...refused },
    },
    handler: (request) => contacts.page(ownChannel(request, request.params.channelId), request.params.page, request.query),
  });

  r.get('/api/contact/channel/:channelId/birthdays', {
    config: { access },
    schema: {
      tags,
      summary: 'Aniversariantes do dia ou do mês, no fuso horário do canal',
      params: channelParams,
      querystring: contactBirthdaysQuerySchema,
      response: { 200: contactBirthdaysResponseSchema, 400: errorBodySchema, ...refused },
    },
    handler: (request) => contacts.birthdays(ownChannel(request, request.params.channelId), request.query.period),
  });

  r.get('/api/contact/channel/:channelId/export', {
    config: { access },
    schema: {
      tags,
      summary: 'Exportar os contatos do filtro atual (CSV ou XLSX)',
      params: channelParams,
      querystring: contactExportQuerySchema,
      response: { 400: errorBodySchema, ...refused },
    },
    handler: (request, reply) => {
      sendSpreadsheet(reply, contacts.exportSpec(ownChannel(request, request.params.channelId), request.query));
    },
  });

  r.get('/api/contact/:id', {
    config: { access: cardAccess },
    schema: {
      tags,
      summary: 'Obter contato',
      description: 'Um operador obtém só os contatos da sua carteira e os dos atendimentos atribuídos a ele (abertos ou finalizados); os demais respondem 404.',
      params: idParamsSchema,
      response: { 200: contactResponseSchema, 400: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, contact: await contacts.read(principalOf(request), tenantOf(request), request.params.id) }),
  });

  r.patch('/api/contact/:id', {
    config: { access: cardAccess },
    schema: {
      tags,
      summary: 'Alterar nome, e-mail, CPF/CNPJ ou etiqueta do contato (só os campos enviados)',
      description:
        'O painel do operador edita o contato do atendimento. Campos ausentes ficam como estão; e-mail, CPF/CNPJ e etiqueta vazios ou null são apagados. ' +
        'Um operador altera só os contatos da sua carteira e os dos atendimentos atribuídos a ele; os demais respondem 404.',
      params: idParamsSchema,
      body: contactPatchSchema,
      response: { 200: contactResponseSchema, 400: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, contact: await contacts.patch(principalOf(request), tenantOf(request), request.params.id, request.body) }),
  });

  r.post('/api/contact', {
    config: { access },
    schema: {
      tags,
      summary: 'Criar contato (número com DDD; o 55 é acrescentado quando falta; optedOutOfCampaigns: não receber campanhas)',
      body: contactCreateSchema,
      response: { 201: contactResponseSchema, 400: errorBodySchema, 409: errorBodySchema, ...refused },
    },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, contact: await contacts.create(tenantOf(request), request.body) }),
  });

  r.put('/api/contact/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Alterar contato (nome, código, etiqueta, e-mail, responsável, aniversário, CPF/CNPJ, não receber campanhas)',
      params: idParamsSchema,
      body: contactUpdateSchema,
      response: { 200: contactResponseSchema, 400: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, contact: await contacts.update(tenantOf(request), request.params.id, request.body) }),
  });

  r.delete('/api/contact/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Excluir contato (recusado se tiver atendimentos: o histórico é mantido)',
      params: idParamsSchema,
      response: { 200: okSchema, 409: errorBodySchema, ...refused },
    },
    handler: async (request) => {
      await contacts.remove(tenantOf(request), request.params.id);
      return { statusCode: 200, message: 'Contato excluído.' };
    },
  });
}
