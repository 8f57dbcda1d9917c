// outside_working_hours (spec sections 4 and 8): an operator's panel open outside their working window
// is told so and closed, whether it connects then (sign-in, reconnect) or stays connected after the
// window and its workTimeOver. Real sockets; time is the app's clock, moved by the test.
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarReminder } from '@atende/contract';
import { auth, createTestApp, type TestApp } from '../support/test-app.js';
import { createOperator, customerWrites, nextEvent, setOnline, transfer, type TestOperator } from '../support/operator-fixtures.js';
import { endWorkingDay, WORK_TIME_QUEUE } from '../../src/modules/operators/jobs/work-time-over.job.js';

/** A Saturday (2026-11-21) time in São Paulo (UTC-3), the channel's zone. */
const saturday = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 21, (h ?? 0) + 3, m ?? 0));
};
/** Saturday 08:00 to 15:30. */
const shift = { satStartTime: '08:00', satFinishTime: '15:30' };

let now = saturday('12:00');
let t: TestApp;
let owner: string;
let channelId: string;
const opened: Socket[] = [];

/**
 * A panel's socket with its listeners attached before it connects, so nothing the server says right
 * after the connection is missed: `events` in the order they came, `closed` the disconnect's reason.
 */
function openPanel(app: TestApp, token: string) {
  const port = (app.app.server.address() as AddressInfo).port;
  const socket = connect(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'], reconnection: false });
  opened.push(socket);
  const events: string[] = [];
  for (const name of ['workTimeOver', 'outside_working_hours']) socket.on(name, () => events.push(name));
  const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, events, closed, connected };
}

/** Something the server sends a user's sockets after the point the test is at: it arrives only if they are still connected. */
async function stillConnected(socket: Socket, userId: string): Promise<void> {
  const reminder: CalendarReminder = { eventId: 'sonda', title: 'Sonda', startsAt: now.toISOString(), contact: null };
  const arrived = nextEvent<CalendarReminder>(socket, 'calendar.reminder');
  t.ctx.bus.emit('calendar.reminder_due', { channelId, userId, reminder });
  expect((await arrived).eventId).toBe('sonda');
}

const userIdOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) })).json().user._id as string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => t.close());

describe('a panel that connects outside the working window', () => {
  it('is told outside_working_hours and closed, at sign-in and at every reconnect', async () => {
    now = saturday('12:00');
    const op = await createOperator(t, owner, 'fora-do-turno', shift);
    now = saturday('16:00');
    const signIn = openPanel(t, op.token);
    expect(await signIn.closed).toBe('io server disconnect');
    expect(signIn.events).toEqual(['outside_working_hours']);

    const reconnect = openPanel(t, op.token);
    expect(await reconnect.closed).toBe('io server disconnect');
    expect(reconnect.events).toEqual(['outside_working_hours']);
  });

  it('the owner’s sockets and the operator’s embedded chat are left alone', async () => {
    now = saturday('12:00');
    const op = await createOperator(t, owner, 'fora-embed', shift);
    const embed = await t.app.inject({ method: 'GET', url: `/api/user/operator-token/operatorId/${op.id}`, headers: auth(owner) });
    expect(embed.statusCode, embed.body).toBe(200);
    now = saturday('16:00');
    const ownerPanel = openPanel(t, owner);
    const embedChat = openPanel(t, embed.json().token as string);
    const panel = openPanel(t, op.token);
    await Promise.all([ownerPanel.connected, embedChat.connected]);
    expect(await panel.closed).toBe('io server disconnect');

    // The end-of-day job closes nobody else either.
    expect((await endWorkingDay(t.ctx, t.realtime.io, now)).closed).not.toContain(op.id);
    await stillConnected(ownerPanel.socket, await userIdOf(owner));
    await stillConnected(embedChat.socket, await userIdOf(op.token));
    expect([...ownerPanel.events, ...embedChat.events]).toEqual([]);
  });
});

