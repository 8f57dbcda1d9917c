// /reportAccessLog's API: the company-wide access log (owner, managers, operators), filterable by user,
// and the user filter's choices (GET /api/report/access-log/users: every user of the company, deleted
// ones too, for the same callers as the report).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessLogReportPageSchema, accessLogReportSummarySchema, accessLogReportUsersSchema, errorBodySchema } from '@atende/contract';
import { tenantOf } from '../../platform/http/access.js';
import type { AccessLogReportService } from './access-log-report.service.js';
import { reportAccess } from './report-access.js';
import { registerReportRoutes } from './report-routes.js';

export function accessLogReportRoutes(app: FastifyInstance, service: AccessLogReportService): void {
  registerReportRoutes(app, 'access-log', service, {
    summary: {
      schema: accessLogReportSummarySchema,
      summary: 'Relatório de acessos: entradas, tentativas recusadas e saídas do período, por dia',
      description: 'Todos os usuários da empresa (proprietário, gerentes, operadores); filtro userId: um usuário da empresa.',
    },
    page: { schema: accessLogReportPageSchema, summary: 'Relatório de acessos: registros do período, mais recentes primeiro (paginado)' },
  });
  app.withTypeProvider<ZodTypeProvider>().get('/api/report/access-log/users', {
    config: { access: reportAccess },
    schema: {
      tags: ['relatórios'],
      summary: 'Relatório de acessos: usuários da empresa para o filtro (proprietário, gerentes e operadores, inclusive excluídos)',
      description: 'Ordenados pelo nome; deleted indica um usuário excluído, cujos registros continuam no relatório.',
      response: { 200: accessLogReportUsersSchema, 401: errorBodySchema, 403: errorBodySchema },
    },
    handler: (request) => service.users(tenantOf(request)),
  });
}
