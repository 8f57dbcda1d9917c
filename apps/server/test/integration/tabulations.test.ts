import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { attendanceRow, createOperator, customerWrites, transfer } from '../support/operator-fixtures.js';
import { attendanceOf, columnOf } from '../support/catalog-fixtures.js';

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
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe('tabulation_not_found');
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
    expect((await finish(op.token, id, { tabulationId: only })).statusCode).toBe(404);
    const done = await finish(op.token, id, {});
    expect(done.statusCode).toBe(200);
    expect(done.json().attendance.tabulationId).toBeNull();
  });
});

describe('the management list and deleting a tabulation in use', () => {
  const page = (query = '', token = owner, channel = channelId) => t.app.inject({ method: 'GET', url: `${base(channel)}/page/1${query}`, headers: auth(token) });
  const usage = (id: string, token = owner) => t.app.inject({ method: 'GET', url: `${base()}/${id}/usage`, headers: auth(token) });
  const remove = (id: string, query = '', token = owner) => t.app.inject({ method: 'DELETE', url: `${base()}/${id}${query}`, headers: auth(token) });
  const newTabulation = async (name: string, token = owner, channel = channelId) => {
    const res = await create(token, name, channel);
    expect(res.statusCode).toBe(201);
    return res.json().tabulation._id as string;
  };

  it('pages, searches and sorts with how many attendances ended with each', async () => {
    const id = await newTabulation('Troca de produto');
    await attendanceOf(t, channelId, { status: 'finished', tabulationId: id });
    await attendanceOf(t, channelId, { status: 'finished', tabulationId: id });
    const found = await page('?search=troca');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ statusCode: 200, page: 1, perPage: 20, total: 1 });
    expect(found.json().items[0]).toMatchObject({ _id: id, name: 'Troca de produto', attendancesCount: 2 });

    const names = ((await page('?sort=name&order=desc')).json().items as Array<{ name: string }>).map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    expect((await page('?sort=createdAt&order=desc&perPage=1')).json().items[0]._id).toBe(id);
    expect((await page('?order=up')).json().erroMensagem).toBe('Dados inválidos: order: Ordem inválida');
    // Deleted ones are not listed.
    expect(((await page('?perPage=100')).json().items as Array<{ name: string }>).map((x) => x.name)).not.toContain('Reclamação');
  });

  it('moves the attendances to the replacement in one go, then deletes; nothing points at the deleted one', async () => {
    const from = await newTabulation('Preço alto');
    const to = await newTabulation('Sem interesse');
    const a = await attendanceOf(t, channelId, { status: 'finished', tabulationId: from });
    const b = await attendanceOf(t, channelId, { status: 'finished', tabulationId: from });
    expect((await usage(from)).json()).toEqual({ statusCode: 200, usage: [{ kind: 'attendances', count: 2 }] });

    expect((await remove(from, `?replaceWith=${to}`)).statusCode).toBe(200);
    expect(await columnOf(t, 'attendances', 'tabulation_id', a)).toBe(to);
    expect(await columnOf(t, 'attendances', 'tabulation_id', b)).toBe(to);
    expect((await usage(to)).json().usage).toEqual([{ kind: 'attendances', count: 2 }]);
    expect((await usage(from)).statusCode).toBe(404);
  });

  it('without a replacement clears the attendances’ tabulation', async () => {
    const gone = await newTabulation('Engano');
    const a = await attendanceOf(t, channelId, { status: 'finished', tabulationId: gone });
    expect((await remove(gone)).statusCode).toBe(200);
    expect(await columnOf(t, 'attendances', 'tabulation_id', a)).toBeNull();
  });

  it('refuses itself, a deleted one or another company’s as the replacement, and changes nothing', async () => {
    const mine = await newTabulation('Fica aqui');
    const a = await attendanceOf(t, channelId, { status: 'finished', tabulationId: mine });
    const self = await remove(mine, `?replaceWith=${mine}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().erroMensagem).toBe('Escolha outra tabulação para os atendimentos desta.');
    const deleted = await newTabulation('Já excluída');
    expect((await remove(deleted)).statusCode).toBe(200);
    expect((await remove(mine, `?replaceWith=${deleted}`)).statusCode).toBe(404);
    const theirs = await newTabulation('Deles', other.ownerToken, other.channelId);
    const foreign = await remove(mine, `?replaceWith=${theirs}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().erroMensagem).toBe('Tabulação de destino não encontrada.');
    expect(await columnOf(t, 'attendances', 'tabulation_id', a)).toBe(mine);
  });

  it('another company gets 404 and none of the counts; operators and managers without the permission get 403', async () => {
    const mine = await newTabulation('Contada');
    expect((await page('', other.ownerToken)).statusCode).toBe(404);
    const peek = await t.app.inject({ method: 'GET', url: `${base(other.channelId)}/${mine}/usage`, headers: auth(other.ownerToken) });
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('attendances');
    const op = await createOperator(t, owner, 'tab-lista');
    for (const token of [op.token, await t.tokenOf('gerente')]) {
      expect((await page('', token)).statusCode).toBe(403);
      expect((await usage(mine, token)).statusCode).toBe(403);
      expect((await remove(mine, '', token)).statusCode).toBe(403);
    }
    const manager = await t.tokenOf('gerente-tab', 'senha-forte-1');
    expect((await page('?search=contada', manager)).json().total).toBe(1);
    expect((await usage(mine, manager)).statusCode).toBe(200);
  });
});