describe('a panel still open when the window ends', () => {
  it('stays open inside the window; the end-of-day job tells workTimeOver, then outside_working_hours, and closes it', async () => {
    now = saturday('15:00');
    const op = await createOperator(t, owner, 'fim-do-turno', shift);
    expect((await setOnline(t, op, true)).statusCode).toBe(200);
    const panel = openPanel(t, op.token);
    await panel.connected;

    // 15:30 still counts; nothing happens.
    now = saturday('15:30');
    expect(await endWorkingDay(t.ctx, t.realtime.io, now)).toMatchObject({ offline: [], closed: [] });

    now = saturday('15:31');
    const run = await endWorkingDay(t.ctx, t.realtime.io, now);
    expect(run.offline).toContain(op.id);
    expect(run.closed).toContain(op.id);
    expect(await panel.closed).toBe('io server disconnect');
    expect(panel.events).toEqual(['workTimeOver', 'outside_working_hours']);
  });

  it('with a conversation in progress, the operator has the grace to finish or transfer it, then the panel closes', async () => {
    now = saturday('15:00');
    const op: TestOperator = await createOperator(t, owner, 'fim-com-atendimento', shift);
    expect((await setOnline(t, op, true)).statusCode).toBe(200);
    const attendance = await customerWrites(t, channelId, '5511977770001');
    await transfer(t, owner, attendance, { operatorId: op.id });
    const panel = openPanel(t, op.token);
    await panel.connected;
    const told = nextEvent(panel.socket, 'workTimeOver');

    now = saturday('15:31');
    const ended = await endWorkingDay(t.ctx, t.realtime.io, now);
    expect(ended.offline).toContain(op.id);
    expect(ended.closed).not.toContain(op.id);
    await told;
    // Fourteen minutes on, still within the grace.
    now = saturday('15:44');
    expect((await endWorkingDay(t.ctx, t.realtime.io, now)).closed).not.toContain(op.id);
    await stillConnected(panel.socket, await userIdOf(op.token));
    expect(panel.events).toEqual(['workTimeOver']);

    // The grace is over with the conversation still open: closed.
    now = saturday('15:46');
    expect((await endWorkingDay(t.ctx, t.realtime.io, now)).closed).toContain(op.id);
    expect(await panel.closed).toBe('io server disconnect');
    expect(panel.events).toEqual(['workTimeOver', 'outside_working_hours']);
  });

  it('once the conversation is finished or transferred, the next run closes the panel without waiting for the grace', async () => {
    now = saturday('15:00');
    const op = await createOperator(t, owner, 'fim-transferido', shift);
    const colleague = await createOperator(t, owner, 'turno-seguinte');
    expect((await setOnline(t, op, true)).statusCode).toBe(200);
    const attendance = await customerWrites(t, channelId, '5511977770002');
    await transfer(t, owner, attendance, { operatorId: op.id });
    const panel = openPanel(t, op.token);
    await panel.connected;

    now = saturday('15:31');
    expect((await endWorkingDay(t.ctx, t.realtime.io, now)).closed).not.toContain(op.id);
    await transfer(t, owner, attendance, { operatorId: colleague.id });
    now = saturday('15:32');
    expect((await endWorkingDay(t.ctx, t.realtime.io, now)).closed).toContain(op.id);
    expect(await panel.closed).toBe('io server disconnect');
    expect(panel.events).toEqual(['workTimeOver', 'outside_working_hours']);
  });
});

describe('the end-of-day job as the queue runs it', () => {
  it('closes the panels open after the window', async () => {
    let clock = saturday('15:00');
    const jobs = await createTestApp({ clock: () => clock, queue: true });
    try {
      await jobs.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await jobs.tokenOf('empresa');
      const op = await createOperator(jobs, token, 'fim-pela-fila', shift);
      const panel = openPanel(jobs, op.token);
      await panel.connected;
      clock = saturday('15:45');
      await jobs.queue.send(WORK_TIME_QUEUE, {});
      expect(await panel.closed).toBe('io server disconnect');
      expect(panel.events).toEqual(['outside_working_hours']);
    } finally {
      for (const socket of opened.splice(0)) socket.close();
      await jobs.close();
    }
  });
});
