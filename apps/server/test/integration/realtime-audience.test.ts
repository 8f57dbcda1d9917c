// Who hears what in real time: a socket receives exactly what the same user may read over HTTP.
// Conversations (messages, attendances) reach the owner, managers with AttendancesManage and the
// operators concerned; a manager with other permissions hears only aggregate events. A deleted
// manager's sockets close. An operator with privacy on receives customer numbers masked, over HTTP
// and over the socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { Attendance } from '@atende/contract';
import { auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { postSimulatorWebhook } from '../support/simulator-webhook.js';
import { createManager, createOperator, setOnline, startListeningApp, type socketClients, type TestOperator } from '../support/operator-fixtures.js';

let t: TestApp;
let clients: ReturnType<typeof socketClients>;
let owner: string;
let channelId: string;
let demoOperator: TestOperator;

type Heard = { event: string; payload: unknown };
/** Everything a socket hears, in order. */
function record(socket: Socket): Heard[] {
  const heard: Heard[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  return heard;
}
/** The customer's WhatsApp name: the last four digits only (those are never hidden). */
const nameOf = (number: string) => `Cliente final ${number.slice(-4)}`;
const conversationEvents = ['message.created', 'message.status', 'message.updated', 'attendance.updated'];
const conversationHeard = (heard: Heard[]) => heard.filter((h) => conversationEvents.includes(h.event));
const attendancesHeard = (heard: Heard[], number: string) =>
  heard.filter((h) => h.event === 'attendance.updated').map((h) => (h.payload as { attendance: Attendance }).attendance).filter((a) => a.contact.name === nameOf(number));

let seq = 0;
const customerWrites = (number: string, text: string) =>
  postSimulatorWebhook(t, {
    channelId,
    events: [{ kind: 'message', id: `audience-${++seq}-${number}`, from: { number, name: nameOf(number) }, type: 'text', text }],
  });

/**
 * An aggregate event every staff member and operator hears (an operator going on or off line), sent
 * after the events under test: a socket that hears it has heard, in order, all that was sent to it before.
 */
async function barrier(...sockets: Socket[]): Promise<void> {
  const marks = sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        const on = (p: { operatorId: string }) => {
          if (p.operatorId !== demoOperator.id) return;
          socket.off('operator_status_update', on);
          resolve();
        };
        socket.on('operator_status_update', on);
      }),
  );
  const current = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(demoOperator.token) });
  await setOnline(t, demoOperator, !current.json().user.operatorData.status);
  await Promise.all(marks);
}

