import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, auth, type TestApp } from '../support/test-app.js';
import { inboundText } from '../support/conversation-fixtures.js';
import type { InboundMessage } from '../../src/providers/provider.port.js';
import { eventually } from '../support/eventually.js';
import { createInboundProcessor, type InboundProcessor } from '../../src/modules/intake/index.js';

const now = new Date();
let t: TestApp;
let processor: InboundProcessor;
let channelId: string;
let ownerToken: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  processor = createInboundProcessor(t.ctx);
  const owner = await t.login('empresa');
  channelId = owner.user.channelId as string;
  ownerToken = owner.token;
});
afterAll(async () => {
  await t.close();
});

const count = async (query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<{ n: number }>(query)).rows[0]?.n ?? 0;
const attendanceOf = async (number: string) =>
  (
    await t.ctx.db.orm.execute<{ id: string; status: string; operator_id: string | null; unread: number }>(sql`
      select a.id, a.status, a.operator_id, a.unread from attendances a join contacts c on c.id = a.contact_id
       where c.number = ${number} order by a.created_at desc limit 1`)
  ).rows[0];

async function createOperator(login: string, maxAttendances = 10) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator',
    headers: auth(ownerToken),
    payload: { name: login, login, password: 'senha-forte-1', maxAttendances },
  });
  expect(res.statusCode).toBe(201);
  const session = await t.login(login, 'senha-forte-1');
  return { id: res.json().operator._id as string, token: session.token };
}

/** The demo company has tabulations, so finishing names one. */
async function aTabulation(token: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/channel/tabulations/${channelId}`, headers: auth(token) });
  return res.json().tabulations[0]._id as string;
}

async function setOnline(op: { id: string; token: string }, status: boolean) {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${op.id}`, headers: auth(op.token), payload: { status } });
  expect(res.statusCode).toBe(200);
}

describe('a customer writes', () => {
  it('opens one attendance in Fila de Espera when nobody is online, with the contact and the message stored', async () => {
    await processor.message(channelId, inboundText('5511900000001', 'Olá, quero ajuda'));
    const a = await attendanceOf('5511900000001');
    expect(a?.status).toBe('offline_operators');
    expect(a?.unread).toBe(1);
    expect(await count(sql`select count(*)::int as n from contacts where number = '5511900000001'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from messages where attendance_id = ${a?.id}`)).toBe(1);
  });

  it('replaying the same webhook any number of times stores one message and keeps one attendance', async () => {
    const event = inboundText('5511900000002', 'Mensagem repetida');
    for (let i = 0; i < 5; i++) await processor.message(channelId, event);
    expect(await count(sql`select count(*)::int as n from messages where provider_message_id = ${event.providerMessageId}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from attendances a join contacts c on c.id = a.contact_id where c.number = '5511900000002'`)).toBe(1);
  });

  it('many messages of one customer processed at once open at most one attendance', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => processor.message(channelId, inboundText('5511900000003', `rajada ${i}`))));
    expect(
      await count(sql`select count(*)::int as n from attendances a join contacts c on c.id = a.contact_id
                       where c.number = '5511900000003' and a.status not in ('finished', 'abandoned')`),
    ).toBe(1);
    expect(await count(sql`select count(*)::int as n from messages m join contacts c on c.id = m.contact_id where c.number = '5511900000003'`)).toBe(12);
  });
});

