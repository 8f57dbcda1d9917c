// Cloud webhook shapes beyond the plain text message, through the real app: forwarded messages,
// customers known only by their business-scoped user id, errors about the business number itself,
// and a template whose header is a document with its file name.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Message } from '@atende/contract';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { cloudWebhook, fakeWamid, signedCloudWebhook, startFakeGraph, type CloudWebhookBody, type FakeGraph } from '../support/fake-graph/index.js';

let t: TestApp;
let graph: FakeGraph;
let creds: Record<string, string>;
let channelId: string;
let ownerToken: string;
let operator: { id: string; token: string };

beforeAll(async () => {
  graph = await startFakeGraph();
  creds = graph.credentials();
  t = await createTestApp({ queue: true, config: graph.config() });
  const company = await createCompany(t, { name: 'Loja Encaminha', channelNumber: '5511955553000', ownerLogin: 'loja-encaminha', credentials: creds });
  channelId = company.channelId;
  ownerToken = company.ownerToken;
  const op = await t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(ownerToken), payload: { name: 'Duda', login: 'duda-enc', password: 'senha-forte-1', maxAttendances: 100 } });
  operator = { id: op.json().operator._id, token: await t.tokenOf('duda-enc', 'senha-forte-1') };
  const online = await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } });
  expect(online.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});
beforeEach(() => graph.reset());

const phoneId = () => creds.phoneNumberId ?? '';
const post = (body: CloudWebhookBody) => {
  const { payload, headers } = signedCloudWebhook(body, creds.appSecret ?? '');
  return t.app.inject({ method: 'POST', url: '/api/webhooks/cloud', payload, headers });
};
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
const historyOf = async (number: string): Promise<Message[]> =>
  eventually(async () => {
    const [a] = await rows<{ id: string }>(sql`
      select a.id from attendances a join contacts c on c.id = a.contact_id
       where c.channel_id = ${channelId} and c.number = ${number} and a.status not in ('finished', 'abandoned')`);
    expect(a).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: `/api/message/attendance/${a?.id}`, headers: auth(operator.token) });
    expect(res.statusCode).toBe(200);
    const messages = res.json().messages as Message[];
    expect(messages.length).toBeGreaterThan(0);
    return messages;
  });
