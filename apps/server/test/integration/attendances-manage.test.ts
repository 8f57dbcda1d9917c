import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Message } from '@atende/contract';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { createDepartment, createOperator, customerWrites, nextEvent, socketClients, type TestOperator } from '../support/operator-fixtures.js';
import { inboundText } from '../support/conversation-fixtures.js';
import { createInboundProcessor } from '../../src/modules/intake/index.js';

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };
let opX: TestOperator;
let vendas: string;
let suporte: string;
let vip: string;
let tabulationId: string;
const contact: Record<'maria' | 'joao' | 'ana', string> = { maria: '', joao: '', ana: '' };
const att: Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5', string> = { a1: '', a2: '', a3: '', a4: '', a5: '' };
const sockets = () => socketClients(t);
let clients: ReturnType<typeof sockets>;

const orm = () => t.ctx.db.orm;
const one = async <T>(query: ReturnType<typeof sql>) => (await orm().execute<T & Record<string, unknown>>(query)).rows[0] as T;

async function insertContact(channel: string, number: string, name: string, tagId: string | null = null): Promise<string> {
  return (await one<{ id: string }>(sql`insert into contacts (channel_id, number, name, tag_id) values (${channel}, ${number}, ${name}, ${tagId}) returning id`)).id;
}

async function insertAttendance(a: {
  contactId: string;
  status: string;
  createdAt: string;
  lastMessageAt: string;
  departmentId?: string | null;
  operatorId?: string | null;
  tabulationId?: string | null;
}): Promise<string> {
  const finished = a.status === 'finished' || a.status === 'abandoned' ? a.lastMessageAt : null;
  return (
    await one<{ id: string }>(sql`
      insert into attendances (channel_id, contact_id, status, department_id, operator_id, tabulation_id, created_at, last_message_at, finished_at)
      values (${channelId}, ${a.contactId}, ${a.status}, ${a.departmentId ?? null}, ${a.operatorId ?? null}, ${a.tabulationId ?? null},
              ${a.createdAt}, ${a.lastMessageAt}, ${finished}) returning id`)
  ).id;
}

type Page = {
  statusCode: number;
  items: Array<{ _id: string; protocol: string; status: string; statusLabel: string; contact: { name: string }; tag: { name: string } | null }>;
  page: number;
  perPage: number;
  total: number;
  totalCapped: boolean;
};

const list = (token: string, query = '', page = 1) => t.app.inject({ method: 'GET', url: `/api/attendance/manage/page/${page}${query ? `?${query}` : ''}`, headers: auth(token) });
/** The ids listed, in order, as the owner sees them with that query. */
async function ids(query = '', token = owner, page = 1): Promise<string[]> {
  const res = await list(token, query, page);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Page).items.map((i) => i._id);
}

async function createManager(login: string, permissions: string[]): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/channel/manager',
    headers: auth(owner),
    payload: { name: `Gerente ${login}`, login, password: 'senha-forte-1', permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return t.tokenOf(login, 'senha-forte-1');
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  clients = sockets();
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  other = await createCompany(t, { name: 'Outra Gerida', channelNumber: '5531933334444', ownerLogin: 'outra-gerida' });
  opX = await createOperator(t, owner, 'op-gerido');
  vendas = await createDepartment(t, channelId, 'Vendas Geridas');
  suporte = await createDepartment(t, channelId, 'Suporte Gerido');
  vip = (await one<{ id: string }>(sql`insert into tags (channel_id, name, color) values (${channelId}, 'VIP', '#ff0000') returning id`)).id;
  tabulationId = (await one<{ id: string }>(sql`select id from tabulations where channel_id = ${channelId} order by name limit 1`)).id;
  contact.maria = await insertContact(channelId, '5511911110001', 'Maria Silva', vip);
  contact.joao = await insertContact(channelId, '5511922220002', 'João Souza');
  contact.ana = await insertContact(channelId, '5511933330003', 'Ana Lima');
  // Times in UTC; the channel's zone is America/Sao_Paulo (UTC-3): a2 was created on 11 March there.
  att.a1 = await insertAttendance({ contactId: contact.maria, status: 'finished', createdAt: '2024-03-10T15:00:00Z', lastMessageAt: '2024-03-14T10:00:00Z', departmentId: vendas, operatorId: opX.id, tabulationId });
  att.a2 = await insertAttendance({ contactId: contact.maria, status: 'in_attendance', createdAt: '2024-03-12T01:00:00Z', lastMessageAt: '2024-03-12T02:00:00Z', departmentId: vendas, operatorId: opX.id });
  att.a3 = await insertAttendance({ contactId: contact.joao, status: 'waiting', createdAt: '2024-03-11T13:00:00Z', lastMessageAt: '2024-03-15T09:00:00Z', departmentId: suporte });
  att.a4 = await insertAttendance({ contactId: contact.joao, status: 'finished', createdAt: '2024-03-09T12:00:00Z', lastMessageAt: '2024-03-09T13:00:00Z' });
  att.a5 = await insertAttendance({ contactId: contact.ana, status: 'abandoned', createdAt: '2024-03-13T12:00:00Z', lastMessageAt: '2024-03-13T12:30:00Z' });
});

