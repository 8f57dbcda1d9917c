import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import {
  attendanceRow,
  createOperator,
  customerWrites,
  nextEvent,
  OPERATOR_PASSWORD,
  setOnline,
  socketClients,
  transfer,
} from '../support/operator-fixtures.js';
import { eventually } from '../support/eventually.js';
import { endWorkingTimes, WORK_TIME_QUEUE } from '../../src/modules/operators/jobs/work-time-over.job.js';

// Saturday 2026-11-21 15:00 in São Paulo (18:00 UTC).
let now = new Date('2026-11-21T18:00:00Z');
let t: TestApp;
let clients: ReturnType<typeof socketClients>;
let owner: string;
let channelId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  clients = socketClients(t);
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const operatorStatus = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/operator/${id}`, headers: auth(owner) })).json().operator.status as boolean;

describe('end of the working day', () => {
  it('sets offline the operators whose window ended and tells them workTimeOver; the others stay online', async () => {
    now = new Date('2026-11-21T18:00:00Z');
    const early = await createOperator(t, owner, 'turno-sabado', { satStartTime: '08:00', satFinishTime: '15:30' });
    const allDay = await createOperator(t, owner, 'turno-integral');
    expect((await setOnline(t, early, true)).statusCode).toBe(200);
    expect((await setOnline(t, allDay, true)).statusCode).toBe(200);
    const earlySocket = await clients.open(early.token);
    const ownerSocket = await clients.open(owner);
    const told = nextEvent(earlySocket, 'workTimeOver');
    const statusPushed = new Promise<{ operatorId: string; status: boolean }>((resolve) =>
      ownerSocket.on('operator_status_update', (p: { operatorId: string; status: boolean }) => {
        if (p.operatorId === early.id) resolve(p);
      }),
    );

    // Still inside the window: nothing happens.
    expect(await endWorkingTimes(t.ctx, new Date('2026-11-21T18:30:00Z'))).toEqual([]);
    now = new Date('2026-11-21T18:31:00Z'); // 15:31 in São Paulo
    expect(await endWorkingTimes(t.ctx, now)).toEqual([early.id]);
    await told;
    expect(await statusPushed).toEqual({ operatorId: early.id, status: false });
    expect(await operatorStatus(early.id)).toBe(false);
    expect(await operatorStatus(allDay.id)).toBe(true);
    // A second run (another instance, the next minute) finds nothing more to do.
    expect(await endWorkingTimes(t.ctx, now)).toEqual([]);
    // And going online again is refused with 408 until the next window.
    const again = await setOnline(t, early, true);
    expect(again.statusCode).toBe(408);
    expect(again.json().erroMensagem).toBe('Seu horário de atendimento foi finalizado!');
  });

  it("reads the window in the channel's time zone", async () => {
    // 15:31 in São Paulo is 18:31 UTC: an operator until 16:00 is still inside.
    now = new Date('2026-11-21T18:00:00Z');
    const op = await createOperator(t, owner, 'turno-fuso', { satStartTime: '08:00', satFinishTime: '16:00' });
    expect((await setOnline(t, op, true)).statusCode).toBe(200);
    expect(await endWorkingTimes(t.ctx, new Date('2026-11-21T18:31:00Z'))).not.toContain(op.id);
    expect(await endWorkingTimes(t.ctx, new Date('2026-11-21T19:01:00Z'))).toContain(op.id);
  });
});

describe('the end of the working day as a scheduled job', () => {
  it('is a pg-boss cron every minute, and its job sets offline whoever is past their window', async () => {
    const jobs = await createTestApp({ clock: () => now, queue: true });
    try {
      const schedules = await jobs.queue.boss.getSchedules(WORK_TIME_QUEUE);
      expect(schedules.map((s) => s.cron)).toEqual(['* * * * *']);
      const token = await jobs.tokenOf('empresa');
      now = new Date('2026-11-21T18:00:00Z');
      const op = await createOperator(jobs, token, 'turno-job', { satStartTime: '08:00', satFinishTime: '15:30' });
      expect((await setOnline(jobs, op, true)).statusCode).toBe(200);
      now = new Date('2026-11-21T18:45:00Z');
      await jobs.queue.send(WORK_TIME_QUEUE, {});
      await eventually(async () => {
        const res = await jobs.app.inject({ method: 'GET', url: `/api/operator/${op.id}`, headers: auth(token) });
        expect(res.json().operator.status).toBe(false);
      });
    } finally {
      await jobs.close();
    }
  });
});

describe('logoff requires attendances to finish', () => {
  const setModule = (on: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/channel/config/${channelId}`,
      headers: auth(owner),
      payload: { modules: { logoffRequiresAttendancesToFinish: on } },
    });

  it('refuses going offline with conversations in progress (409) and lists them; allows it once they are finished', async () => {
    now = new Date('2026-11-21T18:00:00Z');
    expect((await setModule(true)).statusCode).toBe(200);
    const op = await createOperator(t, owner, 'logoff1');
    expect((await setOnline(t, op, true)).statusCode).toBe(200);
    const a = await customerWrites(t, channelId, '5511911110001');
    await transfer(t, owner, a, { operatorId: op.id });

    const refused = await setOnline(t, op, false);
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.error).toBe('attendances_open');
    expect(body.erroMensagem).toBe('Finalize ou transfira seus atendimentos antes de ficar offline.');
    expect(body.data.attendances).toEqual([{ _id: a, protocol: expect.stringMatching(/^\d{6,}$/), contactName: 'Cliente Teste' }]);
    expect(await operatorStatus(op.id)).toBe(true);

    const tabulationId = (await t.app.inject({ method: 'GET', url: `/api/channel/tabulations/${channelId}`, headers: auth(op.token) })).json().tabulations[0]._id;
    const finished = await t.app.inject({ method: 'POST', url: `/api/attendance/${a}/finish`, headers: auth(op.token), payload: { tabulationId } });
    expect(finished.statusCode).toBe(200);
    expect((await setOnline(t, op, false)).statusCode).toBe(200);
    expect(await operatorStatus(op.id)).toBe(false);
  });

  it('with the module off, going offline with conversations in progress is allowed', async () => {
    expect((await setModule(false)).statusCode).toBe(200);
    const op = await createOperator(t, owner, 'logoff2');
    expect((await setOnline(t, op, true)).statusCode).toBe(200);
    const a = await customerWrites(t, channelId, '5511911110002');
    await transfer(t, owner, a, { operatorId: op.id });
    expect((await setOnline(t, op, false)).statusCode).toBe(200);
    expect((await attendanceRow(t, a))?.operator_id).toBe(op.id);
  });
});

