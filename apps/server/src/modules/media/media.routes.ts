// /api/upload (a file to send) and /api/media/{id} (a stored file, by signed link or session).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idSchema, mediaUploadLimits, sendMediaKinds, uploadResponseSchema } from '@atende/contract';
import { tenantOf } from '../../platform/http/access.js';
import { fail } from '../../platform/http/errors.js';
import { fileSafetyHook, sendStoredFile } from '../../platform/http/file-serving.js';
import type { MediaService } from './media.service.js';

const tags = ['mídia'];
const largestFile = Math.max(...Object.values(mediaUploadLimits).map((l) => l.maxBytes));

export async function mediaRoutes(app: FastifyInstance, media: MediaService): Promise<void> {
  // One file per request; the per-type limit is enforced while streaming (media.service.ts).
  await app.register(fastifyMultipart, { limits: { fileSize: largestFile + 1, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/upload', {
    config: { access: { roles: ['operator', 'channel', 'channel_manager'], allowEmbedToken: true } },
    // Not a JSON body: the global body limit does not apply, the per-type limits below do.
    bodyLimit: largestFile + 1024 * 1024,
    schema: {
      tags,
      summary: 'Enviar um arquivo para anexar a uma mensagem (multipart/form-data, campo "file")',
      description:
        'Limites do WhatsApp: imagem JPEG/PNG até 5 MB, áudio até 16 MB, vídeo MP4/3GPP até 16 MB, documento até 100 MB, figurinha WEBP até 500 KB. ' +
        'Sem `type`, o tipo vem do formato do arquivo. Respostas: 413 (grande demais), 415 (formato não aceito), 400 (sem arquivo).',
      consumes: ['multipart/form-data'],
      querystring: z.object({ type: z.enum(sendMediaKinds).optional() }),
      response: { 201: uploadResponseSchema },
    },
    handler: async (request, reply) => {
      const channelId = tenantOf(request);
      if (!request.isMultipart()) throw fail('upload_not_multipart', { params: { what: 'o arquivo' } });
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw fail('upload_without_file', { params: { what: 'o arquivo' } });
      const uploaded = await media.upload(
        channelId,
        { stream: file.file, fileName: file.filename, mimeType: file.mimetype, truncated: () => file.file.truncated },
        request.query.type,
      );
      return reply.status(201).send({ statusCode: 201, media: uploaded });
    },
  });

  r.get('/api/media/:id', {
    config: { access: { public: true, reason: 'media tags cannot send a token: a signed link (exp, sig) or a session of the channel' } },
    schema: {
      tags,
      summary: 'Baixar um arquivo (link assinado de curta duração, ou sessão do canal)',
      description: 'Com `size=thumb`, uma imagem (JPEG, PNG, WebP, GIF) vem reduzida: WebP de até 320 px de largura; outros tipos vêm inteiros.',
      params: z.object({ id: idSchema }),
      querystring: z.object({
        exp: z.coerce.number().int().optional(),
        sig: z.string().max(128).optional(),
        size: z.enum(['thumb'], { message: 'Tamanho inválido' }).optional(),
      }),
    },
    // Before anything can refuse: the refusals carry the file policy's headers too.
    onRequest: fileSafetyHook,
    handler: async (request, reply) => {
      const access = { exp: request.query.exp, sig: request.query.sig, channelId: request.principal?.channelId ?? null };
      const { row, stream, size } = request.query.size === 'thumb' ? await media.openThumbnail(request.params.id, access) : await media.open(request.params.id, access);
      // Inline only for the allow-list of passive types; SVG, HTML, PDF and the rest download (file-serving.ts).
      return sendStoredFile(reply, { mimeType: row.mimeType, fileName: row.fileName ?? row.id, body: stream, size, cacheControl: 'private, max-age=3600' });
    },
  });
}