/** A messages change as Meta delivers it, for this channel's number. */
const messagesChange = (value: Record<string, unknown>): CloudWebhookBody => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '100000000000001',
      changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550001111', phone_number_id: phoneId() }, ...value } }],
    },
  ],
});
const unprocessed = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from webhook_inbox where processed_at is null`))[0]?.n;

describe('forwarded messages', () => {
  it('stores a forwarded customer message as forwarded and not as a reply', async () => {
    const body = cloudWebhook.message(phoneId(), { from: '5511966670001', type: 'text', text: 'Olha essa promoção', context: { forwarded: true } });
    expect((await post(body)).statusCode).toBe(200);
    const [message] = await historyOf('5511966670001');
    expect(message).toMatchObject({ direction: 'in', type: 'text', replyToId: null, content: { text: 'Olha essa promoção', forwarded: true } });
  });

  it('stores a frequently forwarded message as forwarded', async () => {
    const body = cloudWebhook.message(phoneId(), { from: '5511966670002', type: 'text', text: 'Corrente', context: { frequently_forwarded: true } });
    expect((await post(body)).statusCode).toBe(200);
    const [message] = await historyOf('5511966670002');
    expect(message).toMatchObject({ replyToId: null, content: { text: 'Corrente', forwarded: true } });
  });

  it('leaves an ordinary message without the forwarded flag', async () => {
    expect((await post(cloudWebhook.text(phoneId(), '5511966670003', 'Escrevi eu mesmo'))).statusCode).toBe(200);
    const [message] = await historyOf('5511966670003');
    expect(message?.content).not.toHaveProperty('forwarded');
  });
});

describe('customers known by their business-scoped user id', () => {
  it('files a message with both number and user id under the phone number', async () => {
    const body = messagesChange({
      contacts: [{ profile: { name: 'Maria Souza' }, wa_id: '5511966670010', user_id: 'BR.1502576394655843' }],
      messages: [{ from: '5511966670010', from_user_id: 'BR.1502576394655843', id: fakeWamid(), timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'Oi!' } }],
    });
    expect((await post(body)).statusCode).toBe(200);
    const [message] = await historyOf('5511966670010');
    expect(message?.content.text).toBe('Oi!');
    const contacts = await rows<{ number: string; name: string }>(sql`select number, name from contacts where channel_id = ${channelId} and name = 'Maria Souza'`);
    expect(contacts).toEqual([{ number: '5511966670010', name: 'Maria Souza' }]);
  });

  it('opens an attendance for a customer whose number Meta withholds, keyed by the user id', async () => {
    const body = messagesChange({
      contacts: [{ profile: { name: 'Rafa', username: '@rafa.lima' }, user_id: 'BR.7700112233445566' }],
      messages: [{ from_user_id: 'BR.7700112233445566', id: fakeWamid(), timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'Quero um orçamento' } }],
    });
    expect((await post(body)).statusCode).toBe(200);
    const [message] = await historyOf('BR.7700112233445566');
    expect(message).toMatchObject({ direction: 'in', type: 'text', content: { text: 'Quero um orçamento' } });
  });
});

describe('errors about the business number itself', () => {
  it('accepts and processes an account-level errors webhook without storing any message', async () => {
    const before = (await rows<{ n: number }>(sql`select count(*)::int as n from messages where channel_id = ${channelId}`))[0]?.n;
    const body = messagesChange({
      errors: [
        {
          code: 130429,
          title: 'Rate limit hit',
          message: 'Rate limit hit',
          error_data: { details: 'Message failed to send because there were too many messages sent from this phone number in a short period of time' },
          href: '/docs/whatsapp/cloud-api/support/error-codes/',
        },
      ],
    });
    expect((await post(body)).statusCode).toBe(200);
    await eventually(async () => expect(await unprocessed()).toBe(0));
    const after = (await rows<{ n: number }>(sql`select count(*)::int as n from messages where channel_id = ${channelId}`))[0]?.n;
    expect(after).toBe(before);
  });
});

describe('templates with a document header', () => {
  it('sends the document nested under its type with the file name the customer sees', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message/send_template',
      headers: auth(ownerToken),
      payload: {
        channelId,
        contactNumber: '5511966670020',
        templateName: 'boleto_disponivel',
        params: ['Ana'],
        headerMedia: { type: 'document', link: 'https://loja.example.com/boletos/123.pdf', fileName: 'boleto-junho.pdf' },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message.content.template.headerMedia).toEqual({ type: 'document', link: 'https://loja.example.com/boletos/123.pdf', fileName: 'boleto-junho.pdf' });
    const [sent] = await eventually(async () => {
      const messages = graph.sentMessages();
      expect(messages).toHaveLength(1);
      return messages;
    });
    expect(sent).toMatchObject({
      to: '5511966670020',
      type: 'template',
      template: {
        name: 'boleto_disponivel',
        components: [
          { type: 'header', parameters: [{ type: 'document', document: { link: 'https://loja.example.com/boletos/123.pdf', filename: 'boleto-junho.pdf' } }] },
          { type: 'body', parameters: [{ type: 'text', text: 'Ana' }] },
        ],
      },
    });
  });

  it('refuses an empty document file name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message/send_template',
      headers: auth(ownerToken),
      payload: { channelId, contactNumber: '5511966670021', templateName: 'boleto_disponivel', headerMedia: { type: 'document', link: 'https://loja.example.com/b.pdf', fileName: '  ' } },
    });
    expect(res.statusCode).toBe(400);
  });
});
