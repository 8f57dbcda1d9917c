// Errors Node's HTTP parser meets before Fastify has a request (headers too large, a malformed
// request line, a client too slow to send its headers): answered here in the same
// {statusCode, error, erroMensagem} envelope as every other error, then the connection closes,
// since the rest of what the client sent cannot be trusted to be a request.
import http from 'node:http';
import type { Socket } from 'node:net';
import { errorBodyOf, type ErrorBody } from '@atende/contract';

const answers: Record<string, ErrorBody> = {
  HPE_HEADER_OVERFLOW: errorBodyOf('request_header_fields_too_large'),
  ERR_HTTP_REQUEST_TIMEOUT: errorBodyOf('request_timeout'),
};
const malformed = errorBodyOf('malformed_request');

/** Fastify's clientErrorHandler option. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = answers[err.code ?? ''] ?? malformed;
  const body = JSON.stringify(answer);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const head =
    `HTTP/1.1 ${answer.statusCode} ${http.STATUS_CODES[answer.statusCode] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n';
  // Flushed, then closed: the client reads the answer instead of a reset.
  socket.end(head + body, () => socket.destroy());
}
