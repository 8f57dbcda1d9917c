// Operators, queued attendances and sockets for tests of the operator rules and the queue, all
// through the real app (HTTP, engine, Socket.IO).
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { auth, COMPANY_PASSWORD, createTestApp, type TestApp } from './test-app.js';
import { upsertContact } from '../../src/modules/contacts/contacts.repository.js';
import { openAttendance, route } from '../../src/modules/attendances/attendance-engine.js';
import { departments } from '../../src/schema/index.js';

export const OPERATOR_PASSWORD = 'senha-forte-1';

export type TestOperator = { id: string; userId: string; token: string; login: string };

export async function createOperator(t: TestApp, ownerToken: string, login: string, extra: Record<string, unknown> = {}): Promise<TestOperator> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator',
    headers: auth(ownerToken),
    payload: { name: `Operador ${login}`, login, password: OPERATOR_PASSWORD, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`operator ${login} not created: ${res.statusCode} ${res.body}`);
  const operator = res.json().operator as { _id: string; userId: string };
  return { id: operator._id, userId: operator.userId, token: await t.tokenOf(login, OPERATOR_PASSWORD), login };
}

export type TestManager = { id: string; token: string; login: string };

/** The owner creates a manager ("Gerente <login>") with these permissions; returned signed in. */
export async function createManager(t: TestApp, ownerToken: string, login: string, permissions: string[]): Promise<TestManager> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/channel/manager',
    headers: auth(ownerToken),
    payload: { name: `Gerente ${login}`, login, password: COMPANY_PASSWORD, permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().manager._id as string, token: await t.tokenOf(login, COMPANY_PASSWORD), login };
}

export async function setOnline(t: TestApp, op: TestOperator, status: boolean) {
  return t.app.inject({ method: 'PATCH', url: `/api/operator/status/${op.id}`, headers: auth(op.token), payload: { status } });
}

/** An operator created and switched online (room for many conversations unless `extra` says otherwise). */
export async function createOnlineOperator(t: TestApp, ownerToken: string, login: string, extra: Record<string, unknown> = { maxAttendances: 100 }): Promise<TestOperator> {
  const op = await createOperator(t, ownerToken, login, extra);
  const online = await setOnline(t, op, true);
  if (online.statusCode !== 200) throw new Error(`operator ${login} not online: ${online.statusCode} ${online.body}`);
  return op;
}

export async function createDepartment(t: TestApp, channelId: string, name: string): Promise<string> {
  const [row] = await t.ctx.db.orm.insert(departments).values({ channelId, name }).returning();
  if (!row) throw new Error('department not created');
  return row.id;
}

/**
 * A customer's conversation reaches the engine (as the inbound processor does after storing their
 * message): opened, routed to a free operator or to the queue. Returns its id.
 */
export async function customerWrites(t: TestApp, channelId: string, number: string, name = 'Cliente Teste'): Promise<string> {
  const ref = await t.ctx.db.orm.transaction(async (tx) => {
    const contact = await upsertContact(tx, channelId, number, name);
    const opened = await openAttendance(tx, channelId, contact.id, 'waiting');
    if (!opened) throw new Error(`${number} already has an open attendance`);
    return route(tx, opened);
  });
  t.ctx.bus.emit('attendance.changed', { attendanceId: ref.id, channelId, previousOperatorId: null });
  return ref.id;
}

export async function attendanceRow(t: TestApp, id: string) {
  const res = await t.ctx.db.orm.execute<{ status: string; operator_id: string | null; department_id: string | null; tabulation_id: string | null; observation: string | null }>(
    sql`select status, operator_id, department_id, tabulation_id, observation from attendances where id = ${id}`,
  );
  return res.rows[0];
}

/** The owner hands an attendance to an operator or a department (the transfer route). */
export async function transfer(t: TestApp, ownerToken: string, attendanceId: string, target: { operatorId: string } | { departmentId: string | null }) {
  const res = await t.app.inject({ method: 'POST', url: `/api/attendance/${attendanceId}/transfer`, headers: auth(ownerToken), payload: target });
  if (res.statusCode !== 200) throw new Error(`transfer failed: ${res.statusCode} ${res.body}`);
  return res.json().attendance as { status: string; operatorId: string | null };
}

export function socketClients(t: TestApp) {
  const sockets: Socket[] = [];
  const open = async (token: string): Promise<Socket> => {
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (err) => reject(err));
    });
    return socket;
  };
  const closeAll = () => {
    for (const s of sockets) s.disconnect();
  };
  return { open, closeAll };
}

/** The app listening for sockets (socket clients ready) and the demo company's owner signed in. */
export async function startListeningApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const clients = socketClients(t);
  const session = await t.login('empresa');
  return { t, clients, owner: session.token, channelId: session.user.channelId as string };
}

/** Resolves with the first event of that name. */
export const nextEvent = <T = void>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => {
    socket.once(event, (payload: T) => resolve(payload));
  });

/**
 * The first `event` whose payload passes `matches`. Through Redis, an event published before the socket
 * joined its room can still reach it after: a test waiting for one change skips such earlier ones.
 */
export const nextEventWhere = <T>(socket: Socket, event: string, matches: (payload: T) => boolean) =>
  new Promise<T>((resolve) => {
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
