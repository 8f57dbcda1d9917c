// The customer's phone of the built-in simulator: its webhook (same inbox, job and engine as a
// real provider) and what the page needs to show a conversation and to review templates as Meta.
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idSchema, messageSchema, templateSchema } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { simulatorAdapter } from '../../providers/simulator/simulator.adapter.js';
import { createSimulatorFiles } from '../../providers/simulator/simulator-files.js';
import { mediaStorageFor } from '../../platform/storage/index.js';
import { toMessageView } from '../messages/index.js';
import { channelTemplates, toTemplateView } from '../templates/index.js';
import type { WebhooksService } from '../webhooks/index.js';
import { isLocalClient, simulatorChannelFor } from './simulator-access.js';
import { channelNameAndNumber, latestMessagesWith, listSimulatorChannels } from './simulator.repository.js';
import { createSimulatorMedia, SIMULATOR_FILE_MAX_BYTES, simulatorFileKinds } from './simulator-media.js';

const refused = () => fail('simulator_forbidden');

const localOf = (request: FastifyRequest) => isLocalClient(request.ip);
const secretOf = (request: FastifyRequest) => {
  const header = request.headers['x-simulator-secret'];
  return typeof header === 'string' ? header : undefined;
};

export function simulatorRoutes(app: FastifyInstance, ctx: AppContext, webhooks: WebhooksService): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/webhooks/simulator', {
      config: { access: { public: true, reason: 'the simulator page: from this machine, or signed with the channel secret' } },
      schema: { tags: ['simulador'], summary: 'Mensagens e status vindos do simulador' },
      handler: async (request, reply) => {
        await webhooks.receive(simulatorAdapter, request.body as Buffer, request.headers, { trusted: localOf(request) });
        return reply.status(200).send({ statusCode: 200 });
      },
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const phoneMedia = createSimulatorMedia(createSimulatorFiles(mediaStorageFor(ctx.config)));

  r.post('/api/simulator/:channelId/media', {
    config: { access: { public: true, reason: 'the simulator page: from this machine, or with the channel secret' } },
    schema: {
      tags: ['simulador'],
      summary: 'O telefone do simulador envia um arquivo (multipart/form-data, campo "file") antes de mandá-lo numa mensagem',
      description:
        'Guarda o arquivo "do lado do provedor" e responde o `providerMediaId` que o evento do webhook do simulador leva em `media.id`; ' +
        'o download da mensagem o busca como faria na Cloud API. Imagem JPEG/PNG até 5 MB (como o WhatsApp), documento de qualquer tipo até 16 MB. ' +
        'Sem `type`, JPEG/PNG vai como imagem e o resto como documento. Respostas: 403 (fora desta máquina sem o segredo em x-simulator-secret), ' +
        '413 (grande demais), 415 (formato não aceito como imagem), 400 (sem arquivo ou vazio).',
      consumes: ['multipart/form-data'],
      params: z.object({ channelId: idSchema }),
      querystring: z.object({ type: z.enum(simulatorFileKinds).optional() }),
      response: {
        201: z.object({
          statusCode: z.number(),
          media: z.object({ id: z.string(), kind: z.enum(simulatorFileKinds), mimeType: z.string(), fileName: z.string().nullable(), size: z.number() }),
        }),
      },
    },
    handler: async (request, reply) => {
      const channel = await simulatorChannelFor(ctx.db.orm, ctx.keys, request.params.channelId, localOf(request), secretOf(request));
      if (!channel) throw refused();
      if (!request.isMultipart()) throw fail('upload_not_multipart', { params: { what: 'o arquivo' } });
      const file = await request.file({ limits: { fileSize: SIMULATOR_FILE_MAX_BYTES, files: 1 }, throwFileSizeLimit: false });
      if (!file || file.fieldname !== 'file') throw fail('upload_without_file', { params: { what: 'o arquivo' } });
      const data = await file.toBuffer();
      const saved = await phoneMedia.upload(
        channel.id,
        { fileName: file.filename, mimeType: file.mimetype, data, truncated: file.file.truncated },
        request.query.type,
      );
      const { providerMediaId, ...rest } = saved;
      return reply.status(201).send({ statusCode: 201, media: { id: providerMediaId, ...rest } });
    },
  });

  r.get('/api/simulator', {
    config: { access: { public: true, reason: 'lists simulator channels to someone on this machine only' } },
    schema: {
      tags: ['simulador'],
      summary: 'Canais de simulador (só nesta máquina)',
      response: { 200: z.object({ statusCode: z.number(), channels: z.array(z.object({ _id: idSchema, name: z.string(), channelNumber: z.string() })) }) },
    },
    handler: async (request) => {
      if (!localOf(request)) throw refused();
      const rows = await listSimulatorChannels(ctx.db.orm);
      return { statusCode: 200, channels: rows.map((c) => ({ _id: c.id, name: c.name, channelNumber: c.channel_number })) };
    },
  });

  r.get('/api/simulator/:channelId', {
    config: { access: { public: true, reason: 'the simulator page, checked against the channel secret' } },
    schema: {
      tags: ['simulador'],
      summary: 'Canal do simulador',
      params: z.object({ channelId: idSchema }),
      response: { 200: z.object({ statusCode: z.number(), channel: z.object({ _id: idSchema, name: z.string(), channelNumber: z.string() }) }) },
    },
    handler: async (request) => {
      const channel = await simulatorChannelFor(ctx.db.orm, ctx.keys, request.params.channelId, localOf(request), secretOf(request));
      if (!channel) throw refused();
      const row = await channelNameAndNumber(ctx.db.orm, channel.id);
      return { statusCode: 200, channel: { _id: channel.id, name: row?.name ?? '', channelNumber: row?.channel_number ?? '' } };
    },
  });

  r.get('/api/simulator/:channelId/templates', {
    config: { access: { public: true, reason: 'the simulator page (the templates reviewer), checked against the channel secret' } },
    schema: {
      tags: ['simulador'],
      summary: 'Os modelos de mensagem do canal do simulador, os mais recentes primeiro',
      description:
        'O simulador faz o papel da Meta: a página lista os modelos em análise (PENDING) para aprovar ou reprovar com o evento ' +
        '`template_status` do webhook do simulador, e desenha as mensagens de modelo com o cabeçalho, o rodapé e os botões de cada um.',
      params: z.object({ channelId: idSchema }),
      response: { 200: z.object({ statusCode: z.number(), templates: z.array(templateSchema) }) },
    },
    handler: async (request) => {
      const channel = await simulatorChannelFor(ctx.db.orm, ctx.keys, request.params.channelId, localOf(request), secretOf(request));
      if (!channel) throw refused();
      return { statusCode: 200, templates: (await channelTemplates(ctx.db.orm, channel.id)).map(toTemplateView) };
    },
  });

  r.get('/api/simulator/:channelId/conversation', {
    config: { access: { public: true, reason: 'the simulator page, checked against the channel secret' } },
    schema: {
      tags: ['simulador'],
      summary: 'A conversa de um número com o canal (as 200 mensagens mais recentes, da mais antiga à mais nova)',
      params: z.object({ channelId: idSchema }),
      querystring: z.object({ number: z.string().regex(/^\d{8,15}$/, 'Número inválido') }),
      response: { 200: z.object({ statusCode: z.number(), messages: z.array(messageSchema) }) },
    },
    handler: async (request) => {
      const channel = await simulatorChannelFor(ctx.db.orm, ctx.keys, request.params.channelId, localOf(request), secretOf(request));
      if (!channel) throw refused();
      const rows = await latestMessagesWith(ctx.db.orm, channel.id, request.query.number, 200);
      return { statusCode: 200, messages: rows.reverse().map((row) => toMessageView(row)) };
    },
  });
}
