import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { createOperator, customerWrites } from '../support/operator-fixtures.js';
import { tags } from '../../src/schema/index.js';

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };
let tagId: string;
let foreignTagId: string;
let operatorId: string;

const VALID_CPF = '529.982.247-25';
const VALID_CNPJ = '11.222.333/0001-81';

async function insertTag(channel: string, name: string, color = '#228be6'): Promise<string> {
  const [row] = await t.ctx.db.orm.insert(tags).values({ channelId: channel, name, color }).returning();
  if (!row) throw new Error('tag not created');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  other = await createCompany(t, { name: 'Outra Contatos', channelNumber: '5531944441111', ownerLogin: 'outra-contatos' });
  tagId = await insertTag(channelId, 'VIP', '#e64980');
  foreignTagId = await insertTag(other.channelId, 'Alheia');
  operatorId = (await createOperator(t, owner, 'responsavel-contatos')).id;
});
afterAll(async () => {
  await t.close();
});

const create = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/contact', headers: auth(token), payload });
const update = (token: string, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/contact/${id}`, headers: auth(token), payload });
const get = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/contact/${id}`, headers: auth(token) });
const remove = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/contact/${id}`, headers: auth(token) });

describe('creating and editing a contact', () => {
  it('stores every field, adds the country code to the number and answers with the tag and responsible operator', async () => {
    const res = await create(owner, {
      number: '(11) 98888-7777',
      name: '  Maria da Silva ',
      code: 'C-001',
      email: 'maria@cliente.com.br',
      tagId,
      responsibleOperatorId: operatorId,
      birthday: '1990-03-25',
      document: VALID_CPF,
    });
    expect(res.statusCode).toBe(201);
    const contact = res.json().contact;
    expect(contact).toMatchObject({
      channelId,
      number: '5511988887777',
      name: 'Maria da Silva',
      code: 'C-001',
      email: 'maria@cliente.com.br',
      tagId,
      tag: { _id: tagId, name: 'VIP', color: '#e64980' },
      responsibleOperatorId: operatorId,
      responsibleOperatorName: 'Operador responsavel-contatos',
      birthday: '1990-03-25',
      document: '52998224725',
    });
    const read = await get(owner, contact._id);
    expect(read.statusCode).toBe(200);
    expect(read.json().contact).toEqual(contact);
  });

  it('keeps a number that already has its country code and leaves optional fields empty', async () => {
    const res = await create(owner, { number: '5511977776666', name: 'Só Nome', email: '', document: '', birthday: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().contact).toMatchObject({
      number: '5511977776666',
      code: null,
      email: null,
      tag: null,
      responsibleOperatorId: null,
      birthday: null,
      document: null,
    });
  });

  it('refuses a number the channel already has with 409 contact_number_taken, whatever its mask', async () => {
    expect((await create(owner, { number: '11 96666-5555', name: 'Primeiro' })).statusCode).toBe(201);
    const dup = await create(owner, { number: '+55 (11) 96666-5555', name: 'Segundo' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'contact_number_taken', erroMensagem: 'Já existe um contato com este número.' });
    // Another company may have the same number.
    expect((await create(other.ownerToken, { number: '11966665555', name: 'Na outra' })).statusCode).toBe(201);
  });

  it('edits every field but the number, and clears what is sent empty', async () => {
    const made = (await create(owner, { number: '11955554444', name: 'Antes', code: 'A', tagId, document: VALID_CPF })).json().contact;
    const res = await update(owner, made._id, {
      number: '11900000000',
      name: 'Depois',
      code: '',
      email: 'depois@x.com',
      tagId: null,
      responsibleOperatorId: operatorId,
      birthday: '2000-02-29',
      document: VALID_CNPJ,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().contact).toMatchObject({
      _id: made._id,
      number: '5511955554444',
      name: 'Depois',
      code: null,
      email: 'depois@x.com',
      tagId: null,
      tag: null,
      responsibleOperatorId: operatorId,
      birthday: '2000-02-29',
      document: '11222333000181',
    });
  });
});

describe('validation in pt-BR', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a missing name', { number: '11912345678' }, 'Informe o nome do contato'],
    ['a bad e-mail', { number: '11912345678', name: 'X', email: 'nao-e-email' }, 'E-mail inválido'],
    ['a CPF with wrong check digits', { number: '11912345678', name: 'X', document: '529.982.247-26' }, 'CPF ou CNPJ inválido'],
    ['a CNPJ with wrong check digits', { number: '11912345678', name: 'X', document: '11.222.333/0001-82' }, 'CPF ou CNPJ inválido'],
    ['a birthday in the future', { number: '11912345678', name: 'X', birthday: '2999-01-01' }, 'A data de aniversário não pode estar no futuro'],
    ['an impossible date', { number: '11912345678', name: 'X', birthday: '1990-02-30' }, 'Data de aniversário inválida'],
    ['a short number', { number: '12345', name: 'X' }, 'Número de telefone inválido'],
    ['a missing number', { name: 'X' }, 'Informe o número'],
  ];
  it.each(cases)('refuses %s', async (_label, payload, message) => {
    const res = await create(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
    expect(res.json().erroMensagem).toContain(message);
  });

  it('refuses the same errors on edit', async () => {
    const id = (await create(owner, { number: '11912340000', name: 'Valida' })).json().contact._id as string;
    const res = await update(owner, id, { name: 'Valida', email: 'x@' });
    expect(res.statusCode).toBe(400);
    expect(res.json().erroMensagem).toContain('E-mail inválido');
  });

  it("answers 404 for a tag or operator that is not the channel's", async () => {
    const tag = await create(owner, { number: '11912349999', name: 'X', tagId: foreignTagId });
    expect(tag.statusCode).toBe(404);
    expect(tag.json()).toMatchObject({ error: 'tag_not_found', erroMensagem: 'Etiqueta não encontrada.' });
    const foreignOperator = await createOperator(t, other.ownerToken, 'operador-alheio');
    const op = await create(owner, { number: '11912349999', name: 'X', responsibleOperatorId: foreignOperator.id });
    expect(op.statusCode).toBe(404);
    expect(op.json()).toMatchObject({ error: 'operator_not_found', erroMensagem: 'Operador não encontrado.' });
    const id = (await create(owner, { number: '11912349999', name: 'X' })).json().contact._id as string;
    expect((await update(owner, id, { name: 'X', tagId: foreignTagId })).statusCode).toBe(404);
    expect((await get(owner, id)).json().contact.tagId).toBeNull();
  });
});

describe('deleting a contact', () => {
  it('deletes a contact without history', async () => {
    const id = (await create(owner, { number: '11933332222', name: 'Descartável' })).json().contact._id as string;
    const res = await remove(owner, id);
    expect(res.statusCode).toBe(200);
    expect((await get(owner, id)).statusCode).toBe(404);
    expect((await remove(owner, id)).statusCode).toBe(404);
  });

  it('refuses with 409 in pt-BR when the contact has an attendance, keeping contact and history', async () => {
    const attendanceId = await customerWrites(t, channelId, '5511933331111', 'Com histórico');
    const found = await t.ctx.db.orm.execute<{ contact_id: string }>(sql`select contact_id from attendances where id = ${attendanceId}`);
    const id = found.rows[0]?.contact_id as string;
    const res = await remove(owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'contact_has_attendances',
      erroMensagem: 'Este contato tem atendimentos e não pode ser excluído: o histórico é mantido.',
    });
    expect((await get(owner, id)).statusCode).toBe(200);
    const still = await t.ctx.db.orm.execute(sql`select id from attendances where id = ${attendanceId}`);
    expect(still.rows).toHaveLength(1);
  });
});

describe('tenants', () => {
  it("another company's owner never reads, edits or deletes this channel's contacts", async () => {
    const id = (await create(owner, { number: '11922221111', name: 'Segredo' })).json().contact._id as string;
    const read = await get(other.ownerToken, id);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Segredo');
    expect((await update(other.ownerToken, id, { name: 'Roubado' })).statusCode).toBe(404);
    expect((await remove(other.ownerToken, id)).statusCode).toBe(404);
    expect((await get(owner, id)).json().contact.name).toBe('Segredo');
  });

  it("another company's channel in a list path is not found, and no data comes back", async () => {
    for (const path of ['page/1', 'birthdays', 'export?format=csv']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/${path}`, headers: auth(other.ownerToken) });
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('Segredo');
    }
  });
});

