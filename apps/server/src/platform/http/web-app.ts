// Serves the built React app: static assets, and index.html for every other GET outside /api and for
// a browser's navigation to a page of the app whose path sits under /api (the API page, /api).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { catchAllRoute, errorBodyOf, findRoute, type ErrorBody } from '@atende/contract';

export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    const isApi = (url.startsWith('/api') && !(isGet && isAppNavigation(request, url))) || url.startsWith('/socket.io');
    if (webDist && !isApi && isGet) {
      const file = safeDecode(url.slice(1));
      if (file && !file.includes('..') && fs.existsSync(path.join(webDist, file)) && fs.statSync(path.join(webDist, file)).isFile()) {
        return reply.sendFile(file);
      }
      if (!path.extname(file)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorBody = errorBodyOf('route_missing', { method: request.method, url });
    return reply.status(404).send(body);
  });
}

/** A browser opening a page of the app (the contract's route table): it asks for HTML, not JSON. */
function isAppNavigation(request: FastifyRequest, url: string): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && findRoute(url.replace(/\/+$/, '') || '/') !== catchAllRoute;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
