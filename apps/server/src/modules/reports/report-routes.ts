// The two routes every report of the shared filter bar has: POST /api/report/<name>/summary (the
// figures and the chart) and POST /api/report/<name>/page/{page} (the table), the filters in the
// body, the tenant from the session, for the owner and managers with Reports (reportAccess).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBodySchema, pageParamsSchema, reportFiltersSchema, reportPageBodySchema, type ReportFilters, type ReportPageQuery } from '@atende/contract';
import { tenantOf } from '../../platform/http/access.js';
import { reportAccess } from './report-access.js';

export type ReportEndpoints<Summary, Page> = {
  summary: (channelId: string, filters: ReportFilters) => Promise<Summary>;
  page: (channelId: string, page: number, query: ReportPageQuery) => Promise<Page>;
};

type Described<S extends z.ZodType> = { schema: S; summary: string; description?: string };

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export function registerReportRoutes<S extends z.ZodType, P extends z.ZodType>(
  app: FastifyInstance,
  name: string,
  service: ReportEndpoints<z.output<S>, z.output<P>>,
  docs: { summary: Described<S>; page: Described<P> },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Widened: the signature above ties each service to its schema; Fastify's provider cannot follow a generic one.
  const summarySchema: z.ZodType = docs.summary.schema;
  const pageSchema: z.ZodType = docs.page.schema;
  r.post(`/api/report/${name}/summary`, {
    config: { access: reportAccess },
    schema: {
      tags: ['relatórios'],
      summary: docs.summary.summary,
      ...(docs.summary.description ? { description: docs.summary.description } : {}),
      body: reportFiltersSchema,
      response: { 200: summarySchema, ...errors },
    },
    handler: (request) => service.summary(tenantOf(request), request.body),
  });
  r.post(`/api/report/${name}/page/:page`, {
    config: { access: reportAccess },
    schema: {
      tags: ['relatórios'],
      summary: docs.page.summary,
      ...(docs.page.description ? { description: docs.page.description } : {}),
      params: pageParamsSchema,
      body: reportPageBodySchema,
      response: { 200: pageSchema, ...errors },
    },
    handler: (request) => service.page(tenantOf(request), request.params.page, request.body),
  });
}
