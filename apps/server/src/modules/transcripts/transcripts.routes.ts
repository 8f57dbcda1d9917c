// Share links to a conversation and the read-only transcript they open (/messages/... on the web).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  shareLinkRequestSchema,
  shareLinkResponseSchema,
  transcriptParamsSchema,
  transcriptQuerySchema,
  transcriptResponseSchema,
} from '@atende/contract';
import { principalOf, tenantOf } from '../../platform/http/access.js';
import type { TranscriptsService } from './transcripts.service.js';

export function transcriptsRoutes(app: FastifyInstance, transcripts: TranscriptsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/attendance/:id/share-link', {
    // Whoever sees the attendance (the service narrows operators to their own); not the embed token.
    config: { access: { roles: ['channel', 'operator'], permissions: ['AttendancesManage'] } },
    schema: {
      tags: ['atendimentos'],
      summary: 'Link assinado para a conversa (somente leitura)',
      description: 'Devolve `/messages/{channelId}/{attendanceId}?exp=…&sig=…`, válido por 7 dias (ou `expiresInDays`, até 30).',
      params: idParamsSchema,
      body: shareLinkRequestSchema,
      response: { 200: shareLinkResponseSchema },
    },
    handler: (request) =>
      transcripts.createShareLink(principalOf(request), tenantOf(request), request.params.id, request.body.expiresInDays),
  });

  r.get('/api/transcript/:channelId/:attendanceId', {
    config: {
      access: {
        signedLink: true,
        reason: 'shared transcript link',
        refusal: 'invalid_link',
        verify: (request) => {
          const params = request.params as { channelId: string; attendanceId: string };
          const query = request.query as { exp?: number; sig?: string };
          return transcripts.mayOpen(request.principal, params.channelId, params.attendanceId, query);
        },
      },
    },
    schema: {
      tags: ['atendimentos'],
      summary: 'Conversa completa, somente leitura (link assinado ou sessão do canal)',
      description:
        'Abre com `exp` e `sig` de um link gerado em POST /api/attendance/{id}/share-link, ou com uma sessão do canal. ' +
        'Mensagens da mais antiga para a mais nova; `nextAfter` pagina.',
      security: [{}, { bearer: [] }],
      params: transcriptParamsSchema,
      querystring: transcriptQuerySchema,
      response: { 200: transcriptResponseSchema },
    },
    handler: (request) =>
      transcripts.read(request.principal, request.params.channelId, request.params.attendanceId, request.query, {
        after: request.query.after,
        limit: request.query.limit,
      }),
  });
}
