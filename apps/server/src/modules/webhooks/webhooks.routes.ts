// /api/webhooks/cloud: Meta's verification handshake and every Cloud API webhook.
// /api/webhooks/gupshup/{channelId}: Gupshup's v2 callbacks, authenticated by the channel's secret token.
// The body is kept as raw bytes: the signature is computed over them, not over re-serialized JSON.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { openCredentials } from '../channels/index.js';
import { cloudAdapter } from '../../providers/cloud/cloud.adapter.js';
import { verifyHandshake } from '../../providers/cloud/cloud-handshake.js';
import { gupshupAdapter, GUPSHUP_TOKEN_HEADER } from '../../providers/gupshup/index.js';
import type { WebhooksService } from './webhooks.service.js';
import { cloudChannelsSealedCredentials } from './webhooks.repository.js';

export function webhooksRoutes(app: FastifyInstance, ctx: AppContext, webhooks: WebhooksService): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.get('/api/webhooks/cloud', {
      config: { access: { public: true, reason: "Meta's webhook verification handshake" } },
      schema: { tags: ['webhooks'], summary: 'Verificação do webhook (Meta)' },
      handler: async (request, reply) => {
        // Any Cloud channel's verify token is accepted: Meta configures one URL per app.
        const tokens = (await cloudChannelsSealedCredentials(ctx.db.orm))
          .map((sealed) => openCredentials(ctx.keys.encryption, sealed).verifyToken)
          .filter((t): t is string => !!t);
        const challenge = verifyHandshake(request.query as Record<string, unknown>, tokens);
        if (challenge === null) throw fail('webhook_verify_token_invalid');
        return reply.type('text/plain').send(challenge);
      },
    });

    scope.post('/api/webhooks/cloud', {
      config: { access: { public: true, reason: 'Meta webhooks, authenticated by X-Hub-Signature-256' } },
      schema: { tags: ['webhooks'], summary: 'Webhook da Cloud API (mensagens e status)' },
      bodyLimit: 3 * 1024 * 1024,
      handler: async (request, reply) => {
        await webhooks.receive(cloudAdapter, request.body as Buffer, request.headers);
        return reply.status(200).send({ statusCode: 200 });
      },
    });

    scope.post<{ Params: { channelId: string }; Querystring: { token?: string } }>('/api/webhooks/gupshup/:channelId', {
      config: { access: { public: true, reason: "Gupshup callbacks, authenticated by the channel's webhook token (query or header)" } },
      schema: { tags: ['webhooks'], summary: 'Webhook da Gupshup (mensagens, status e eventos de usuário)' },
      bodyLimit: 3 * 1024 * 1024,
      handler: async (request, reply) => {
        // Gupshup's console only takes a URL, so the token usually comes in it; a header is accepted too.
        const fromQuery = typeof request.query.token === 'string' ? request.query.token : undefined;
        const headers = request.headers[GUPSHUP_TOKEN_HEADER] === undefined && fromQuery !== undefined ? { ...request.headers, [GUPSHUP_TOKEN_HEADER]: fromQuery } : request.headers;
        await webhooks.receive(gupshupAdapter, request.body as Buffer, headers, { channelId: request.params.channelId });
        return reply.status(200).send({ statusCode: 200 });
      },
    });
  });
}
