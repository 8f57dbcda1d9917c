// POST /api/report/survey/page/:page (spec section 7 "Reports": survey): the satisfaction surveys
// of a period with their totals. The report screen (a later issue) reads it; so do the owner's
// integrations. Owner and managers with Reports.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, pageParamsSchema, surveyReportFilterSchema, surveyReportResponseSchema } from '@atende/contract';
import { tenantOf, type RouteAccessRule } from '../../platform/http/access.js';
import type { AppContext } from '../../platform/context.js';
import { pageSurveys, summarizeSurveys } from './survey-report.repository.js';

const access: RouteAccessRule = { roles: ['channel'], permissions: ['Reports'] };
/** Spec section 9: report pages hold 10 rows. */
const PER_PAGE = 10;

export function surveyReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post('/api/report/survey/page/:page', {
    config: { access },
    schema: {
      tags: ['relatórios'],
      summary: 'Pesquisas de satisfação do período (10 por página) com os totais e a nota média',
      params: pageParamsSchema,
      body: surveyReportFilterSchema,
      response: { 200: surveyReportResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
    },
    handler: async (request) => {
      const channelId = tenantOf(request);
      const { page } = request.params;
      const [surveys, summary] = await Promise.all([
        pageSurveys(ctx.db.orm, channelId, request.body, page, PER_PAGE),
        summarizeSurveys(ctx.db.orm, channelId, request.body),
      ]);
      return { statusCode: 200, surveys, total: summary.sent, page, perPage: PER_PAGE, summary };
    },
  });
}
