// /api/orders: an attendance's orders (the panel's "Pedidos"), the cart built by the operator, its
// freight, stock, discount, status and payment link. Gated by module products (contract modules.ts).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  freightChoiceSchema,
  freightQuoteInputSchema,
  freightQuoteResponseSchema,
  idSchema,
  orderCreateSchema,
  orderDiscountSchema,
  orderItemsInputSchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderStatusInputSchema,
  paymentLinkInputSchema,
  stockCheckResponseSchema,
} from '@atende/contract';
import { principalOf, tenantOf } from '../../platform/http/access.js';
import { ordersAccess as access, ordersTags as tags } from './orders-access.js';
import type { OrdersService } from './orders.service.js';

const refused = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writes = { 400: errorBodySchema, 409: errorBodySchema, ...refused };
const storeFailures = { 422: errorBodySchema, 502: errorBodySchema, 504: errorBodySchema };
const idParams = z.object({ id: idSchema });

export function ordersRoutes(app: FastifyInstance, orders: OrdersService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const who = (request: Parameters<typeof tenantOf>[0]) => [principalOf(request), tenantOf(request)] as const;

  r.get('/api/orders/attendance/:attendanceId', {
    config: { access },
    schema: { tags, summary: 'Pedidos de um atendimento (mais recentes primeiro)', params: z.object({ attendanceId: idSchema }), response: { 200: orderListResponseSchema, 400: errorBodySchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, orders: await orders.list(...who(request), request.params.attendanceId) }),
  });

  r.get('/api/orders/:id', {
    config: { access },
    schema: { tags, summary: 'Um pedido', params: idParams, response: { 200: orderResponseSchema, 400: errorBodySchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, order: await orders.get(...who(request), request.params.id) }),
  });

  r.post('/api/orders', {
    config: { access },
    schema: { tags, summary: 'Montar um pedido para o atendimento com produtos do catálogo', body: orderCreateSchema, response: { 201: orderResponseSchema, ...writes } },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, order: await orders.create(...who(request), request.body) }),
  });

  r.put('/api/orders/:id/items', {
    config: { access },
    schema: { tags, summary: 'Trocar os itens de um pedido aberto (preços do catálogo)', params: idParams, body: orderItemsInputSchema, response: { 200: orderResponseSchema, ...writes } },
    handler: async (request) => ({ statusCode: 200, order: await orders.replaceItems(...who(request), request.params.id, request.body.items) }),
  });

  r.put('/api/orders/:id/discount', {
    config: { access },
    schema: { tags, summary: 'Desconto de um pedido aberto (centavos)', params: idParams, body: orderDiscountSchema, response: { 200: orderResponseSchema, ...writes } },
    handler: async (request) => ({ statusCode: 200, order: await orders.setDiscount(...who(request), request.params.id, request.body.discountCents) }),
  });

  r.post('/api/orders/:id/freight/quote', {
    config: { access },
    schema: { tags, summary: 'Cotar o frete do pedido pelo CEP na loja', params: idParams, body: freightQuoteInputSchema, response: { 200: freightQuoteResponseSchema, ...writes, ...storeFailures } },
    handler: async (request) => ({ statusCode: 200, cep: request.body.cep, options: await orders.quoteFreight(...who(request), request.params.id, request.body.cep) }),
  });

  r.put('/api/orders/:id/freight', {
    config: { access },
    schema: { tags, summary: 'Escolher o frete (cotado de novo na loja)', params: idParams, body: freightChoiceSchema, response: { 200: orderResponseSchema, ...writes, ...storeFailures } },
    handler: async (request) => ({ statusCode: 200, order: await orders.chooseFreight(...who(request), request.params.id, request.body.cep, request.body.optionId) }),
  });

  r.get('/api/orders/:id/stock', {
    config: { access },
    schema: { tags, summary: 'Conferir o estoque dos itens (na loja, ou no catálogo sem integração)', params: idParams, response: { 200: stockCheckResponseSchema, 400: errorBodySchema, 409: errorBodySchema, ...refused, ...storeFailures } },
    handler: async (request) => ({ statusCode: 200, items: await orders.checkStock(...who(request), request.params.id) }),
  });

  r.put('/api/orders/:id/status', {
    config: { access },
    schema: { tags, summary: 'Mudar o status do pedido (confirmar confere o estoque)', params: idParams, body: orderStatusInputSchema, response: { 200: orderResponseSchema, ...writes, ...storeFailures } },
    handler: async (request) => ({ statusCode: 200, order: await orders.setStatus(...who(request), request.params.id, request.body.status, request.body.note) }),
  });

  r.post('/api/orders/:id/payment-link', {
    config: { access },
    schema: { tags, summary: 'Criar o link de pagamento na loja e enviá-lo ao cliente', params: idParams, body: paymentLinkInputSchema, response: { 200: orderResponseSchema, ...writes, ...storeFailures } },
    handler: async (request) => ({ statusCode: 200, order: await orders.sendPaymentLink(...who(request), request.params.id, request.body.method) }),
  });
}
