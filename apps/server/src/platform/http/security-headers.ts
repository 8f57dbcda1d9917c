// The security headers of every answer (pages, API, errors), set once here with @fastify/helmet:
// a CSP that runs only our own scripts, no framing of the app, HSTS behind FORCE_HTTPS. The two
// embeds (/chat?channelId=… and /messages/{channelId}/{attendanceId}) are the only pages another
// site may frame, and only the origins the channel lists in embedAllowedOrigins (none by default).
// A route that needs stricter headers (media files: nosniff and a sandbox CSP) sets them on its
// reply; those win over these, which are written first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

type Directives = Record<string, string[]>;

/**
 * The web app is built by Vite with no inline script; Mantine and the calendar inject <style> tags
 * and React writes style attributes, hence 'unsafe-inline' for styles only. 'self' in connect-src
 * covers the same-origin Socket.IO websocket (CSP Level 3: ws/wss of the page's own host).
 */
function directives(forceHttps: boolean, frameAncestors: string[]): Directives {
  const d: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors.length ? frameAncestors : ["'none'"],
  };
  // Only when the site is served over https: on a plain-http LAN install it would send the
  // browser after https copies of our own assets that do not exist.
  if (forceHttps) d['upgrade-insecure-requests'] = [];
  return d;
}

export type SecurityHeadersOptions = {
  forceHttps: boolean;
  /** The origins a channel lets frame its embeds (channels.embed_allowed_origins). */
  embedOrigins: (channelId: string) => Promise<readonly string[]>;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The same shape the contract accepts; checked again here because it goes into a header.
const origin = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

/** The channel of an embed page request, or null for every other request. */
export function embedChannelOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const path = request.url.split('?')[0] ?? '';
  let channelId: unknown = null;
  if (path === '/chat') channelId = (request.query as Record<string, unknown> | undefined)?.channelId;
  else channelId = /^\/messages\/([^/]+)\/[^/]+$/.exec(path)?.[1];
  return typeof channelId === 'string' && uuid.test(channelId) ? channelId : null;
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: directives(options.forceHttps, []) },
    frameguard: { action: 'deny' },
    hsts: options.forceHttps ? { maxAge: 365 * 24 * 60 * 60 } : false,
  });

  app.addHook('onRequest', async (request, reply) => {
    const channelId = embedChannelOf(request);
    if (!channelId) return;
    const allowed = (await options.embedOrigins(channelId)).filter((o) => origin.test(o));
    if (allowed.length === 0) return;
    reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: directives(options.forceHttps, [...allowed]) }, frameguard: false });
    // X-Frame-Options has no list of origins: frame-ancestors alone decides on these pages.
    reply.raw.removeHeader('x-frame-options');
  });
}

/**
 * @fastify/swagger-ui's own CSP for /api/docs (its scripts by hash), with the app's framing and
 * https rules. Swagger UI's script writes style attributes, which its policy alone refuses.
 */
export function swaggerUiCsp(forceHttps: boolean) {
  return {
    staticCSP: true,
    transformStaticCSP: (header: string) => {
      const csp = header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'").replace(/style-src /, "style-src 'unsafe-inline' ");
      return forceHttps ? csp : csp.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  };
}
