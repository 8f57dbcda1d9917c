// Who the client is: X-Forwarded-For counts only when TRUST_PROXY names the proxy in front of us.
// Without it, a client cannot rotate the header past the login limit nor pass for this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'socket.io-client';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.js';
import { accessLogs } from '../../src/schema/index.js';
import { LOGIN_FAILURE_LIMIT } from '../../src/modules/users/login-limits.js';
import { clientAddress, isLoopback, trustFunction } from '../../src/platform/http/client-address.js';
import { loadConfig } from '../../src/platform/config/config.js';
import { io as connect } from 'socket.io-client';
import type { AddressInfo } from 'node:net';

const wrong = (t: TestApp, login: string, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { login, password: 'errada' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

const sockets: Socket[] = [];
function simulatorSocket(t: TestApp, channelId: string, forwardedFor: string): Promise<'connected' | string> {
  const port = (t.app.server.address() as AddressInfo).port;
  const socket = connect(`http://127.0.0.1:${port}/simulator`, {
    auth: { channelId },
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': forwardedFor },
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

describe('TRUST_PROXY off (the default)', () => {
  let t: TestApp;
  let channelId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    channelId = (await t.login('empresa')).user.channelId as string;
  });
  afterAll(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await t.close();
  });

  it('a client rotating X-Forwarded-For does not get past the login limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 3; i++) statuses.push((await wrong(t, 'gerente', '203.0.113.5', `198.51.100.${i + 1}`)).statusCode);
    expect(statuses.slice(0, LOGIN_FAILURE_LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LOGIN_FAILURE_LIMIT)).toEqual([429, 429, 429]);
    const rows = await t.ctx.db.orm.select().from(accessLogs).where(eq(accessLogs.login, 'gerente'));
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set(['203.0.113.5']));
  });

  it('X-Forwarded-For: 127.0.0.1 from another machine is not this machine for the simulator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/simulator', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('simulator_forbidden');
    const here = await t.app.inject({ method: 'GET', url: '/api/simulator', remoteAddress: '127.0.0.1' });
    expect(here.statusCode).toBe(200);
  });

  it('a simulator socket from this machine stays local whatever X-Forwarded-For it sends', async () => {
    expect(await simulatorSocket(t, channelId, '203.0.113.9')).toBe('connected');
  });

  it('the address helper ignores the header of an untrusted peer', () => {
    const req = { socket: { remoteAddress: '203.0.113.5' }, headers: { 'x-forwarded-for': '127.0.0.1' } } as unknown as IncomingMessage;
    const address = clientAddress(req, trustFunction(false));
    expect(address).toBe('203.0.113.5');
    expect(isLoopback(address)).toBe(false);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  let channelId: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { TRUST_PROXY: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    channelId = (await t.login('empresa')).user.channelId as string;
  });
  afterAll(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await t.close();
  });

  it('the client address is the one the proxy forwarded', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { login: 'operador', password: DEMO_PASSWORD },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.20' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.ctx.db.orm.select().from(accessLogs).where(eq(accessLogs.login, 'operador'));
    // One hop trusted: the proxy's own entry (the last), never what the client wrote before it.
    expect(rows.map((r) => r.ip)).toEqual(['198.51.100.20']);
  });

  it('a customer behind the proxy is not this machine for the simulator, over HTTP or a socket', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/simulator', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.statusCode).toBe(403);
    expect(await simulatorSocket(t, channelId, '203.0.113.9')).toBe('forbidden');
    expect(await simulatorSocket(t, channelId, '127.0.0.1')).toBe('connected');
  });
});

describe('TRUST_PROXY setting', () => {
  const env = (value: string) => ({ APP_SECRET: 'x'.repeat(40), TRUST_PROXY: value });
  it('is off by default and takes a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(env('false')).trustProxy).toBe(false);
    expect(loadConfig(env('2')).trustProxy).toBe(2);
    expect(loadConfig(env('10.0.0.0/8, 127.0.0.1')).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const trust = trustFunction(loadConfig(env('10.0.0.0/8,127.0.0.1')).trustProxy);
    expect(trust('10.1.2.3', 0)).toBe(true);
    expect(trust('203.0.113.1', 0)).toBe(false);
  });

  it('refuses "true" and malformed addresses, naming the variable', () => {
    expect(() => loadConfig(env('true'))).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig(env('10.0.0.0/99'))).toThrow(/TRUST_PROXY/);
  });
});
