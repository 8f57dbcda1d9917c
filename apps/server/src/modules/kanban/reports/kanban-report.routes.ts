// /reportKanban's and /reportKanbanPerformance's API on the shared filter bar plus the board
// (`kanbanId`). Module kanbanReports: both prefixes are gated in the contract, so every route under them
// states the gate; their exports check it in the reports' export service. The owner and managers with Reports.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  errorBodySchema,
  kanbanPerformancePageSchema,
  kanbanPerformanceSummarySchema,
  kanbanReportPageSchema,
  kanbanReportSummarySchema,
  pageParamsSchema,
  reportFiltersSchema,
  reportPageBodySchema,
  type ReportFilters,
  type ReportPageQuery,
} from '@atende/contract';
import { tenantOf, type RouteAccessRule } from '../../../platform/http/access.js';
import type { KanbanPerformanceService } from './kanban-performance.service.js';
import type { KanbanReportService } from './kanban-report.service.js';

const access: RouteAccessRule = { roles: ['channel'], permissions: ['Reports'], module: 'kanbanReports' };
const tags = ['relatórios'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const boardNote = 'Filtros: o período (dias no fuso do canal), o quadro (`kanbanId`; sem ele, o primeiro quadro pelo nome; de outra empresa: 404) e o operador (as passagens que ele abriu).';

type Endpoints = {
  summary: (channelId: string, filters: ReportFilters) => Promise<unknown>;
  page: (channelId: string, page: number, query: ReportPageQuery) => Promise<unknown>;
};
type Docs = { summary: { schema: z.ZodType; summary: string; description: string }; page: { schema: z.ZodType; summary: string } };

function reportRoutes(app: FastifyInstance, name: 'kanban' | 'kanban-performance', service: Endpoints, docs: Docs): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(`/api/report/${name}/summary`, {
    config: { access },
    schema: { tags, summary: docs.summary.summary, description: `${docs.summary.description} ${boardNote}`, body: reportFiltersSchema, response: { 200: docs.summary.schema, ...errors } },
    handler: (request) => service.summary(tenantOf(request), request.body),
  });
  r.post(`/api/report/${name}/page/:page`, {
    config: { access },
    schema: { tags, summary: docs.page.summary, description: boardNote, params: pageParamsSchema, body: reportPageBodySchema, response: { 200: docs.page.schema, ...errors } },
    handler: (request) => service.page(tenantOf(request), request.params.page, request.body),
  });
}

export function kanbanReportRoutes(app: FastifyInstance, report: KanbanReportService, performance: KanbanPerformanceService): void {
  reportRoutes(app, 'kanban', report, {
    summary: {
      schema: kanbanReportSummarySchema,
      summary: 'Kanban: cartões e valor por etapa no fim do período, cartões criados, ganhos e perdidos no período e a conversão entre etapas',
      description:
        'Conversão de uma etapa: dos cartões que entraram nela no período, a parcela que depois (até o fim do período) entrou em uma etapa posterior do quadro que não seja de perda.',
    },
    page: { schema: kanbanReportPageSchema, summary: 'Kanban: cada etapa do quadro, na ordem do quadro, com seus números (paginado)' },
  });
  reportRoutes(app, 'kanban-performance', performance, {
    summary: {
      schema: kanbanPerformanceSummarySchema,
      summary: 'Desempenho do kanban: tempo em cada etapa (média e percentil 90) e totais de movimentações e ganhos no período',
      description: 'Tempo em etapa: passagens que terminaram no período. Tempo até ganhar: da primeira entrada do cartão no quadro até a entrada na etapa de ganho.',
    },
    page: { schema: kanbanPerformancePageSchema, summary: 'Desempenho do kanban por pessoa: cartões movidos, ganhos, valor ganho e tempo médio até ganhar (paginado)' },
  });
}
