// Blocked numbers: the list of /manageChannel and the intake rule (a blocked number's messages
// are stored but open no attendance and trigger nothing), through the simulator webhook.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, auth, COMPANY_PASSWORD, type TestApp } from '../support/test-app.js';
import { createOperator } from '../support/operator-fixtures.js';
import { eventually } from '../support/eventually.js';
import { postSimulatorWebhook } from '../support/simulator-webhook.js';
import type { SimulatorWebhook } from '../../src/providers/simulator/simulator.adapter.js';

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  other = await createCompany(t, { name: 'Outra Bloqueadora', channelNumber: '5531944440000', ownerLogin: 'outra-bloq' });
});
afterAll(async () => {
  await t.close();
});

const block = (token: string, number: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/channel/blacklist/number', headers: auth(token), payload: { number } });
const unblock = (token: string, number: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/channel/blacklist/number', headers: auth(token), payload: { number } });
const page = (token: string, query = '', n = 1) =>
  t.app.inject({ method: 'GET', url: `/api/channel/blacklist/page/${n}${query}`, headers: auth(token) });
const numbersOf = (res: Awaited<ReturnType<typeof page>>) => (res.json().items as Array<{ number: string }>).map((i) => i.number);

describe('blocked numbers list', () => {
  it('blocks a number as digits with 55 added, once; a second block is a pt-BR 409', async () => {
    const res = await block(owner, '(11) 98888-7777');
    expect(res.statusCode).toBe(201);
    expect(res.json().entry).toMatchObject({ number: '5511988887777', createdByName: expect.any(String) });
    const again = await block(owner, '+55 11 98888 7777');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'number_already_blocked', erroMensagem: 'Este número já está bloqueado.' });
  });

  it('refuses what is not a number with a pt-BR validation message', async () => {
    for (const bad of ['abc', '1234', '']) {
      const res = await block(owner, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().erroMensagem).toBe('Dados inválidos: number: Número inválido: informe DDD e número');
    }
    expect((await block(owner, undefined)).statusCode).toBe(400);
  });

  it('lists page by page, newest first by default, sorts by number and searches by digits', async () => {
    for (const n of ['11 3333-0001', '11 3333-0002', '21 97777-0003']) expect((await block(owner, n)).statusCode).toBe(201);
    const first = await page(owner, '?perPage=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, perPage: 2, total: 4 });
    expect(numbersOf(first)).toEqual(['5521977770003', '551133330002']);
    expect(numbersOf(await page(owner, '?perPage=2', 2))).toEqual(['551133330001', '5511988887777']);
    expect(numbersOf(await page(owner, '?sort=number&order=asc'))).toEqual(['551133330001', '551133330002', '5511988887777', '5521977770003']);
    const found = await page(owner, `?search=${encodeURIComponent('(11) 3333')}`);
    expect(found.json().total).toBe(2);
    expect((await page(owner, '?sort=reason')).json().erroMensagem).toContain('Ordenação inválida');
  });

  it('unblocks a number; unblocking one not blocked is a 404', async () => {
    expect((await unblock(owner, '11 3333-0002')).statusCode).toBe(200);
    const missing = await unblock(owner, '11 3333-0002');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().erroMensagem).toBe('Este número não está bloqueado.');
    expect(numbersOf(await page(owner))).not.toContain('551133330002');
  });

  it("each company has its own list: another's numbers are neither seen nor removable", async () => {
    expect((await block(other.ownerToken, '11 98888-7777')).statusCode).toBe(201);
    expect((await block(other.ownerToken, '31 95555-0000')).statusCode).toBe(201);
    expect(numbersOf(await page(owner))).not.toContain('5531955550000');
    expect((await unblock(owner, '31 95555-0000')).statusCode).toBe(404);
    expect(numbersOf(await page(other.ownerToken))).toEqual(['5531955550000', '5511988887777']);
    // Removing ours leaves theirs.
    expect((await unblock(other.ownerToken, '11 98888-7777')).statusCode).toBe(200);
    expect(numbersOf(await page(owner))).toContain('5511988887777');
  });

  it('the owner and managers with ManageChannel only', async () => {
    const without = await t.tokenOf('gerente');
    expect((await page(without)).statusCode).toBe(403);
    expect((await block(without, '11 91111-2222')).statusCode).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/channel/manager',
      headers: auth(owner),
      payload: { name: 'Gerente Bloqueios', login: 'gerente-bloq', password: COMPANY_PASSWORD, permissions: ['ManageChannel'] },
    });
    expect(created.statusCode).toBe(201);
    const manager = await t.tokenOf('gerente-bloq', COMPANY_PASSWORD);
    expect((await block(manager, '11 91111-2222')).statusCode).toBe(201);
    expect((await page(manager)).statusCode).toBe(200);
    expect((await unblock(manager, '11 91111-2222')).statusCode).toBe(200);
    const op = await createOperator(t, owner, 'nao-bloqueia');
    expect((await block(op.token, '11 91111-3333')).statusCode).toBe(403);
    expect((await page(op.token)).statusCode).toBe(403);
    expect((await page(await t.tokenOf('admin'))).statusCode).toBe(403);
  });
});

