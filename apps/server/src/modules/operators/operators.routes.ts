// /api/operator: create, read, edit, list, delete and block operators; the online/offline switch;
// the online operators of a channel; the wallet and its transfer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  idSchema,
  okSchema,
  operatorSchema,
  operatorCreateSchema,
  operatorResponseSchema,
  operatorStatusRequestSchema,
  operatorStatusResponseSchema,
  operatorUpdateSchema,
  operatorListQuerySchema,
  operatorPageSchema,
  operatorListResponseSchema,
  pageParamsSchema,
  walletResponseSchema,
  walletTransferSchema,
  walletTransferResponseSchema,
} from '@atende/contract';
import { z } from 'zod';
import { fail } from '../../platform/http/errors.js';
import { ownChannel, principalOf, tenantOf } from '../../platform/http/access.js';
import type { OperatorsService } from './operators.service.js';

const tags = ['operadores'];
const manage = { roles: ['channel'], permissions: ['Manageoperators'] } as const;

export function operatorsRoutes(app: FastifyInstance, operators: OperatorsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/operator', {
    config: { access: { roles: ['channel'], permissions: ['Manageoperators'] } },
    schema: { tags, summary: 'Criar operador', body: operatorCreateSchema, response: { 201: operatorResponseSchema } },
    handler: async (request, reply) =>
      reply.status(201).send({ statusCode: 201, operator: await operators.create(tenantOf(request), request.body) }),
  });

  r.get('/api/operator/hideDeleted/channel/:channelId', {
    config: { access: { roles: ['channel', 'operator'], permissions: ['Manageoperators', 'AttendancesManage', 'Contacts', 'ManageKanbans'], allowEmbedToken: true } },
    schema: {
      tags,
      summary: 'Operadores do canal (sem os excluídos), com o status online',
      description: 'Para um operador (a lista de transferência), login e e-mail dos colegas vêm vazios.',
      params: z.object({ channelId: idSchema }),
      response: { 200: z.object({ statusCode: z.number(), operators: z.array(operatorSchema) }) },
    },
    handler: async (request) => {
      const list = await operators.list(ownChannel(request, request.params.channelId));
      // Operators see their colleagues to transfer to them, not their logins and e-mails.
      const forOperator = principalOf(request).role === 'operator';
      return { statusCode: 200, operators: forOperator ? list.map((o) => ({ ...o, login: '', email: null })) : list };
    },
  });

  r.get('/api/operator/channel/:channelId/page/:page', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Operadores do canal (paginado), com departamentos, atendimentos abertos e carteira',
      description: 'Busca por nome, login ou e-mail; filtros departmentId, status (online|offline) e includeDeleted (true mostra os excluídos, marcados).',
      params: pageParamsSchema.extend({ channelId: idSchema }),
      querystring: operatorListQuerySchema,
      response: { 200: operatorPageSchema },
    },
    handler: (request) =>
      operators.page(ownChannel(request, request.params.channelId), { ...request.query, page: request.params.page }),
  });

  r.get('/api/operator/online/:id', {
    config: { access: { roles: ['channel', 'operator'], permissions: ['Manageoperators', 'AttendancesManage'] } },
    schema: {
      tags,
      summary: 'Operadores online do canal (:id é o canal)',
      params: idParamsSchema,
      response: { 200: operatorListResponseSchema },
    },
    handler: async (request) => ({ statusCode: 200, operators: await operators.online(ownChannel(request, request.params.id)) }),
  });

  r.post('/api/operator/transfer-wallet', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Transferir a carteira de contatos de um operador para outro',
      description: 'Todos os contatos cujo responsável é operatorIdFrom passam a operatorIdTo (não excluído) numa única atualização.',
      body: walletTransferSchema,
      response: { 200: walletTransferResponseSchema },
    },
    handler: async (request) => ({
      statusCode: 200,
      moved: await operators.transferWallet(tenantOf(request), request.body.operatorIdFrom, request.body.operatorIdTo),
    }),
  });

  r.get('/api/operator/:id/wallet', {
    config: { access: manage },
    schema: { tags, summary: 'Tamanho da carteira do operador', params: idParamsSchema, response: { 200: walletResponseSchema } },
    handler: async (request) => ({ statusCode: 200, count: await operators.wallet(tenantOf(request), request.params.id) }),
  });

  r.put('/api/operator/:id', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Editar operador',
      description: 'Só os campos enviados mudam; senha vazia mantém a atual. Mudar o horário com o operador online não o desconecta: a próxima troca de status obedece ao novo horário.',
      params: idParamsSchema,
      body: operatorUpdateSchema,
      response: { 200: operatorResponseSchema },
    },
    handler: async (request) => ({ statusCode: 200, operator: await operators.update(tenantOf(request), request.params.id, request.body) }),
  });

  r.get('/api/operator/:id', {
    config: { access: { roles: ['channel', 'operator'], permissions: ['Manageoperators'] } },
    schema: { tags, summary: 'Obter operador', params: idParamsSchema, response: { 200: operatorResponseSchema } },
    handler: async (request) => {
      const principal = principalOf(request);
      if (principal.role === 'operator' && principal.operatorId !== request.params.id) throw fail('forbidden');
      return { statusCode: 200, operator: await operators.get(tenantOf(request), request.params.id) };
    },
  });

  r.patch('/api/operator/status/:id', {
    config: { access: { roles: ['channel', 'operator'], permissions: ['Manageoperators'] } },
    schema: {
      tags,
      summary: 'Ficar online ou offline',
      params: idParamsSchema,
      description:
        'Online fora do horário de trabalho: 408 work_time_over. Com o módulo logoffRequiresAttendancesToFinish, ficar offline com atendimentos em andamento: 409 attendances_open com data.attendances [{_id, protocol, contactName}].',
      body: operatorStatusRequestSchema,
      response: { 200: operatorStatusResponseSchema },
    },
    handler: (request) =>
      operators.setStatus(principalOf(request), tenantOf(request), request.params.id, request.body.status),
  });

  r.delete('/api/operator/:id', {
    config: { access: { roles: ['channel'], permissions: ['Manageoperators'] } },
    schema: {
      tags,
      summary: 'Excluir operador',
      description:
        'Exclusão lógica: o histórico fica. Os atendimentos em andamento voltam ao roteamento do departamento, os tokens do operador deixam de valer e as sessões abertas recebem disconnected_operator.',
      params: idParamsSchema,
      response: { 200: okSchema },
    },
    handler: async (request) => {
      await operators.remove(tenantOf(request), request.params.id);
      return { statusCode: 200, message: 'Operador excluído.' };
    },
  });

  r.patch('/api/operator/:id/blocked/:flag', {
    config: { access: { roles: ['channel'], permissions: ['Manageoperators'] } },
    schema: {
      tags,
      summary: 'Bloquear ou desbloquear operador',
      description: 'Bloquear encerra as sessões (disconnected_operator) e devolve os atendimentos em andamento ao roteamento.',
      params: z.object({ id: idSchema, flag: z.enum(['true', 'false']) }),
      response: { 200: z.object({ statusCode: z.number().int(), blocked: z.boolean() }) },
    },
    handler: (request) => operators.setBlocked(tenantOf(request), request.params.id, request.params.flag === 'true'),
  });
}
