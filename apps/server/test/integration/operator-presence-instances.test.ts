// Presence across instances: two servers on one database and one Redis, as behind a load balancer.
// A socket on the other instance keeps the operator present, both when their socket here closes and
// when the check runs; once the last one anywhere closes, the check sets them offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { rooms } from '@atende/contract';
import { auth, type TestApp } from '../support/test-app.js';
import { startTwoInstances } from '../support/two-instances.js';
import { createOperator, setOnline } from '../support/operator-fixtures.js';
import { eventually } from '../support/eventually.js';
import { checkPresence, PRESENCE_QUEUE, type PresenceCheckJob } from '../../src/modules/operators/jobs/presence-check.job.js';

// A Wednesday, 12:00 in São Paulo: inside the default working hours.
const clock = () => new Date('2026-11-18T15:00:00Z');

let a: TestApp; // runs the queue: schedules and runs the checks
let b: TestApp;
let closeInstances: () => Promise<void>;
const sockets: Socket[] = [];

async function open(t: TestApp, token: string): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

beforeAll(async () => {
  ({ a, b, close: closeInstances } = await startTwoInstances({ clock, queueOnA: true }));
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await closeInstances();
});

describe('presence across instances', () => {
  it('a socket on the other instance keeps the operator online; the last one closing anywhere lets the check set them offline', async () => {
    const { token: owner, user } = await a.login('empresa');
    const channelId = user.channelId as string;
    const op = await createOperator(a, owner, 'duas-instancias');
    expect((await setOnline(a, op, true)).statusCode).toBe(200);
    const here = await open(a, op.token);
    const there = await open(b, op.token);
    const probe = await createOperator(a, owner, 'sonda-instancias');
    const probeTab = await open(a, probe.token);

    here.disconnect();
    await eventually(async () => expect(await a.realtime.io.in(rooms.operator(op.id)).fetchSockets()).toHaveLength(1));
    probeTab.disconnect();
    await eventually(async () => expect(await a.queue.boss.findJobs(PRESENCE_QUEUE, { key: probe.id, queued: true })).toHaveLength(1));
    // Instance A saw the socket on B through Redis: nothing was scheduled for the operator.
    expect(await a.queue.boss.findJobs(PRESENCE_QUEUE, { key: op.id })).toEqual([]);

    const userId = (await a.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(op.token) })).json().user._id as string;
    const check: PresenceCheckJob = { operatorId: op.id, userId, channelId, disconnectId: 'direct', disconnectedAt: clock().toISOString() };
    expect(await checkPresence(a.ctx, a.realtime.io, a.queue, check)).toBe('present');

    there.disconnect();
    await eventually(async () => expect(await checkPresence(a.ctx, a.realtime.io, a.queue, check)).toBe('offline'));
    const status = await a.app.inject({ method: 'GET', url: `/api/operator/${op.id}`, headers: auth(owner) });
    expect(status.json().operator.status).toBe(false);
  });
});
