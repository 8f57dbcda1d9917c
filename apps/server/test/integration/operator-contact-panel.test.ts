// The operator's contact panel (issue 17 item 9): an operator reads, edits and tags the contacts of
// their wallet and of the attendances assigned to them, reads those contacts' history and opens its
// transcripts; another operator's contact and another company's answer 404, and an edit reaches the
// screens showing the contact's open attendance without a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { Attendance } from '@atende/contract';
import { createCompany, auth, type TestApp } from '../support/test-app.js';
import { createOperator, nextEventWhere, startListeningApp, type TestOperator } from '../support/operator-fixtures.js';

let t: TestApp;
let owner: string;
let channelId: string;
let clients: { open: (token: string) => Promise<Socket>; closeAll: () => void };
let other: { channelId: string; ownerToken: string };
let ana: TestOperator;
let bruno: TestOperator;
let discreet: TestOperator;
let vip: string;
let foreignTag: string;
let tabulationId: string;
/** Ana's customer: an open attendance of Ana's and a finished one of Bruno's before it. */
let maria: string;
let mariaOpen: string;
let mariaBefore: string;
/** Bruno's customer only. */
let joao: string;
let joaoOpen: string;
/** In Ana's wallet, never attended. */
let carla: string;
/** Attended by Ana once, finished. */
let davi: string;
/** Another company's customer. */
let foreignContact: string;

const VALID_CPF = '529.982.247-25';
const VALID_CNPJ = '11.222.333/0001-81';

const orm = () => t.ctx.db.orm;
const one = async <T>(query: ReturnType<typeof sql>) => (await orm().execute<T & Record<string, unknown>>(query)).rows[0] as T;

async function insertContact(channel: string, number: string, name: string, extra: { tagId?: string; responsible?: string; code?: string; birthday?: string } = {}) {
  return (
    await one<{ id: string }>(sql`
      insert into contacts (channel_id, number, name, tag_id, responsible_operator_id, code, birthday)
      values (${channel}, ${number}, ${name}, ${extra.tagId ?? null}, ${extra.responsible ?? null}, ${extra.code ?? null}, ${extra.birthday ?? null})
      returning id`)
  ).id;
}

async function insertAttendance(channel: string, contactId: string, status: string, operatorId: string | null, tabulation: string | null = null, createdAt = '2024-05-01T12:00:00Z') {
  const finishedAt = status === 'finished' ? createdAt : null;
  return (
    await one<{ id: string }>(sql`
      insert into attendances (channel_id, contact_id, status, operator_id, tabulation_id, created_at, last_message_at, finished_at)
      values (${channel}, ${contactId}, ${status}, ${operatorId}, ${tabulation}, ${createdAt}, ${createdAt}, ${finishedAt}) returning id`)
  ).id;
}

const getContact = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/contact/${id}`, headers: auth(token) });
const patchContact = (token: string, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/contact/${id}`, headers: auth(token), payload });
const history = (token: string, contactId: string) => t.app.inject({ method: 'GET', url: `/api/attendance/contact/${contactId}/page/1`, headers: auth(token) });
const transcript = (token: string, channel: string, attendanceId: string) =>
  t.app.inject({ method: 'GET', url: `/api/transcript/${channel}/${attendanceId}`, headers: auth(token) });
const stored = (id: string) =>
  one<{ name: string; email: string | null; document: string | null; tag_id: string | null; code: string | null; birthday: string | null; responsible_operator_id: string | null }>(
    sql`select name, email, document, tag_id, code, birthday::text, responsible_operator_id from contacts where id = ${id}`,
  );