describe('intake of a blocked number', () => {
  let seq = 0;
  const send = async (number: string, text: string, id = `bl-${++seq}-${Date.now()}`) => {
    const body: SimulatorWebhook = { channelId, events: [{ kind: 'message', id, from: { number, name: 'Cliente Bloqueado' }, type: 'text', text }] };
    const res = await postSimulatorWebhook(t, body);
    expect(res.statusCode).toBe(200);
    return id;
  };
  const messagesOf = async (number: string) =>
    (
      await t.ctx.db.orm.execute<{ text: string; attendance_id: string | null }>(sql`
        select m.content->>'text' as text, m.attendance_id from messages m join contacts c on c.id = m.contact_id
         where c.channel_id = ${channelId} and c.number = ${number} order by m.created_at, m.id`)
    ).rows;
  const attendancesOf = async (number: string) =>
    (
      await t.ctx.db.orm.execute<{ id: string; status: string; unread: number }>(sql`
        select a.id, a.status, a.unread from attendances a join contacts c on c.id = a.contact_id
         where c.channel_id = ${channelId} and c.number = ${number}`)
    ).rows;

  it('stores the message with no attendance, opens none, and a replay stores nothing more', async () => {
    const number = '5511988887777';
    const id = await send(number, 'Oi, estou bloqueado');
    await eventually(async () => expect(await messagesOf(number)).toEqual([{ text: 'Oi, estou bloqueado', attendance_id: null }]));
    await send(number, 'Oi, estou bloqueado', id);
    await send('5511900000001', 'cliente comum depois');
    // The next customer's attendance exists once the replay (queued before it) was processed too.
    await eventually(async () => expect(await attendancesOf('5511900000001')).toHaveLength(1));
    expect(await messagesOf(number)).toHaveLength(1);
    expect(await attendancesOf(number)).toEqual([]);
  });

  it('WhatsApp’s form without the ninth digit is blocked too', async () => {
    await send('551188887777', 'sem o nono dígito');
    await eventually(async () => expect(await messagesOf('551188887777')).toEqual([{ text: 'sem o nono dígito', attendance_id: null }]));
    expect(await attendancesOf('551188887777')).toEqual([]);
  });

  it('a customer blocked mid-conversation: new messages join nothing and the attendance does not move', async () => {
    const number = '5521966660001';
    await send(number, 'primeira');
    await eventually(async () => expect(await attendancesOf(number)).toHaveLength(1));
    const [before] = await attendancesOf(number);
    expect((await block(owner, number)).statusCode).toBe(201);
    await send(number, 'depois do bloqueio');
    await eventually(async () => expect((await messagesOf(number)).map((m) => m.text)).toEqual(['primeira', 'depois do bloqueio']));
    const [first, second] = await messagesOf(number);
    expect(first?.attendance_id).toBe(before?.id);
    expect(second?.attendance_id).toBeNull();
    expect(await attendancesOf(number)).toEqual([before]);
  });

  it('once unblocked, the next message opens an attendance as usual', async () => {
    const number = '5511988887777';
    expect((await unblock(owner, number)).statusCode).toBe(200);
    await send(number, 'voltei');
    await eventually(async () => expect(await attendancesOf(number)).toHaveLength(1));
    const messages = await messagesOf(number);
    expect(messages.at(-1)?.attendance_id).toBe((await attendancesOf(number))[0]?.id);
  });
});
