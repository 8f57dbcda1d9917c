// Behind TLS, plain http requests are sent to https (spec section 2). Off on localhost.
import type { FastifyInstance } from 'fastify';

const localHosts = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

export function registerHttpsRedirect(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host ?? '';
    if (request.protocol === 'https' || localHosts.test(host)) return;
    return reply.redirect(`https://${host}${request.url}`, 301);
  });
}
