import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_PASSWORD, auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { createOperator } from '../support/operator-fixtures.js';
import { columnOf, contactOf } from '../support/catalog-fixtures.js';

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  other = await createCompany(t, { name: 'Outra Etiquetas', channelNumber: '5531944445555', ownerLogin: 'outra-tag' });
});
afterAll(async () => {
  await t.close();
});

type TagRow = { _id: string; name: string; color: string; contactsCount: number };
const base = (channel = channelId) => `/api/channel/tags/${channel}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const create = (payload: object, token = owner, channel = channelId) => call('POST', base(channel), token, payload);
const newTag = async (name: string, color = '#336699', token = owner, channel = channelId) => {
  const res = await create({ name, color }, token, channel);
  expect(res.statusCode).toBe(201);
  return res.json().tag._id as string;
};
const page = (query = '', token = owner, channel = channelId) => call('GET', `${base(channel)}/page/1${query}`, token);
const usage = async (id: string, token = owner) => {
  const res = await call('GET', `${base()}/${id}/usage`, token);
  expect(res.statusCode).toBe(200);
  return res.json().usage as Array<{ kind: string; count: number }>;
};

describe('managing tags', () => {
  it('the owner creates, changes and lists them; names are unique per channel ignoring case', async () => {
    const created = await create({ name: '  Cliente VIP ', color: '#AA3300' });
    expect(created.statusCode).toBe(201);
    expect(created.json().tag).toMatchObject({ name: 'Cliente VIP', color: '#aa3300', channelId });
    const id = created.json().tag._id as string;

    const dup = await create({ name: 'cliente vip', color: '#000000' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'tag_name_taken', erroMensagem: 'Já existe uma etiqueta com este nome.' });
    expect((await create({ name: 'Cliente VIP', color: '#000000' }, other.ownerToken, other.channelId)).statusCode).toBe(201);

    const changed = await call('PUT', `${base()}/${id}`, owner, { name: 'VIP', color: '#112233' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().tag).toMatchObject({ _id: id, name: 'VIP', color: '#112233' });
    await newTag('Atacado');
    expect((await call('PUT', `${base()}/${id}`, owner, { name: 'ATACADO', color: '#112233' })).statusCode).toBe(409);

    const all = await call('GET', base(), owner);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ statusCode: 200 });
    expect((all.json().tags as TagRow[]).map((x) => x.name)).toEqual(['Atacado', 'VIP']);
  });

  it('picks a random colour with every component at most 200 when none is given', async () => {
    for (const name of ['Cor 1', 'Cor 2', 'Cor 3', 'Cor 4']) {
      const res = await create({ name });
      expect(res.statusCode).toBe(201);
      const color = res.json().tag.color as string;
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      for (const at of [1, 3, 5]) expect(parseInt(color.slice(at, at + 2), 16)).toBeLessThanOrEqual(200);
    }
  });

  it('refuses invalid names and colours with pt-BR messages', async () => {
    const cases: [object, string][] = [
      [{ name: '  ', color: '#000000' }, 'name: Informe o nome da etiqueta'],
      [{ name: 'x'.repeat(41), color: '#000000' }, 'name: Use no máximo 40 caracteres'],
      [{ name: 'Ok', color: 'vermelho' }, 'color: Cor inválida (use #rrggbb)'],
      [{ color: '#000000' }, 'name: Campo obrigatório'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().erroMensagem).toBe(`Dados inválidos: ${message}`);
    }
    // Changing requires the colour.
    const id = await newTag('Precisa de cor');
    const res = await call('PUT', `${base()}/${id}`, owner, { name: 'Sem cor' });
    expect(res.json().erroMensagem).toBe('Dados inválidos: color: Campo obrigatório');
  });

  it('pages, searches and sorts with each tag’s contacts', async () => {
    const tagged = await newTag('Inadimplente');
    await contactOf(t, channelId, { tagId: tagged });
    await contactOf(t, channelId, { tagId: tagged });
    const found = await page('?search=inadimp');
    expect(found.json()).toMatchObject({ statusCode: 200, page: 1, perPage: 20, total: 1 });
    expect(found.json().items[0]).toMatchObject({ _id: tagged, contactsCount: 2 });

    const asc = ((await page('?sort=name&order=asc')).json().items as TagRow[]).map((x) => x.name);
    expect(asc).toEqual([...asc].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(((await page('?sort=createdAt&order=desc&perPage=1')).json().items as TagRow[])[0]?._id).toBe(tagged);
    expect((await page('?sort=color')).json().erroMensagem).toBe('Dados inválidos: sort: Ordenação inválida');
  });
});

describe('deleting a tag in use', () => {
  it('moves its contacts to the replacement, in one go', async () => {
    const from = await newTag('Lead frio');
    const to = await newTag('Lead');
    const a = await contactOf(t, channelId, { tagId: from });
    const b = await contactOf(t, channelId, { tagId: from });
    expect(await usage(from)).toEqual([{ kind: 'contacts', count: 2 }]);

    expect((await call('DELETE', `${base()}/${from}?replaceWith=${to}`, owner)).statusCode).toBe(200);
    expect(await columnOf(t, 'contacts', 'tag_id', a)).toBe(to);
    expect(await columnOf(t, 'contacts', 'tag_id', b)).toBe(to);
    expect(await usage(to)).toEqual([{ kind: 'contacts', count: 2 }]);
    expect((await call('GET', `${base()}/${from}/usage`, owner)).statusCode).toBe(404);
  });

  it('without a replacement leaves the contacts untagged', async () => {
    const gone = await newTag('Some');
    const c = await contactOf(t, channelId, { tagId: gone });
    expect((await call('DELETE', `${base()}/${gone}`, owner)).statusCode).toBe(200);
    expect(await columnOf(t, 'contacts', 'tag_id', c)).toBeNull();
    expect((await call('DELETE', `${base()}/${gone}`, owner)).json().erroMensagem).toBe('Etiqueta não encontrada.');
  });

  it('refuses itself or another company’s tag as the replacement', async () => {
    const mine = await newTag('Fica');
    const c = await contactOf(t, channelId, { tagId: mine });
    const self = await call('DELETE', `${base()}/${mine}?replaceWith=${mine}`, owner);
    expect(self.statusCode).toBe(400);
    expect(self.json().erroMensagem).toBe('Escolha outra etiqueta para os contatos desta.');
    const theirs = await newTag('Deles', '#000000', other.ownerToken, other.channelId);
    const foreign = await call('DELETE', `${base()}/${mine}?replaceWith=${theirs}`, owner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().erroMensagem).toBe('Etiqueta de destino não encontrada.');
    expect(await columnOf(t, 'contacts', 'tag_id', c)).toBe(mine);
  });
});

describe('tenants and roles', () => {
  it("another company neither reads nor changes this channel's tags", async () => {
    const mine = await newTag('Secreta');
    expect((await call('GET', base(), other.ownerToken)).statusCode).toBe(404);
    expect((await page('', other.ownerToken)).statusCode).toBe(404);
    expect((await create({ name: 'Invasora' }, other.ownerToken)).statusCode).toBe(404);
    expect((await call('PUT', `${base()}/${mine}`, other.ownerToken, { name: 'x', color: '#000000' })).statusCode).toBe(404);
    expect((await call('DELETE', `${base()}/${mine}`, other.ownerToken)).statusCode).toBe(404);
    // Through its own path, our id is simply not found, and their lists never show our tags.
    const viaOwn = await call('GET', `${base(other.channelId)}/${mine}/usage`, other.ownerToken);
    expect(viaOwn.statusCode).toBe(404);
    expect((await call('PUT', `${base(other.channelId)}/${mine}`, other.ownerToken, { name: 'x', color: '#000000' })).statusCode).toBe(404);
    expect((await call('DELETE', `${base(other.channelId)}/${mine}`, other.ownerToken)).statusCode).toBe(404);
    const theirList = (await call('GET', base(other.channelId), other.ownerToken)).json().tags as TagRow[];
    expect(theirList.map((x) => x.name)).not.toContain('Secreta');
    expect(((await call('GET', base(), owner)).json().tags as TagRow[]).map((x) => x.name)).toContain('Secreta');
  });

  it('managers read them only with a permission that shows tags (Managetags, Contacts, AttendancesManage)', async () => {
    const made = await call('POST', '/api/channel/manager', owner, { name: 'Gerente Relatórios', login: 'gerente-rel-tag', password: COMPANY_PASSWORD, permissions: ['Reports'] });
    expect(made.statusCode).toBe(201);
    const reports = await t.tokenOf('gerente-rel-tag', COMPANY_PASSWORD);
    expect((await call('GET', base(), reports)).statusCode).toBe(403);
    expect((await page('', reports)).statusCode).toBe(403);
  });

  it('the operators and the managers who see contacts read them; only the owner and managers with Managetags change them', async () => {
    const target = await newTag('Papéis');
    const op = await createOperator(t, owner, 'tag-operador');
    const plain = await t.tokenOf('gerente');
    for (const token of [op.token, plain]) {
      expect((await call('GET', base(), token)).statusCode).toBe(200);
      expect((await page('', token)).statusCode).toBe(200);
      expect((await create({ name: 'Negada' }, token)).statusCode).toBe(403);
      expect((await call('PUT', `${base()}/${target}`, token, { name: 'x', color: '#000000' })).statusCode).toBe(403);
      expect((await call('GET', `${base()}/${target}/usage`, token)).statusCode).toBe(403);
      expect((await call('DELETE', `${base()}/${target}`, token)).statusCode).toBe(403);
    }
    const made = await call('POST', '/api/channel/manager', owner, { name: 'Gerente Tag', login: 'gerente-tag', password: COMPANY_PASSWORD, permissions: ['Managetags'] });
    expect(made.statusCode).toBe(201);
    const manager = await t.tokenOf('gerente-tag', COMPANY_PASSWORD);
    const id = await newTag('Da gerente', '#123456', manager);
    expect((await call('PUT', `${base()}/${id}`, manager, { name: 'Da gerente 2', color: '#654321' })).statusCode).toBe(200);
    expect(await usage(id, manager)).toEqual([{ kind: 'contacts', count: 0 }]);
    expect((await call('DELETE', `${base()}/${id}`, manager)).statusCode).toBe(200);

    const admin = await t.tokenOf('admin');
    expect((await call('GET', base(), admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: base() })).statusCode).toBe(401);
  });
});
