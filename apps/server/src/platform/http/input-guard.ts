// The input guard: one hook every route inherits, so no text PostgreSQL refuses (NUL) and no lone
// surrogate reaches a service. It checks the parsed route params, query and JSON body before the
// route's schema runs, and the names and field values of a multipart upload as the route reads them
// (file(), files(), parts() are wrapped per request), answering 400 in pt-BR instead of a database 500.
// Provider webhooks (/api/webhooks/...) are exempt: a provider would retry a 400 forever and lose the
// message, so their text is stored with the characters removed (see the webhook inbox writer).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { fail } from './errors.js';
import { hasInvalidText, isInvalidText } from './invalid-text.js';

const WEBHOOK_ROUTES = '/api/webhooks/';

export const invalidText = () => fail('invalid_characters');

function checkPart(part: Multipart): void {
  const bad =
    isInvalidText(part.fieldname) ||
    (part.type === 'file' ? isInvalidText(part.filename) : typeof part.value === 'string' && isInvalidText(part.value));
  if (!bad) return;
  // Drain the refused file so the rest of the request is read and the connection stays usable.
  if (part.type === 'file') part.file.resume();
  throw invalidText();
}

async function* checkedParts<T extends Multipart>(parts: AsyncIterableIterator<T>): AsyncGenerator<T> {
  for await (const part of parts) {
    checkPart(part);
    yield part;
  }
}

/** Every multipart reader of this request checks each part it hands out (the parts a file() skips included). */
function guardMultipart(request: FastifyRequest): void {
  const { file, files, parts } = request;
  request.file = async (options) => {
    const found = await file.call(request, options);
    if (found) for (const part of Object.values(found.fields).flat()) if (part) checkPart(part);
    return found;
  };
  request.files = (options) => checkedParts(files.call(request, options));
  request.parts = (options) => checkedParts(parts.call(request, options));
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url?.startsWith(WEBHOOK_ROUTES)) return;
    if (hasInvalidText(request.params) || hasInvalidText(request.query) || hasInvalidText(request.body)) throw invalidText();
    if (typeof request.isMultipart === 'function' && request.isMultipart()) guardMultipart(request);
  });
}
