// Sign-in, sessions and the own profile.
import { errorText, type LoginResponse, type SessionUser, profileUpdateSchema } from '@atende/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { signToken } from '../../platform/http/tokens.js';
import type { PrincipalLoader } from '../../platform/http/principal.js';
import { hashPassword, verifyPassword } from '../../platform/crypto/passwords.js';
import { recordAccess } from '../access-log/index.js';
import { bumpTokenVersion, findUserById, findUserByLogin, updateUser } from './users.repository.js';
import { loadSessionRow } from './session-user.repository.js';
import { sessionRowActive, toPrincipal, toSessionUser } from './session-user.js';
import type { LoginLimits } from './login-limits.js';

export type ClientInfo = { ip: string | null; userAgent: string | null };

// A fixed hash to verify against when the login does not exist, so timing does not tell.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

export function createUsersService(ctx: AppContext, loginLimits: LoginLimits) {
  const orm = ctx.db.orm;

  const sessionUser = async (userId: string): Promise<SessionUser> => {
    const row = await loadSessionRow(orm, userId);
    if (!row) throw fail('user_not_found');
    return toSessionUser(row);
  };

  const loadPrincipal: PrincipalLoader = async (userId, tokenVersion) => {
    const row = await loadSessionRow(orm, userId);
    if (!row || row.token_version !== tokenVersion || !sessionRowActive(row)) return null;
    return toPrincipal(row);
  };

  async function login(loginName: string, password: string, client: ClientInfo): Promise<LoginResponse> {
    // Counted before the password is checked: a parallel burst gets no more evaluations than the limit.
    const attempt = await loginLimits.attempt(loginName, client.ip);
    const user = await findUserByLogin(orm, loginName);
    const ok = await verifyPassword(user?.passwordHash ?? (await decoy()), password);
    if (!user || !ok) {
      await recordAccess(orm, { channelId: user?.channelId ?? null, userId: user?.id ?? null, login: loginName, event: 'login_failed', ...client });
      throw fail('invalid_credentials');
    }
    await attempt.succeeded();
    const row = await loadSessionRow(orm, user.id);
    if (!row) throw fail('invalid_credentials');
    if (row.blocked) throw fail('user_blocked');
    if (!sessionRowActive(row)) throw fail('channel_blocked');
    const { token, expiresAt } = await signToken(ctx.keys.signing, { sub: user.id, tv: user.tokenVersion, kind: 'session' });
    await recordAccess(orm, { channelId: user.channelId, userId: user.id, login: user.login, event: 'login', ...client });
    ctx.bus.emit('user.logged_in', { userId: user.id, channelId: user.channelId });
    return { statusCode: 200, token, expiresAt: expiresAt.toISOString(), user: toSessionUser(row) };
  }

  async function logout(userId: string, client: ClientInfo): Promise<void> {
    const user = await findUserById(orm, userId);
    if (!user) return;
    await recordAccess(orm, { channelId: user.channelId, userId: user.id, login: user.login, event: 'logout', ...client });
    ctx.bus.emit('user.logged_out', { userId: user.id, channelId: user.channelId });
  }

  /**
   * Meu Perfil. A new password ends every other sign-in of the user: the token version is bumped (their
   * tokens answer 401), their sockets close, and this session (`sessionKey`) continues with the fresh
   * token returned here.
   */
  async function updateProfile(
    userId: string,
    input: z.output<typeof profileUpdateSchema>,
    sessionKey: string,
  ): Promise<{ user: SessionUser; token?: string; expiresAt?: string }> {
    const user = await findUserById(orm, userId);
    if (!user) throw fail('user_not_found');
    const changes: Parameters<typeof updateUser>[2] = {
      name: input.name,
      email: input.email,
      nickname: input.nickname,
      cpf: input.cpf,
      mobile: input.mobile,
      job: input.job,
      company: input.company,
    };
    if (input.soundAlert !== undefined) changes.soundAlert = input.soundAlert;
    if (input.password) {
      if (!input.currentPassword || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw fail('wrong_current_password', { data: [{ field: 'currentPassword', message: errorText('wrong_current_password') }] });
      }
      changes.passwordHash = await hashPassword(input.password);
    }
    const tokenVersion = await orm.transaction(async (tx) => {
      await updateUser(tx, userId, changes);
      return changes.passwordHash ? bumpTokenVersion(tx, userId) : null;
    });
    let session: { token: string; expiresAt: string } | null = null;
    if (tokenVersion !== null) {
      const { token, expiresAt } = await signToken(ctx.keys.signing, { sub: userId, tv: tokenVersion, kind: 'session' });
      session = { token, expiresAt: expiresAt.toISOString() };
      ctx.bus.emit('user.password_changed', { userId, channelId: user.channelId, keepSessionKey: sessionKey });
    }
    ctx.bus.emit('user.updated', { userId, channelId: user.channelId });
    return { user: await sessionUser(userId), ...session };
  }

  return { login, logout, updateProfile, sessionUser, loadPrincipal };
}

export type UsersService = ReturnType<typeof createUsersService>;
