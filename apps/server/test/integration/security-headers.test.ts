// Response headers every page and answer carries (CSP, framing, HSTS), the https redirect, and the
// error envelope even where Node answers before Fastify (431).
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../support/test-app.js';
import { fakeWebDist } from '../support/fake-web-dist.js';

const directives = (csp: string | string[] | number | undefined): Map<string, string> =>
  new Map(
    String(csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;
  let channelId: string;
  let ownerToken: string;
  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await createTestApp({ config: { WEB_DIST: webDist } });
    const owner = await t.login('empresa');
    ownerToken = owner.token;
    channelId = owner.user.channelId as string;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/login'])('%s has a CSP that only runs our own scripts and cannot be framed', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('media-src')).toBe("'self' blob:");
    expect(csp.get('connect-src')).toContain("'self'");
    // Plain http deployments (npm start on a LAN) keep loading their own assets.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('API answers carry the same headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('the embed pages may be framed only by the origins the channel allows', async () => {
    const chat = () => t.app.inject({ method: 'GET', url: `/chat?token=x&operatorId=y&channelId=${channelId}&attendanceId=z` });
    const transcript = () => t.app.inject({ method: 'GET', url: `/messages/${channelId}/00000000-0000-4000-8000-000000000000?exp=1&sig=x` });

    for (const res of [await chat(), await transcript()]) {
      expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/channel/${channelId}`,
      headers: auth(ownerToken),
      payload: { embedAllowedOrigins: ['https://crm.exemplo.com.br', 'http://localhost:8080'] },
    });
    expect(put.statusCode, put.body).toBe(200);

    for (const res of [await chat(), await transcript()]) {
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toBe('https://crm.exemplo.com.br http://localhost:8080');
      expect(csp.get('script-src')).toBe("'self'");
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    // The rest of the app is still never framed.
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(directives(home.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
    // An embed URL naming no channel, or one that does not exist, is not framed either.
    for (const url of ['/chat', '/chat?channelId=nao-e-um-id', '/messages/00000000-0000-4000-8000-000000000000/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(directives(res.headers['content-security-policy']).get('frame-ancestors'), url).toBe("'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('the Swagger UI at /api/docs keeps its own CSP and still loads', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    // Swagger UI's own policy (it names its validator badge's host), with our framing and https rules.
    expect(csp.get('img-src')).toContain('validator.swagger.io');
    expect(csp.get('script-src')).toBe("'self'");
    // Its script sets style attributes (Chromium refuses them under its policy alone).
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = src.startsWith('/') ? src : `/api/docs/${src.replace(/^\.\//, '')}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});

describe('with FORCE_HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { FORCE_HTTPS: 'true', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers over https with HSTS and asks browsers to upgrade', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { host: 'atende.exemplo.com.br', 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('redirects a POST over http with 308 (keeps method and body) and a GET with 301', async () => {
    const post = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { host: 'atende.exemplo.com.br' }, payload: { login: 'a', password: 'b' } });
    expect(post.statusCode).toBe(308);
    expect(post.headers.location).toBe('https://atende.exemplo.com.br/api/user/login');
    const get = await t.app.inject({ method: 'GET', url: '/api/health?x=1', headers: { host: 'atende.exemplo.com.br' } });
    expect(get.statusCode).toBe(301);
    expect(get.headers.location).toBe('https://atende.exemplo.com.br/api/health?x=1');
  });

  it('trusts X-Forwarded-Proto only from the proxy TRUST_PROXY names', async () => {
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      remoteAddress: '203.0.113.5',
      headers: { host: 'atende.exemplo.com.br', 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.statusCode).toBe(301);
  });
});

describe('errors Node answers itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a request with huge headers gets 431 in the {statusCode, error, erroMensagem} envelope', async () => {
    const port = (t.app.server.address() as AddressInfo).port;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('end', () => resolve(data));
      socket.on('close', () => resolve(data));
      socket.on('error', (err) => (data ? resolve(data) : reject(err)));
      socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({
      statusCode: 431,
      error: 'request_header_fields_too_large',
      erroMensagem: 'Os cabeçalhos da requisição são grandes demais.',
    });
  });
});
