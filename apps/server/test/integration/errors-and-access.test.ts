import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, auth, type TestApp } from '../support/test-app.js';
import { MissingAccessRuleError, registerAccessControl } from '../../src/platform/http/access.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('one error shape', () => {
  it('an unknown API route answers 404 {statusCode, error, erroMensagem}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'not_found', erroMensagem: 'Rota não encontrada: GET /api/nao-existe' });
  });

  it('malformed JSON answers 400 with a pt-BR message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'bad_request', erroMensagem: 'O corpo da requisição não é um JSON válido.' });
  });

  it('a malformed id in the path answers 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/channel/not-a-uuid', headers: auth(await t.tokenOf('admin')) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field: 'id', message: 'Identificador inválido' });
  });
});

describe('every route declares who may call it', () => {
  it('registering an /api route without config.access fails at start-up', async () => {
    const app = Fastify();
    registerAccessControl(app, new Uint8Array(32), async () => null);
    expect(() => app.get('/api/sem-regra', async () => ({ ok: true }))).toThrow(MissingAccessRuleError);
    await app.close();
  });

  it('the OpenAPI document lists the routes and is served at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const paths = Object.keys(json.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/user/login', '/api/channel/{id}', '/api/operator/status/{id}', '/api/health']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});

describe('role matrix', () => {
  const cases: Array<[string, string, string, number]> = [
    ['admin', 'GET', '/api/channel/page/1', 200],
    ['empresa', 'GET', '/api/channel/page/1', 403],
    ['gerente', 'GET', '/api/channel/page/1', 403],
    ['operador', 'GET', '/api/channel/page/1', 403],
    ['empresa', 'GET', '/api/channel/manager', 200],
    ['gerente', 'GET', '/api/channel/manager', 403],
    ['operador', 'GET', '/api/channel/manager', 403],
    ['admin', 'GET', '/api/channel/manager', 403],
  ];
  it.each(cases)('%s %s %s answers %i', async (login, method, url, status) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: auth(await t.tokenOf(login)) });
    expect(res.statusCode).toBe(status);
  });
});

describe('health', () => {
  it('reports database, queue and redis', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const body = res.json();
    expect(body.database.ok).toBe(true);
    // The queue is not started in this test app, so health says so honestly.
    expect(body.queue).toEqual({ ok: false, detail: 'não iniciada' });
    expect(res.statusCode).toBe(503);
    expect(body.redis).toEqual({ ok: true, configured: false });
  });
});