describe('deleting an operator', () => {
  it('soft deletes: conversations go back to the queue, the sockets get disconnected_operator and close, the tokens stop working', async () => {
    const op = await createOperator(t, owner, 'sai-da-empresa');
    expect((await setOnline(t, op, true)).statusCode).toBe(200);
    const a = await customerWrites(t, channelId, '5511911110003');
    await transfer(t, owner, a, { operatorId: op.id });
    const socket = await clients.open(op.token);
    const told = nextEvent(socket, 'disconnected_operator');
    const closed = nextEvent(socket, 'disconnect');

    const res = await t.app.inject({ method: 'DELETE', url: `/api/operator/${op.id}`, headers: auth(owner) });
    expect(res.statusCode).toBe(200);
    await told;
    await closed;
    const row = await attendanceRow(t, a);
    expect(row?.operator_id).not.toBe(op.id);
    expect(['waiting', 'offline_operators', 'in_attendance']).toContain(row?.status);
    expect((await t.app.inject({ method: 'GET', url: '/api/attendance/queue', headers: auth(op.token) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: op.login, password: OPERATOR_PASSWORD } });
    expect(login.statusCode).toBe(401);
    // Gone from the lists, but its history stays.
    const list = await t.app.inject({ method: 'GET', url: `/api/operator/hideDeleted/channel/${channelId}`, headers: auth(owner) });
    expect(list.json().operators.map((o: { _id: string }) => o._id)).not.toContain(op.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/operator/${op.id}`, headers: auth(owner) })).statusCode).toBe(404);
  });

  it('only the owner (or a manager with Manageoperators) deletes, and only operators of their own company', async () => {
    const op = await createOperator(t, owner, 'fica-na-empresa');
    const other = await createCompany(t, { name: 'Concorrente', channelNumber: '5531955554444', ownerLogin: 'concorrente' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/operator/${op.id}`, headers: auth(other.ownerToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/operator/${op.id}`, headers: auth(op.token) })).statusCode).toBe(403);
    const manager = await t.tokenOf('gerente');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/operator/${op.id}`, headers: auth(manager) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/operator/${op.id}/blocked/true`, headers: auth(other.ownerToken) })).statusCode).toBe(404);
    expect(await operatorStatus(op.id)).toBe(false);
    expect((await t.login(op.login, OPERATOR_PASSWORD)).token).toBeTruthy();
  });
});

describe('blocking an operator', () => {
  it('ends the sessions with disconnected_operator, refuses sign-in until unblocked', async () => {
    const op = await createOperator(t, owner, 'bloqueado');
    expect((await setOnline(t, op, true)).statusCode).toBe(200);
    const a = await customerWrites(t, channelId, '5511911110004');
    await transfer(t, owner, a, { operatorId: op.id });
    const socket = await clients.open(op.token);
    const told = nextEvent(socket, 'disconnected_operator');
    const blocked = await t.app.inject({ method: 'PATCH', url: `/api/operator/${op.id}/blocked/true`, headers: auth(owner) });
    expect(blocked.json()).toEqual({ statusCode: 200, blocked: true });
    await told;
    expect((await attendanceRow(t, a))?.operator_id).not.toBe(op.id);
    expect(await operatorStatus(op.id)).toBe(false);
    const refused = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: op.login, password: OPERATOR_PASSWORD } });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/operator/${op.id}/blocked/false`, headers: auth(owner) })).statusCode).toBe(200);
    expect((await t.login(op.login, OPERATOR_PASSWORD)).token).toBeTruthy();
  });
});
