// /api/campaigns (module broadcastList): the owner and managers with ManageCampaigns manage and send
// campaigns; managers with Reports read them and their per-contact report (/reportCampaign).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CAMPAIGN_UPLOAD_MAX_BYTES,
  campaignAudienceCountResponseSchema,
  campaignAudienceCountSchema,
  campaignReaderPermissions,
  campaignExportQuerySchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignPageSchema,
  campaignRecipientPageSchema,
  campaignRecipientsQuerySchema,
  campaignResponseSchema,
  campaignSendSchema,
  campaignSettingsResponseSchema,
  campaignSettingsSchema,
  campaignStatusResponseSchema,
  campaignUploadResponseSchema,
  errorBodySchema,
  idSchema,
  okSchema,
} from '@atende/contract';
import { tenantOf, type RouteAccessRule } from '../../platform/http/access.js';
import { readUploadedFile } from '../../platform/http/uploaded-file.js';
import { sendSpreadsheet } from '../../platform/http/spreadsheet-export.js';
import type { CampaignsService } from './campaigns.service.js';

const tags = ['campanhas'];
const manage: RouteAccessRule = { roles: ['channel'], permissions: ['ManageCampaigns'], module: 'broadcastList' };
const read: RouteAccessRule = { roles: ['channel'], permissions: campaignReaderPermissions, module: 'broadcastList' };
const refused = { 401: errorBodySchema, 403: errorBodySchema };
const params = z.object({ id: idSchema });
const changed = { 200: campaignResponseSchema, 404: errorBodySchema, 409: errorBodySchema, ...refused };

export async function campaignsRoutes(app: FastifyInstance, campaigns: CampaignsService): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/campaigns', {
    config: { access: read },
    schema: { tags, summary: 'Campanhas do canal (paginado), com o andamento de cada uma', querystring: campaignListQuerySchema, response: { 200: campaignPageSchema, ...refused } },
    handler: (request) => campaigns.page(tenantOf(request), request.query),
  });

  r.get('/api/campaigns/settings', {
    config: { access: read },
    schema: { tags, summary: 'Limite de envio do canal (mensagens por segundo)', response: { 200: campaignSettingsResponseSchema, ...refused } },
    handler: (request) => campaigns.settings(tenantOf(request)),
  });

  r.put('/api/campaigns/settings', {
    config: { access: manage },
    schema: { tags, summary: 'Alterar o limite de envio (1 a 1000 por segundo; a Meta começa em 80)', body: campaignSettingsSchema, response: { 200: campaignSettingsResponseSchema, ...refused } },
    handler: (request) => campaigns.setSettings(tenantOf(request), request.body.messagesPerSecond),
  });

  r.post('/api/campaigns/audience/count', {
    config: { access: manage },
    schema: { tags, summary: 'Quantos contatos um público alcança agora (e quantos serão ignorados)', body: campaignAudienceCountSchema, response: { 200: campaignAudienceCountResponseSchema, 400: errorBodySchema, ...refused } },
    handler: (request) => campaigns.countAudience(tenantOf(request), request.body.audience),
  });

  r.post('/api/campaigns', {
    config: { access: manage },
    schema: { tags, summary: 'Criar uma campanha (rascunho)', body: campaignInputSchema, response: { 201: campaignResponseSchema, 400: errorBodySchema, ...refused } },
    handler: async (request, reply) =>
      reply.status(201).send({ statusCode: 201, campaign: await campaigns.create(tenantOf(request), request.principal?.userId ?? null, request.body) }),
  });

  r.get('/api/campaigns/:id', {
    config: { access: read },
    schema: { tags, summary: 'Uma campanha com o andamento', params, response: { 200: campaignResponseSchema, 404: errorBodySchema, ...refused } },
    handler: async (request) => ({ statusCode: 200, campaign: await campaigns.get(tenantOf(request), request.params.id) }),
  });

  r.put('/api/campaigns/:id', {
    config: { access: manage },
    schema: { tags, summary: 'Alterar uma campanha ainda não enviada', params, body: campaignInputSchema, response: { ...changed, 400: errorBodySchema } },
    handler: async (request) => ({ statusCode: 200, campaign: await campaigns.update(tenantOf(request), request.params.id, request.body) }),
  });

  r.delete('/api/campaigns/:id', {
    config: { access: manage },
    schema: { tags, summary: 'Excluir uma campanha (não durante o envio)', params, response: { 200: okSchema, 404: errorBodySchema, 409: errorBodySchema, ...refused } },
    handler: async (request) => {
      await campaigns.remove(tenantOf(request), request.params.id);
      return { statusCode: 200, message: 'Campanha excluída.' };
    },
  });

  r.post('/api/campaigns/:id/audience/upload', {
    config: { access: manage },
    bodyLimit: CAMPAIGN_UPLOAD_MAX_BYTES + 1024 * 1024,
    schema: {
      tags,
      summary: 'Enviar a lista de contatos da campanha (.csv ou .xlsx, campo "file"); cria os contatos que faltam',
      description: 'A coluna do número é reconhecida pelo cabeçalho (Número, Telefone, Celular, WhatsApp...); Nome preenche contatos sem nome; as demais colunas viram variáveis.',
      params,
      consumes: ['multipart/form-data'],
      response: { 200: campaignUploadResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema, ...refused },
    },
    handler: async (request) => campaigns.upload(tenantOf(request), request.params.id, await readUploadedFile(request, CAMPAIGN_UPLOAD_MAX_BYTES, 'a lista')),
  });

  r.post('/api/campaigns/:id/send', {
    config: { access: manage },
    schema: { tags, summary: 'Enviar agora, ou agendar (scheduledAt no futuro)', params, body: campaignSendSchema, response: { ...changed, 400: errorBodySchema } },
    handler: async (request) => ({ statusCode: 200, campaign: await campaigns.send(tenantOf(request), request.params.id, request.body.scheduledAt) }),
  });

  r.get('/api/campaigns/:id/status', {
    config: { access: read },
    schema: { tags, summary: 'Situação e contagens da campanha', params, response: { 200: campaignStatusResponseSchema, 404: errorBodySchema, ...refused } },
    handler: (request) => campaigns.status(tenantOf(request), request.params.id),
  });

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    const summary = { pause: 'Pausar o envio', resume: 'Retomar o envio', cancel: 'Cancelar: nenhum envio a mais (para em até um segundo)' }[action];
    r.post(`/api/campaigns/:id/${action}`, {
      config: { access: manage },
      schema: { tags, summary, params, response: changed },
      handler: async (request) => ({ statusCode: 200, campaign: await campaigns[action](tenantOf(request), request.params.id) }),
    });
  }

  r.get('/api/campaigns/:id/recipients', {
    config: { access: read },
    schema: { tags, summary: 'Resultado por contato (relatório da campanha)', params, querystring: campaignRecipientsQuerySchema, response: { 200: campaignRecipientPageSchema, 404: errorBodySchema, ...refused } },
    handler: (request) => campaigns.recipients(tenantOf(request), request.params.id, request.query),
  });

  r.get('/api/campaigns/:id/recipients/export', {
    config: { access: read },
    schema: { tags, summary: 'Exportar o resultado por contato (CSV ou XLSX)', params, querystring: campaignExportQuerySchema },
    handler: async (request, reply) => sendSpreadsheet(reply, await campaigns.exportSpec(tenantOf(request), request.params.id, request.query)),
  });
}
