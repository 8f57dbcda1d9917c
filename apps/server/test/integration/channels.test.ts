import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, auth, type TestApp } from '../support/test-app.js';
import { channels } from '../../src/schema/index.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenOf('admin');
});
afterAll(async () => {
  await t.close();
});

const company = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `Loja ${n}`,
  channelNumber: `55 (11) 98888-00${String(n).padStart(2, '0')}`,
  apiType: 'cloud',
  credentials: { accessToken: `EAAG-secret-token-${n}`, appSecret: `app-secret-${n}` },
  owner: { login: `dono${n}`, password: 'senha-forte-1', name: `Dono ${n}`, email: `dono${n}@loja.com` },
  ...extra,
});

async function createCompany(n: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/channel', headers: auth(adminToken), payload: company(n) });
  expect(res.statusCode).toBe(201);
  return res.json().channel.channel as { _id: string; credentials: Record<string, string> };
}

describe('companies (admin)', () => {
  it('creates a channel with its owner, storing credentials encrypted and returning them masked', async () => {
    const channel = await createCompany(1);
    expect(channel.credentials).toEqual({ accessToken: '••••en-1', appSecret: '••••et-1' });
    const [row] = await t.ctx.db.orm.select().from(channels).where(eq(channels.id, channel._id));
    expect(row?.credentialsSealed).toBeTruthy();
    expect(row?.credentialsSealed).not.toContain('EAAG-secret-token-1');
    expect(row?.channelNumber).toBe('5511988880001');
    const owner = await t.login('dono1', 'senha-forte-1');
    expect(owner.user.role).toBe('channel');
    expect(owner.user.channelId).toBe(channel._id);
  });

  it('refuses a login already in use with 409 and creates nothing', async () => {
    const before = (await t.ctx.db.orm.select().from(channels)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/channel',
      headers: auth(adminToken),
      payload: company(2, { owner: { login: 'empresa', password: 'senha-forte-1', name: 'X', email: 'x@x.com' } }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().erroMensagem).toBe('Este login já está em uso.');
    expect((await t.ctx.db.orm.select().from(channels)).length).toBe(before);
  });

  it('validates the body with pt-BR messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/channel',
      headers: auth(adminToken),
      payload: { name: '', channelNumber: '12', apiType: 'telegram', owner: { login: 'a', password: '1', name: '', email: 'nope' } },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'channelNumber', 'apiType', 'owner.login', 'owner.password', 'owner.email']));
  });

  it('only admins create or list companies', async () => {
    const owner = await t.tokenOf('empresa');
    expect((await t.app.inject({ method: 'POST', url: '/api/channel', headers: auth(owner), payload: company(3) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/channel/page/1', headers: auth(owner) })).statusCode).toBe(403);
  });

  it('pages and filters channels on the server', async () => {
    await createCompany(4);
    await createCompany(5);
    const page = await t.app.inject({ method: 'GET', url: '/api/channel/page/1?perPage=2', headers: auth(adminToken) });
    expect(page.statusCode).toBe(200);
    expect(page.json().channels).toHaveLength(2);
    expect(page.json().total).toBeGreaterThanOrEqual(4);
    const filtered = await t.app.inject({
      method: 'POST',
      url: '/api/channel/filter/page/1',
      headers: auth(adminToken),
      payload: { search: 'Loja 5' },
    });
    expect(filtered.json().channels.map((c: { name: string }) => c.name)).toEqual(['Loja 5']);
  });

  it('blocking a channel ends its sessions (401) and refuses its logins (403); unblocking restores them', async () => {
    const channel = await createCompany(6);
    const ownerToken = await t.tokenOf('dono6', 'senha-forte-1');
    const block = await t.app.inject({ method: 'PATCH', url: `/api/channel/${channel._id}/blocked/true`, headers: auth(adminToken) });
    expect(block.statusCode).toBe(200);
    expect(block.json().channel.channel.blocked).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(ownerToken) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { login: 'dono6', password: 'senha-forte-1' } });
    expect(login.statusCode).toBe(403);
    expect(login.json().erroMensagem).toMatch(/bloqueado/);
    await t.app.inject({ method: 'PATCH', url: `/api/channel/${channel._id}/blocked/false`, headers: auth(adminToken) });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(ownerToken) })).statusCode).toBe(200);
  });
});

