import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { rooms } from '@atende/contract';
import { createCompany, auth, type TestApp } from '../support/test-app.js';
import { startTwoInstances } from '../support/two-instances.js';

let a: TestApp;
let b: TestApp;
let closeInstances: () => Promise<void>;
const sockets: Socket[] = [];

const urlOf = (t: TestApp) => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

function open(t: TestApp, token: string | undefined, namespace = ''): Socket {
  const socket = connect(`${urlOf(t)}${namespace}`, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });

const refused = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected but should have been refused')));
    socket.once('connect_error', (err) => resolve(err.message));
  });

/** Resolves with the first event of that name; rejects if the socket disconnects first. */
const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    socket.once(event, (payload: T) => resolve(payload));
    socket.once('disconnect', () => reject(new Error(`disconnected before ${event}`)));
  });

beforeAll(async () => {
  ({ a, b, close: closeInstances } = await startTwoInstances());
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await closeInstances();
});

describe('Socket.IO authentication', () => {
  it('refuses a connection without a token or with a bad one', async () => {
    expect(await refused(open(a, undefined))).toBe('unauthorized');
    expect(await refused(open(a, 'not-a-token'))).toBe('unauthorized');
    expect(await refused(open(a, 'not-a-token', '/qr'))).toBe('unauthorized');
  });

  it('accepts a valid token on the main and /qr namespaces', async () => {
    const token = await a.tokenOf('admin');
    await connected(open(a, token));
    await connected(open(a, token, '/qr'));
  });
});

describe('fan-out across instances through Redis', () => {
  it('an event emitted on instance A reaches a client connected to instance B', async () => {
    const { token, user } = await b.login('empresa');
    const socket = open(b, token);
    await connected(socket);
    const received = next<{ operatorId: string; status: boolean }>(socket, 'operator_status_update');
    a.realtime.io.to(rooms.channel(user.channelId as string)).emit('operator_status_update', { operatorId: 'x', status: true });
    expect(await received).toEqual({ operatorId: 'x', status: true });
  });

  it("a domain event on A (operator goes online) reaches the owner's socket on B", async () => {
    const owner = await b.login('empresa');
    const socket = open(b, owner.token);
    await connected(socket);
    const received = next<{ operatorId: string; status: boolean }>(socket, 'operator_status_update');
    const operator = await a.login('operador');
    const id = operator.user.operatorData?._id as string;
    const res = await a.app.inject({ method: 'PATCH', url: `/api/operator/status/${id}`, headers: auth(operator.token), payload: { status: true } });
    expect(res.statusCode).toBe(200);
    expect(await received).toEqual({ operatorId: id, status: true });
  });

  it("does not deliver one company's events to another company's sockets", async () => {
    await createCompany(a, { name: 'Outra', channelNumber: '5531966665555', ownerLogin: 'outra' });
    const outsider = open(b, await b.tokenOf('outra', 'senha-forte-1'));
    await connected(outsider);
    const insider = open(b, await b.tokenOf('empresa'));
    await connected(insider);
    const seenByOutsider: unknown[] = [];
    outsider.on('operator_status_update', (p) => seenByOutsider.push(p));
    const insiderGot = next(insider, 'operator_status_update');
    const operator = await a.login('operador');
    const id = operator.user.operatorData?._id as string;
    await a.app.inject({ method: 'PATCH', url: `/api/operator/status/${id}`, headers: auth(operator.token), payload: { status: false } });
    await insiderGot;
    // The insider's delivery proves the event was sent; the outsider, on the same instance, got none.
    expect(seenByOutsider).toEqual([]);
  });
});

describe("a manager's sockets across instances", () => {
  const createManager = async (ownerToken: string, login: string, permissions: string[]) => {
    const res = await a.app.inject({ method: 'POST', url: '/api/channel/manager', headers: auth(ownerToken), payload: { name: login, login, password: 'senha-forte-1', permissions } });
    expect(res.statusCode).toBe(201);
    return res.json().manager._id as string;
  };

  it('a permission granted on A moves the socket on B into that permission room; deleting the manager on A closes it', async () => {
    const owner = await a.login('empresa');
    const channelId = owner.user.channelId as string;
    const id = await createManager(owner.token, 'gerente-b', ['Reports']);
    const socket = open(b, await b.tokenOf('gerente-b', 'senha-forte-1'));
    await connected(socket);
    const updated = next(socket, 'session.updated');
    await a.app.inject({ method: 'PUT', url: `/api/channel/manager/${id}`, headers: auth(owner.token), payload: { permissions: ['Reports', 'AttendancesManage'] } });
    await updated;
    const heard = next<{ operatorId: string }>(socket, 'operator_status_update');
    a.realtime.io.to(rooms.staffWith(channelId, 'AttendancesManage')).emit('operator_status_update', { operatorId: 'leitores', status: true });
    expect((await heard).operatorId).toBe('leitores');

    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    expect((await a.app.inject({ method: 'DELETE', url: `/api/channel/manager/${id}`, headers: auth(owner.token) })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});

describe('operator sessions', () => {
  it('a second sign-in of the same operator tells the earlier session already_connected, every tab of it, and not itself', async () => {
    const first = await a.tokenOf('operador');
    const firstSocket = open(a, first);
    const firstTold = new Promise<void>((resolve) => firstSocket.once('already_connected', () => resolve()));
    await connected(firstSocket);
    const sameTab = open(b, first);
    const sameTabTold = new Promise<void>((resolve) => sameTab.once('already_connected', () => resolve()));
    await connected(sameTab);

    const second = open(b, await b.tokenOf('operador'));
    const secondWarned: unknown[] = [];
    second.on('already_connected', () => secondWarned.push(1));
    await connected(second);
    await firstTold;
    await sameTabTold;
    expect(secondWarned).toEqual([]);
  });

  it("blocking the channel tells its operators disconnected_operator and ends their sockets", async () => {
    const op = await a.login('operador');
    const socket = open(b, op.token);
    const told = new Promise<void>((resolve) => socket.once('disconnected_operator', () => resolve()));
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    await connected(socket);
    const admin = await a.tokenOf('admin');
    const res = await a.app.inject({ method: 'PATCH', url: `/api/channel/${op.user.channelId}/blocked/true`, headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    await told;
    await closed;
    await a.app.inject({ method: 'PATCH', url: `/api/channel/${op.user.channelId}/blocked/false`, headers: auth(admin) });
  });
});
