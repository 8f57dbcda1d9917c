// /reportAccessLog's API: the company-wide access log (owner, managers, operators), filterable by user.
import type { FastifyInstance } from 'fastify';
import { accessLogReportPageSchema, accessLogReportSummarySchema } from '@atende/contract';
import type { AccessLogReportService } from './access-log-report.service.js';
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
}
