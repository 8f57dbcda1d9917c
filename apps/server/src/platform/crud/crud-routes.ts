// The two routes every entity whose delete hands its uses to another row shares (departments, tags,
// tabulations): GET <item>/usage (what uses the row, for the delete dialog) and DELETE <item>
// (?replaceWith=<another row> or nothing). Each entity keeps its own paths, access, schemas and texts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { errorBodySchema, okSchema, replaceWithQuerySchema, usageResponseSchema, type UsageResponse } from '@atende/contract';
import type { RouteAccessRule } from '../http/access.js';

export type ReplaceableRoutesSpec = {
  /** The item's path, e.g. `/api/department/:id`. */
  itemUrl: string;
  params: ZodType;
  /** The path parameter that names the row. */
  idParam: string;
  access: RouteAccessRule;
  tags: string[];
  /** Extra refusals the entity documents (401/403), spread into both responses. */
  refused: Record<number, ZodType>;
  summaries: { usage: string; remove: string };
  /** The answer's message once deleted. */
  removed: string;
  /** The caller's channel for this request (the session's, or the path's once checked). */
  channelOf: (request: FastifyRequest) => string;
  usage: (channelId: string, id: string) => Promise<UsageResponse>;
  remove: (channelId: string, id: string, replaceWith: string | undefined) => Promise<void>;
};

export function replaceableRoutes(app: FastifyInstance, spec: ReplaceableRoutesSpec): void {
  const idOf = (request: FastifyRequest) => (request.params as Record<string, string>)[spec.idParam] ?? '';
  const config = { access: spec.access };

  app.route({
    method: 'GET',
    url: `${spec.itemUrl}/usage`,
    config,
    schema: { tags: spec.tags, summary: spec.summaries.usage, params: spec.params, response: { 200: usageResponseSchema, 404: errorBodySchema, ...spec.refused } },
    handler: (request) => spec.usage(spec.channelOf(request), idOf(request)),
  });

  app.route({
    method: 'DELETE',
    url: spec.itemUrl,
    config,
    schema: {
      tags: spec.tags,
      summary: spec.summaries.remove,
      params: spec.params,
      querystring: replaceWithQuerySchema,
      response: { 200: okSchema, 400: errorBodySchema, 404: errorBodySchema, ...spec.refused },
    },
    handler: async (request) => {
      const { replaceWith } = request.query as { replaceWith?: string };
      await spec.remove(spec.channelOf(request), idOf(request), replaceWith);
      return { statusCode: 200, message: spec.removed };
    },
  });
}
