// /reportSales's API on the shared filter bar plus the report's product and category, and the choices
// of those two filters. Module `products`: /api/report/sales is a gated prefix in the contract, so every
// route under it states the gate (the export, /api/report/sales/export, checks it in the export
// service). The owner and managers with Reports.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  pageParamsSchema,
  reportFiltersSchema,
  reportPageBodySchema,
  salesReportOptionsQuerySchema,
  salesReportOptionsSchema,
  salesReportPageSchema,
  salesReportSummarySchema,
} from '@atende/contract';
import { tenantOf, type RouteAccessRule } from '../../../platform/http/access.js';
import type { SalesReportService } from './sales-report.service.js';

const access: RouteAccessRule = { roles: ['channel'], permissions: ['Reports'], module: 'products' };
const tags = ['relatórios'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const filtersNote =
  'Pedidos criados no período (dias no fuso do canal). Filtros: operador (`operatorId`), status atual do pedido (`orderStatus`), ' +
  'contato (parte do nome ou número), produto (`productId`) e categoria (`categoryId`): pedidos com ao menos um item dele. ' +
  'Ids de outra empresa: 404.';

export function salesReportRoutes(app: FastifyInstance, service: SalesReportService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/report/sales/summary', {
    config: { access },
    schema: {
      tags,
      summary: 'Vendas: pedidos, pagos, faturamento, ticket médio, cancelados e itens vendidos; por dia, status, operador, categoria e produto',
      description:
        `${filtersNote} Faturamento: soma dos totais dos pedidos pagos (status pago, enviado ou entregue). Ticket médio: faturamento ÷ pedidos pagos. ` +
        'Itens vendidos, categorias e produtos: itens dos pedidos pagos (só os do produto ou da categoria, quando filtrado), valor = quantidade × preço unitário.',
      body: reportFiltersSchema,
      response: { 200: salesReportSummarySchema, ...errors },
    },
    handler: (request) => service.summary(tenantOf(request), request.body),
  });
  r.post('/api/report/sales/page/:page', {
    config: { access },
    schema: {
      tags,
      summary: 'Vendas: um pedido por linha, mais recentes primeiro (paginado)',
      description: filtersNote,
      params: pageParamsSchema,
      body: reportPageBodySchema,
      response: { 200: salesReportPageSchema, ...errors },
    },
    handler: (request) => service.page(tenantOf(request), request.params.page, request.body),
  });
  r.get('/api/report/sales/options', {
    config: { access },
    schema: {
      tags,
      summary: 'Vendas: opções dos filtros de categoria e produto',
      description: 'Todas as categorias (na ordem da loja) e até 20 produtos cujo nome, SKU ou descrição contém `search` (sem diferenciar acentos e maiúsculas), mais o `productId` escolhido.',
      querystring: salesReportOptionsQuerySchema,
      response: { 200: salesReportOptionsSchema, ...errors },
    },
    handler: (request) => service.options(tenantOf(request), request.query.search, request.query.productId),
  });
}