describe('assignment', () => {
  it('an operator coming online receives the queued attendances, oldest first', async () => {
    const op = await createOperator('fila1');
    await setOnline(op, true);
    // The queue is drained by a listener of the status change, right after the call returns.
    const a = await eventually(async () => {
      const found = await attendanceOf('5511900000001');
      expect(found?.status).toBe('in_attendance');
      return found;
    });
    expect(a?.operator_id).toBe(op.id);
    await setOnline(op, false);
  });

  it('goes to the least busy online operator and never past an operator limit', async () => {
    // Start from a clean slate: everyone offline, every open attendance finished.
    await t.ctx.db.orm.execute(sql`update operators set status = false`);
    await t.ctx.db.orm.execute(sql`update attendances set status = 'finished' where status <> 'finished'`);
    const busy = await createOperator('ocupado', 1);
    const free = await createOperator('livre', 2);
    await setOnline(busy, true);
    await setOnline(free, true);
    for (const n of ['5511911110001', '5511911110002', '5511911110003', '5511911110004']) await processor.message(channelId, inboundText(n, 'oi'));
    const perOperator = await t.ctx.db.orm.execute<{ operator_id: string | null; status: string; n: number }>(sql`
      select operator_id, status, count(*)::int as n from attendances where status <> 'finished' group by operator_id, status`);
    const of = (id: string | null, status: string) => perOperator.rows.find((r) => r.operator_id === id && r.status === status)?.n ?? 0;
    expect(of(busy.id, 'in_attendance')).toBe(1);
    expect(of(free.id, 'in_attendance')).toBe(2);
    // Both are full: the fourth customer waits, and the queue knows operators are online.
    expect(of(null, 'waiting')).toBe(1);
  });
});

describe('the queue moves when an operator frees up', () => {
  it('finishing one conversation hands the oldest waiting customer to that operator', async () => {
    await t.ctx.db.orm.execute(sql`update operators set status = false`);
    await t.ctx.db.orm.execute(sql`update attendances set status = 'finished' where status <> 'finished'`);
    const solo = await createOperator('solo', 1);
    await setOnline(solo, true);
    await processor.message(channelId, inboundText('5511955550001', 'primeiro'));
    await processor.message(channelId, inboundText('5511955550002', 'segundo'));
    const first = await attendanceOf('5511955550001');
    expect(first?.operator_id).toBe(solo.id);
    expect((await attendanceOf('5511955550002'))?.status).toBe('waiting');
    const done = await t.app.inject({ method: 'POST', url: `/api/attendance/${first?.id}/finish`, headers: auth(solo.token), payload: { tabulationId: await aTabulation(solo.token) } });
    expect(done.statusCode).toBe(200);
    await eventually(async () => {
      const second = await attendanceOf('5511955550002');
      expect(second?.status).toBe('in_attendance');
      expect(second?.operator_id).toBe(solo.id);
    });
  });
});

