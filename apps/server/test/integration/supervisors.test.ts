// /manageSupervisors on the server: the paged list and editing a manager (permissions, name, e-mail,
// login, password), channel owners only; a permission change reaches the manager at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, COMPANY_PASSWORD, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { nextEvent, socketClients } from '../support/operator-fixtures.js';

let t: TestApp;
let clients: ReturnType<typeof socketClients>;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  clients = socketClients(t);
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  other = await createCompany(t, { name: 'Outra', channelNumber: '5521977776666', ownerLogin: 'outra' });
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const createManager = async (payload: Record<string, unknown>, token = owner) =>
  t.app.inject({ method: 'POST', url: '/api/channel/manager', headers: auth(token), payload: { password: COMPANY_PASSWORD, ...payload } });
const managerId = async (payload: Record<string, unknown>, token = owner) => {
  const res = await createManager(payload, token);
  if (res.statusCode !== 201) throw new Error(`manager: ${res.statusCode} ${res.body}`);
  return res.json().manager._id as string;
};
const put = (id: string, payload: Record<string, unknown>, token = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/channel/manager/${id}`, headers: auth(token), payload });
const page = (query = '', token = owner, pageNumber = 1) =>
  t.app.inject({ method: 'GET', url: `/api/channel/manager/page/${pageNumber}${query}`, headers: auth(token) });

describe('GET /api/channel/manager/page/:page', () => {
  beforeAll(async () => {
    await managerId({ login: 'sup-beta', name: 'Sup Beta', email: 'beta@sup.com', permissions: ['Contacts'] });
    await managerId({ login: 'sup-alfa', name: 'Sup Alfa', email: '', permissions: [] });
    await managerId({ login: 'sup-outra', name: 'Sup Outra Empresa' }, other.ownerToken);
  });

  it('pages the channel managers with search by name, login or e-mail, sorted by name', async () => {
    const res = await page('?search=sup');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, page: 1, perPage: 20, total: 2 });
    expect(res.json().items).toEqual([
      expect.objectContaining({ login: 'sup-alfa', name: 'Sup Alfa', email: null, permissions: [], channelId }),
      expect.objectContaining({ login: 'sup-beta', email: 'beta@sup.com', permissions: ['Contacts'] }),
    ]);
    expect((await page('?search=beta@sup')).json().items.map((m: { login: string }) => m.login)).toEqual(['sup-beta']);
    expect((await page('?search=sup&order=desc')).json().items.map((m: { login: string }) => m.login)).toEqual(['sup-beta', 'sup-alfa']);
    const second = (await page('?search=sup&perPage=1', owner, 2)).json();
    expect(second).toMatchObject({ page: 2, total: 2, items: [{ login: 'sup-beta' }] });
  });

  it("never lists another company's managers, and validates the query in pt-BR", async () => {
    const all = (await page('?perPage=100')).json().items.map((m: { login: string }) => m.login);
    expect(all).toEqual(expect.arrayContaining(['gerente', 'sup-alfa']));
    expect(all).not.toContain('sup-outra');
    const bad = await page('?perPage=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({ field: 'perPage', message: 'No máximo 100 itens por página' });
  });

  it('is for the channel owner only: managers (even with every permission), operators and the admin get 403', async () => {
    await managerId({ login: 'sup-tudo', name: 'Sup Tudo', permissions: ['Manage', 'Manageoperators'] });
    for (const token of [await t.tokenOf('sup-tudo', COMPANY_PASSWORD), await t.tokenOf('operador'), await t.tokenOf('admin')]) {
      expect((await page('', token)).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/channel/manager/:id', () => {
  it('still accepts a permissions-only body', async () => {
    const id = await managerId({ login: 'sup-perm', name: 'Sup Perm', permissions: ['Contacts'] });
    const res = await put(id, { permissions: ['Reports', 'Reports', 'Contacts'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().manager).toMatchObject({ _id: id, login: 'sup-perm', name: 'Sup Perm', permissions: ['Reports', 'Contacts'] });
  });

  it('edits name, e-mail, login and password; an empty password keeps the current one', async () => {
    const id = await managerId({ login: 'sup-edit', name: 'Sup Edit', email: 'edit@sup.com' });
    const before = await t.tokenOf('sup-edit', COMPANY_PASSWORD);
    const res = await put(id, { name: 'Sup Editada', email: '', login: 'sup-editada', password: 'outra-senha-9' });
    expect(res.statusCode).toBe(200);
    expect(res.json().manager).toMatchObject({ name: 'Sup Editada', email: null, login: 'sup-editada' });
    // A new password ends the sessions opened with the old one.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(before) })).statusCode).toBe(401);
    const session = await t.login('sup-editada', 'outra-senha-9');
    expect(session.user.name).toBe('Sup Editada');
    expect((await put(id, { name: 'Sup Mantida', password: '' })).statusCode).toBe(200);
    // Without a new password the session goes on.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(session.token) })).statusCode).toBe(200);
    expect((await t.login('sup-editada', 'outra-senha-9')).user.name).toBe('Sup Mantida');
  });

  it("refuses a login in use (409) and invalid fields (400) in pt-BR", async () => {
    const id = await managerId({ login: 'sup-valida', name: 'Sup Valida' });
    const taken = await put(id, { login: 'Empresa' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'login_taken', erroMensagem: 'Este login já está em uso.' });
    const bad = await put(id, { permissions: ['Tudo'], password: 'curta', email: 'x', login: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { field: 'permissions.0', message: 'Permissão desconhecida' },
        { field: 'password', message: 'A senha deve ter ao menos 8 caracteres' },
        { field: 'email', message: 'E-mail inválido' },
        { field: 'login', message: 'Use apenas letras, números, ponto, hífen, @ ou sublinhado' },
      ]),
    );
  });

  it("answers 404 for another company's manager and for an operator's id, changing nothing", async () => {
    const theirs = await managerId({ login: 'sup-deles', name: 'Sup Deles', permissions: ['Contacts'] }, other.ownerToken);
    const res = await put(theirs, { permissions: ['Manage'] });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('sup-deles');
    expect((await t.login('sup-deles', COMPANY_PASSWORD)).user.permissions).toEqual(['Contacts']);
    const operatorUser = (await t.login('operador')).user._id;
    expect((await put(operatorUser, { name: 'Não' })).statusCode).toBe(404);
  });

  it('a permission change is pushed to the manager (session.updated) and a removed permission answers 403 at once', async () => {
    const id = await managerId({ login: 'sup-vivo', name: 'Sup Vivo', permissions: ['Manageoperators', 'Contacts'] });
    const token = await t.tokenOf('sup-vivo', COMPANY_PASSWORD);
    const list = () => t.app.inject({ method: 'GET', url: `/api/operator/channel/${channelId}/page/1`, headers: auth(token) });
    expect((await list()).statusCode).toBe(200);
    const socket = await clients.open(token);
    const pushed = nextEvent<{ userId: string }>(socket, 'session.updated');
    expect((await put(id, { permissions: ['Contacts'] })).statusCode).toBe(200);
    expect(await pushed).toEqual({ userId: id });
    expect((await list()).statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) });
    expect(me.json().user.permissions).toEqual(['Contacts']);
  });

  it('is for the channel owner only', async () => {
    const id = await managerId({ login: 'sup-acesso', name: 'Sup Acesso' });
    await managerId({ login: 'sup-acesso-2', name: 'Sup Acesso 2', permissions: ['Manage', 'Manageoperators'] });
    for (const token of [await t.tokenOf('sup-acesso-2', COMPANY_PASSWORD), await t.tokenOf('operador'), await t.tokenOf('admin')]) {
      expect((await put(id, { permissions: ['Contacts'] }, token)).statusCode).toBe(403);
    }
  });
});
