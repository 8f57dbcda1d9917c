// A browser navigation (GET, Accept: text/html) to a page of the app gets the app, even when the
// page's path sits under the API prefix (the sidebar's "API" page is /api): a reload or a direct link
// must not show the server's JSON 404. API clients keep the JSON envelope.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { FAKE_INDEX_HTML, fakeWebDist } from '../support/fake-web-dist.js';

const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('browser navigations to app pages', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await createTestApp({ config: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('a reload of /api (the API page) gets the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api', headers: browser });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(FAKE_INDEX_HTML);
  });

  it('the same path asked for JSON, or with another method, keeps the JSON 404', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ statusCode: 404, error: 'not_found' });
    const post = await t.app.inject({ method: 'POST', url: '/api', headers: browser });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: 'not_found' });
  });

  it('an unknown path under /api that is no app page stays a JSON 404, even for a browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nada-aqui', headers: browser });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'not_found', erroMensagem: 'Rota não encontrada: GET /api/nada-aqui' });
  });

  it('a real API route under a browser Accept still answers as the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: browser });
    expect(res.headers['content-type']).toContain('application/json');
  });
});