describe('tenancy', () => {
  it("a channel owner gets 404 for another company's channel and config, never its data", async () => {
    const other = await createCompany(7);
    const owner = await t.tokenOf('empresa');
    for (const url of [`/api/channel/${other._id}`, `/api/channel/config/${other._id}`, `/api/channel/secondary/channelId/${other._id}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth(owner) });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Loja 7');
    }
    const put = await t.app.inject({ method: 'PUT', url: `/api/channel/${other._id}`, headers: auth(owner), payload: { name: 'Tomado' } });
    expect(put.statusCode).toBe(404);
  });

  it('the owner reads and edits its own channel; credentials merge and stay write-only', async () => {
    const me = await t.login('dono1', 'senha-forte-1');
    const id = me.user.channelId as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/channel/${id}`,
      headers: auth(me.token),
      payload: { name: 'Loja Um', credentials: { verifyToken: 'verificar-123' } },
    });
    expect(res.statusCode).toBe(200);
    const channel = res.json().channel.channel;
    expect(channel.name).toBe('Loja Um');
    expect(Object.keys(channel.credentials).sort()).toEqual(['accessToken', 'appSecret', 'verifyToken']);
    expect(JSON.stringify(channel)).not.toContain('verificar-123');
  });
});

describe('channel config and module gates', () => {
  it('the owner switches modules; a manager needs ManageModules; operators cannot', async () => {
    const owner = await t.login('empresa');
    const id = owner.user.channelId as string;
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/channel/config/${id}`,
      headers: auth(owner.token),
      payload: { modules: { kanban: true }, customerPortfolioEnabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().channelConfig.modules.kanban).toBe(true);
    expect(on.json().channelConfig.modules.quickAnswers).toBe(true);
    const get = await t.app.inject({ method: 'GET', url: `/api/channel/config/${id}`, headers: auth(await t.tokenOf('operador')) });
    expect(get.json().channelConfig.customerPortfolioEnabled).toBe(true);

    const manager = await t.tokenOf('gerente');
    const denied = await t.app.inject({ method: 'PUT', url: `/api/channel/config/${id}`, headers: auth(manager), payload: { enableGroup: true } });
    expect(denied.statusCode).toBe(403);
    const operator = await t.tokenOf('operador');
    const denied2 = await t.app.inject({ method: 'PUT', url: `/api/channel/config/${id}`, headers: auth(operator), payload: { enableGroup: true } });
    expect(denied2.statusCode).toBe(403);
  });
});

describe('managers and secondary channels', () => {
  it('the owner creates a manager whose permissions decide what it may call', async () => {
    const owner = await t.tokenOf('empresa');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/channel/manager',
      headers: auth(owner),
      payload: { login: 'sup1', password: 'senha-forte-1', name: 'Supervisora', permissions: ['ManageModules'] },
    });
    expect(created.statusCode).toBe(201);
    const sup = await t.login('sup1', 'senha-forte-1');
    expect(sup.user.permissions).toEqual(['ManageModules']);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/channel/config/${sup.user.channelId}`,
      headers: auth(sup.token),
      payload: { enableGroup: true },
    });
    expect(put.statusCode).toBe(200);
    // Supervisors are for the owner only: a manager cannot list them.
    expect((await t.app.inject({ method: 'GET', url: '/api/channel/manager', headers: auth(sup.token) })).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/channel/manager', headers: auth(owner) });
    expect(list.json().managers.map((m: { login: string }) => m.login)).toEqual(expect.arrayContaining(['gerente', 'sup1']));
  });

  it('links a secondary channel (admin) and lists it for the owner', async () => {
    const main = (await t.login('empresa')).user.channelId as string;
    const second = await createCompany(8);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/channel/secondary',
      headers: auth(adminToken),
      payload: { channelId: main, secondaryChannelId: second._id },
    });
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: `/api/channel/secondary/channelId/${main}`, headers: auth(await t.tokenOf('empresa')) });
    expect(list.json()).toMatchObject({ statusCode: 200, channels: [{ _id: second._id }] });
    expect((await t.login('empresa')).user.channel?.secondaryChannelIds).toEqual([second._id]);
  });
});
