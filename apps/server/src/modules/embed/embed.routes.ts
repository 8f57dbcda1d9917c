// /api/user/operator-token: the token of the embeddable chat (/chat), issued by the channel for
// one of its operators, and its revocation.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema, operatorTokenResponseSchema } from '@atende/contract';
import { principalOf, tenantOf } from '../../platform/http/access.js';
import { conversationAccess } from '../attendances/index.js';
import type { EmbedService } from './embed.service.js';

const tags = ['usuários'];
/**
 * The token reads the operator's conversations, so it goes to whoever already may: the owner, a
 * manager with the conversations' permission (AttendancesManage), and the operator for themselves
 * (the service checks which one).
 */
const issueAccess = { roles: ['channel', 'operator'] as const, permissions: conversationAccess.permissions };
/** Revoking also ends the operator's panel sessions: a matter of managing the team. */
const revokeAccess = { roles: ['channel'] as const, permissions: ['Manageoperators'] as const };

export function embedRoutes(app: FastifyInstance, embed: EmbedService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/user/operator-token/operatorId/:id', {
    config: { access: issueAccess },
    schema: {
      tags,
      summary: 'Token do chat incorporado (/chat) de um operador do canal',
      description:
        'Vale 12 horas e age como o operador apenas nas rotas que o chat incorporado usa (detalhe, histórico, leitura, envio, ' +
        'modelos e respostas rápidas, observação, transferência e finalização) e no socket. ' +
        'Abra `/chat?token=…&operatorId=…&channelId=…&attendanceId=…`. O dono e os gerentes com AttendancesManage obtêm o de qualquer operador; o operador, só o seu.',
      params: idParamsSchema,
      response: { 200: operatorTokenResponseSchema },
    },
    handler: (request) => embed.issueOperatorToken(principalOf(request), tenantOf(request), request.params.id),
  });

  r.delete('/api/user/operator-token/operatorId/:id', {
    config: { access: revokeAccess },
    schema: {
      tags,
      summary: 'Revogar os tokens do operador',
      description: 'Invalida todos os tokens do chat incorporado do operador e também as sessões abertas dele.',
      params: idParamsSchema,
      response: { 200: okSchema.extend({ message: z.string() }) },
    },
    handler: async (request) => {
      await embed.revokeOperatorTokens(tenantOf(request), request.params.id);
      return { statusCode: 200, message: 'Tokens do operador revogados.' };
    },
  });
}