describe('operator actions', () => {
  it('transfers to another operator, who can then finish it; a new message opens a new attendance', async () => {
    const from = await createOperator('origem');
    const to = await createOperator('destino');
    await t.ctx.db.orm.execute(sql`update operators set status = false`);
    await setOnline(from, true);
    await processor.message(channelId, inboundText('5511922220001', 'preciso trocar um produto'));
    const a = await attendanceOf('5511922220001');
    expect(a?.operator_id).toBe(from.id);

    const transfer = await t.app.inject({
      method: 'POST',
      url: `/api/attendance/${a?.id}/transfer`,
      headers: auth(from.token),
      payload: { operatorId: to.id, note: 'Cliente da loja do centro' },
    });
    expect(transfer.statusCode).toBe(200);
    expect(transfer.json().attendance).toMatchObject({ operatorId: to.id, status: 'in_attendance', statusLabel: 'Em atendimento' });
    // The first operator no longer reaches it.
    expect((await t.app.inject({ method: 'GET', url: `/api/attendance/${a?.id}`, headers: auth(from.token) })).statusCode).toBe(404);

    const finish = await t.app.inject({ method: 'POST', url: `/api/attendance/${a?.id}/finish`, headers: auth(to.token), payload: { observation: 'Troca feita', tabulationId: await aTabulation(to.token) } });
    expect(finish.statusCode).toBe(200);
    expect(finish.json().attendance.status).toBe('finished');
    expect(finish.json().attendance.statusLabel).toBe('Finalizado');
    const again = await t.app.inject({ method: 'POST', url: `/api/attendance/${a?.id}/finish`, headers: auth(to.token), payload: { tabulationId: await aTabulation(to.token) } });
    expect(again.statusCode).toBe(409);
    expect(again.json().erroMensagem).toBe('Este atendimento já foi finalizado.');

    await processor.message(channelId, inboundText('5511922220001', 'oi de novo'));
    const next = await attendanceOf('5511922220001');
    expect(next?.id).not.toBe(a?.id);
    expect(next?.status).toBe('in_attendance');
  });

  it('lists the operator attendances paged, with the last message and the open window', async () => {
    const op = await createOperator('lista');
    await t.ctx.db.orm.execute(sql`update operators set status = false`);
    await setOnline(op, true);
    for (const n of ['5511933330001', '5511933330002', '5511933330003']) await processor.message(channelId, inboundText(n, `olá de ${n}`));
    const res = await t.app.inject({ method: 'GET', url: `/api/attendance/operator/${op.id}?page=1&perPage=2&status=in_attendance`, headers: auth(op.token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.attendances).toHaveLength(2);
    expect(body.attendances[0].lastMessage.text).toMatch(/^olá de/);
    expect(body.attendances[0].windowOpen).toBe(true);
    // Another operator cannot list them.
    const other = await createOperator('curioso');
    expect((await t.app.inject({ method: 'GET', url: `/api/attendance/operator/${op.id}`, headers: auth(other.token) })).statusCode).toBe(403);
    const unread = await t.app.inject({ method: 'GET', url: `/api/message/unread/${op.id}`, headers: auth(op.token) });
    expect(unread.json().unread).toHaveLength(3);
  });

  it('lists each attendance with its last message type and a preview text for every kind of message', async () => {
    const op = await createOperator('previas', 100);
    await t.ctx.db.orm.execute(sql`update operators set status = false`);
    await setOnline(op, true);
    const media = (mimeType: string, extra: Record<string, unknown> = {}) => ({ providerMediaId: `mid-${mimeType}`, mimeType, ...extra });
    const cases: Array<[string, Partial<InboundMessage>, { type: string; text: string | null }]> = [
      ['01', { type: 'image', media: media('image/jpeg') }, { type: 'image', text: null }],
      ['02', { type: 'image', media: media('image/jpeg', { caption: 'Olha a foto' }) }, { type: 'image', text: 'Olha a foto' }],
      ['03', { type: 'audio', media: media('audio/ogg', { voice: true }) }, { type: 'audio', text: null }],
      ['04', { type: 'video', media: media('video/mp4') }, { type: 'video', text: null }],
      ['05', { type: 'document', media: media('application/pdf', { fileName: 'boleto.pdf' }) }, { type: 'document', text: 'boleto.pdf' }],
      ['06', { type: 'sticker', media: media('image/webp') }, { type: 'sticker', text: null }],
      ['07', { type: 'location', location: { latitude: -23.5, longitude: -46.6, name: 'Loja Centro' } }, { type: 'location', text: 'Loja Centro' }],
      ['08', { type: 'location', location: { latitude: -23.5, longitude: -46.6 } }, { type: 'location', text: null }],
      ['09', { type: 'contacts', contacts: [{ name: 'Maria Souza', phones: [{ phone: '+55 11 98888-0000' }] }] }, { type: 'contacts', text: 'Maria Souza' }],
      ['10', { type: 'interactive', interactive: { kind: 'list_reply', id: 'via', title: 'Segunda via' } }, { type: 'interactive', text: 'Segunda via' }],
      ['11', { type: 'button', button: { payload: 'falar', text: 'Quero falar' } }, { type: 'button', text: 'Quero falar' }],
      [
        '12',
        { type: 'order', order: { catalogId: 'cat', items: [{ productRetailerId: 'sku', quantity: 2, itemPrice: 10, currency: 'BRL' }] } },
        { type: 'order', text: null },
      ],
      ['13', { type: 'reaction', reaction: { targetProviderMessageId: 'wamid.nada', emoji: '👍' } }, { type: 'reaction', text: '👍' }],
    ];
    const earlier = new Date(now.getTime() - 120_000);
    const later = new Date(now.getTime() - 60_000);
    for (const [n, message] of cases) {
      await processor.message(channelId, inboundText(`55119777700${n}`, 'primeira', { timestamp: earlier }));
      await processor.message(channelId, inboundText(`55119777700${n}`, '', { ...message, text: undefined, timestamp: later }));
    }
    // A template the operator sent is the last message of its attendance. Sending one goes through the
    // send queue, which this file's app does not start, so the row is stored as the service stores it.
    await processor.message(channelId, inboundText('5511977770014', 'primeira', { timestamp: earlier }));
    const withTemplate = await attendanceOf('5511977770014');
    await t.ctx.db.orm.execute(sql`
      insert into messages (channel_id, attendance_id, contact_id, direction, type, content, status, operator_id, created_at)
      select a.channel_id, a.id, a.contact_id, 'out', 'template', ${JSON.stringify({ template: { name: 'retomar_conversa', language: 'pt_BR' } })}::jsonb,
             'pending', ${op.id}, ${later.toISOString()}::timestamptz
        from attendances a where a.id = ${withTemplate?.id}`);

    const res = await t.app.inject({ method: 'GET', url: `/api/attendance/operator/${op.id}?page=1&perPage=100&status=in_attendance`, headers: auth(op.token) });
    expect(res.statusCode).toBe(200);
    type Listed = { contact: { number: string }; lastMessage: { type: string; text: string | null } };
    const previews = new Map((res.json().attendances as Listed[]).map((a) => [a.contact.number, { type: a.lastMessage.type, text: a.lastMessage.text }]));
    // Each case named by its number, so a failure says which kind of message went wrong.
    expect(cases.map(([n]) => ({ n, ...previews.get(`55119777700${n}`) }))).toEqual(cases.map(([n, , expected]) => ({ n, ...expected })));
    expect(previews.get('5511977770014')).toEqual({ type: 'template', text: 'retomar_conversa' });
  });
});

describe('history paging', () => {
  it('pages newest first without skipping or shuffling messages that share a timestamp', async () => {
    const op = await createOperator('historia');
    await t.ctx.db.orm.execute(sql`update operators set status = false`);
    await setOnline(op, true);
    const sameSecond = new Date('2026-11-21T12:00:00Z');
    for (let i = 0; i < 7; i++) await processor.message(channelId, inboundText('5511944440001', `m${i}`, { timestamp: sameSecond }));
    const a = await attendanceOf('5511944440001');
    const seen: string[] = [];
    let before: string | null = null;
    for (let page = 0; page < 5; page++) {
      const url: string = `/api/message/attendance/${a?.id}?limit=3${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const res: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({ method: 'GET', url, headers: auth(op.token) });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().messages.map((m: { content: { text: string } }) => m.content.text));
      before = res.json().nextBefore;
      if (!before) break;
    }
    expect(seen).toEqual(['m6', 'm5', 'm4', 'm3', 'm2', 'm1', 'm0']);
  });

  it('marking an attendance read zeroes its unread count', async () => {
    const a = await attendanceOf('5511944440001');
    const op = (await t.ctx.db.orm.execute<{ login: string }>(sql`
      select u.login from attendances a join operators o on o.id = a.operator_id join users u on u.id = o.user_id where a.id = ${a?.id}`)).rows[0];
    const token = await t.tokenOf(op?.login ?? '', 'senha-forte-1');
    expect((await t.app.inject({ method: 'POST', url: `/api/message/read/${a?.id}`, headers: auth(token) })).statusCode).toBe(200);
    expect((await attendanceOf('5511944440001'))?.unread).toBe(0);
  });
});

