// /manageoperators on the server: editing an operator, the paged list, the online operators, the
// wallet and its transfer; each with validation, another company's ids and every role's access.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '@atende/contract';
import { auth, COMPANY_PASSWORD, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import {
  createDepartment,
  createOperator,
  customerWrites,
  nextEvent,
  OPERATOR_PASSWORD,
  setOnline,
  socketClients,
  type TestOperator,
} from '../support/operator-fixtures.js';
import { upsertContact } from '../../src/modules/contacts/contacts.repository.js';

// Saturday 2026-11-21 15:00 in São Paulo (18:00 UTC).
let now = new Date('2026-11-21T18:00:00Z');
let t: TestApp;
let clients: ReturnType<typeof socketClients>;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };
let otherOperator: TestOperator;
let vendas: string;
let suporte: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  clients = socketClients(t);
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  vendas = await createDepartment(t, channelId, 'Vendas');
  suporte = await createDepartment(t, channelId, 'Suporte');
  other = await createCompany(t, { name: 'Outra', channelNumber: '5521977776666', ownerLogin: 'outra' });
  otherOperator = await createOperator(t, other.ownerToken, 'op-da-outra');
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const put = (id: string, payload: Record<string, unknown>, token = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/operator/${id}`, headers: auth(token), payload });
const page = (query = '', token = owner, channel = channelId, pageNumber = 1) =>
  t.app.inject({ method: 'GET', url: `/api/operator/channel/${channel}/page/${pageNumber}${query}`, headers: auth(token) });

/** A manager of the demo company with exactly these permissions; returns its token. */
async function managerWith(login: string, permissions: string[]): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/channel/manager',
    headers: auth(owner),
    payload: { login, password: COMPANY_PASSWORD, name: `Gerente ${login}`, permissions },
  });
  if (res.statusCode !== 201) throw new Error(`manager ${login}: ${res.statusCode} ${res.body}`);
  return t.tokenOf(login, COMPANY_PASSWORD);
}

/** Contacts of the channel with this operator responsible for them (their wallet). */
async function giveWallet(channel: string, operatorId: string, prefix: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const contact = await upsertContact(t.ctx.db.orm, channel, `55119${prefix}${String(i).padStart(4, '0')}`, `Cliente ${prefix}${i}`);
    await t.ctx.db.orm.execute(sql`update contacts set responsible_operator_id = ${operatorId} where id = ${contact.id}`);
  }
}

describe('PUT /api/operator/:id', () => {
  it('the owner edits name, e-mail, departments, hours, privacy, capacity, login and password', async () => {
    const op = await createOperator(t, owner, 'edita-1', { departmentIds: [vendas] });
    const res = await put(op.id, {
      name: 'Edna Editada',
      email: 'edna@empresa.com',
      login: 'edna',
      password: 'nova-senha-123',
      departmentIds: [suporte],
      weekStartTime: '08:00',
      weekFinishTime: '18:00',
      satStartTime: '09:00',
      satFinishTime: '13:00',
      sunStartTime: '00:00',
      sunFinishTime: '00:01',
      privacy: true,
      maxAttendances: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator).toMatchObject({
      _id: op.id,
      name: 'Edna Editada',
      email: 'edna@empresa.com',
      login: 'edna',
      departmentIds: [suporte],
      weekStartTime: '08:00',
      satFinishTime: '13:00',
      sunFinishTime: '00:01',
      privacy: true,
      maxAttendances: 3,
    });
    const session = await t.login('edna', 'nova-senha-123');
    expect(session.user.name).toBe('Edna Editada');
    expect(session.user.operatorData).toMatchObject({ _id: op.id, departmentIds: [suporte], privacy: true, maxAttendances: 3 });
    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: 'edita-1', password: OPERATOR_PASSWORD } });
    expect(oldLogin.statusCode).toBe(401);
    // The session opened with the old password ended.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(op.token) })).statusCode).toBe(401);
  });

  it('keeps the password when it is left empty and changes only the fields sent', async () => {
    const op = await createOperator(t, owner, 'edita-2', { departmentIds: [vendas], satStartTime: '08:00', satFinishTime: '12:00' });
    const res = await put(op.id, { name: 'Só o nome', password: '', email: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator).toMatchObject({ name: 'Só o nome', login: 'edita-2', email: null, departmentIds: [vendas], satStartTime: '08:00' });
    expect((await t.login('edita-2', OPERATOR_PASSWORD)).user.name).toBe('Só o nome');
  });

  it("refuses a login already in use with 409 'Este login já está em uso.'", async () => {
    const op = await createOperator(t, owner, 'edita-3');
    const res = await put(op.id, { login: 'OPERADOR' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: 'login_taken', erroMensagem: 'Este login já está em uso.' });
    // Its own login (in another case) is not "taken".
    expect((await put(op.id, { login: 'Edita-3' })).statusCode).toBe(200);
  });

  it('validates in pt-BR: a window that does not start before it ends, bad times, e-mail, short password, capacity', async () => {
    const op = await createOperator(t, owner, 'edita-4', { satStartTime: '08:00', satFinishTime: '12:00' });
    const misordered = await put(op.id, { weekStartTime: '18:00', weekFinishTime: '08:00' });
    expect(misordered.statusCode).toBe(400);
    expect(misordered.json().details).toEqual([{ field: 'weekFinishTime', message: 'O fim deve ser depois do início' }]);
    // Half a window is checked against the stored other half (Saturday starts at 08:00).
    const half = await put(op.id, { satFinishTime: '07:00' });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({
      erroMensagem: 'O fim deve ser depois do início',
      data: [{ field: 'satFinishTime', message: 'O fim deve ser depois do início' }],
    });
    const bad = await put(op.id, { weekStartTime: '24:00', email: 'sem-arroba', password: 'curta', maxAttendances: 0, name: '' });
    expect(bad.statusCode).toBe(400);
    const details = bad.json().details as { field: string; message: string }[];
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'weekStartTime', message: 'Horário inválido (use HH:mm)' },
        { field: 'email', message: 'E-mail inválido' },
        { field: 'password', message: 'A senha deve ter ao menos 8 caracteres' },
        { field: 'maxAttendances', message: 'No mínimo 1' },
        { field: 'name', message: 'Informe o nome' },
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/operator/${op.id}`, headers: auth(owner) })).json().operator.satFinishTime).toBe('12:00');
  });

  it("refuses another company's department and answers 404 for another company's operator, changing nothing", async () => {
    const op = await createOperator(t, owner, 'edita-5');
    const foreignDept = await createDepartment(t, other.channelId, 'Deles');
    const dept = await put(op.id, { departmentIds: [foreignDept] });
    expect(dept.statusCode).toBe(404);
    expect(dept.json()).toMatchObject({ error: 'department_not_found', erroMensagem: 'Departamento não encontrado.' });
    const foreign = await put(otherOperator.id, { name: 'Invadido' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('op-da-outra');
    const theirs = await t.app.inject({ method: 'GET', url: `/api/operator/${otherOperator.id}`, headers: auth(other.ownerToken) });
    expect(theirs.json().operator.name).toBe('Operador op-da-outra');
  });

  it('new hours do not set an online operator offline, but the next status change obeys them', async () => {
    now = new Date('2026-11-21T13:00:00Z'); // Saturday 10:00
    const op = await createOperator(t, owner, 'edita-6');
    expect((await setOnline(t, op, true)).statusCode).toBe(200);
    const res = await put(op.id, { satStartTime: '00:00', satFinishTime: '09:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator.status).toBe(true);
    expect((await setOnline(t, op, false)).statusCode).toBe(200);
    const again = await setOnline(t, op, true);
    expect(again.statusCode).toBe(408);
    expect(again.json().erroMensagem).toBe('Seu horário de atendimento foi finalizado!');
    now = new Date('2026-11-21T18:00:00Z');
  });

  it("moves the operator's open sockets to the new department rooms and tells them session.updated", async () => {
    const op = await createOperator(t, owner, 'edita-7', { departmentIds: [vendas] });
    const socket = await clients.open(op.token);
    const updated = nextEvent<{ userId: string }>(socket, 'session.updated');
    expect((await put(op.id, { departmentIds: [suporte] })).statusCode).toBe(200);
    await updated;
    const seen: string[] = [];
    socket.on('event', (p: { name: string }) => seen.push(p.name));
    const got = nextEvent<{ name: string }>(socket, 'event');
    t.realtime.io.to(rooms.department(vendas)).emit('event', { name: 'to-vendas', data: null });
    t.realtime.io.to(rooms.department(suporte)).emit('event', { name: 'to-suporte', data: null });
    expect((await got).name).toBe('to-suporte');
    expect(seen).not.toContain('to-vendas');
  });

  it('is for the owner and managers with Manageoperators; operators, other managers and the admin get 403', async () => {
    const op = await createOperator(t, owner, 'edita-8');
    const allowed = await managerWith('ger-ops-1', ['Manageoperators']);
    expect((await put(op.id, { name: 'Pelo gerente' }, allowed)).statusCode).toBe(200);
    for (const token of [await t.tokenOf('gerente'), op.token, await t.tokenOf('admin')]) {
      expect((await put(op.id, { name: 'Não' }, token)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/operator/channel/:channelId/page/:page', () => {
  let listed: { ana: TestOperator; bia: TestOperator; gone: TestOperator };

  beforeAll(async () => {
    const ana = await createOperator(t, owner, 'lista-ana', { name: 'Lista Ana', departmentIds: [vendas, suporte], email: 'ana@lista.com' });
    const bia = await createOperator(t, owner, 'lista-bia', { name: 'Lista Bia', departmentIds: [suporte] });
    const gone = await createOperator(t, owner, 'lista-gone', { name: 'Lista Excluída' });
    await t.app.inject({ method: 'DELETE', url: `/api/operator/${gone.id}`, headers: auth(owner) });
    await setOnline(t, ana, true);
    await customerWrites(t, channelId, '5511988880001');
    await giveWallet(channelId, bia.id, '7', 3);
    listed = { ana, bia, gone };
  });

  it('pages the operators with departments, online status, open attendances and wallet size', async () => {
    const res = await page('?search=lista');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200, page: 1, perPage: 20, total: 2 });
    expect(body.items.map((o: { login: string }) => o.login)).toEqual(['lista-ana', 'lista-bia']);
    expect(body.items[0]).toMatchObject({
      name: 'Lista Ana',
      status: true,
      openAttendances: 1,
      walletCount: 0,
      blocked: false,
      deleted: false,
      departments: [
        { _id: suporte, name: 'Suporte' },
        { _id: vendas, name: 'Vendas' },
      ],
    });
    expect(body.items[1]).toMatchObject({ name: 'Lista Bia', status: false, openAttendances: 0, walletCount: 3 });
  });

  it('searches by login and e-mail, filters by department and status, sorts and pages', async () => {
    expect((await page('?search=ana@lista')).json().items.map((o: { login: string }) => o.login)).toEqual(['lista-ana']);
    const inVendas = (await page(`?search=lista&departmentId=${vendas}`)).json();
    expect(inVendas.items.map((o: { login: string }) => o.login)).toEqual(['lista-ana']);
    const offline = (await page('?search=lista&status=offline')).json();
    expect(offline.items.map((o: { login: string }) => o.login)).toEqual(['lista-bia']);
    const online = (await page('?search=lista&status=online')).json();
    expect(online.items.map((o: { login: string }) => o.login)).toEqual(['lista-ana']);
    const desc = (await page('?search=lista&sort=name&order=desc')).json();
    expect(desc.items.map((o: { login: string }) => o.login)).toEqual(['lista-bia', 'lista-ana']);
    const second = (await page('?search=lista&perPage=1', owner, channelId, 2)).json();
    expect(second).toMatchObject({ page: 2, perPage: 1, total: 2 });
    expect(second.items.map((o: { login: string }) => o.login)).toEqual(['lista-bia']);
  });

  it('includeDeleted=true also lists the deleted ones, marked', async () => {
    const res = (await page('?search=lista&includeDeleted=true')).json();
    expect(res.total).toBe(3);
    const gone = res.items.find((o: { _id: string }) => o._id === listed.gone.id);
    expect(gone).toMatchObject({ deleted: true, status: false });
  });

  it('blocked operators are marked', async () => {
    await t.app.inject({ method: 'PATCH', url: `/api/operator/${listed.bia.id}/blocked/true`, headers: auth(owner) });
    const bia = (await page('?search=lista-bia')).json().items[0];
    expect(bia.blocked).toBe(true);
    await t.app.inject({ method: 'PATCH', url: `/api/operator/${listed.bia.id}/blocked/false`, headers: auth(owner) });
    expect((await page('?search=lista-bia')).json().items[0].blocked).toBe(false);
  });

  it('validates the query in pt-BR', async () => {
    const res = await page('?status=ausente&sort=login');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { field: 'status', message: 'Status inválido' },
        { field: 'sort', message: 'Ordenação inválida' },
      ]),
    );
  });

  it("answers 404 for another company's channel and never lists its operators", async () => {
    const res = await page('', owner, other.channelId);
    expect(res.statusCode).toBe(404);
    const mine = (await page('?perPage=100')).json();
    expect(mine.items.map((o: { login: string }) => o.login)).not.toContain('op-da-outra');
  });

  it('is for the owner and managers with Manageoperators only', async () => {
    expect((await page('', await managerWith('ger-ops-2', ['Manageoperators']))).statusCode).toBe(200);
    for (const token of [await t.tokenOf('gerente'), await t.tokenOf('operador'), await t.tokenOf('admin')]) {
      expect((await page('', token)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/operator/online/:id', () => {
  it('lists only the online operators of the channel, for the owner and its operators', async () => {
    const on = await createOperator(t, owner, 'online-1');
    await createOperator(t, owner, 'offline-1');
    await setOnline(t, on, true);
    for (const token of [owner, on.token]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/operator/online/${channelId}`, headers: auth(token) });
      expect(res.statusCode).toBe(200);
      const logins = res.json().operators.map((o: { login: string }) => o.login);
      expect(logins).toContain('online-1');
      expect(logins).not.toContain('offline-1');
      expect(res.json().operators.every((o: { status: boolean }) => o.status)).toBe(true);
    }
  });

  it("answers 404 for another company's channel; a manager without permission gets 403", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/operator/online/${other.channelId}`, headers: auth(owner) });
    expect(res.statusCode).toBe(404);
    const noPerm = await managerWith('ger-sem-1', ['Contacts']);
    expect((await t.app.inject({ method: 'GET', url: `/api/operator/online/${channelId}`, headers: auth(noPerm) })).statusCode).toBe(403);
  });
});

describe('wallet: GET /api/operator/:id/wallet and POST /api/operator/transfer-wallet', () => {
  const wallet = async (id: string, token = owner) => t.app.inject({ method: 'GET', url: `/api/operator/${id}/wallet`, headers: auth(token) });
  const transferWallet = (payload: Record<string, unknown>, token = owner) =>
    t.app.inject({ method: 'POST', url: '/api/operator/transfer-wallet', headers: auth(token), payload });

  it("counts and moves a deleted operator's whole wallet to another operator in one go", async () => {
    const from = await createOperator(t, owner, 'carteira-de');
    const to = await createOperator(t, owner, 'carteira-para');
    await giveWallet(channelId, from.id, '3', 4);
    await giveWallet(channelId, to.id, '4', 1);
    await t.app.inject({ method: 'DELETE', url: `/api/operator/${from.id}`, headers: auth(owner) });
    expect((await wallet(from.id)).json()).toEqual({ statusCode: 200, count: 4 });
    const res = await transferWallet({ operatorIdFrom: from.id, operatorIdTo: to.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, moved: 4 });
    expect((await wallet(from.id)).json().count).toBe(0);
    expect((await wallet(to.id)).json().count).toBe(5);
  });

  it('refuses the same operator on both sides and a deleted target, in pt-BR', async () => {
    const a = await createOperator(t, owner, 'carteira-a');
    const same = await transferWallet({ operatorIdFrom: a.id, operatorIdTo: a.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().details).toEqual([{ field: 'operatorIdTo', message: 'Escolha outro operador de destino' }]);
    const gone = await createOperator(t, owner, 'carteira-excluido');
    await t.app.inject({ method: 'DELETE', url: `/api/operator/${gone.id}`, headers: auth(owner) });
    const toDeleted = await transferWallet({ operatorIdFrom: a.id, operatorIdTo: gone.id });
    expect(toDeleted.statusCode).toBe(400);
    expect(toDeleted.json().erroMensagem).toBe('O operador de destino foi excluído.');
    const invalid = await transferWallet({ operatorIdFrom: 'x', operatorIdTo: a.id });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details[0]).toEqual({ field: 'operatorIdFrom', message: 'Identificador inválido' });
  });

  it("another company's operators answer 404 and their contacts never move", async () => {
    const mine = await createOperator(t, owner, 'carteira-minha');
    await giveWallet(other.channelId, otherOperator.id, '5', 2);
    expect((await wallet(otherOperator.id)).statusCode).toBe(404);
    expect((await transferWallet({ operatorIdFrom: otherOperator.id, operatorIdTo: mine.id })).statusCode).toBe(404);
    expect((await transferWallet({ operatorIdFrom: mine.id, operatorIdTo: otherOperator.id })).statusCode).toBe(404);
    expect((await wallet(otherOperator.id, other.ownerToken)).json().count).toBe(2);
  });

  it('is for the owner and managers with Manageoperators only', async () => {
    const a = await createOperator(t, owner, 'carteira-acesso-a');
    const b = await createOperator(t, owner, 'carteira-acesso-b');
    const allowed = await managerWith('ger-ops-3', ['Manageoperators']);
    expect((await wallet(a.id, allowed)).statusCode).toBe(200);
    expect((await transferWallet({ operatorIdFrom: a.id, operatorIdTo: b.id }, allowed)).statusCode).toBe(200);
    for (const token of [await t.tokenOf('gerente'), a.token, await t.tokenOf('admin')]) {
      expect((await wallet(a.id, token)).statusCode).toBe(403);
      expect((await transferWallet({ operatorIdFrom: a.id, operatorIdTo: b.id }, token)).statusCode).toBe(403);
    }
  });
});
