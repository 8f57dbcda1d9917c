// /api/catalog/config: the catalogue's settings of the caller's channel (/catalogConfig), and the
// platform admin's switch that turns a channel's catalogue on.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogConfigInputSchema, catalogConfigResponseSchema, catalogEnabledSchema, errorBodySchema, idSchema } from '@atende/contract';
import { tenantOf } from '../../platform/http/access.js';
import { catalogAdmin, productsManage, productsTags as tags } from './products-access.js';
import type { CatalogConfigService } from './catalog-config.service.js';

const refused = { 401: errorBodySchema, 403: errorBodySchema };

export function catalogConfigRoutes(app: FastifyInstance, config: CatalogConfigService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/catalog/config', {
    config: { access: productsManage },
    schema: { tags, summary: 'Configuração do catálogo do canal', response: { 200: catalogConfigResponseSchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, config: await config.get(tenantOf(request)) }),
  });

  r.put('/api/catalog/config', {
    config: { access: productsManage },
    schema: {
      tags,
      summary: 'Alterar o catálogo da Meta do canal e a sincronização (só com o catálogo ativado pelo administrador)',
      body: catalogConfigInputSchema,
      response: { 200: catalogConfigResponseSchema, 400: errorBodySchema, 409: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, config: await config.update(tenantOf(request), request.body) }),
  });

  r.post('/api/catalog/sync', {
    config: { access: productsManage },
    schema: {
      tags,
      summary: 'Sincronizar agora: enviar todos os produtos do canal ao catálogo da Meta (em lotes, em segundo plano)',
      response: { 200: catalogConfigResponseSchema, 409: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, config: await config.syncNow(tenantOf(request)) }),
  });

  r.get('/api/catalog/config/:channelId', {
    config: { access: catalogAdmin },
    schema: {
      tags,
      summary: 'Configuração do catálogo de um canal (administrador da plataforma)',
      params: z.object({ channelId: idSchema }),
      response: { 200: catalogConfigResponseSchema, 400: errorBodySchema, 404: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, config: await config.get(request.params.channelId) }),
  });

  r.put('/api/catalog/config/:channelId/enabled', {
    config: { access: catalogAdmin },
    schema: {
      tags,
      summary: 'Ativar ou desativar o catálogo de um canal (administrador da plataforma)',
      params: z.object({ channelId: idSchema }),
      body: catalogEnabledSchema,
      response: { 200: catalogConfigResponseSchema, 400: errorBodySchema, 404: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, config: await config.setEnabled(request.params.channelId, request.body.enabled) }),
  });
}
