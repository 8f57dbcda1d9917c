// /reportCampaign's API on the shared filter bar (module broadcastList: /api/report/campaign is a gated
// prefix in the contract, so every route under it states the gate). The owner and managers with Reports.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campaignReportPageSchema, campaignReportSummarySchema, errorBodySchema, pageParamsSchema, reportFiltersSchema, reportPageBodySchema } from '@atende/contract';
import { tenantOf, type RouteAccessRule } from '../../platform/http/access.js';
import type { CampaignPeriodReportService } from './campaign-period-report.service.js';

const access: RouteAccessRule = { roles: ['channel'], permissions: ['Reports'], module: 'broadcastList' };
const tags = ['relatórios'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export function campaignPeriodReportRoutes(app: FastifyInstance, service: CampaignPeriodReportService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/report/campaign/summary', {
    config: { access },
    schema: {
      tags,
      summary: 'Campanhas: as iniciadas no período (dias no fuso do canal) com os resultados dos destinatários, no total e por dia de início',
      description: 'Do filtro, só o período se aplica. Enviadas inclui entregues e lidas; entregues inclui lidas.',
      body: reportFiltersSchema,
      response: { 200: campaignReportSummarySchema, ...errors },
    },
    handler: (request) => service.summary(tenantOf(request), request.body),
  });
  r.post('/api/report/campaign/page/:page', {
    config: { access },
    schema: {
      tags,
      summary: 'Campanhas: cada campanha iniciada no período com os resultados, mais recentes primeiro (paginado)',
      params: pageParamsSchema,
      body: reportPageBodySchema,
      response: { 200: campaignReportPageSchema, ...errors },
    },
    handler: (request) => service.page(tenantOf(request), request.params.page, request.body),
  });
}
