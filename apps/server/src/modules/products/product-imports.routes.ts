// /api/products/import and /api/products/export: product files in and out (CSV or XLSX). The owner
// and managers with Products.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idSchema,
  PRODUCT_IMPORT_MAX_BYTES,
  productExportQuerySchema,
  productImportColumns,
  productImportReportQuerySchema,
  productImportResponseSchema,
} from '@atende/contract';
import { tenantOf } from '../../platform/http/access.js';
import { sendSpreadsheet } from '../../platform/http/spreadsheet-export.js';
import { readUploadedFile } from '../../platform/http/uploaded-file.js';
import { productsManage as access, productsTags as tags } from './products-access.js';
import type { ProductImportsService } from './product-imports.service.js';

const idParams = z.object({ id: idSchema });
const refused = { 401: errorBodySchema, 403: errorBodySchema };

export async function productImportsRoutes(app: FastifyInstance, imports: ProductImportsService): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/products/import', {
    config: { access },
    bodyLimit: PRODUCT_IMPORT_MAX_BYTES + 1024 * 1024,
    schema: {
      tags,
      summary: 'Importar produtos de uma planilha (.csv ou .xlsx, multipart/form-data, campo "file"); atualiza pelo SKU',
      description:
        `Até 10 MB; a primeira linha é o cabeçalho, com as colunas ${Object.values(productImportColumns).join(', ')} ` +
        '(SKU, Nome e Preço obrigatórias). A importação segue em segundo plano: acompanhe em GET /api/products/import/{id}.',
      consumes: ['multipart/form-data'],
      response: { 202: productImportResponseSchema },
    },
    handler: async (request, reply) => {
      const file = await readUploadedFile(request, PRODUCT_IMPORT_MAX_BYTES);
      const started = await imports.upload(tenantOf(request), request.principal?.userId ?? null, file);
      return reply.status(202).send({ statusCode: 202, import: started });
    },
  });

  r.get('/api/products/import/:id', {
    config: { access },
    schema: { tags, summary: 'Situação e contadores de uma importação de produtos', params: idParams, response: { 200: productImportResponseSchema, 404: errorBodySchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, import: await imports.get(tenantOf(request), request.params.id) }),
  });

  r.get('/api/products/import/:id/errors', {
    config: { access },
    schema: { tags, summary: 'Relatório das linhas não importadas (linha, motivo e as colunas originais)', params: idParams, querystring: productImportReportQuerySchema },
    handler: async (request, reply) => {
      const report = await imports.errorReport(tenantOf(request), request.params.id);
      return sendSpreadsheet(reply, { format: request.query.format, sheetName: 'Erros', ...report });
    },
  });

  r.get('/api/products/export', {
    config: { access },
    schema: { tags, summary: 'Exportar os produtos (com os filtros da lista) em CSV ou XLSX, nas colunas que a importação lê', querystring: productExportQuerySchema },
    handler: (request, reply) => {
      const { format, ...filters } = request.query;
      return sendSpreadsheet(reply, { format, sheetName: 'Produtos', ...imports.exportOf(tenantOf(request), filters) });
    },
  });
}
