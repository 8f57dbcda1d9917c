// Behind TLS, plain http requests are sent to https (spec section 2). Off on localhost. Whether a
// request came over https is request.protocol: X-Forwarded-Proto counts only from a proxy
// TRUST_PROXY trusts (client-address.ts), so a client cannot claim https it does not have.
import type { FastifyInstance } from 'fastify';

const localHosts = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

export function registerHttpsRedirect(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host ?? '';
    if (request.protocol === 'https' || localHosts.test(host)) return;
    // 301 may turn a POST into a GET without its body; 308 keeps the method and the body.
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    return reply.redirect(`https://${host}${request.url}`, status);
  });
}
