import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { attendanceRow, createOperator, customerWrites, transfer } from '../support/operator-fixtures.js';

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  other = await createCompany(t, { name: 'Outra Tabulada', channelNumber: '5531922221111', ownerLogin: 'outra-tab' });
});
afterAll(async () => {
  await t.close();
});

const base = (channel = channelId) => `/api/channel/tabulations/${channel}`;
const list = async (token: string, channel = channelId) => {
  const res = await t.app.inject({ method: 'GET', url: base(channel), headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return (res.json().tabulations as Array<{ _id: string; name: string }>).map((x) => x.name);
};
const create = (token: string, name: string, channel = channelId) =>
  t.app.inject({ method: 'POST', url: base(channel), headers: auth(token), payload: { name } });

describe('tabulations of a channel', () => {
  it('the demo company starts with its three, which everybody of the channel reads', async () => {
    const op = await createOperator(t, owner, 'le-tabulacoes');
    for (const token of [owner, op.token, await t.tokenOf('gerente')]) {
      expect(await list(token)).toEqual(['Dúvida resolvida', 'Sem retorno', 'Venda realizada']);
    }
  });

  it('the owner creates, renames and deletes; names are unique per channel ignoring case', async () => {
    const created = await create(owner, '  Reclamação  ');
    expect(created.statusCode).toBe(201);
    const id = created.json().tabulation._id as string;
    expect(created.json().tabulation).toMatchObject({ name: 'Reclamação', channelId });

    const dup = await create(owner, 'RECLAMAÇÃO');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'tabulation_name_taken', erroMensagem: 'Já existe uma tabulação com este nome.' });
    // Another company may use the same name.
    expect((await create(other.ownerToken, 'Reclamação', other.channelId)).statusCode).toBe(201);

    const renamed = await t.app.inject({ method: 'PUT', url: `${base()}/${id}`, headers: auth(owner), payload: { name: 'Reclamação grave' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().tabulation.name).toBe('Reclamação grave');
    const clash = await t.app.inject({ method: 'PUT', url: `${base()}/${id}`, headers: auth(owner), payload: { name: 'sem retorno' } });
    expect(clash.statusCode).toBe(409);

    expect((await t.app.inject({ method: 'DELETE', url: `${base()}/${id}`, headers: auth(owner) })).statusCode).toBe(200);
    expect(await list(owner)).not.toContain('Reclamação grave');
    expect((await t.app.inject({ method: 'DELETE', url: `${base()}/${id}`, headers: auth(owner) })).statusCode).toBe(404);
    // A deleted name can be used again.
    expect((await create(owner, 'Reclamação grave')).statusCode).toBe(201);
  });

  it('refuses an empty name with a pt-BR validation message', async () => {
    const res = await create(owner, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().erroMensagem).toContain('Informe o nome da tabulação');
  });

  it('operators and managers without ManageTabulations cannot change them; a manager with it can', async () => {
    const op = await createOperator(t, owner, 'nao-muda-tabulacao');
    expect((await create(op.token, 'Do operador')).statusCode).toBe(403);
    expect((await create(await t.tokenOf('gerente'), 'Do gerente')).statusCode).toBe(403);
    const manager = await t.app.inject({
      method: 'POST',
      url: '/api/channel/manager',
      headers: auth(owner),
      payload: { name: 'Gerente Tab', login: 'gerente-tab', password: 'senha-forte-1', permissions: ['ManageTabulations'] },
    });
    expect(manager.statusCode).toBe(201);
    const token = await t.tokenOf('gerente-tab', 'senha-forte-1');
    const made = await create(token, 'Do gerente');
    expect(made.statusCode).toBe(201);
    const id = made.json().tabulation._id as string;
    expect((await t.app.inject({ method: 'PUT', url: `${base()}/${id}`, headers: auth(op.token), payload: { name: 'x' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${base()}/${id}`, headers: auth(op.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${base()}/${id}`, headers: auth(token) })).statusCode).toBe(200);
  });

  it("another company can neither read nor change this channel's tabulations", async () => {
    const mine = (await t.app.inject({ method: 'GET', url: base(), headers: auth(owner) })).json().tabulations[0]._id as string;
    expect((await t.app.inject({ method: 'GET', url: base(), headers: auth(other.ownerToken) })).statusCode).toBe(404);
    expect((await create(other.ownerToken, 'Invasora')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `${base()}/${mine}`, headers: auth(other.ownerToken), payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${base()}/${mine}`, headers: auth(other.ownerToken) })).statusCode).toBe(404);
    // Through its own path, another company's id is simply not found.
    expect((await t.app.inject({ method: 'DELETE', url: `${base(other.channelId)}/${mine}`, headers: auth(other.ownerToken) })).statusCode).toBe(404);
    expect(await list(owner)).toContain('Dúvida resolvida');
  });
});

describe('finishing with a tabulation', () => {
  const finish = (token: string, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/attendance/${id}/finish`, headers: auth(token), payload });

  it('requires one when the channel has tabulations, and only one of the channel; it is stored on the attendance', async () => {
    const op = await createOperator(t, owner, 'finaliza');
    const id = await customerWrites(t, channelId, '5511933330001');
    await transfer(t, owner, id, { operatorId: op.id });

    const missing = await finish(op.token, id, { observation: 'sem tabulação' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'tabulation_required', erroMensagem: 'Escolha uma tabulação para finalizar.' });

    const foreign = (await t.app.inject({ method: 'GET', url: base(other.channelId), headers: auth(other.ownerToken) })).json().tabulations[0]._id;
    const wrong = await finish(op.token, id, { tabulationId: foreign });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('unknown_tabulation');
    expect((await attendanceRow(t, id))?.status).toBe('in_attendance');

    const tabs = (await t.app.inject({ method: 'GET', url: base(), headers: auth(op.token) })).json().tabulations as Array<{ _id: string; name: string }>;
    const sale = tabs.find((x) => x.name === 'Venda realizada')?._id;
    const done = await finish(op.token, id, { tabulationId: sale, observation: 'Comprou o plano anual' });
    expect(done.statusCode).toBe(200);
    expect(done.json().attendance).toMatchObject({ status: 'finished', tabulationId: sale, observation: 'Comprou o plano anual' });
    expect(await attendanceRow(t, id)).toMatchObject({ tabulation_id: sale });
  });

  it('a deleted tabulation is refused; with none left, finishing needs none', async () => {
    const res = await create(other.ownerToken, 'Única', other.channelId);
    const only = res.json().tabulation._id as string;
    const op = await createOperator(t, other.ownerToken, 'finaliza-outra');
    const list2 = (await t.app.inject({ method: 'GET', url: base(other.channelId), headers: auth(other.ownerToken) })).json().tabulations as Array<{ _id: string }>;
    for (const tab of list2) {
      expect((await t.app.inject({ method: 'DELETE', url: `${base(other.channelId)}/${tab._id}`, headers: auth(other.ownerToken) })).statusCode).toBe(200);
    }
    const id = await customerWrites(t, other.channelId, '5531900000001');
    await transfer(t, other.ownerToken, id, { operatorId: op.id });
    expect((await finish(op.token, id, { tabulationId: only })).statusCode).toBe(400);
    const done = await finish(op.token, id, {});
    expect(done.statusCode).toBe(200);
    expect(done.json().attendance.tabulationId).toBeNull();
  });
});