beforeAll(async () => {
  ({ t, clients, owner, channelId } = await startListeningApp());
  other = await createCompany(t, { name: 'Outra Painel', channelNumber: '5531955556666', ownerLogin: 'outra-painel' });
  ana = await createOperator(t, owner, 'ana-painel');
  bruno = await createOperator(t, owner, 'bruno-painel');
  discreet = await createOperator(t, owner, 'discreta-painel', { privacy: true });
  vip = (await one<{ id: string }>(sql`insert into tags (channel_id, name, color) values (${channelId}, 'VIP Painel', '#e64980') returning id`)).id;
  foreignTag = (await one<{ id: string }>(sql`insert into tags (channel_id, name, color) values (${other.channelId}, 'Alheia', '#000000') returning id`)).id;
  tabulationId = (await one<{ id: string }>(sql`select id from tabulations where channel_id = ${channelId} order by name limit 1`)).id;

  maria = await insertContact(channelId, '5511970000001', 'Maria Painel', { code: 'M-1', birthday: '1990-03-25', responsible: bruno.id });
  mariaBefore = await insertAttendance(channelId, maria, 'finished', bruno.id, tabulationId, '2024-04-01T12:00:00Z');
  mariaOpen = await insertAttendance(channelId, maria, 'in_attendance', ana.id, null, '2024-05-01T12:00:00Z');
  joao = await insertContact(channelId, '5511970000002', 'João Painel');
  joaoOpen = await insertAttendance(channelId, joao, 'in_attendance', bruno.id);
  carla = await insertContact(channelId, '5511970000003', 'Carla Carteira', { responsible: ana.id });
  davi = await insertContact(channelId, '5511970000004', 'Davi Antigo');
  await insertAttendance(channelId, davi, 'finished', ana.id, tabulationId);
  await insertAttendance(channelId, davi, 'in_attendance', discreet.id);
  foreignContact = await insertContact(other.channelId, '5511970000005', 'Cliente Alheio');
  await insertAttendance(other.channelId, foreignContact, 'in_attendance', null);
});

afterAll(async () => {
  clients.closeAll();
  await t.close();
});

describe('an operator reads the contacts they may reach', () => {
  it('reads the contact of an attendance assigned to them, with its tag and fields', async () => {
    const res = await getContact(ana.token, maria);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contact).toMatchObject({ _id: maria, name: 'Maria Painel', number: '5511970000001', code: 'M-1', birthday: '1990-03-25' });
  });

  it('reads a contact of their wallet and one of a finished attendance of theirs', async () => {
    expect((await getContact(ana.token, carla)).statusCode).toBe(200);
    expect((await getContact(ana.token, davi)).statusCode).toBe(200);
  });

  it("answers 404 for another operator's contact and for another company's, without its data", async () => {
    for (const [token, id] of [
      [ana.token, joao],
      [ana.token, foreignContact],
      [other.ownerToken, maria],
    ] as const) {
      const res = await getContact(token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', erroMensagem: 'Contato não encontrado.' });
      expect(res.body).not.toMatch(/João|Alheio|Maria/);
    }
  });

  it('masks the number for an operator with privacy on', async () => {
    const res = await getContact(discreet.token, davi);
    expect(res.statusCode).toBe(200);
    expect(res.json().contact.number).not.toBe('5511970000004');
    expect(res.body).not.toContain('5511970000004');
  });
});