afterAll(async () => {
  clients.closeAll();
  await t.close();
});

describe('GET /api/attendance/manage/page/:page', () => {
  it('lists every attendance of the channel newest first, with the names the screen shows', async () => {
    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page;
    expect(body.items.map((i) => i._id)).toEqual([att.a5, att.a2, att.a3, att.a1, att.a4]);
    expect(body).toMatchObject({ page: 1, perPage: 10, total: 5, totalCapped: false });
    const first = (body.items as unknown as Array<Record<string, unknown>>).find((i) => i._id === att.a1);
    expect(first).toMatchObject({
      status: 'finished',
      statusLabel: 'Finalizado',
      contact: { _id: contact.maria, name: 'Maria Silva', number: '5511911110001' },
      tag: { _id: vip, name: 'VIP', color: '#ff0000' },
      department: { _id: vendas, name: 'Vendas Geridas' },
      operator: { _id: opX.id, name: 'Operador op-gerido' },
      tabulation: { _id: tabulationId },
      createdAt: '2024-03-10T15:00:00.000Z',
      lastMessageAt: '2024-03-14T10:00:00.000Z',
      finishedAt: '2024-03-14T10:00:00.000Z',
      unread: 0,
    });
    expect(first?.protocol).toMatch(/^\d{6,}$/);
  });

  it('filters by one status or several (repeated or comma-separated)', async () => {
    expect(await ids('status=finished')).toEqual([att.a1, att.a4]);
    expect(await ids('status=waiting&status=abandoned')).toEqual([att.a5, att.a3]);
    expect(await ids('status=waiting,in_attendance')).toEqual([att.a2, att.a3]);
  });

  it('filters by department, operator and the contact’s tag', async () => {
    expect(await ids(`departmentId=${vendas}`)).toEqual([att.a2, att.a1]);
    expect(await ids(`departmentId=${suporte}`)).toEqual([att.a3]);
    expect(await ids(`operatorId=${opX.id}`)).toEqual([att.a2, att.a1]);
    expect(await ids(`tagId=${vip}`)).toEqual([att.a2, att.a1]);
    expect(await ids(`tagId=${vip}&status=finished`)).toEqual([att.a1]);
  });

  it('filters by the days of creation in the channel’s time zone', async () => {
    // a2 is 2024-03-12 01:00 UTC, that is 11 March in São Paulo.
    expect(await ids('from=2024-03-11&to=2024-03-11')).toEqual([att.a2, att.a3]);
    expect(await ids('from=2024-03-12')).toEqual([att.a5]);
    expect(await ids('to=2024-03-10')).toEqual([att.a1, att.a4]);
  });

  it('finds by the contact’s name or number, and by protocol', async () => {
    expect(await ids('contact=maria')).toEqual([att.a2, att.a1]);
    expect(await ids('contact=(11) 93333')).toEqual([att.a5]);
    expect(await ids('search=souza')).toEqual([att.a3, att.a4]);
    // % is taken literally, not as "anything".
    expect(await ids('contact=%25')).toEqual([]);
    const protocol = (await list(owner)).json<Page>().items.find((i) => i._id === att.a3)?.protocol as string;
    expect(await ids(`protocol=${protocol}`)).toEqual([att.a3]);
    expect(await ids(`protocol=${Number(protocol)}`)).toEqual([att.a3]);
  });

  it('sorts by creation, protocol or last message, both ways', async () => {
    expect(await ids('sort=createdAt&order=asc')).toEqual([att.a4, att.a1, att.a3, att.a2, att.a5]);
    expect(await ids('sort=lastMessageAt&order=desc')).toEqual([att.a3, att.a1, att.a5, att.a2, att.a4]);
    expect(await ids('sort=lastMessageAt&order=asc')).toEqual([att.a4, att.a2, att.a5, att.a1, att.a3]);
    expect(await ids('sort=lastMessageAt&order=desc&status=finished,abandoned')).toEqual([att.a1, att.a5, att.a4]);
    // By protocol, whatever the creation times (this data was inserted out of creation order).
    const protocols = async (order: string) =>
      (await list(owner, `sort=seq&order=${order}`)).json<Page>().items.map((i) => Number(i.protocol));
    const ascending = await protocols('asc');
    expect(ascending).toHaveLength(5);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(await protocols('desc')).toEqual([...ascending].reverse());
    expect(await ids('sort=seq&order=asc')).not.toEqual(await ids('sort=createdAt&order=asc'));
  });

  it('refuses pages beyond the 10,000 it counts, in pt-BR', async () => {
    expect((await list(owner, 'perPage=20', 500)).statusCode).toBe(200);
    const deep = await list(owner, 'perPage=20', 501);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ error: 'page_too_deep', erroMensagem: 'A lista mostra até 10.000 atendimentos: use os filtros para encontrar os mais antigos.' });
  });

  it('pages with perPage and tells the total', async () => {
    const p1 = (await list(owner, 'perPage=2')).json<Page>();
    const p2 = (await list(owner, 'perPage=2', 2)).json<Page>();
    const p3 = (await list(owner, 'perPage=2', 3)).json<Page>();
    expect([p1, p2, p3].map((p) => p.total)).toEqual([5, 5, 5]);
    expect([...p1.items, ...p2.items, ...p3.items].map((i) => i._id)).toEqual([att.a5, att.a2, att.a3, att.a1, att.a4]);
    expect(p3.items).toHaveLength(1);
    const past = (await list(owner, 'perPage=2', 9)).json<Page>();
    expect(past).toMatchObject({ items: [], total: 5, totalCapped: false });
    const lastByMessage = (await list(owner, 'perPage=2&sort=lastMessageAt', 3)).json<Page>();
    expect(lastByMessage.items.map((i) => i._id)).toEqual([att.a4]);
  });

  it('counts at most 10,000 and says so when there are more', async () => {
    const big = await createCompany(t, { name: 'Empresa Grande', channelNumber: '5531955556666', ownerLogin: 'grande' });
    const c = (await one<{ id: string }>(sql`insert into contacts (channel_id, number, name) values (${big.channelId}, '5511900000099', 'Volume') returning id`)).id;
    await orm().execute(sql`
      insert into attendances (channel_id, contact_id, status, created_at, last_message_at, finished_at)
      select ${big.channelId}, ${c}, 'finished', now() - g * interval '1 minute', now(), now() from generate_series(1, 10050) g`);
    const res = (await list(big.ownerToken)).json<Page>();
    expect(res).toMatchObject({ total: 10_000, totalCapped: true, perPage: 10 });
    expect(res.items).toHaveLength(10);
    // One contact with all of them: counted contact by contact, the page then walks the channel.
    for (const sort of ['createdAt', 'lastMessageAt']) {
      const ofContact = (await list(big.ownerToken, `contact=Volume&sort=${sort}`)).json<Page>();
      expect(ofContact, sort).toMatchObject({ total: 10_000, totalCapped: true });
      expect(ofContact.items).toHaveLength(10);
    }
    const abandoned = (await list(big.ownerToken, 'status=abandoned')).json<Page>();
    expect(abandoned).toMatchObject({ total: 0, totalCapped: false, items: [] });
    const exact = (await list(big.ownerToken, 'to=2000-01-01')).json<Page>();
    expect(exact.total).toBe(0);
    // A search matching more than 20,000 contacts takes the other path (a subquery, not a list).
    await orm().execute(sql`
      insert into contacts (channel_id, number, name) select ${big.channelId}, '55118' || lpad(g::text, 8, '0'), 'Massa ' || g from generate_series(1, 20001) g`);
    const massa = (await one<{ id: string }>(sql`select id from contacts where channel_id = ${big.channelId} and name = 'Massa 77'`)).id;
    await orm().execute(sql`insert into attendances (channel_id, contact_id, status, created_at, last_message_at) values (${big.channelId}, ${massa}, 'waiting', now(), now())`);
    for (const sort of ['createdAt', 'lastMessageAt']) {
      const found = (await list(big.ownerToken, `contact=massa&sort=${sort}`)).json<Page>();
      expect(found, sort).toMatchObject({ total: 1, totalCapped: false });
      expect(found.items[0]?.contact.name).toBe('Massa 77');
    }
  });

  it('refuses bad filters with pt-BR messages', async () => {
    const cases: Array<[string, string]> = [
      ['status=encerrado', 'Status inválido'],
      ['from=2024-02-30', 'Data inválida'],
      ['from=2024-03-10&to=2024-03-01', 'A data inicial deve ser anterior à final'],
      ['protocol=abc', 'Protocolo inválido'],
      ['sort=contact', 'Ordenação inválida'],
      ['departmentId=123', 'Identificador inválido'],
      ['perPage=500', 'No máximo 100 itens por página'],
    ];
    for (const [query, message] of cases) {
      const res = await list(owner, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().erroMensagem, query).toContain(message);
    }
  });

  it('shows another company nothing of this channel, even filtering by its ids', async () => {
    expect(await ids('', other.ownerToken)).toEqual([]);
    expect(await ids(`departmentId=${vendas}`, other.ownerToken)).toEqual([]);
    expect(await ids(`tagId=${vip}`, other.ownerToken)).toEqual([]);
    expect(await ids('contact=maria', other.ownerToken)).toEqual([]);
  });

  it('is for the owner and managers with AttendancesManage only', async () => {
    expect((await list(await t.tokenOf('gerente'))).statusCode).toBe(200);
    expect((await list(await createManager('sem-atendimentos', ['Contacts']))).statusCode).toBe(403);
    expect((await list(opX.token)).statusCode).toBe(403);
    expect((await list(await t.tokenOf('admin'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/attendance/manage/page/1' })).statusCode).toBe(401);
  });
});

describe('GET /api/attendance/contact/:contactId/page/:page', () => {
  const history = (token: string, contactId: string, query = '', page = 1) =>
    t.app.inject({ method: 'GET', url: `/api/attendance/contact/${contactId}/page/${page}${query}`, headers: auth(token) });

  it('lists the contact’s attendances newest first, paged', async () => {
    const res = await history(owner, contact.maria);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, perPage: 10, total: 2 });
    expect(res.json<Page>().items.map((i) => i._id)).toEqual([att.a2, att.a1]);
    const p2 = (await history(owner, contact.maria, '?perPage=1', 2)).json<Page>();
    expect(p2.items.map((i) => i._id)).toEqual([att.a1]);
    expect(p2.total).toBe(2);
  });

  it('is open to the owner and to managers with AttendancesManage or Contacts, and to an operator for their contacts only', async () => {
    expect((await history(await t.tokenOf('gerente'), contact.joao)).statusCode).toBe(200);
    expect((await history(await t.tokenOf('sem-atendimentos', 'senha-forte-1'), contact.joao)).statusCode).toBe(200);
    expect((await history(await createManager('so-relatorios', ['Reports']), contact.joao)).statusCode).toBe(403);
    // João was never assigned to opX (nor in their wallet): not found; Maria's attendances are theirs.
    expect((await history(opX.token, contact.joao)).statusCode).toBe(404);
    expect((await history(opX.token, contact.maria)).statusCode).toBe(200);
  });

  it('answers 404 for another company’s contact and 400 for a bad id', async () => {
    const res = await history(other.ownerToken, contact.maria);
    expect(res.statusCode).toBe(404);
    expect(res.json().erroMensagem).toBe('Contato não encontrado.');
    expect(JSON.stringify(res.json())).not.toContain('Maria');
    expect((await history(owner, 'nao-e-id')).statusCode).toBe(400);
  });
});

