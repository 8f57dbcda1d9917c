// The built-in simulator channel of the demo company, through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { Message } from '@atende/contract';
import { createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { connectSocket } from '../support/sockets.js';
import { postSimulatorWebhook } from '../support/simulator-webhook.js';
import { signSimulatorWebhook, type SimulatorWebhook } from '../../src/providers/simulator/simulator.adapter.js';
import { openCredentials } from '../../src/modules/channels/channel-view.js';
import { channels } from '../../src/schema/index.js';

let t: TestApp;
let channelId: string;
let secret: string;
let operator: { id: string; token: string };
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const op = await t.login('operador');
  operator = { id: op.user.operatorData?._id as string, token: op.token };
  channelId = op.user.channelId as string;
  const [row] = await t.ctx.db.orm.select().from(channels);
  secret = openCredentials(t.ctx.keys.encryption, row?.credentialsSealed ?? null).simulatorSecret ?? '';
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

let seq = 0;
const textFrom = (number: string, text: string): SimulatorWebhook => ({
  channelId,
  events: [{ kind: 'message', id: `sim-in-${++seq}-${Date.now()}`, from: { number, name: 'Cliente Simulado' }, type: 'text', text }],
});
const postFrom = (remoteAddress: string, body: SimulatorWebhook, signature?: string) => postSimulatorWebhook(t, body, { remoteAddress, ...(signature ? { signature } : {}) });

describe('simulator webhook', () => {
  it('the demo channel has its own id and a secret as credentials', () => {
    expect(secret.length).toBeGreaterThan(20);
  });

  it('from this machine needs no signature and opens an attendance like any provider', async () => {
    expect((await postFrom('127.0.0.1', textFrom('5511988880001', 'Oi, simulador'))).statusCode).toBe(200);
    await eventually(async () => {
      const res = await t.ctx.db.orm.execute<{ status: string }>(sql`
        select a.status from attendances a join contacts c on c.id = a.contact_id where c.number = '5511988880001'`);
      expect(res.rows[0]?.status).toBe('offline_operators');
    });
  });

  it('from elsewhere needs the channel secret signature', async () => {
    const body = textFrom('5511988880002', 'de fora');
    expect((await postFrom('203.0.113.9', body)).statusCode).toBe(401);
    expect((await postFrom('203.0.113.9', body, signSimulatorWebhook(JSON.stringify(body), 'errado'))).statusCode).toBe(401);
    expect((await postFrom('203.0.113.9', body, signSimulatorWebhook(JSON.stringify(body), secret))).statusCode).toBe(200);
  });

  it('refuses a malformed event with 400', async () => {
    const res = await postFrom('127.0.0.1', { channelId, events: [{ kind: 'message', id: 'x', from: { number: 'abc', name: null }, type: 'text' }] } as SimulatorWebhook);
    expect(res.statusCode).toBe(400);
  });

  it('the conversation is readable from this machine, or elsewhere only with the secret', async () => {
    const url = `/api/simulator/${channelId}/conversation?number=5511988880001`;
    const local = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.json().messages.map((m: Message) => m.content.text)).toEqual(['Oi, simulador']);
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9', headers: { 'x-simulator-secret': secret } })).statusCode).toBe(200);
  });
});

describe('the phone receives the answer with its ticks', () => {
  it("the operator's answer reaches the simulator socket, and the phone's read receipt turns it read", async () => {
    const phone = await connectSocket(t, '/simulator', { channelId });
    sockets.push(phone);
    const received: Array<{ number: string; message: Message }> = [];
    phone.on('simulator.message', (p: { number: string; message: Message }) => received.push(p));

    await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } });
    const attendanceId = await eventually(async () => {
      const res = await t.ctx.db.orm.execute<{ id: string; status: string }>(sql`
        select a.id, a.status from attendances a join contacts c on c.id = a.contact_id where c.number = '5511988880001'`);
      expect(res.rows[0]?.status).toBe('in_attendance');
      return res.rows[0]?.id as string;
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/message/send',
      headers: auth(operator.token),
      payload: { attendanceId, type: 'text', text: 'Olá! Como posso ajudar?' },
    });
    expect(sent.statusCode).toBe(201);
    const answer = await eventually(async () => {
      const found = received.find((r) => r.message.content.text === 'Olá! Como posso ajudar?' && r.message.status === 'sent');
      expect(found).toBeDefined();
      return found as { number: string; message: Message };
    });
    expect(answer.number).toBe('5511988880001');

    const receipt: SimulatorWebhook = {
      channelId,
      events: [{ kind: 'status', id: answer.message.providerMessageId ?? '', status: 'read', number: '5511988880001' }],
    };
    expect((await postFrom('127.0.0.1', receipt)).statusCode).toBe(200);
    await eventually(async () => expect(received.some((r) => r.message._id === answer.message._id && r.message.status === 'read')).toBe(true));
  });
});
