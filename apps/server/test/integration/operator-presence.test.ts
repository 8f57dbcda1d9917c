// Presence: an operator whose last connection closes (browser closed without "Sair") goes offline
// once the channel's grace has passed, through a pg-boss job, unless they came back meanwhile. The
// grace is "elapsed" by moving the scheduled job's startAfter to now: the real queue then runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { rooms } from '@atende/contract';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { attendanceRow, createOperator, customerWrites, setOnline, socketClients, type TestOperator } from '../support/operator-fixtures.js';
import { eventually } from '../support/eventually.js';
import { checkPresence, PRESENCE_QUEUE, type PresenceCheckJob } from '../../src/modules/operators/jobs/presence-check.job.js';

// A Wednesday, 12:00 in São Paulo: inside every operator's default working hours.
const now = new Date('2026-11-18T15:00:00Z');
let t: TestApp;
let clients: ReturnType<typeof socketClients>;
let companies = 0;

beforeAll(async () => {
  t = await createTestApp({ queue: true, clock: () => now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  clients = socketClients(t);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

type World = { channelId: string; owner: string; ownerSocket: Socket; statusEvents: Array<{ operatorId: string; status: boolean }> };

/** A company of its own per test (no operator of another test can take its customers). */
async function company(settings: { presenceGraceSeconds?: number; requeueOnOperatorOffline?: boolean } = {}): Promise<World> {
  companies += 1;
  const { channelId, ownerToken } = await createCompany(t, { name: `Presença ${companies}`, channelNumber: `55119000000${companies}`, ownerLogin: `presenca-${companies}` });
  const put = await t.app.inject({ method: 'PUT', url: `/api/channel/${channelId}`, headers: auth(ownerToken), payload: { presenceGraceSeconds: 15, ...settings } });
  expect(put.statusCode).toBe(200);
  const ownerSocket = await clients.open(ownerToken);
  const statusEvents: World['statusEvents'] = [];
  ownerSocket.on('operator_status_update', (p: { operatorId: string; status: boolean }) => statusEvents.push(p));
  return { channelId, owner: ownerToken, ownerSocket, statusEvents };
}

async function onlineOperator(w: World, login: string): Promise<TestOperator> {
  const op = await createOperator(t, w.owner, `${login}-${companies}`);
  expect((await setOnline(t, op, true)).statusCode).toBe(200);
  return op;
}

const statusOf = async (w: World, op: TestOperator) =>
  (await t.app.inject({ method: 'GET', url: `/api/operator/${op.id}`, headers: auth(w.owner) })).json().operator.status as boolean;

const jobsOf = (op: TestOperator) => t.queue.boss.findJobs<PresenceCheckJob>(PRESENCE_QUEUE, { key: op.id });
const queuedJobOf = async (op: TestOperator) => (await t.queue.boss.findJobs<PresenceCheckJob>(PRESENCE_QUEUE, { key: op.id, queued: true }))[0];

/** Waits for the check the last disconnect scheduled, then lets the grace "pass" (the queue runs it now). */
async function graceElapses(op: TestOperator) {
  const job = await eventually(async () => {
    const queued = await queuedJobOf(op);
    if (!queued) throw new Error('no presence check scheduled yet');
    return queued;
  });
  await t.queue.boss.update(PRESENCE_QUEUE, undefined, { id: job.id, startAfter: new Date() });
  return job;
}

const completed = async (jobId: string) =>
  eventually(async () => {
    const [job] = await t.queue.boss.findJobs(PRESENCE_QUEUE, { id: jobId });
    expect(job?.state).toBe('completed');
  });

describe('an operator whose last connection closes', () => {
  it('goes offline after the grace, the owner sees it live, and a new customer is not assigned to them', async () => {
    const w = await company();
    const op = await onlineOperator(w, 'sumiu');
    const tab1 = await clients.open(op.token);
    const tab2 = await clients.open(op.token);
    const before = Date.now();

    tab1.disconnect();
    tab2.disconnect();
    const job = await eventually(async () => {
      const queued = await queuedJobOf(op);
      if (!queued) throw new Error('no presence check scheduled yet');
      return queued;
    });
    // Scheduled for the channel's grace after the disconnect, not sooner; meanwhile still online.
    expect(new Date(job.startAfter).getTime()).toBeGreaterThanOrEqual(before + 15_000);
    expect(await statusOf(w, op)).toBe(true);

    await graceElapses(op);
    await eventually(async () => expect(await statusOf(w, op)).toBe(false));
    await eventually(async () => expect(w.statusEvents).toContainEqual({ operatorId: op.id, status: false }));

    const attendanceId = await customerWrites(t, w.channelId, '5511970000101');
    const row = await attendanceRow(t, attendanceId);
    expect(row?.operator_id).toBeNull();
    expect(row?.status).toBe('offline_operators');
  });

  it('one tab closing while another stays open schedules nothing', async () => {
    const w = await company();
    const op = await onlineOperator(w, 'duas-abas');
    const tab1 = await clients.open(op.token);
    await clients.open(op.token);
    const probe = await onlineOperator(w, 'sonda');
    const probeTab = await clients.open(probe.token);

    tab1.disconnect();
    // The server has let tab1 go; the probe's disconnect is handled after it, so once the probe's
    // check exists, tab1's disconnect has been handled too.
    await eventually(async () => expect(await t.realtime.io.in(rooms.operator(op.id)).fetchSockets()).toHaveLength(1));
    probeTab.disconnect();
    await eventually(async () => expect(await queuedJobOf(probe)).toBeDefined());
    expect(await jobsOf(op)).toEqual([]);
  });

  it('an open embedded chat (/chat) counts as present', async () => {
    const w = await company();
    const op = await onlineOperator(w, 'embutido');
    const issued = await t.app.inject({ method: 'GET', url: `/api/user/operator-token/operatorId/${op.id}`, headers: auth(w.owner) });
    expect(issued.statusCode).toBe(200);
    await clients.open(issued.json<{ token: string }>().token);
    const panel = await clients.open(op.token);
    const probe = await onlineOperator(w, 'sonda-embed');
    const probeTab = await clients.open(probe.token);

    panel.disconnect();
    probeTab.disconnect();
    await eventually(async () => expect(await queuedJobOf(probe)).toBeDefined());
    expect(await jobsOf(op)).toEqual([]);
  });
});

describe('an operator who comes back within the grace', () => {
  it('stays online and nobody is told anything', async () => {
    const w = await company();
    const op = await onlineOperator(w, 'voltou');
    (await clients.open(op.token)).disconnect();
    const job = await eventually(async () => {
      const queued = await queuedJobOf(op);
      if (!queued) throw new Error('no presence check scheduled yet');
      return queued;
    });
    await clients.open(op.token);

    await graceElapses(op);
    await completed(job.id);
    expect(await statusOf(w, op)).toBe(true);
    expect(w.statusEvents.filter((e) => e.operatorId === op.id && !e.status)).toEqual([]);
  });

  it('a reconnect and a new disconnect reschedule the check; the earlier check then changes nothing', async () => {
    const w = await company();
    const op = await onlineOperator(w, 'oscila');
    (await clients.open(op.token)).disconnect();
    const first = await eventually(async () => {
      const queued = await queuedJobOf(op);
      if (!queued) throw new Error('no presence check scheduled yet');
      return queued;
    });
    (await clients.open(op.token)).disconnect();
    const second = await eventually(async () => {
      const queued = await queuedJobOf(op);
      expect(queued?.data.disconnectId).toBeDefined();
      expect(queued?.data.disconnectId).not.toBe(first.data.disconnectId);
      return queued!;
    });
    // One check waits per operator, for the latest disconnect.
    expect((await jobsOf(op)).filter((j) => j.state === 'created')).toHaveLength(1);

    // The earlier disconnect's check, run now (as if fetched just before the reschedule), does nothing.
    expect(await checkPresence(t.ctx, t.realtime.io, t.queue, first.data)).toBe('superseded');
    expect(await statusOf(w, op)).toBe(true);

    await graceElapses(op);
    await completed(second.id);
    expect(await statusOf(w, op)).toBe(false);
  });
});

describe('their open attendances', () => {
  it('go back to the queue when the channel asks for it (requeueOnOperatorOffline)', async () => {
    const w = await company({ requeueOnOperatorOffline: true });
    const op = await onlineOperator(w, 'devolve');
    const attendanceId = await customerWrites(t, w.channelId, '5511970000201');
    expect((await attendanceRow(t, attendanceId))?.operator_id).toBe(op.id);

    (await clients.open(op.token)).disconnect();
    await graceElapses(op);
    await eventually(async () => expect(await statusOf(w, op)).toBe(false));
    await eventually(async () => {
      const row = await attendanceRow(t, attendanceId);
      expect(row?.operator_id).toBeNull();
      expect(row?.status).toBe('offline_operators');
    });
  });

  it('stay theirs when the channel does not (the default)', async () => {
    const w = await company();
    const op = await onlineOperator(w, 'guarda');
    const attendanceId = await customerWrites(t, w.channelId, '5511970000301');
    expect((await attendanceRow(t, attendanceId))?.operator_id).toBe(op.id);

    (await clients.open(op.token)).disconnect();
    const job = await graceElapses(op);
    await completed(job.id);
    expect(await statusOf(w, op)).toBe(false);
    const row = await attendanceRow(t, attendanceId);
    expect(row?.operator_id).toBe(op.id);
    expect(row?.status).toBe('in_attendance');
  });
});
