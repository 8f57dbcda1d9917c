import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_PASSWORD, auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { rooms } from '@atende/contract';
import { createOperator, nextEvent, socketClients } from '../support/operator-fixtures.js';
import { attendanceOf, columnOf } from '../support/catalog-fixtures.js';
import { sql } from 'drizzle-orm';

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  other = await createCompany(t, { name: 'Outra Departamentos', channelNumber: '5531933334444', ownerLogin: 'outra-dep' });
});
afterAll(async () => {
  await t.close();
});

type Row = { _id: string; name: string; operatorsCount: number; openAttendancesCount: number };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const create = (name: string, token = owner) => call('POST', '/api/department', token, { name });
const page = (query = '', token = owner, channel = channelId, n = 1) => call('GET', `/api/department/channel/${channel}/page/${n}${query}`, token);
const names = async (query = '') => ((await page(query)).json().items as Row[]).map((d) => d.name);
const usage = async (id: string, token = owner) => {
  const res = await call('GET', `/api/department/${id}/usage`, token);
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().usage as Array<{ kind: string; count: number }>).map((u) => [u.kind, u.count]));
};
const newDepartment = async (name: string, token = owner) => {
  const res = await create(name, token);
  expect(res.statusCode).toBe(201);
  return res.json().department._id as string;
};
const membershipsOf = async (operatorId: string) =>
  (await t.ctx.db.orm.execute<{ department_id: string }>(sql`select department_id from operator_departments where operator_id = ${operatorId} order by department_id`)).rows.map(
    (r) => r.department_id,
  );

describe('managing departments', () => {
  it('the owner creates and renames; names are unique per channel ignoring case, with a pt-BR 409', async () => {
    const created = await create('  Financeiro  ');
    expect(created.statusCode).toBe(201);
    expect(created.json().department).toMatchObject({ name: 'Financeiro', channelId });
    const id = created.json().department._id as string;

    const dup = await create('FINANCEIRO');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'department_name_taken', erroMensagem: 'Já existe um departamento com este nome.' });
    expect((await create('Financeiro', other.ownerToken)).statusCode).toBe(201);

    const renamed = await call('PUT', `/api/department/${id}`, owner, { name: 'Financeiro e Cobrança' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().department.name).toBe('Financeiro e Cobrança');
    await newDepartment('Comercial');
    expect((await call('PUT', `/api/department/${id}`, owner, { name: 'comercial' })).statusCode).toBe(409);
    // Its own name in another case is no conflict.
    expect((await call('PUT', `/api/department/${id}`, owner, { name: 'FINANCEIRO E COBRANÇA' })).statusCode).toBe(200);

    // The transfer dialog's short list sees them.
    const short = await call('GET', `/api/department/channel/${channelId}`, owner);
    expect((short.json().departments as Row[]).map((d) => d.name)).toEqual(expect.arrayContaining(['Comercial', 'FINANCEIRO E COBRANÇA']));
  });

  it('refuses empty and long names with pt-BR messages', async () => {
    const empty = await create('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().erroMensagem).toBe('Dados inválidos: name: Informe o nome do departamento');
    const long = await create('x'.repeat(61));
    expect(long.json().erroMensagem).toBe('Dados inválidos: name: Use no máximo 60 caracteres');
    const missing = await call('POST', '/api/department', owner, {});
    expect(missing.json().erroMensagem).toBe('Dados inválidos: name: Campo obrigatório');
  });

  it('pages, searches and sorts the list with each department’s operators and open attendances', async () => {
    const suporte = await newDepartment('Suporte Técnico');
    await createOperator(t, owner, 'dep-op-1', { departmentIds: [suporte] });
    const removed = await createOperator(t, owner, 'dep-op-2', { departmentIds: [suporte] });
    expect((await call('DELETE', `/api/operator/${removed.id}`, owner)).statusCode).toBe(200);
    await attendanceOf(t, channelId, { status: 'waiting', departmentId: suporte });
    await attendanceOf(t, channelId, { status: 'in_attendance', departmentId: suporte });
    await attendanceOf(t, channelId, { status: 'finished', departmentId: suporte });

    const found = await page('?search=suporte');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ statusCode: 200, page: 1, perPage: 20, total: 1 });
    // A deleted operator no longer counts; a finished attendance is not open.
    expect(found.json().items[0]).toMatchObject({ _id: suporte, name: 'Suporte Técnico', operatorsCount: 1, openAttendancesCount: 2, channelId });

    await newDepartment('aaa primeiro');
    expect((await names('?sort=name&order=asc&perPage=1'))[0]).toBe('aaa primeiro');
    const desc = await names('?sort=name&order=desc');
    expect(desc).toEqual([...desc].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    expect((await names('?sort=createdAt&order=desc'))[0]).toBe('aaa primeiro');

    const second = await page('?perPage=2', owner, channelId, 2);
    expect(second.json()).toMatchObject({ page: 2, perPage: 2 });
    expect(second.json().items).toHaveLength(2);
    // % and _ are searched literally.
    expect(await names('?search=%25')).toEqual([]);

    const bad = await page('?sort=operatorsCount');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().erroMensagem).toBe('Dados inválidos: sort: Ordenação inválida');
    expect((await page('?perPage=101')).json().erroMensagem).toBe('Dados inválidos: perPage: No máximo 100 itens por página');
  });
});

