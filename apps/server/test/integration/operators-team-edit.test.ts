// /manageoperators on the server, editing an operator (PUT /api/operator/:id): every field, logins,
// validation in pt-BR, another company's ids, hours against the online status, socket rooms and
// every role's access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '@atende/contract';
import { auth } from '../support/test-app.js';
import { createDepartment, createOperator, nextEvent, OPERATOR_PASSWORD, setOnline } from '../support/operator-fixtures.js';
import { operatorsTeamHarness } from '../support/operators-team-fixtures.js';

const h = operatorsTeamHarness();
beforeAll(h.start);
afterAll(h.stop);
const { put, managerWith } = h;

describe('PUT /api/operator/:id', () => {
  it('the owner edits name, e-mail, departments, hours, privacy, capacity, login and password', async () => {
    const op = await createOperator(h.t, h.owner, 'edita-1', { departmentIds: [h.vendas] });
    const res = await put(op.id, {
      name: 'Edna Editada',
      email: 'edna@empresa.com',
      login: 'edna',
      password: 'nova-senha-123',
      departmentIds: [h.suporte],
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
      departmentIds: [h.suporte],
      weekStartTime: '08:00',
      satFinishTime: '13:00',
      sunFinishTime: '00:01',
      privacy: true,
      maxAttendances: 3,
    });
    const session = await h.t.login('edna', 'nova-senha-123');
    expect(session.user.name).toBe('Edna Editada');
    expect(session.user.operatorData).toMatchObject({ _id: op.id, departmentIds: [h.suporte], privacy: true, maxAttendances: 3 });
    const oldLogin = await h.t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: 'edita-1', password: OPERATOR_PASSWORD } });
    expect(oldLogin.statusCode).toBe(401);
    // The session opened with the old password ended.
    expect((await h.t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(op.token) })).statusCode).toBe(401);
  });

  it('keeps the password when it is left empty and changes only the fields sent', async () => {
    const op = await createOperator(h.t, h.owner, 'edita-2', { departmentIds: [h.vendas], satStartTime: '08:00', satFinishTime: '12:00' });
    const res = await put(op.id, { name: 'Só o nome', password: '', email: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator).toMatchObject({ name: 'Só o nome', login: 'edita-2', email: null, departmentIds: [h.vendas], satStartTime: '08:00' });
    expect((await h.t.login('edita-2', OPERATOR_PASSWORD)).user.name).toBe('Só o nome');
  });

  it("refuses a login already in use with 409 'Este login já está em uso.'", async () => {
    const op = await createOperator(h.t, h.owner, 'edita-3');
    const res = await put(op.id, { login: 'OPERADOR' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: 'login_taken', erroMensagem: 'Este login já está em uso.' });
    // Its own login (in another case) is not "taken".
    expect((await put(op.id, { login: 'Edita-3' })).statusCode).toBe(200);
  });

  it('validates in pt-BR: a window that does not start before it ends, bad times, e-mail, short password, capacity', async () => {
    const op = await createOperator(h.t, h.owner, 'edita-4', { satStartTime: '08:00', satFinishTime: '12:00' });
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
    expect((await h.t.app.inject({ method: 'GET', url: `/api/operator/${op.id}`, headers: auth(h.owner) })).json().operator.satFinishTime).toBe('12:00');
  });

  it("refuses another company's department and answers 404 for another company's operator, changing nothing", async () => {
    const op = await createOperator(h.t, h.owner, 'edita-5');
    const foreignDept = await createDepartment(h.t, h.other.channelId, 'Deles');
    const dept = await put(op.id, { departmentIds: [foreignDept] });
    expect(dept.statusCode).toBe(404);
    expect(dept.json()).toMatchObject({ error: 'department_not_found', erroMensagem: 'Departamento não encontrado.' });
    const foreign = await put(h.otherOperator.id, { name: 'Invadido' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('op-da-outra');
    const theirs = await h.t.app.inject({ method: 'GET', url: `/api/operator/${h.otherOperator.id}`, headers: auth(h.other.ownerToken) });
    expect(theirs.json().operator.name).toBe('Operador op-da-outra');
  });

  it('new hours do not set an online operator offline, but the next status change obeys them', async () => {
    h.clock.now = new Date('2026-11-21T13:00:00Z'); // Saturday 10:00
    const op = await createOperator(h.t, h.owner, 'edita-6');
    expect((await setOnline(h.t, op, true)).statusCode).toBe(200);
    const res = await put(op.id, { satStartTime: '00:00', satFinishTime: '09:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator.status).toBe(true);
    expect((await setOnline(h.t, op, false)).statusCode).toBe(200);
    const again = await setOnline(h.t, op, true);
    expect(again.statusCode).toBe(408);
    expect(again.json().erroMensagem).toBe('Seu horário de atendimento foi finalizado!');
    h.clock.now = new Date('2026-11-21T18:00:00Z');
  });

  it("moves the operator's open sockets to the new department rooms and tells them session.updated", async () => {
    const op = await createOperator(h.t, h.owner, 'edita-7', { departmentIds: [h.vendas] });
    const socket = await h.clients.open(op.token);
    const updated = nextEvent<{ userId: string }>(socket, 'session.updated');
    expect((await put(op.id, { departmentIds: [h.suporte] })).statusCode).toBe(200);
    await updated;
    const seen: string[] = [];
    socket.on('event', (p: { name: string }) => seen.push(p.name));
    const got = nextEvent<{ name: string }>(socket, 'event');
    h.t.realtime.io.to(rooms.department(h.vendas)).emit('event', { name: 'to-vendas', data: null });
    h.t.realtime.io.to(rooms.department(h.suporte)).emit('event', { name: 'to-suporte', data: null });
    expect((await got).name).toBe('to-suporte');
    expect(seen).not.toContain('to-vendas');
  });

  it('is for the owner and managers with Manageoperators; operators, other managers and the admin get 403', async () => {
    const op = await createOperator(h.t, h.owner, 'edita-8');
    const allowed = await managerWith('ger-ops-1', ['Manageoperators']);
    expect((await put(op.id, { name: 'Pelo gerente' }, allowed)).statusCode).toBe(200);
    for (const token of [await h.t.tokenOf('gerente'), op.token, await h.t.tokenOf('admin')]) {
      expect((await put(op.id, { name: 'Não' }, token)).statusCode).toBe(403);
    }
  });
});
