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
  // One route's schema: the reports' tag, its docs, what it reads and its answer with the errors. The
  // answer is widened to z.ZodType: the signature above ties each service to its schema; Fastify's
  // provider cannot follow a generic one.
  const schemaOf = <Reads extends object>(d: Described<z.ZodType>, reads: Reads) => ({
    tags: ['relatórios'],
    summary: d.summary,
    ...(d.description ? { description: d.description } : {}),
    ...reads,
    response: { 200: d.schema, ...errors },
  });
  r.post(`/api/report/${name}/summary`, {
    config: { access: reportAccess },
    schema: schemaOf(docs.summary, { body: reportFiltersSchema }),
    handler: (request) => service.summary(tenantOf(request), request.body),
  });
  r.post(`/api/report/${name}/page/:page`, {
    config: { access: reportAccess },
    schema: schemaOf(docs.page, { params: pageParamsSchema, body: reportPageBodySchema }),
    handler: (request) => service.page(tenantOf(request), request.params.page, request.body),
  });
}