describe('deleting a department in use', () => {
  it('reports what uses it, and with a replacement moves attendances (open and finished) and operators in one go', async () => {
    const from = await newDepartment('Vendas Antigo');
    const to = await newDepartment('Vendas Novo');
    const both = await createOperator(t, owner, 'dep-ambos', { departmentIds: [from, to] });
    const only = await createOperator(t, owner, 'dep-so-antigo', { departmentIds: [from] });
    const waiting = await attendanceOf(t, channelId, { status: 'waiting', departmentId: from });
    const finished = await attendanceOf(t, channelId, { status: 'finished', departmentId: from });
    const abandoned = await attendanceOf(t, channelId, { status: 'abandoned', departmentId: from });

    expect(await usage(from)).toEqual({ operators: 2, openAttendances: 1, attendances: 2, botOptions: 0 });

    const res = await call('DELETE', `/api/department/${from}?replaceWith=${to}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Departamento excluído.' });
    for (const id of [waiting, finished, abandoned]) expect(await columnOf(t, 'attendances', 'department_id', id)).toBe(to);
    expect(await membershipsOf(both.id)).toEqual([to]);
    expect(await membershipsOf(only.id)).toEqual([to]);
    expect(await usage(to)).toEqual({ operators: 2, openAttendances: 1, attendances: 2, botOptions: 0 });
    expect((await call('GET', `/api/department/${from}/usage`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/department/${from}`, owner)).statusCode).toBe(404);
  });

  it('without a replacement clears the attendances’ department and removes the memberships', async () => {
    const gone = await newDepartment('Temporário');
    const keep = await newDepartment('Permanente');
    const op = await createOperator(t, owner, 'dep-limpa', { departmentIds: [gone, keep] });
    const open = await attendanceOf(t, channelId, { status: 'in_attendance', departmentId: gone });
    const closed = await attendanceOf(t, channelId, { status: 'finished', departmentId: gone });

    expect((await call('DELETE', `/api/department/${gone}`, owner)).statusCode).toBe(200);
    expect(await columnOf(t, 'attendances', 'department_id', open)).toBeNull();
    expect(await columnOf(t, 'attendances', 'department_id', closed)).toBeNull();
    expect(await membershipsOf(op.id)).toEqual([keep]);
  });

  it('deletes an unused department, and refuses itself or another company’s department as the replacement', async () => {
    const unused = await newDepartment('Sem Uso');
    expect(await usage(unused)).toEqual({ operators: 0, openAttendances: 0, attendances: 0, botOptions: 0 });
    const self = await call('DELETE', `/api/department/${unused}?replaceWith=${unused}`, owner);
    expect(self.statusCode).toBe(400);
    expect(self.json().erroMensagem).toBe('Escolha outro departamento para receber o que está neste.');

    const theirs = await newDepartment('Deles', other.ownerToken);
    const foreign = await call('DELETE', `/api/department/${unused}?replaceWith=${theirs}`, owner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().erroMensagem).toBe('Departamento de destino não encontrado.');
    const invalid = await call('DELETE', `/api/department/${unused}?replaceWith=abc`, owner);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().erroMensagem).toBe('Dados inválidos: replaceWith: Identificador inválido');

    expect((await call('DELETE', `/api/department/${unused}`, owner)).statusCode).toBe(200);
  });
});