describe('access by role', () => {
  it('the owner and a manager with Contacts may; a manager without it, an operator and the admin get 403 (an operator reads only their own contacts: 404)', async () => {
    const manager = await t.app.inject({
      method: 'POST',
      url: '/api/channel/manager',
      headers: auth(owner),
      payload: { name: 'Gerente sem contatos', login: 'gerente-sem-contatos', password: 'senha-forte-1', permissions: ['Reports'] },
    });
    expect(manager.statusCode).toBe(201);
    const without = await t.tokenOf('gerente-sem-contatos', 'senha-forte-1');
    const withContacts = await t.tokenOf('gerente');
    const operator = await t.tokenOf('operador');
    const admin = await t.tokenOf('admin');
    const id = (await create(owner, { number: '11911110000', name: 'Acesso' })).json().contact._id as string;

    const calls = (token: string) => [
      t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/page/1`, headers: auth(token) }),
      t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/birthdays`, headers: auth(token) }),
      t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/export?format=csv`, headers: auth(token) }),
      get(token, id),
      update(token, id, { name: 'Acesso' }),
    ];
    for (const token of [owner, withContacts]) {
      for (const res of await Promise.all(calls(token))) expect(res.statusCode).toBe(200);
    }
    for (const token of [without, operator, admin]) {
      const answers = await Promise.all(calls(token));
      // GET /api/contact/:id is the operator's contact panel too: a contact they never attended is not found.
      for (const [i, res] of answers.entries()) expect(res.statusCode).toBe(token === operator && i === 3 ? 404 : 403);
      expect((await create(token, { number: '11911112222', name: 'Proibido' })).statusCode).toBe(403);
      expect((await remove(token, id)).statusCode).toBe(403);
    }
    const made = await create(withContacts, { number: '11911113333', name: 'Do gerente' });
    expect(made.statusCode).toBe(201);
    expect((await remove(withContacts, made.json().contact._id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/contact/${id}` })).statusCode).toBe(401);
  });
});
