// /api/products: the catalogue's products. Operators read and search them (they will send them from
// the panel); the owner and managers with Products create, change, hide and delete them.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idSchema,
  okSchema,
  pageParamsSchema,
  productInputSchema,
  productListQuerySchema,
  productPageSchema,
  productResponseSchema,
  productVisibilitySchema,
} from '@atende/contract';
import { tenantOf } from '../../platform/http/access.js';
import { productsManage, productsRead, productsTags as tags } from './products-access.js';
import type { ProductsService } from './products.service.js';

const refused = { 401: errorBodySchema, 403: errorBodySchema };
const idParams = z.object({ id: idSchema });
const saveResponses = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...refused };

export function productsRoutes(app: FastifyInstance, products: ProductsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/products/page/:page', {
    config: { access: productsRead },
    schema: {
      tags,
      summary: 'Listar produtos (paginado): busca por palavras sem acento e em partes, categoria, visibilidade, promoção, sem estoque',
      description:
        'Cada palavra de `search` precisa aparecer (sem acento, sem diferenciar maiúsculas) no SKU, no nome ou na descrição; ' +
        '`sort=relevance` (o padrão) ordena a busca pela proximidade do nome, e sem busca pelo nome.',
      params: pageParamsSchema,
      querystring: productListQuerySchema,
      response: { 200: productPageSchema, 400: errorBodySchema, ...refused },
    },
    handler: (request) => products.page(tenantOf(request), { ...request.query, page: request.params.page }),
  });

  r.get('/api/products/:id', {
    config: { access: productsRead },
    schema: { tags, summary: 'Um produto', params: idParams, response: { 200: productResponseSchema, 404: errorBodySchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, product: await products.get(tenantOf(request), request.params.id) }),
  });

  r.post('/api/products', {
    config: { access: productsManage },
    schema: {
      tags,
      summary: 'Criar produto (preços em centavos; imagens: ids de arquivos enviados em /api/upload)',
      body: productInputSchema,
      response: { 201: productResponseSchema, ...saveResponses },
    },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, product: await products.create(tenantOf(request), request.body) }),
  });

  r.put('/api/products/:id', {
    config: { access: productsManage },
    schema: { tags, summary: 'Alterar produto (as imagens passam a ser exatamente as enviadas)', params: idParams, body: productInputSchema, response: { 200: productResponseSchema, ...saveResponses } },
    handler: async (request) => ({ statusCode: 200, product: await products.update(tenantOf(request), request.params.id, request.body) }),
  });

  r.patch('/api/products/:id/visibility', {
    config: { access: productsManage },
    schema: { tags, summary: 'Ocultar ou mostrar produto', params: idParams, body: productVisibilitySchema, response: { 200: productResponseSchema, 400: errorBodySchema, 404: errorBodySchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, product: await products.setHidden(tenantOf(request), request.params.id, request.body.hide) }),
  });

  r.delete('/api/products/:id', {
    config: { access: productsManage },
    schema: { tags, summary: 'Excluir produto', params: idParams, response: { 200: okSchema, 404: errorBodySchema, ...refused } },
    handler: async (request) => {
      await products.remove(tenantOf(request), request.params.id);
      return { statusCode: 200, message: 'Produto excluído.' };
    },
  });
}
