import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { departments } from '../../src/schema/index.js';

// Saturday 2026-11-21 15:00 in São Paulo (18:00 UTC).
let now = new Date('2026-11-21T18:00:00Z');
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  owner = await t.tokenOf('empresa');
});
afterAll(async () => {
  await t.close();
});

const createOperator = (payload: Record<string, unknown>, token = owner) =>
  t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(token), payload });

describe('operators', () => {
  it('the owner creates an operator whose login carries user.operatorData._id', async () => {
    const channelId = (await t.login('empresa')).user.channelId as string;
    const [dept] = await t.ctx.db.orm.insert(departments).values({ channelId, name: 'Vendas' }).returning();
    const res = await createOperator({
      name: 'Ana',
      login: 'ana',
      password: 'senha-forte-1',
      email: 'ana@empresa.com',
      departmentIds: [dept?.id],
      satStartTime: '08:00',
      satFinishTime: '12:00',
    });
    expect(res.statusCode).toBe(201);
    const operator = res.json().operator;
    expect(operator).toMatchObject({ name: 'Ana', login: 'ana', satStartTime: '08:00', weekStartTime: '00:00', status: false });
    expect(operator.departmentIds).toEqual([dept?.id]);
    const session = await t.login('ana', 'senha-forte-1');
    expect(session.user.role).toBe('operator');
    expect(session.user.operatorData?._id).toBe(operator._id);
    expect(session.user.operatorData?.departmentIds).toEqual([dept?.id]);
  });

  it("refuses another company's department", async () => {
    const other = await createCompany(t, { name: 'Outra', channelNumber: '5521977776666', ownerLogin: 'outra' });
    const [foreign] = await t.ctx.db.orm.insert(departments).values({ channelId: other.channelId, name: 'Deles' }).returning();
    const res = await createOperator({ name: 'Beto', login: 'beto', password: 'senha-forte-1', departmentIds: [foreign?.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'department_not_found', erroMensagem: 'Departamento não encontrado.' });
  });

  it('validates working hours as HH:mm', async () => {
    const res = await createOperator({ name: 'C', login: 'caio', password: 'senha-forte-1', weekStartTime: '25:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field: 'weekStartTime', message: 'Horário inválido (use HH:mm)' });
  });

  it('operators and managers without Manageoperators cannot create operators', async () => {
    for (const login of ['operador', 'gerente']) {
      const res = await createOperator({ name: 'X', login: `x-${login}`, password: 'senha-forte-1' }, await t.tokenOf(login));
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('operator status (PATCH /api/operator/status/:id)', () => {
  it('goes online inside working hours and the change is kept', async () => {
    const { token, user } = await t.login('ana', 'senha-forte-1');
    now = new Date('2026-11-21T13:00:00Z'); // Saturday 10:00 in São Paulo: inside 08:00-12:00
    const id = user.operatorData?._id as string;
    const res = await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${id}`, headers: auth(token), payload: { status: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, status: true, attendances: [] });
    expect((await t.login('ana', 'senha-forte-1')).user.operatorData?.status).toBe(true);
  });

  it("is refused with 408 and 'Seu horário de atendimento foi finalizado!' after the working time", async () => {
    const { token, user } = await t.login('ana', 'senha-forte-1');
    const id = user.operatorData?._id as string;
    await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${id}`, headers: auth(token), payload: { status: false } });
    now = new Date('2026-11-21T18:00:00Z'); // Saturday 15:00: after 12:00
    const res = await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${id}`, headers: auth(token), payload: { status: true } });
    expect(res.statusCode).toBe(408);
    expect(res.json().erroMensagem).toBe('Seu horário de atendimento foi finalizado!');
    expect((await t.login('ana', 'senha-forte-1')).user.operatorData?.status).toBe(false);
  });

  it("an operator cannot switch another operator's status", async () => {
    const ana = (await t.login('ana', 'senha-forte-1')).user.operatorData?._id as string;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/operator/status/${ana}`,
      headers: auth(await t.tokenOf('operador')),
      payload: { status: false },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('operators of the channel (GET /api/operator/hideDeleted/channel/:channelId)', () => {
  it('lists the channel operators with their online status, for the owner and for operators (transfer)', async () => {
    const me = await t.login('operador');
    const channelId = me.user.channelId as string;
    for (const token of [owner, me.token]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/operator/hideDeleted/channel/${channelId}`, headers: auth(token) });
      expect(res.statusCode).toBe(200);
      const names = res.json().operators.map((o: { name: string }) => o.name);
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(res.body).not.toContain('outra');
    }
    // The owner sees logins and e-mails; an operator sees colleagues without them.
    const forOwner = await t.app.inject({ method: 'GET', url: `/api/operator/hideDeleted/channel/${channelId}`, headers: auth(owner) });
    expect(forOwner.json().operators.map((o: { login: string }) => o.login)).toEqual(expect.arrayContaining(['operador', 'ana']));
    const forOperator = await t.app.inject({ method: 'GET', url: `/api/operator/hideDeleted/channel/${channelId}`, headers: auth(me.token) });
    expect(forOperator.json().operators.every((o: { login: string; email: string | null }) => o.login === '' && o.email === null)).toBe(true);
  });

  it('managers with Contacts read it too (the responsible picker of the contacts screen), others do not', async () => {
    const channelId = (await t.login('operador')).user.channelId as string;
    const list = async (permissions: string[], login: string) => {
      const created = await t.app.inject({ method: 'POST', url: '/api/channel/manager', headers: auth(owner), payload: { name: login, login, password: 'senha-forte-1', permissions } });
      expect(created.statusCode).toBe(201);
      const token = await t.tokenOf(login, 'senha-forte-1');
      return t.app.inject({ method: 'GET', url: `/api/operator/hideDeleted/channel/${channelId}`, headers: auth(token) });
    };
    expect((await list(['Contacts'], 'ger-contatos')).statusCode).toBe(200);
    expect((await list(['Reports'], 'ger-relatorios')).statusCode).toBe(403);
  });

  it("answers 404 for another company's channel id", async () => {
    const other = (await t.login('outra', 'senha-forte-1')).user.channelId as string;
    const res = await t.app.inject({ method: 'GET', url: `/api/operator/hideDeleted/channel/${other}`, headers: auth(owner) });
    expect(res.statusCode).toBe(404);
  });
});