describe('transfer, finish and follow by the owner', () => {
  it('the owner and an AttendancesManage manager transfer and finish any attendance of the channel', async () => {
    const id = await customerWrites(t, channelId, '5511944440004', 'Cliente Transferido');
    const moved = await t.app.inject({ method: 'POST', url: `/api/attendance/${id}/transfer`, headers: auth(owner), payload: { operatorId: opX.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().attendance).toMatchObject({ status: 'in_attendance', operatorId: opX.id });

    const manager = await t.tokenOf('gerente');
    const toDept = await t.app.inject({ method: 'POST', url: `/api/attendance/${id}/transfer`, headers: auth(manager), payload: { departmentId: suporte } });
    expect(toDept.statusCode, toDept.body).toBe(200);
    expect(toDept.json().attendance).toMatchObject({ departmentId: suporte, operatorId: null });

    const noTab = await t.app.inject({ method: 'POST', url: `/api/attendance/${id}/finish`, headers: auth(owner), payload: {} });
    expect(noTab.statusCode).toBe(400);
    expect(noTab.json().error).toBe('tabulation_required');
    const done = await t.app.inject({ method: 'POST', url: `/api/attendance/${id}/finish`, headers: auth(owner), payload: { tabulationId } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().attendance).toMatchObject({ status: 'finished', tabulationId });
    expect(await ids(`status=finished&contact=Transferido`)).toEqual([id]);
  });

  it('keeps operators to their own attendances and other companies out', async () => {
    const id = await customerWrites(t, channelId, '5511955550005', 'Cliente Alheio');
    const stranger = await createOperator(t, owner, 'op-alheio');
    for (const token of [stranger.token, other.ownerToken]) {
      expect((await t.app.inject({ method: 'POST', url: `/api/attendance/${id}/finish`, headers: auth(token), payload: { tabulationId } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/api/attendance/${id}/transfer`, headers: auth(token), payload: { operatorId: stranger.id } })).statusCode).toBe(404);
    }
    const noPermission = await t.tokenOf('sem-atendimentos', 'senha-forte-1');
    expect((await t.app.inject({ method: 'POST', url: `/api/attendance/${id}/finish`, headers: auth(noPermission), payload: { tabulationId } })).statusCode).toBe(403);
  });

  it('following: the owner’s socket receives a live message of an operator’s attendance and reads its history', async () => {
    const processor = createInboundProcessor(t.ctx);
    await processor.message(channelId, inboundText('5511966660006', 'Primeira mensagem'));
    const { id } = await one<{ id: string }>(sql`
      select a.id from attendances a join contacts c on c.id = a.contact_id where c.number = '5511966660006' and a.channel_id = ${channelId}`);
    await t.app.inject({ method: 'POST', url: `/api/attendance/${id}/transfer`, headers: auth(owner), payload: { operatorId: opX.id } });

    const ownerSocket = await clients.open(owner);
    const strangerSocket = await clients.open(other.ownerToken);
    const strangerFirst = nextEvent<{ message: Message }>(strangerSocket, 'message.created');
    const live = nextEvent<{ message: Message }>(ownerSocket, 'message.created');
    await processor.message(channelId, inboundText('5511966660006', 'Mensagem ao vivo'));
    const { message } = await live;
    expect(message.attendanceId).toBe(id);
    expect(message.content).toMatchObject({ text: 'Mensagem ao vivo' });

    const historyRes = await t.app.inject({ method: 'GET', url: `/api/message/attendance/${id}`, headers: auth(owner) });
    expect(historyRes.statusCode).toBe(200);
    expect(JSON.stringify(historyRes.json())).toContain('Mensagem ao vivo');
    expect((await t.app.inject({ method: 'GET', url: `/api/message/attendance/${id}`, headers: auth(await t.tokenOf('gerente')) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/message/attendance/${id}`, headers: auth(other.ownerToken) })).statusCode).toBe(404);
    // The other company's owner heard nothing of it: the first message its socket gets is its own
    // channel's, sent after (one emit reaches every room at once, so ours would have come first).
    await processor.message(other.channelId, inboundText('5511977770007', 'Da outra empresa'));
    expect((await strangerFirst).message.content).toMatchObject({ text: 'Da outra empresa' });
  });
});
