// /api/contact/import: upload a CSV/XLSX of contacts (answers a preview), start it with a column
// mapping, follow it, list past ones, cancel, and download the rows that could not be imported.
// The owner and managers with the Contacts permission.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_IMPORT_MAX_BYTES,
  contactImportListQuerySchema,
  contactImportListResponseSchema,
  contactImportPreviewSchema,
  contactImportReportQuerySchema,
  contactImportResponseSchema,
  contactImportStartSchema,
  contactReaderPermissions,
  idSchema,
  pageParamsSchema,
} from '@atende/contract';
import { ownChannel, tenantOf } from '../../platform/http/access.js';
import { sendSpreadsheet } from '../../platform/http/spreadsheet-export.js';
import type { ContactImportsService } from './contact-imports.service.js';
import { readUploadedFile } from '../../platform/http/uploaded-file.js';

const tags = ['contatos'];
const access = { roles: ['channel'] as const, permissions: contactReaderPermissions };
const idParams = z.object({ id: idSchema });

export async function contactImportsRoutes(app: FastifyInstance, imports: ContactImportsService): Promise<void> {
  // The media routes register the multipart parser for the whole app; alone (or first) this one does.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/contact/import', {
    config: { access },
    bodyLimit: CONTACT_IMPORT_MAX_BYTES + 1024 * 1024,
    schema: {
      tags,
      summary: 'Enviar uma planilha de contatos (.csv ou .xlsx, multipart/form-data, campo "file") e ver a prévia',
      description:
        'Até 10 MB. CSV separado por ";" ou ",", em UTF-8 (com ou sem BOM) ou Latin-1; XLSX: a primeira aba. A primeira linha é o cabeçalho. ' +
        'Responde as colunas, as primeiras linhas e um mapeamento sugerido; a importação começa em POST /api/contact/import/{id}/start.',
      consumes: ['multipart/form-data'],
      response: { 201: contactImportPreviewSchema },
    },
    handler: async (request, reply) => {
      const channelId = tenantOf(request);
      const file = await readUploadedFile(request, CONTACT_IMPORT_MAX_BYTES);
      const preview = await imports.upload(channelId, request.principal?.userId ?? null, file);
      return reply.status(201).send(preview);
    },
  });

  r.post('/api/contact/import/:id/start', {
    config: { access },
    schema: { tags, summary: 'Iniciar a importação com o mapeamento de colunas', params: idParams, body: contactImportStartSchema, response: { 202: contactImportResponseSchema } },
    handler: async (request, reply) =>
      reply.status(202).send({ statusCode: 202, import: await imports.start(tenantOf(request), request.params.id, request.body.mapping) }),
  });

  r.get('/api/contact/import/channel/:channelId/page/:page', {
    config: { access },
    schema: {
      tags,
      summary: 'Importações do canal, das mais recentes para as mais antigas',
      params: pageParamsSchema.extend({ channelId: idSchema }),
      querystring: contactImportListQuerySchema,
      response: { 200: contactImportListResponseSchema },
    },
    handler: async (request) => ({
      statusCode: 200,
      ...(await imports.list(ownChannel(request, request.params.channelId), request.params.page, request.query.perPage)),
    }),
  });

  r.get('/api/contact/import/:id', {
    config: { access },
    schema: { tags, summary: 'Situação e contadores de uma importação', params: idParams, response: { 200: contactImportResponseSchema } },
    handler: async (request) => ({ statusCode: 200, import: await imports.get(tenantOf(request), request.params.id) }),
  });

  r.get('/api/contact/import/:id/errors', {
    config: { access },
    schema: {
      tags,
      summary: 'Relatório das linhas não importadas (CSV ou XLSX): linha, motivo e as colunas originais',
      params: idParams,
      querystring: contactImportReportQuerySchema,
    },
    handler: async (request, reply) => {
      const report = await imports.errorReport(tenantOf(request), request.params.id);
      return sendSpreadsheet(reply, { format: request.query.format, sheetName: 'Erros', ...report });
    },
  });

  r.post('/api/contact/import/:id/cancel', {
    config: { access },
    schema: { tags, summary: 'Cancelar uma importação que ainda não terminou', params: idParams, response: { 200: contactImportResponseSchema } },
    handler: async (request) => ({ statusCode: 200, import: await imports.cancel(tenantOf(request), request.params.id) }),
  });
}
