import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { attendanceRow, createDepartment, createOperator, customerWrites, nextEvent, socketClients, transfer } from '../support/operator-fixtures.js';

let t: TestApp;
let clients: ReturnType<typeof socketClients>;
let owner: string;
let channelId: string;

beforeAll(async () => {
  t = await createTestApp();
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

const queueOf = async (token: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/attendance/queue${query}`, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { attendances: Array<{ _id: string; status: string }>; total: number; page: number; perPage: number };
};
const pull = (token: string, id: string) => t.app.inject({ method: 'POST', url: `/api/attendance/${id}/pull`, headers: auth(token) });

describe('the queue an operator may pull from', () => {
  it('lists waiting attendances of their departments and those without one, paged; the owner sees all', async () => {
    const sales = await createDepartment(t, channelId, 'Vendas');
    const support = await createDepartment(t, channelId, 'Suporte');
    const seller = await createOperator(t, owner, 'vendedor', { departmentIds: [sales] });
    const general = await customerWrites(t, channelId, '5511922220001');
    const forSales = await customerWrites(t, channelId, '5511922220002');
    const forSupport = await customerWrites(t, channelId, '5511922220003');
    await transfer(t, owner, forSales, { departmentId: sales });
    await transfer(t, owner, forSupport, { departmentId: support });

    const mine = await queueOf(seller.token);
    expect(mine.attendances.map((a) => a._id).sort()).toEqual([general, forSales].sort());
    expect(mine.attendances.every((a) => a.status === 'offline_operators' || a.status === 'waiting')).toBe(true);
    expect((await queueOf(owner)).attendances.map((a) => a._id)).toEqual(expect.arrayContaining([general, forSales, forSupport]));
    const firstPage = await queueOf(seller.token, '?page=1&perPage=1');
    expect(firstPage).toMatchObject({ page: 1, perPage: 1, total: 2 });
    expect(firstPage.attendances).toHaveLength(1);

    // Pulling another department's attendance is refused; their own works and leaves the queue.
    expect((await pull(seller.token, forSupport)).statusCode).toBe(403);
    const taken = await pull(seller.token, forSales);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().attendance).toMatchObject({ _id: forSales, status: 'in_attendance', operatorId: seller.id, departmentId: sales });
    expect((await queueOf(seller.token)).attendances.map((a) => a._id)).toEqual([general]);
  });

  it('two operators pulling the same attendance at once: one gets it, the other a 409 in Portuguese', async () => {
    const a = await createOperator(t, owner, 'puxa-a');
    const b = await createOperator(t, owner, 'puxa-b');
    const id = await customerWrites(t, channelId, '5511922220010');
    const answers = await Promise.all([pull(a.token, id), pull(b.token, id)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409);
    expect(loser?.json()).toMatchObject({ error: 'already_pulled', erroMensagem: 'Este atendimento já foi assumido por outro operador.' });
    const winner = answers[0]?.statusCode === 200 ? a : b;
    expect((await attendanceRow(t, id))?.operator_id).toBe(winner.id);
    // Pulling it again later is the same 409.
    expect((await pull(winner === a ? b.token : a.token, id)).statusCode).toBe(409);
  });

  it('tells every operator of the channel when an attendance leaves the queue', async () => {
    const puller = await createOperator(t, owner, 'puxa-socket');
    const watcher = await createOperator(t, owner, 'observa-fila');
    const socket = await clients.open(watcher.token);
    const entered = nextEvent<{ attendance: { _id: string; status: string } }>(socket, 'attendance.updated');
    const id = await customerWrites(t, channelId, '5511922220020');
    expect((await entered).attendance._id).toBe(id);
    const removed = nextEvent<{ attendanceId: string }>(socket, 'queue.removed');
    expect((await pull(puller.token, id)).statusCode).toBe(200);
    expect(await removed).toEqual({ attendanceId: id });
  });

  it('only operators pull; another company sees neither the queue nor the attendance', async () => {
    const id = await customerWrites(t, channelId, '5511922220030');
    expect((await pull(owner, id)).statusCode).toBe(403);
    const other = await createCompany(t, { name: 'Vizinha', channelNumber: '5531944443333', ownerLogin: 'vizinha' });
    const outsider = await createOperator(t, other.ownerToken, 'de-fora');
    expect((await pull(outsider.token, id)).statusCode).toBe(404);
    expect((await queueOf(outsider.token)).attendances).toEqual([]);
    expect((await queueOf(other.ownerToken)).attendances).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/attendance/queue' })).statusCode).toBe(401);
    // A manager without AttendancesManage cannot read the queue; the demo manager has it.
    expect((await t.app.inject({ method: 'GET', url: '/api/attendance/queue', headers: auth(await t.tokenOf('gerente')) })).statusCode).toBe(200);
  });
});

describe('the observation of an attendance', () => {
  it('the operator sets it and reads it back; an empty text clears it; others cannot', async () => {
    const op = await createOperator(t, owner, 'anota');
    const id = await customerWrites(t, channelId, '5511922220040');
    await transfer(t, owner, id, { operatorId: op.id });
    const put = (token: string, observation: string) =>
      t.app.inject({ method: 'PUT', url: `/api/attendance/${id}/observation`, headers: auth(token), payload: { observation } });
    const set = await put(op.token, '  Cliente prefere contato à tarde  ');
    expect(set.statusCode).toBe(200);
    expect(set.json().attendance.observation).toBe('Cliente prefere contato à tarde');
    const read = await t.app.inject({ method: 'GET', url: `/api/attendance/${id}`, headers: auth(op.token) });
    expect(read.json().attendance.observation).toBe('Cliente prefere contato à tarde');
    expect((await put(op.token, '')).json().attendance.observation).toBeNull();
    const stranger = await createOperator(t, owner, 'nao-anota');
    expect((await put(stranger.token, 'intruso')).statusCode).toBe(404);
  });
});

describe('departments of the channel', () => {
  it('lists them for the owner, managers and operators of the channel only', async () => {
    const op = await createOperator(t, owner, 've-departamentos');
    for (const token of [owner, op.token, await t.tokenOf('gerente')]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/department/channel/${channelId}`, headers: auth(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().departments.map((d: { name: string }) => d.name)).toEqual(expect.arrayContaining(['Suporte', 'Vendas']));
    }
    const other = await createCompany(t, { name: 'Terceira', channelNumber: '5531933332222', ownerLogin: 'terceira' });
    expect((await t.app.inject({ method: 'GET', url: `/api/department/channel/${channelId}`, headers: auth(other.ownerToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/department/channel/${other.channelId}`, headers: auth(other.ownerToken) })).json().departments).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/department/channel/${channelId}`, headers: auth(await t.tokenOf('admin')) })).statusCode).toBe(403);
  });
});
