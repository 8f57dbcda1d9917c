// /api/catalog/store: the store integration's settings of the caller's channel (on /catalogConfig).
// Secrets are accepted here and never returned (masks only).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, storeConfigInputSchema, storeConfigResponseSchema } from '@atende/contract';
import { tenantOf } from '../../platform/http/access.js';
import { storeConfigAccess as access, ordersTags as tags } from './orders-access.js';
import type { StoreConfigService } from './store-config.service.js';

const refused = { 401: errorBodySchema, 403: errorBodySchema };

export function storeConfigRoutes(app: FastifyInstance, store: StoreConfigService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/catalog/store', {
    config: { access },
    schema: { tags, summary: 'Integração da loja do canal (segredos mascarados)', response: { 200: storeConfigResponseSchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, store: await store.get(tenantOf(request)) }),
  });

  r.put('/api/catalog/store', {
    config: { access },
    schema: {
      tags,
      summary: 'Alterar a integração da loja (segredos em branco mantêm os salvos; plataforma nula desliga)',
      body: storeConfigInputSchema,
      response: { 200: storeConfigResponseSchema, 400: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, store: await store.update(tenantOf(request), request.body) }),
  });
}