describe('an operator edits and tags the contact (PATCH /api/contact/:id)', () => {
  it('changes the name, e-mail and CPF (typed with its mask) and leaves every other field as it was', async () => {
    const res = await patchContact(ana.token, maria, { name: '  Maria Editada ', email: 'maria@cliente.com.br', document: VALID_CPF });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contact).toMatchObject({ name: 'Maria Editada', email: 'maria@cliente.com.br', document: '52998224725' });
    expect(await stored(maria)).toMatchObject({ code: 'M-1', birthday: '1990-03-25', responsible_operator_id: bruno.id, tag_id: null });
  });

  it('sets the tag alone, then clears it, keeping the rest', async () => {
    const tagged = await patchContact(ana.token, maria, { tagId: vip });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json().contact.tag).toEqual({ _id: vip, name: 'VIP Painel', color: '#e64980' });
    expect((await stored(maria)).email).toBe('maria@cliente.com.br');
    const cleared = await patchContact(ana.token, maria, { tagId: null, document: VALID_CNPJ });
    expect(cleared.json().contact).toMatchObject({ tag: null, tagId: null, document: '11222333000181', name: 'Maria Editada' });
  });

  it('refuses an invalid CPF/CNPJ, an invalid e-mail, a blank name and an empty body with 400, changing nothing', async () => {
    const before = await stored(maria);
    for (const payload of [{ document: '111.111.111-11' }, { email: 'sem-arroba' }, { name: '  ' }, {}]) {
      const res = await patchContact(ana.token, maria, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const invalidDocument = await patchContact(ana.token, maria, { document: '123.456.789-00' });
    expect(JSON.stringify(invalidDocument.json())).toContain('CPF ou CNPJ inválido');
    expect(await stored(maria)).toEqual(before);
  });

  it("refuses another company's tag with 404 tag_not_found", async () => {
    const res = await patchContact(ana.token, maria, { tagId: foreignTag });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('tag_not_found');
  });

  it("answers 404 for another operator's contact and for another company's, and changes nothing", async () => {
    expect((await patchContact(ana.token, joao, { name: 'Invadido' })).statusCode).toBe(404);
    expect((await patchContact(ana.token, foreignContact, { name: 'Invadido' })).statusCode).toBe(404);
    expect((await patchContact(other.ownerToken, maria, { name: 'Invadido' })).statusCode).toBe(404);
    expect((await stored(joao)).name).toBe('João Painel');
    expect((await stored(foreignContact)).name).toBe('Cliente Alheio');
    expect((await stored(maria)).name).toBe('Maria Editada');
  });

  it('edits a wallet contact; the owner may patch any contact of the channel', async () => {
    expect((await patchContact(ana.token, carla, { email: 'carla@x.com' })).statusCode).toBe(200);
    const byOwner = await patchContact(owner, joao, { tagId: vip });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().contact.tag?.name).toBe('VIP Painel');
  });

  it('the owner-only contact routes stay closed to operators (403)', async () => {
    const calls = [
      t.app.inject({ method: 'PUT', url: `/api/contact/${maria}`, headers: auth(ana.token), payload: { name: 'X' } }),
      t.app.inject({ method: 'DELETE', url: `/api/contact/${maria}`, headers: auth(ana.token) }),
      t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/page/1`, headers: auth(ana.token) }),
      t.app.inject({ method: 'POST', url: '/api/contact', headers: auth(ana.token), payload: { number: '11970000009', name: 'Novo' } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
  });

  it("pushes the contact's open attendance with the new name to the operator's socket, and the owner's edit too", async () => {
    const socket = await clients.open(ana.token);
    const named = (name: string) => nextEventWhere<{ attendance: Attendance }>(socket, 'attendance.updated', (p) => p.attendance._id === mariaOpen && p.attendance.contact.name === name);
    const byOperator = named('Maria Ao Vivo');
    expect((await patchContact(ana.token, maria, { name: 'Maria Ao Vivo' })).statusCode).toBe(200);
    expect((await byOperator).attendance.operatorId).toBe(ana.id);
    const byOwner = named('Maria Pelo Dono');
    const put = await t.app.inject({ method: 'PUT', url: `/api/contact/${maria}`, headers: auth(owner), payload: { name: 'Maria Pelo Dono' } });
    expect(put.statusCode, put.body).toBe(200);
    await byOwner;
  });
});

describe("an operator reads the contact's history and opens its transcripts", () => {
  it('lists every attendance of the contact, another operator’s included, with its tabulation', async () => {
    const res = await history(ana.token, maria);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Array<{ _id: string; operator: { _id: string } | null; tabulation: { _id: string } | null }>;
    expect(items.map((i) => i._id)).toEqual([mariaOpen, mariaBefore]);
    expect(items[1]).toMatchObject({ operator: { _id: bruno.id }, tabulation: { _id: tabulationId } });
    expect((await history(ana.token, carla)).statusCode).toBe(200);
  });

  it("answers 404 for another operator's contact and another company's", async () => {
    for (const id of [joao, foreignContact]) {
      const res = await history(ana.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/João|Alheio/);
    }
  });

  it("opens the transcript of a previous attendance of their contact, not one of another operator's contact", async () => {
    const own = await transcript(ana.token, channelId, mariaBefore);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().attendance).toMatchObject({ _id: mariaBefore, operator: { _id: bruno.id } });
    const foreign = await transcript(ana.token, channelId, joaoOpen);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('João');
    // Bruno still reads his own; a share link for someone else's attendance stays refused.
    expect((await transcript(bruno.token, channelId, mariaBefore)).statusCode).toBe(200);
    const link = await t.app.inject({ method: 'POST', url: `/api/attendance/${mariaBefore}/share-link`, headers: auth(ana.token), payload: {} });
    expect(link.statusCode).toBe(404);
  });
});
