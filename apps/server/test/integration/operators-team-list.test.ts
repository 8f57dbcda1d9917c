// /manageoperators on the server, the lists: the paged operators (search, filters, sorting, deleted
// and blocked ones) and the online operators; each with validation, another company's channel and
// every role's access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../support/test-app.js';
import { createOperator, customerWrites, setOnline, type TestOperator } from '../support/operator-fixtures.js';
import { operatorsTeamHarness } from '../support/operators-team-fixtures.js';

const h = operatorsTeamHarness();
beforeAll(h.start);
afterAll(h.stop);
const { page, managerWith, giveWallet } = h;

describe('GET /api/operator/channel/:channelId/page/:page', () => {
  let listed: { ana: TestOperator; bia: TestOperator; gone: TestOperator };

  beforeAll(async () => {
    const ana = await createOperator(h.t, h.owner, 'lista-ana', { name: 'Lista Ana', departmentIds: [h.vendas, h.suporte], email: 'ana@lista.com' });
    const bia = await createOperator(h.t, h.owner, 'lista-bia', { name: 'Lista Bia', departmentIds: [h.suporte] });
    const gone = await createOperator(h.t, h.owner, 'lista-gone', { name: 'Lista Excluída' });
    await h.t.app.inject({ method: 'DELETE', url: `/api/operator/${gone.id}`, headers: auth(h.owner) });
    await setOnline(h.t, ana, true);
    await customerWrites(h.t, h.channelId, '5511988880001');
    await giveWallet(h.channelId, bia.id, '7', 3);
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
        { _id: h.suporte, name: 'Suporte' },
        { _id: h.vendas, name: 'Vendas' },
      ],
    });
    expect(body.items[1]).toMatchObject({ name: 'Lista Bia', status: false, openAttendances: 0, walletCount: 3 });
  });

  it('searches by login and e-mail, filters by department and status, sorts and pages', async () => {
    expect((await page('?search=ana@lista')).json().items.map((o: { login: string }) => o.login)).toEqual(['lista-ana']);
    const inVendas = (await page(`?search=lista&departmentId=${h.vendas}`)).json();
    expect(inVendas.items.map((o: { login: string }) => o.login)).toEqual(['lista-ana']);
    const offline = (await page('?search=lista&status=offline')).json();
    expect(offline.items.map((o: { login: string }) => o.login)).toEqual(['lista-bia']);
    const online = (await page('?search=lista&status=online')).json();
    expect(online.items.map((o: { login: string }) => o.login)).toEqual(['lista-ana']);
    const desc = (await page('?search=lista&sort=name&order=desc')).json();
    expect(desc.items.map((o: { login: string }) => o.login)).toEqual(['lista-bia', 'lista-ana']);
    const second = (await page('?search=lista&perPage=1', h.owner, h.channelId, 2)).json();
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
    await h.t.app.inject({ method: 'PATCH', url: `/api/operator/${listed.bia.id}/blocked/true`, headers: auth(h.owner) });
    const bia = (await page('?search=lista-bia')).json().items[0];
    expect(bia.blocked).toBe(true);
    await h.t.app.inject({ method: 'PATCH', url: `/api/operator/${listed.bia.id}/blocked/false`, headers: auth(h.owner) });
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
    const res = await page('', h.owner, h.other.channelId);
    expect(res.statusCode).toBe(404);
    const mine = (await page('?perPage=100')).json();
    expect(mine.items.map((o: { login: string }) => o.login)).not.toContain('op-da-outra');
  });

  it('is for the owner and managers with Manageoperators only', async () => {
    expect((await page('', await managerWith('ger-ops-2', ['Manageoperators']))).statusCode).toBe(200);
    for (const token of [await h.t.tokenOf('gerente'), await h.t.tokenOf('operador'), await h.t.tokenOf('admin')]) {
      expect((await page('', token)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/operator/online/:id', () => {
  it('lists only the online operators of the channel, for the owner and its operators', async () => {
    const on = await createOperator(h.t, h.owner, 'online-1');
    await createOperator(h.t, h.owner, 'offline-1');
    await setOnline(h.t, on, true);
    for (const token of [h.owner, on.token]) {
      const res = await h.t.app.inject({ method: 'GET', url: `/api/operator/online/${h.channelId}`, headers: auth(token) });
      expect(res.statusCode).toBe(200);
      const logins = res.json().operators.map((o: { login: string }) => o.login);
      expect(logins).toContain('online-1');
      expect(logins).not.toContain('offline-1');
      expect(res.json().operators.every((o: { status: boolean }) => o.status)).toBe(true);
    }
  });

  it("answers 404 for another company's channel; a manager without permission gets 403", async () => {
    const res = await h.t.app.inject({ method: 'GET', url: `/api/operator/online/${h.other.channelId}`, headers: auth(h.owner) });
    expect(res.statusCode).toBe(404);
    const noPerm = await managerWith('ger-sem-1', ['Contacts']);
    expect((await h.t.app.inject({ method: 'GET', url: `/api/operator/online/${h.channelId}`, headers: auth(noPerm) })).statusCode).toBe(403);
  });
});
