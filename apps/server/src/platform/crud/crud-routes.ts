// The routes the channel's simple lists share. saveRoutes: POST (201) and PUT (200) answering
// { statusCode, <key>: row } (departments, tags, tabulations, quick answers). replaceableRoutes, for an
// entity whose delete hands its uses to another row (departments, tags, tabulations): GET <item>/usage
// (what uses the row, for the delete dialog) and DELETE <item> (?replaceWith=<another row> or nothing).
// Each entity keeps its own paths, access, schemas and texts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { errorBodySchema, okSchema, replaceWithQuerySchema, usageResponseSchema, type UsageResponse } from '@atende/contract';
import { ownChannel, type RouteAccessRule } from '../http/access.js';

/** The channel a route's `:channelId` names, once checked to be the caller's own. */
export const pathChannel = (request: FastifyRequest): string => ownChannel(request, (request.params as { channelId: string }).channelId);

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

type SaveRoute = { url: string; summary: string; params?: ZodType; body: ZodType; response: Record<number, ZodType> };

export type SaveRoutesSpec<CreateBody, UpdateBody> = {
  /** The answer's field that carries the saved row (`department`, `tag`, ...). */
  key: string;
  access: RouteAccessRule;
  tags: string[];
  idParam: string;
  channelOf: (request: FastifyRequest) => string;
  create: SaveRoute & { save: (channelId: string, body: CreateBody) => Promise<unknown> };
  update: SaveRoute & { params: ZodType; save: (channelId: string, id: string, body: UpdateBody) => Promise<unknown> };
};

export function saveRoutes<CreateBody, UpdateBody>(app: FastifyInstance, spec: SaveRoutesSpec<CreateBody, UpdateBody>): void {
  const schemaOf = ({ summary, params, body, response }: SaveRoute) => ({ tags: spec.tags, summary, ...(params ? { params } : {}), body, response });
  const config = { access: spec.access };

  app.route({
    method: 'POST',
    url: spec.create.url,
    config,
    schema: schemaOf(spec.create),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const row = await spec.create.save(spec.channelOf(request), request.body as CreateBody);
      return reply.status(201).send({ statusCode: 201, [spec.key]: row });
    },
  });

  app.route({
    method: 'PUT',
    url: spec.update.url,
    config,
    schema: schemaOf(spec.update),
    handler: async (request: FastifyRequest) => {
      const id = (request.params as Record<string, string>)[spec.idParam] ?? '';
      return { statusCode: 200, [spec.key]: await spec.update.save(spec.channelOf(request), id, request.body as UpdateBody) };
    },
  });
}