describe('tenants and roles', () => {
  it("another company neither reads nor changes this channel's departments", async () => {
    const mine = await newDepartment('Só Meu');
    const op = await attendanceOf(t, channelId, { status: 'waiting', departmentId: mine });
    expect((await page('', other.ownerToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/department/channel/${channelId}`, other.ownerToken)).statusCode).toBe(404);
    expect((await call('PUT', `/api/department/${mine}`, other.ownerToken, { name: 'Invadido' })).statusCode).toBe(404);
    const peek = await call('GET', `/api/department/${mine}/usage`, other.ownerToken);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('openAttendances');
    expect((await call('DELETE', `/api/department/${mine}`, other.ownerToken)).statusCode).toBe(404);
    // Their own list never shows ours.
    expect(((await page('', other.ownerToken, other.channelId)).json().items as Row[]).map((d) => d.name)).not.toContain('Só Meu');
    expect(await columnOf(t, 'attendances', 'department_id', op)).toBe(mine);
  });

  it('operators and managers without ManageDepartments are refused; a manager with it manages them', async () => {
    const target = await newDepartment('Alvo de Papéis');
    const op = await createOperator(t, owner, 'dep-operador');
    const plain = await t.tokenOf('gerente');
    for (const token of [op.token, plain]) {
      expect((await create('Negado', token)).statusCode).toBe(403);
      expect((await page('', token)).statusCode).toBe(403);
      expect((await call('PUT', `/api/department/${target}`, token, { name: 'x' })).statusCode).toBe(403);
      expect((await call('GET', `/api/department/${target}/usage`, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/department/${target}`, token)).statusCode).toBe(403);
    }
    // Everybody of the channel still reads the short list (transfer dialog).
    expect((await call('GET', `/api/department/channel/${channelId}`, op.token)).statusCode).toBe(200);

    const made = await call('POST', '/api/channel/manager', owner, { name: 'Gerente Dep', login: 'gerente-dep', password: COMPANY_PASSWORD, permissions: ['ManageDepartments'] });
    expect(made.statusCode).toBe(201);
    const manager = await t.tokenOf('gerente-dep', COMPANY_PASSWORD);
    const id = await newDepartment('Do Gerente', manager);
    expect((await page('?search=gerente', manager)).json().total).toBe(1);
    expect((await call('PUT', `/api/department/${id}`, manager, { name: 'Do Gerente 2' })).statusCode).toBe(200);
    expect(await usage(id, manager)).toEqual({ operators: 0, openAttendances: 0, attendances: 0, botOptions: 0 });
    expect((await call('DELETE', `/api/department/${id}`, manager)).statusCode).toBe(200);

    const admin = await t.tokenOf('admin');
    expect((await create('Do Admin', admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/department/${target}/usage` })).statusCode).toBe(401);
  });
});

describe('deleting a department moves its members’ open sockets', () => {
  it('they leave the deleted department’s room and join the replacement’s without reconnecting', async () => {
    const doomed = await newDepartment('Sala Velha');
    const kept = await newDepartment('Sala Nova');
    const op = await createOperator(t, owner, 'sala-op', { departmentIds: [doomed] });
    const clients = socketClients(t);
    try {
      const socket = await clients.open(op.token);
      const seen: string[] = [];
      socket.on('event', (p: { name: string }) => seen.push(p.name));
      expect((await call('DELETE', `/api/department/${doomed}?replaceWith=${kept}`, owner)).statusCode).toBe(200);
      const got = nextEvent<{ name: string }>(socket, 'event');
      t.realtime.io.to(rooms.department(doomed)).emit('event', { name: 'to-old', data: null });
      t.realtime.io.to(rooms.department(kept)).emit('event', { name: 'to-new', data: null });
      expect((await got).name).toBe('to-new');
      expect(seen).not.toContain('to-old');
    } finally {
      clients.closeAll();
    }
  });
});
