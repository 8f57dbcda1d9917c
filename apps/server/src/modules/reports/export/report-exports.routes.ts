// Report exports: start one (the file itself up to the sync limit, else 202 and a background job),
// follow it, and download its file from a signed link (a browser navigation, no session needed).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamsSchema, reportExportBodySchema, reportExportResponseSchema, reportNames } from '@atende/contract';
import { principalOf, tenantOf } from '../../../platform/http/access.js';
import { fileSafetyHook, sendStoredFile } from '../../../platform/http/file-serving.js';
import { sendSpreadsheet, spreadsheetContentTypes } from '../../../platform/http/spreadsheet-export.js';
import { reportAccess } from '../report-access.js';
import type { ReportExportsService } from './report-exports.service.js';

const tags = ['relatórios'];
const refused = { 401: errorBodySchema, 403: errorBodySchema };
const nameParams = z.object({ name: z.enum(reportNames, { message: 'Relatório inválido' }) });
const downloadQuery = z.object({
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(200).optional(),
});

export function reportExportsRoutes(app: FastifyInstance, exportsService: ReportExportsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/report/:name/export', {
    config: { access: reportAccess },
    schema: {
      tags,
      summary: 'Exportar um relatório com os filtros atuais (CSV ou XLSX)',
      description:
        'Até o limite de linhas (50.000) a resposta é o próprio arquivo (200, baixado em fluxo). Acima dele, 202 com a exportação ' +
        'em segundo plano: acompanhe em GET /api/report/exports/{id} e baixe pelo `downloadUrl` assinado quando terminar.',
      params: nameParams,
      body: reportExportBodySchema,
      response: { 202: reportExportResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...refused },
    },
    handler: async (request, reply) => {
      const started = await exportsService.start(principalOf(request), tenantOf(request), request.params.name, request.body);
      if (started.kind === 'stream') return sendSpreadsheet(reply, started.file);
      return reply.code(202).send(started.response);
    },
  });

  r.get('/api/report/exports/:id', {
    config: { access: reportAccess },
    schema: {
      tags,
      summary: 'Andamento de uma exportação em segundo plano (com o link de download, válido por 1 hora, quando pronta)',
      params: idParamsSchema,
      response: { 200: reportExportResponseSchema, 404: errorBodySchema, ...refused },
    },
    handler: (request) => exportsService.get(tenantOf(request), request.params.id),
  });

  r.get('/api/report/exports/:id/download', {
    config: {
      access: {
        signedLink: true,
        reason: 'a browser navigation to a finished export, signed for an hour',
        refusal: 'report_export_link_invalid',
        verify: (request) => {
          const { id } = request.params as { id: string };
          const { expires, signature } = request.query as z.output<typeof downloadQuery>;
          return exportsService.mayDownload(id, expires, signature);
        },
      },
    },
    // Refusals carry the file policy's headers too (nosniff, sandbox).
    onRequest: fileSafetyHook,
    schema: {
      tags,
      summary: 'Baixar o arquivo de uma exportação (link assinado)',
      description: 'Sem sessão: `expires` e `signature` vêm do `downloadUrl`. Link adulterado ou vencido: 403. Arquivos ficam disponíveis por 24 horas.',
      security: [{}],
      params: idParamsSchema,
      querystring: downloadQuery,
      response: { 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request, reply) => {
      const file = await exportsService.open(request.params.id);
      return sendStoredFile(reply, { mimeType: spreadsheetContentTypes[file.format], fileName: file.fileName, body: file.stream, size: file.size, cacheControl: 'no-store' });
    },
  });
}
