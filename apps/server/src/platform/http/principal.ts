// Who is calling: resolved from the token on every request, never from the request body.
import type { ChannelConfig, PermissionName, Role } from '@atende/contract';

export type Principal = {
  userId: string;
  role: Role;
  login: string;
  name: string;
  /** The tenant. Null only for platform admins. */
  channelId: string | null;
  channelConfig: ChannelConfig | null;
  operatorId: string | null;
  permissions: readonly PermissionName[];
  /** An operator with privacy on: customer numbers reach them masked (platform/privacy). */
  privacy: boolean;
  tokenKind: 'session' | 'operator-embed';
};

/** Loads the principal behind a verified token; null when the user is gone, blocked or revoked. */
export type PrincipalLoader = (userId: string, tokenVersion: number) => Promise<Omit<Principal, 'tokenKind'> | null>;

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    principal: Principal | null;
  }
}
