// Every /api route states who may call it (config.access); this plugin enforces it, and refuses
// at start-up to register an /api route that does not say.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { moduleGateOfApiPath, moduleGateOpen, type ModuleGate, type PermissionName, type Role } from '@atende/contract';
import { fail, type PlainErrorKey } from './errors.js';
import { bearerToken, verifyToken } from './tokens.js';
import type { Principal, PrincipalLoader } from './principal.js';

/**
 * A route opened by a signed link (a shared transcript): anyone holding a valid signature passes,
 * and so may a signed-in user (never an embed token) when `verify` says so. `verify` runs after the
 * request is validated, with `request.principal` resolved when a usable session token came along.
 */
export type SignedLinkRule = {
  signedLink: true;
  public?: false;
  reason: string;
  verify: (request: FastifyRequest) => boolean | Promise<boolean>;
  /** The catalogue error answered when neither the link nor the session opens it (e.g. invalid_link). */
  refusal: PlainErrorKey;
};

export type RouteAccessRule =
  | { public: true; reason: string }
  | SignedLinkRule
  | {
      signedLink?: false;
      public?: false;
      roles: readonly Role[];
      /** Permission names that let a channel_manager through (spec section 2 "Guard"). */
      permissions?: readonly PermissionName[];
      module?: ModuleGate;
      /**
       * Accept the embed token issued for /chat. Only the routes the embedded chat calls set it (the
       * embed-scope test pins the list, see embedTokenRoutes): every other route refuses the token.
       */
      allowEmbedToken?: boolean;
    };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    access?: RouteAccessRule;
  }
}

export class MissingAccessRuleError extends Error {}

/** Per app, `METHOD /url` of every route that accepts the embed token, as registered. */
const embedRouteRegistry = new WeakMap<FastifyInstance, Set<string>>();

/** The routes that accept the /chat embed token, sorted: what an embed token can reach over HTTP. */
export function embedTokenRoutes(app: FastifyInstance): string[] {
  return [...(embedRouteRegistry.get(app) ?? [])].sort();
}

export function checkAccess(rule: RouteAccessRule, principal: Principal | null): void {
  if (rule.public) return;
  // A signed link is its own check (the route's verify), made in the preHandler.
  if (rule.signedLink) throw new Error('checkAccess does not decide signed-link routes');
  if (!principal) throw fail('unauthorized');
  if (principal.tokenKind === 'operator-embed' && !rule.allowEmbedToken) {
    throw fail('embed_token_scope');
  }
  let allowed = rule.roles.includes(principal.role);
  if (!allowed && principal.role === 'channel_manager' && rule.permissions) {
    allowed = rule.permissions.some((p) => principal.permissions.includes(p));
  }
  if (!allowed) throw fail('forbidden');
  if (rule.module && principal.role !== 'admin' && !moduleGateOpen(rule.module, principal.channelConfig)) {
    throw fail('module_disabled');
  }
}

export async function resolvePrincipal(
  request: FastifyRequest,
  signingKey: Uint8Array,
  loadPrincipal: PrincipalLoader,
): Promise<Principal | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const claims = await verifyToken(signingKey, token);
  if (!claims) throw fail('unauthorized');
  const loaded = await loadPrincipal(claims.sub, claims.tv);
  if (!loaded) throw fail('unauthorized');
  return { ...loaded, tokenKind: claims.kind };
}

export function registerAccessControl(app: FastifyInstance, signingKey: Uint8Array, loadPrincipal: PrincipalLoader): void {
  app.decorateRequest('principal', null);
  const embedRoutes = new Set<string>();
  embedRouteRegistry.set(app, embedRoutes);

  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = (route.config as { access?: RouteAccessRule } | undefined)?.access;
    if (!access) throw new MissingAccessRuleError(`Route ${String(route.method)} ${url} does not declare config.access`);
    const gate = moduleGateOfApiPath(url);
    if (gate && !access.public && !access.signedLink && access.module !== gate) {
      throw new MissingAccessRuleError(`Route ${String(route.method)} ${url} belongs to module ${gate} and must declare access.module '${gate}'`);
    }
    if (!access.public && !access.signedLink && access.allowEmbedToken) {
      for (const method of [route.method].flat()) if (method !== 'HEAD') embedRoutes.add(`${method} ${url}`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return;
    // Public routes still learn who is calling when a valid token comes along.
    if (rule.public) {
      request.principal = await resolvePrincipal(request, signingKey, loadPrincipal).catch(() => null);
      return;
    }
    if (rule.signedLink) {
      const principal = await resolvePrincipal(request, signingKey, loadPrincipal).catch(() => null);
      request.principal = principal?.tokenKind === 'session' ? principal : null;
      if (!(await rule.verify(request))) throw fail(rule.refusal);
      return;
    }
    request.principal = await resolvePrincipal(request, signingKey, loadPrincipal);
    checkAccess(rule, request.principal);
  });
}

/** The caller's tenant; routes that need one call this, so the body never decides it. */
export function tenantOf(request: FastifyRequest): string {
  const channelId = request.principal?.channelId;
  if (!channelId) throw fail('channel_required');
  return channelId;
}

/**
 * The channel a path names, checked against the caller's tenant: another company's channel reads as
 * not found (404), so a caller cannot learn which channel ids exist.
 */
export function ownChannel(request: FastifyRequest, channelId: string): string {
  const tenant = tenantOf(request);
  if (channelId !== tenant) throw fail('path_channel_not_found');
  return tenant;
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw fail('unauthorized');
  return request.principal;
}
