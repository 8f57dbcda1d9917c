// Operator embed tokens for /chat: the channel issues one that acts as one of its operators, but
// only on the routes the embedded chat calls, marked allowEmbedToken (and the socket). Whoever gets
// it reads that operator's conversations, so only someone who already may gets it. Revoking bumps the
// operator user's token version, which ends every embed token and session of that operator at once.
import type { OperatorTokenResponse } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import { signToken } from '../../platform/http/tokens.js';
import { bumpTokenVersion, findChannelOperator } from './embed.repository.js';

export function createEmbedService(ctx: AppContext) {
  const orm = ctx.db.orm;

  async function liveOperator(channelId: string, operatorId: string) {
    const operator = await findChannelOperator(orm, channelId, operatorId);
    if (!operator) throw fail('operator_missing');
    return operator;
  }

  async function issueOperatorToken(principal: Principal, channelId: string, operatorId: string): Promise<OperatorTokenResponse> {
    const operator = await liveOperator(channelId, operatorId);
    // The route lets in the owner, managers with AttendancesManage and operators: an operator, for themselves only.
    if (principal.role === 'operator' && principal.operatorId !== operator.operatorId) throw fail('embed_not_own');
    if (operator.blocked) throw fail('operator_blocked');
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
