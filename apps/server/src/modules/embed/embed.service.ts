// Operator embed tokens for /chat: the channel issues one that acts as one of its operators, but
// only on the conversation routes marked allowEmbedToken (and the socket). Revoking bumps the
// operator user's token version, which ends every embed token and session of that operator at once.
import type { OperatorTokenResponse } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { signToken } from '../../platform/http/tokens.js';
import { bumpTokenVersion, findChannelOperator } from './embed.repository.js';

export function createEmbedService(ctx: AppContext) {
  const orm = ctx.db.orm;

  async function liveOperator(channelId: string, operatorId: string) {
    const operator = await findChannelOperator(orm, channelId, operatorId);
    if (!operator) throw notFound('Operador não encontrado.');
    return operator;
  }

  async function issueOperatorToken(channelId: string, operatorId: string): Promise<OperatorTokenResponse> {
    const operator = await liveOperator(channelId, operatorId);
    if (operator.blocked) throw conflict('operator_blocked', 'Este operador está bloqueado e não pode usar o chat incorporado.');
    const { token, expiresAt } = await signToken(
      ctx.keys.signing,
      { sub: operator.userId, tv: operator.tokenVersion, kind: 'operator-embed' },
    );
    const query = new URLSearchParams({ token, operatorId, channelId });
    return { statusCode: 200, token, expiresAt: expiresAt.toISOString(), operatorId, channelId, chatPath: `/chat?${query}` };
  }

  async function revokeOperatorTokens(channelId: string, operatorId: string): Promise<void> {
    const operator = await liveOperator(channelId, operatorId);
    await bumpTokenVersion(orm, operator.userId);
    ctx.bus.emit('user.tokens_revoked', { userId: operator.userId, channelId });
  }

  return { issueOperatorToken, revokeOperatorTokens };
}

export type EmbedService = ReturnType<typeof createEmbedService>;
