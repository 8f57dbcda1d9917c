// The embeddable chat's operator token and the signed transcript links, through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { EMBED_TOKEN_TTL_MS, INVALID_SHARE_LINK_MESSAGE, type Message } from '@atende/contract';
import { auth, COMPANY_PASSWORD, createCompany, createTestApp, type TestApp } from '../support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let clockNow = new Date();
let t: TestApp;
let channelId: string;
let ownerToken: string;
let operator: { id: string; token: string };
let attendanceId: string;
let other: { channelId: string; ownerToken: string; attendanceId: string };
const sockets: Socket[] = [];

/**
 * A customer's conversation as intake leaves it (contact, attendance assigned to the operator, the
 * customer's first message), written directly: this file is about who may read it, not intake.
 */
async function conversation(channel: string, operatorId: string | null, number: string, text: string): Promise<string> {
  const orm = t.ctx.db.orm;
  const contact = await orm.execute<{ id: string }>(sql`
    insert into contacts (channel_id, number, name) values (${channel}, ${number}, 'Cliente Teste') returning id`);
  const contactId = contact.rows[0]?.id as string;
  const attendance = await orm.execute<{ id: string }>(sql`
    insert into attendances (channel_id, contact_id, status, operator_id, assigned_at, last_inbound_at, last_message_at)
    values (${channel}, ${contactId}, ${operatorId ? 'in_attendance' : 'waiting'}, ${operatorId}, now(), now(), now()) returning id`);
  const id = attendance.rows[0]?.id as string;
  await orm.execute(sql`
    insert into messages (channel_id, attendance_id, contact_id, direction, type, content, status, provider_message_id)
    values (${channel}, ${id}, ${contactId}, 'in', 'text', ${JSON.stringify({ text })}::jsonb, 'received', ${`wamid.${number}`})`);
  return id;
}

/** The owner writes in the conversation (a real send: stored, and pushed to the operator's rooms). */
async function ownerWrites(text: string): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(ownerToken), payload: { type: 'text', attendanceId, text } });
  expect(res.statusCode).toBe(201);
}

const issue = (operatorId: string, token = ownerToken) =>
  t.app.inject({ method: 'GET', url: `/api/user/operator-token/operatorId/${operatorId}`, headers: auth(token) });