beforeAll(async () => {
  ({ t, clients, owner, channelId } = await startListeningApp({ queue: true }));
  const demo = await t.login('operador');
  demoOperator = { id: demo.user.operatorData?._id as string, userId: demo.user._id, token: demo.token, login: 'operador' };
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

describe('conversation events follow the permission that reads conversations over HTTP', () => {
  it('a manager with only Reports hears no message or attendance, but hears aggregate events; one with AttendancesManage hears them', async () => {
    const reports = await createManager(t, owner, 'so-relatorios', ['Reports']);
    const reader = await createManager(t, owner, 'le-atendimentos', ['AttendancesManage']);
    // The HTTP rule the sockets must match.
    expect((await t.app.inject({ method: 'GET', url: '/api/attendance/manage/page/1', headers: auth(reports.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/attendance/manage/page/1', headers: auth(reader.token) })).statusCode).toBe(200);

    const reportsSocket = await clients.open(reports.token);
    const readerSocket = await clients.open(reader.token);
    const ownerSocket = await clients.open(owner);
    const reportsHeard = record(reportsSocket);
    const readerHeard = record(readerSocket);
    const ownerHeard = record(ownerSocket);

    expect((await customerWrites('5511977770001', 'Olá, quero saber do meu pedido')).statusCode).toBe(200);
    await eventually(async () => {
      for (const heard of [readerHeard, ownerHeard]) {
        expect(heard.some((h) => h.event === 'message.created')).toBe(true);
        expect(attendancesHeard(heard, '5511977770001').length).toBeGreaterThan(0);
      }
    });
    await barrier(reportsSocket, readerSocket);
    expect(reportsHeard.some((h) => h.event === 'operator_status_update')).toBe(true);
    expect(conversationHeard(reportsHeard)).toEqual([]);
  });

  it("a manager's sockets follow a change of permissions at once, without reconnecting", async () => {
    const manager = await createManager(t, owner, 'muda-permissao', ['Reports']);
    const socket = await clients.open(manager.token);
    const heard = record(socket);
    const updated = new Promise<void>((resolve) => socket.once('session.updated', () => resolve()));
    const put = await t.app.inject({ method: 'PUT', url: `/api/channel/manager/${manager.id}`, headers: auth(owner), payload: { permissions: ['Reports', 'AttendancesManage'] } });
    expect(put.statusCode).toBe(200);
    await updated;

    await customerWrites('5511977770002', 'Agora o gerente pode ler');
    await eventually(async () => expect(attendancesHeard(heard, '5511977770002').length).toBeGreaterThan(0));

    const revoked = new Promise<void>((resolve) => socket.once('session.updated', () => resolve()));
    await t.app.inject({ method: 'PUT', url: `/api/channel/manager/${manager.id}`, headers: auth(owner), payload: { permissions: ['Reports'] } });
    await revoked;
    heard.length = 0;
    const owners = record(await clients.open(owner));
    await customerWrites('5511977770002', 'E agora não pode mais');
    await eventually(async () => expect(owners.some((h) => h.event === 'message.created')).toBe(true));
    await barrier(socket);
    expect(conversationHeard(heard)).toEqual([]);
    expect(socket.connected).toBe(true);
  });
});

describe('a manager who leaves loses the real time too', () => {
  it("deleting a manager closes the manager's sockets", async () => {
    const manager = await createManager(t, owner, 'sai-da-empresa', ['AttendancesManage']);
    const socket = await clients.open(manager.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/channel/manager/${manager.id}`, headers: auth(owner) });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(manager.token) })).statusCode).toBe(401);
  });
});

describe('an operator with privacy on never receives a customer number in full', () => {
  let privateOp: TestOperator;
  let attendanceId: string;
  const NUMBER = '5511966665555';

  beforeAll(async () => {
    privateOp = await createOperator(t, owner, 'operador-discreto', { privacy: true });
    // Only this operator is online, so the customer is routed to them.
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(demoOperator.token) });
    if (me.json().user.operatorData.status) await setOnline(t, demoOperator, false);
    expect((await setOnline(t, privateOp, true)).statusCode).toBe(200);
  });

  it('the live attendance event reaches that operator masked, and the owner in full', async () => {
    const opSocket = await clients.open(privateOp.token);
    const ownerHeard = record(await clients.open(owner));
    const opHeard = record(opSocket);
    await customerWrites(NUMBER, 'Quero falar com alguém');
    const mine = await eventually(async () => {
      const found = attendancesHeard(opHeard, NUMBER).find((a) => a.operatorId === privateOp.id);
      expect(found).toBeDefined();
      return found as Attendance;
    });
    attendanceId = mine._id;
    expect(mine.contact.number).toBe('+55 (11) • ••••-5555');
    await eventually(async () => expect(attendancesHeard(ownerHeard, NUMBER).some((a) => a.operatorId === privateOp.id)).toBe(true));
    for (const a of attendancesHeard(ownerHeard, NUMBER)) expect(a.contact.number).toBe(NUMBER);
    for (const a of attendancesHeard(opHeard, NUMBER)) expect(a.contact.number).not.toContain('96666');
    expect(opHeard.some((h) => h.event === 'message.created')).toBe(true);
  });

  it("the operator's attendance list and the attendance itself come masked from the API; the owner's in full", async () => {
    const list = await t.app.inject({ method: 'GET', url: `/api/attendance/operator/${privateOp.id}`, headers: auth(privateOp.token) });
    expect(list.statusCode).toBe(200);
    const listed = (list.json().attendances as Attendance[]).find((a) => a._id === attendanceId);
    expect(listed?.contact.number).toBe('+55 (11) • ••••-5555');
    const one = await t.app.inject({ method: 'GET', url: `/api/attendance/${attendanceId}`, headers: auth(privateOp.token) });
    expect(one.json().attendance.contact.number).toBe('+55 (11) • ••••-5555');
    expect(one.body).not.toContain(NUMBER);

    const ownerView = await t.app.inject({ method: 'GET', url: `/api/attendance/${attendanceId}`, headers: auth(owner) });
    expect(ownerView.json().attendance.contact.number).toBe(NUMBER);
  });

  it('sends a template to the customer of their attendance without ever holding the number; a masked number is refused', async () => {
    const send = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/message/send_template', headers: auth(privateOp.token), payload: { channelId, templateName: 'retorno', ...payload } });
    const byAttendance = await send({ attendanceId });
    expect(byAttendance.statusCode).toBe(201);
    expect(byAttendance.json().message.attendanceId).toBe(attendanceId);
    const masked = await send({ contactNumber: '+55 (11) • ••••-5555' });
    expect(masked.statusCode).toBe(400);
    expect(masked.json().erroMensagem).toBeTruthy();
    // Another operator's attendance is not theirs to write to.
    const ownerSees = await t.app.inject({ method: 'GET', url: '/api/attendance/manage/page/1', headers: auth(owner) });
    const notMine = (ownerSees.json().items as Array<{ _id: string }>).find((a) => a._id !== attendanceId);
    expect(notMine).toBeDefined();
    expect((await send({ attendanceId: notMine?._id })).statusCode).toBe(404);
  });

  it("a calendar reminder naming the customer reaches that operator masked", async () => {
    const socket = await clients.open(privateOp.token);
    const arrived = new Promise<{ contact: { number: string } | null }>((resolve) => socket.once('calendar.reminder', resolve));
    // As the reminder job announces it when it is due.
    const reminder = { eventId: 'lembrete', title: 'Ligar de volta', startsAt: new Date().toISOString(), contact: { name: 'Ana', number: NUMBER } };
    t.ctx.bus.emit('calendar.reminder_due', { channelId, userId: privateOp.userId, reminder });
    expect((await arrived).contact?.number).toBe('+55 (11) • ••••-5555');
  });

  it('an operator without privacy receives the full number', async () => {
    await setOnline(t, privateOp, false);
    await setOnline(t, demoOperator, true);
    const other = '5511955554444';
    await customerWrites(other, 'Outro cliente');
    const id = await eventually(async () => {
      const list = await t.app.inject({ method: 'GET', url: `/api/attendance/operator/${demoOperator.id}`, headers: auth(demoOperator.token) });
      const found = (list.json().attendances as Attendance[]).find((a) => a.contact.name === nameOf(other));
      expect(found).toBeDefined();
      return found as Attendance;
    });
    expect(id.contact.number).toBe(other);
  });
});
