// /api/webhooks/store/{channelId}: the store's payment notifications (Mercado Pago), public and
// authenticated by their signature with the channel's webhook secret. The body is kept as raw bytes.
import type { FastifyInstance } from 'fastify';
import type { OrderPaymentsService } from './order-payments.service.js';

export function paymentWebhookRoutes(app: FastifyInstance, payments: OrderPaymentsService): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.post<{ Params: { channelId: string } }>('/api/webhooks/store/:channelId', {
      config: { access: { public: true, reason: "The store's payment webhook, authenticated by its x-signature with the channel's webhook secret" } },
      schema: { tags: ['webhooks'], summary: 'Webhook de pagamento da loja (Mercado Pago)' },
      bodyLimit: 256 * 1024,
      handler: async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        await payments.receive(request.params.channelId, { headers: request.headers, rawBody, query: request.query as Record<string, unknown> });
        return reply.status(200).send({ statusCode: 200 });
      },
    });
  });
}
