// /api/user: sign-in, the session user, own profile, logout.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, loginRequestSchema, loginResponseSchema, meResponseSchema, okSchema, profileUpdateResponseSchema, profileUpdateSchema } from '@atende/contract';
import { fail } from '../../platform/http/errors.js';
import { principalOf } from '../../platform/http/access.js';
import { bearerToken } from '../../platform/http/tokens.js';
import { sessionKeyOf } from '../../platform/realtime/realtime.js';
import type { ClientInfo, UsersService } from './users.service.js';

const anyRole = ['admin', 'channel', 'channel_manager', 'operator'] as const;

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

export function usersRoutes(app: FastifyInstance, users: UsersService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/user/login', {
    config: { access: { public: true, reason: 'sign-in' } },
    schema: { tags: ['usuários'], summary: 'Entrar', body: loginRequestSchema, response: { 200: loginResponseSchema } },
    handler: (request) => users.login(request.body.login, request.body.password, clientInfo(request)),
  });

  r.get('/api/user/me', {
    config: { access: { roles: anyRole, allowEmbedToken: true } },
    schema: { tags: ['usuários'], summary: 'Usuário da sessão', response: { 200: meResponseSchema } },
    handler: async (request) => ({ statusCode: 200, user: await users.sessionUser(principalOf(request).userId) }),
  });

  r.post('/api/user/logout', {
    // The embed's token is not a sign-in: the chat never logs out (logout.ts), so it has no use here.
    config: { access: { roles: anyRole } },
    schema: { tags: ['usuários'], summary: 'Sair (registra no log de acesso)', response: { 200: okSchema } },
    handler: async (request) => {
      await users.logout(principalOf(request).userId, clientInfo(request));
      return { statusCode: 200 };
    },
  });

  r.put('/api/user/:id', {
    config: { access: { roles: anyRole } },
    schema: {
      tags: ['usuários'],
      summary: 'Editar o próprio perfil (Meu Perfil)',
      params: idParamsSchema,
      body: profileUpdateSchema,
      response: { 200: profileUpdateResponseSchema },
    },
    handler: async (request) => {
      if (request.params.id !== principalOf(request).userId) {
        throw fail('profile_not_own');
      }
      // The route accepts session tokens only, so the bearer is there; its sign-in is the one kept.
      const token = bearerToken(request.headers.authorization) ?? '';
      const updated = await users.updateProfile(request.params.id, request.body, sessionKeyOf(token));
      return { statusCode: 200, message: 'Usuário editado com sucesso!', ...updated };
    },
  });
}
