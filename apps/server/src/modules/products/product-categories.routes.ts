// /api/products/categories: the catalogue's ordered categories. Operators read them (filters when
// sending products); the owner and managers with Products change them.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idSchema,
  okSchema,
  productCategoryInputSchema,
  productCategoryListResponseSchema,
  productCategoryOrderSchema,
  productCategoryResponseSchema,
} from '@atende/contract';
import { tenantOf } from '../../platform/http/access.js';
import { productsManage, productsRead, productsTags as tags } from './products-access.js';
import type { ProductCategoriesService } from './product-categories.service.js';

const refused = { 401: errorBodySchema, 403: errorBodySchema };
const idParams = z.object({ id: idSchema });

export function productCategoriesRoutes(app: FastifyInstance, categories: ProductCategoriesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/products/categories', {
    config: { access: productsRead },
    schema: { tags, summary: 'Categorias do catálogo, na ordem da loja', response: { 200: productCategoryListResponseSchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, categories: await categories.list(tenantOf(request)) }),
  });

  r.post('/api/products/categories', {
    config: { access: productsManage },
    schema: {
      tags,
      summary: 'Criar categoria (entra no fim da ordem)',
      body: productCategoryInputSchema,
      response: { 201: productCategoryResponseSchema, 400: errorBodySchema, 409: errorBodySchema, ...refused },
    },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, category: await categories.create(tenantOf(request), request.body.name) }),
  });

  r.put('/api/products/categories/order', {
    config: { access: productsManage },
    schema: {
      tags,
      summary: 'Reordenar as categorias (todas, uma vez cada)',
      body: productCategoryOrderSchema,
      response: { 200: productCategoryListResponseSchema, 400: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, categories: await categories.reorder(tenantOf(request), request.body.categoryIds) }),
  });

  r.put('/api/products/categories/:id', {
    config: { access: productsManage },
    schema: {
      tags,
      summary: 'Renomear categoria',
      params: idParams,
      body: productCategoryInputSchema,
      response: { 200: productCategoryResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, category: await categories.rename(tenantOf(request), request.params.id, request.body.name) }),
  });

  r.delete('/api/products/categories/:id', {
    config: { access: productsManage },
    schema: { tags, summary: 'Excluir categoria (os produtos ficam sem categoria)', params: idParams, response: { 200: okSchema, 404: errorBodySchema, ...refused } },
    handler: async (request) => {
      await categories.remove(tenantOf(request), request.params.id);
      return { statusCode: 200, message: 'Categoria excluída.' };
    },
  });
}