const shareLink = async (id: string, token: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/attendance/${id}/share-link`, headers: auth(token), payload: {} });
  expect(res.statusCode).toBe(200);
  return res.json<{ url: string; expiresAt: string }>();
};

/** /messages/{c}/{a}?exp&sig → the API call that page makes. */
const transcriptUrl = (webUrl: string) => webUrl.replace(/^\/messages\//, '/api/transcript/');

function open(token: string): Socket {
  const port = (t.app.server.address() as AddressInfo).port;
  const socket = connect(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });

beforeAll(async () => {
  t = await createTestApp({ clock: () => clockNow, queue: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await t.login('empresa');
  ownerToken = owner.token;
  channelId = owner.user.channelId as string;
  const op = await t.login('operador');
  operator = { id: op.user.operatorData?._id as string, token: op.token };
  attendanceId = await conversation(channelId, operator.id, '5511987001234', 'Oi, quero saber do meu pedido');

  const company = await createCompany(t, { name: 'Outra Loja', channelNumber: '5531955554444', ownerLogin: 'outraloja' });
  other = { ...company, attendanceId: await conversation(company.channelId, null, '5531988887777', 'Cliente da outra loja') };
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

describe('GET /api/user/operator-token/operatorId/{id}', () => {
  it('the channel owner gets a 12-hour token for its operator, with the /chat path', async () => {
    const res = await issue(operator.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; expiresAt: string; chatPath: string }>();
    const ttl = new Date(body.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(EMBED_TOKEN_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(EMBED_TOKEN_TTL_MS);
    expect(body.chatPath).toContain(`/chat?token=${body.token}&operatorId=${operator.id}&channelId=${channelId}`);
  });

  it("another company's owner gets 404 for this operator; the operator gets their own; a manager with AttendancesManage gets it (embed-scope.test.ts has the refusals)", async () => {
    expect((await issue(operator.id, other.ownerToken)).statusCode).toBe(404);
    expect((await issue(operator.id, operator.token)).statusCode).toBe(200);
    expect((await issue(operator.id, await t.tokenOf('gerente'))).statusCode).toBe(200);
  });

  it('an embed token cannot issue embed tokens', async () => {
    const embed = (await issue(operator.id)).json<{ token: string }>().token;
    expect((await issue(operator.id, embed)).statusCode).toBe(403);
  });
});

describe('the embed token', () => {
  let embed: string;
  beforeAll(async () => {
    embed = (await issue(operator.id)).json<{ token: string }>().token;
  });

  it('acts as the operator on the embedded chat’s routes: detail, history, read and send (not the panel’s unread counts)', async () => {
    const detail = await t.app.inject({ method: 'GET', url: `/api/attendance/${attendanceId}`, headers: auth(embed) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().attendance.operatorId).toBe(operator.id);
    const history = await t.app.inject({ method: 'GET', url: `/api/message/attendance/${attendanceId}`, headers: auth(embed) });
    expect(history.json().messages.map((m: Message) => m.content.text)).toEqual(['Oi, quero saber do meu pedido']);
    expect((await t.app.inject({ method: 'POST', url: `/api/message/read/${attendanceId}`, headers: auth(embed) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/message/unread/${operator.id}`, headers: auth(embed) })).statusCode).toBe(403);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/message/send',
      headers: auth(embed),
      payload: { type: 'text', attendanceId, text: 'Olá! Vou verificar seu pedido.' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message.operatorId).toBe(operator.id);
  });

  it('opens no other route: profile change, operator creation, share links (403)', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(embed) })).json();
    const profile = await t.app.inject({ method: 'PUT', url: `/api/user/${me.user._id}`, headers: auth(embed), payload: { name: 'Trocado', email: 'x@y.com' } });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().error).toBe('embed_token_scope');
    const create = await t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(embed), payload: { name: 'X', login: 'x-embed', password: 'senha-forte-1' } });
    expect(create.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/attendance/${attendanceId}/share-link`, headers: auth(embed), payload: {} })).statusCode).toBe(403);
  });

  it("does not reach another company's attendance (404)", async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/attendance/${other.attendanceId}`, headers: auth(embed) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/message/attendance/${other.attendanceId}`, headers: auth(embed) })).statusCode).toBe(404);
    const send = await t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(embed), payload: { type: 'text', attendanceId: other.attendanceId, text: 'intruso' } });
    expect(send.statusCode).toBe(404);
  });

  it('connects to the socket and receives the conversation live, without telling the panel already_connected', async () => {
    const panel = open(operator.token);
    await connected(panel);
    let panelTold = false;
    panel.on('already_connected', () => {
      panelTold = true;
    });
    const socket = open(embed);
    let embedTold = false;
    socket.on('already_connected', () => {
      embedTold = true;
    });
    await connected(socket);
    const received = new Promise<Message>((resolve) => {
      socket.on('message.created', ({ message }: { message: Message }) => {
        if (message.content.text === 'Chegou ao chat incorporado?') resolve(message);
      });
    });
    await ownerWrites('Chegou ao chat incorporado?');
    expect((await received).attendanceId).toBe(attendanceId);
    // A panel sign-in after the embed does not displace it either.
    const second = open(await t.tokenOf('operador'));
    await connected(second);
    const ping = new Promise<void>((resolve) => socket.once('message.created', () => resolve()));
    await ownerWrites('Mais uma');
    await ping;
    expect(embedTold).toBe(false);
    expect(panelTold).toBe(true); // the later panel sign-in did tell the earlier panel, as before
    second.disconnect();
    panel.disconnect();
  });

  it('is refused after revocation: HTTP answers 401, the live socket is closed and a new one refused', async () => {
    const token = (await issue(operator.id)).json<{ token: string }>().token;
    const socket = open(token);
    await connected(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/user/operator-token/operatorId/${operator.id}`, headers: auth(ownerToken) });
    expect(revoke.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await t.app.inject({ method: 'GET', url: `/api/attendance/${attendanceId}`, headers: auth(token) })).statusCode).toBe(401);
    const again = open(token);
    const refusal = await new Promise<string>((resolve) => again.once('connect_error', (err) => resolve(err.message)));
    expect(refusal).toBe('unauthorized');
    // A new token works again; revoking another company's operator is a 404.
    const fresh = (await issue(operator.id)).json<{ token: string }>().token;
    expect((await t.app.inject({ method: 'GET', url: `/api/attendance/${attendanceId}`, headers: auth(fresh) })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user/operator-token/operatorId/${operator.id}`, headers: auth(other.ownerToken) })).statusCode,
    ).toBe(404);
    operator.token = await t.tokenOf('operador');
  });
});

describe('transcript share links', () => {
  it('the owner and the assigned operator get a signed /messages link valid for 7 days', async () => {
    const link = await shareLink(attendanceId, operator.token);
    expect(link.url).toMatch(new RegExp(`^/messages/${channelId}/${attendanceId}\\?exp=\\d+&sig=[\\w-]+$`));
    expect(new Date(link.expiresAt).getTime() - clockNow.getTime()).toBeGreaterThan(7 * DAY_MS - 1000);
    expect(new Date(link.expiresAt).getTime() - clockNow.getTime()).toBeLessThanOrEqual(7 * DAY_MS);
    await shareLink(attendanceId, ownerToken);
  });

  it("another company cannot share this attendance (404)", async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/attendance/${attendanceId}/share-link`, headers: auth(other.ownerToken), payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('a valid link opens the whole conversation without a session, oldest first, with the header', async () => {
    const link = await shareLink(attendanceId, ownerToken);
    const res = await t.app.inject({ method: 'GET', url: transcriptUrl(link.url) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.attendance).toMatchObject({
      channelName: 'Empresa Demo',
      contact: { name: 'Cliente Teste', number: '5511987001234', numberFormatted: '+55 (11) 9 8700-1234' },
      operator: { _id: operator.id, name: 'Operador Demo' },
      status: 'in_attendance',
      statusLabel: 'Em atendimento',
    });
    expect(body.messages.map((m: Message) => m.content.text)).toEqual([
      'Oi, quero saber do meu pedido',
      'Olá! Vou verificar seu pedido.',
      'Chegou ao chat incorporado?',
      'Mais uma',
    ]);
    expect(body.nextAfter).toBeNull();
  });

  it('pages a long conversation by cursor, oldest first, without gaps or repeats', async () => {
    const link = await shareLink(attendanceId, ownerToken);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const url = `${transcriptUrl(link.url)}&limit=3${after ? `&after=${encodeURIComponent(after)}` : ''}`;
      const page: { messages: Message[]; nextAfter: string | null } = (await t.app.inject({ method: 'GET', url })).json();
      seen.push(...page.messages.map((m) => m.content.text ?? ''));
      after = page.nextAfter;
    } while (after);
    expect(seen).toEqual(['Oi, quero saber do meu pedido', 'Olá! Vou verificar seu pedido.', 'Chegou ao chat incorporado?', 'Mais uma']);
  });

  it('a tampered signature, another attendance or another channel in the path is refused with the pt-BR message', async () => {
    const link = await shareLink(attendanceId, ownerToken);
    const url = transcriptUrl(link.url);
    const sig = new URL(url, 'http://x').searchParams.get('sig') as string;
    const tampered = url.replace(`sig=${sig}`, `sig=${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    const longer = url.replace(`exp=${exp}`, `exp=${exp + DAY_MS / 1000}`);
    const elsewhere = url.replace(`/${channelId}/${attendanceId}`, `/${other.channelId}/${other.attendanceId}`);
    const unsigned = url.split('?')[0] as string;
    for (const bad of [tampered, longer, elsewhere, unsigned]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'invalid_link', erroMensagem: INVALID_SHARE_LINK_MESSAGE });
    }
  });

  it('a session of the channel opens it without a signature; another channel, an embed token or an operator who does not own it cannot', async () => {
    const url = `/api/transcript/${channelId}/${attendanceId}`;
    expect((await t.app.inject({ method: 'GET', url, headers: auth(ownerToken) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: auth(operator.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: auth(other.ownerToken) })).statusCode).toBe(403);
    const embed = (await issue(operator.id)).json<{ token: string }>().token;
    expect((await t.app.inject({ method: 'GET', url, headers: auth(embed) })).statusCode).toBe(403);
    const colleague = await t.app.inject({
      method: 'POST',
      url: '/api/operator',
      headers: auth(ownerToken),
      payload: { name: 'Colega', login: 'colega-transcricao', password: COMPANY_PASSWORD },
    });
    expect(colleague.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url, headers: auth(await t.tokenOf('colega-transcricao', COMPANY_PASSWORD)) })).statusCode).toBe(404);
  });

  it('expires after its days (test clock), and expiresInDays shortens it', async () => {
    const week = await shareLink(attendanceId, ownerToken);
    const res = await t.app.inject({ method: 'POST', url: `/api/attendance/${attendanceId}/share-link`, headers: auth(ownerToken), payload: { expiresInDays: 1 } });
    const oneDay = res.json<{ url: string }>();
    const start = clockNow;
    try {
      clockNow = new Date(start.getTime() + 2 * DAY_MS);
      expect((await t.app.inject({ method: 'GET', url: transcriptUrl(week.url) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: transcriptUrl(oneDay.url) })).statusCode).toBe(403);
      clockNow = new Date(start.getTime() + 7 * DAY_MS + 1000);
      const expired = await t.app.inject({ method: 'GET', url: transcriptUrl(week.url) });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().erroMensagem).toBe(INVALID_SHARE_LINK_MESSAGE);
    } finally {
      clockNow = start;
    }
  });
});
