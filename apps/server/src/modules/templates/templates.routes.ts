// /api/templates: the channel's message templates (HSM). The owner and managers with ManageHSMModels
// list, sync, create and delete them (a media header's sample file is uploaded first, on its own
// route); operators read the approved ones for the composer.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvedTemplatesResponseSchema,
  errorBodySchema,
  idSchema,
  okSchema,
  templateHeaderSampleQuerySchema,
  templateHeaderSampleResponseSchema,
  templateInputSchema,
  templateListQuerySchema,
  templatePageSchema,
  templateResponseSchema,
  templateSyncResponseSchema,
  templateVariableTypesInputSchema,
} from '@atende/contract';
import { tenantOf, type RouteAccessRule } from '../../platform/http/access.js';
import type { TemplatesService } from './templates.service.js';
import { HEADER_SAMPLE_MAX_BYTES, readHeaderSample } from './template-samples.js';

const tags = ['modelos'];
const manage: RouteAccessRule = { roles: ['channel'], permissions: ['ManageHSMModels'] };
// The embedded chat's composer lists them too (a template when the 24-hour window is closed).
const read: RouteAccessRule = { roles: ['channel', 'operator'], permissions: ['ManageHSMModels', 'AttendancesManage'], allowEmbedToken: true };
const refused = { 401: errorBodySchema, 403: errorBodySchema };
const providerErrors = { 400: errorBodySchema, 422: errorBodySchema, 502: errorBodySchema };

export async function templatesRoutes(app: FastifyInstance, templates: TemplatesService): Promise<void> {
  // The media routes register the multipart parser for the whole app; alone (or first) this one does.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/templates', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Modelos do canal (paginado, 10 por página), com status e motivo da rejeição',
      querystring: templateListQuerySchema,
      response: { 200: templatePageSchema, 400: errorBodySchema, ...refused },
    },
    handler: (request) => templates.page(tenantOf(request), request.query),
  });

  r.get('/api/templates/approved', {
    config: { access: read },
    schema: {
      tags,
      summary: 'Modelos aprovados, para enviar fora da janela de 24 horas',
      response: { 200: approvedTemplatesResponseSchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, templates: await templates.approved(tenantOf(request)) }),
  });

  r.post('/api/templates/sync', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Sincronizar os modelos com o provedor (Cloud: GET /{waba-id}/message_templates, todas as páginas)',
      response: { 200: templateSyncResponseSchema, ...providerErrors, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, ...(await templates.sync(tenantOf(request))) }),
  });

  r.post('/api/templates/header-sample', {
    config: { access: manage },
    // Not a JSON body: the global body limit does not apply, the format's limit does.
    bodyLimit: HEADER_SAMPLE_MAX_BYTES + 1024 * 1024,
    schema: {
      tags,
      summary: 'Enviar o arquivo de exemplo de um cabeçalho de mídia (multipart/form-data, campo "file") e receber o identificador para criar o modelo',
      description:
        'Imagem JPEG/PNG até 5 MB, vídeo MP4 até 16 MB, documento PDF até 100 MB. Cloud API: o arquivo vai para a Resumable Upload API da Meta ' +
        '(POST /{app-id}/uploads e POST /upload:{sessão}; o app é a credencial appId do canal ou, sem ela, o app do token) e `sample.handle` ' +
        'vai em `header.example` de POST /api/templates. Simulador: um identificador `sim-sample.…`. Gupshup: recusado (400), o exemplo vai por link. ' +
        'Respostas: 413 (grande demais), 415 (tipo não aceito para o formato), 400 (sem arquivo ou vazio), 422/502 (recusa ou falha do provedor).',
      consumes: ['multipart/form-data'],
      querystring: templateHeaderSampleQuerySchema,
      response: { 201: templateHeaderSampleResponseSchema, 413: errorBodySchema, 415: errorBodySchema, ...providerErrors, ...refused },
    },
    handler: async (request, reply) => {
      const { format } = request.query;
      const sample = await templates.uploadSample(tenantOf(request), format, await readHeaderSample(request, format));
      return reply.status(201).send({ statusCode: 201, sample });
    },
  });

  r.post('/api/templates', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Criar um modelo e enviá-lo para aprovação da Meta',
      description:
        'Nome em minúsculas com _, variáveis {{1}}…{{n}} em ordem com um exemplo cada, cabeçalho de até 60, corpo de até 1024, rodapé de até 60 caracteres, até 10 botões. ' +
        'Cabeçalho de imagem, vídeo ou documento: `header.example` é o `sample.handle` de POST /api/templates/header-sample (na Gupshup, o link público do arquivo).',
      body: templateInputSchema,
      response: { 201: templateResponseSchema, 409: errorBodySchema, ...providerErrors, ...refused },
    },
    handler: async (request, reply) => reply.status(201).send({ statusCode: 201, template: await templates.create(tenantOf(request), request.body) }),
  });

  r.put('/api/templates/:id/variable-types', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Declarar o tipo de cada variável do corpo (texto, valor em dinheiro ou data e hora)',
      description:
        'Um tipo por variável, {{1}} primeiro: `text`, `currency` ou `date_time`. Só nosso: o modelo na Meta não muda; o envio ' +
        '(composer e campanhas) preenche as variáveis de valor e de data com os parâmetros `currency` e `date_time` da Meta.',
      params: z.object({ id: idSchema }),
      body: templateVariableTypesInputSchema,
      response: { 200: templateResponseSchema, 400: errorBodySchema, 404: errorBodySchema, ...refused },
    },
    handler: async (request) => ({ statusCode: 200, template: await templates.setVariableTypes(tenantOf(request), request.params.id, request.body.variableTypes) }),
  });

  r.delete('/api/templates/:id', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Excluir um modelo (na Meta a exclusão vale para todos os idiomas do nome)',
      params: z.object({ id: idSchema }),
      response: { 200: okSchema, 404: errorBodySchema, ...providerErrors, ...refused },
    },
    handler: async (request) => {
      await templates.remove(tenantOf(request), request.params.id);
      return { statusCode: 200 };
    },
  });
}
