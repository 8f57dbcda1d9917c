// The details of a customer's message that WhatsApp gives beyond its type, kept from the webhook to
// the operator's history and the transcript (issue 17 item 13): a location's name, address and site,
// a shared card's company and WhatsApp ids, a list row's description, the original type of an
// unsupported message, and a failed status's error_data.details. Payloads as Meta's messages webhook
// reference (and Gupshup's v2 callbacks) show them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Message } from '@atende/contract';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { cloudWebhook, fakeWamid, graphError, signedCloudWebhook, startFakeGraph, type CloudWebhookBody, type FakeGraph } from '../support/fake-graph/index.js';
import { gupshupCallback, startFakeGupshup, type FakeGupshup, type GupshupCallback } from '../support/fake-gupshup/index.js';
import { createOnlineOperator } from '../support/operator-fixtures.js';

let t: TestApp;
let graph: FakeGraph;
let gupshup: FakeGupshup;
let cloud: { channelId: string; creds: Record<string, string>; operatorToken: string };
let gs: { channelId: string; creds: Record<string, string>; operatorToken: string };

/** The conversation needs someone online to reach; the operator's session token. */
const onlineOperator = async (ownerToken: string, login: string): Promise<string> => (await createOnlineOperator(t, ownerToken, login)).token;

beforeAll(async () => {
  graph = await startFakeGraph();
  gupshup = await startFakeGupshup();
  t = await createTestApp({ queue: true, config: { ...graph.config(), ...gupshup.config() } });
  const cloudCreds = graph.credentials();
  const cloudCompany = await createCompany(t, { name: 'Loja Detalhes', channelNumber: '5511955554000', ownerLogin: 'loja-detalhes', credentials: cloudCreds });
  cloud = { channelId: cloudCompany.channelId, creds: cloudCreds, operatorToken: await onlineOperator(cloudCompany.ownerToken, 'rita-detalhes') };
  const gsCreds = gupshup.credentials();
  const gsCompany = await createCompany(t, { name: 'Loja Detalhes GS', channelNumber: '5511944445000', ownerLogin: 'loja-detalhes-gs', apiType: 'gupshup', credentials: gsCreds });
  gs = { channelId: gsCompany.channelId, creds: gsCreds, operatorToken: await onlineOperator(gsCompany.ownerToken, 'beto-detalhes') };
});
afterAll(async () => {
  await t.close();
  await graph.close();
  await gupshup.close();
});
beforeEach(() => {
  graph.reset();
  gupshup.reset();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
const postCloud = (body: CloudWebhookBody) => {
  const { payload, headers } = signedCloudWebhook(body, cloud.creds.appSecret ?? '');
  return t.app.inject({ method: 'POST', url: '/api/webhooks/cloud', payload, headers });
};
const postGupshup = (body: GupshupCallback) =>
  t.app.inject({
    method: 'POST',
    url: `/api/webhooks/gupshup/${gs.channelId}?token=${encodeURIComponent(gs.creds.webhookToken ?? '')}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
/** A Meta message of any type, exactly as the webhook reference shows it. */
const cloudMessage = (from: string, message: Record<string, unknown>) =>
  cloudWebhook.message(cloud.creds.phoneNumberId ?? '', { from, type: 'raw', message: { id: fakeWamid(), ...message } });

const attendanceOf = (channelId: string, number: string) =>
  eventually(async () => {
    const [a] = await rows<{ id: string }>(sql`
      select a.id from attendances a join contacts c on c.id = a.contact_id
       where c.channel_id = ${channelId} and c.number = ${number} and a.status not in ('finished', 'abandoned')`);
    expect(a).toBeDefined();
    return (a as { id: string }).id;
  });
/** The operator's history of the customer's open attendance, once it holds `count` messages. */
const historyOf = async (channel: { channelId: string; operatorToken: string }, number: string, count = 1): Promise<Message[]> => {
  const attendanceId = await attendanceOf(channel.channelId, number);
  return eventually(async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/message/attendance/${attendanceId}`, headers: auth(channel.operatorToken) });
    expect(res.statusCode).toBe(200);
    const messages = res.json().messages as Message[];
    expect(messages.length).toBeGreaterThanOrEqual(count);
    return messages;
  });
};

describe('Cloud: what the customer sent is kept with its details', () => {
  it("keeps a shared location's name, address and site", async () => {
    const res = await postCloud(
      cloudMessage('5511977771301', {
        type: 'location',
        location: { address: 'Av. Paulista, 1578 - Bela Vista, São Paulo', latitude: -23.5613, longitude: -46.6565, name: 'MASP', url: 'https://masp.org.br/' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const [message] = await historyOf(cloud, '5511977771301');
    expect(message).toMatchObject({
      type: 'location',
      content: { location: { latitude: -23.5613, longitude: -46.6565, name: 'MASP', address: 'Av. Paulista, 1578 - Bela Vista, São Paulo', url: 'https://masp.org.br/' } },
    });
  });

  it("keeps a shared card's company and which of its phones are on WhatsApp", async () => {
    await postCloud(
      cloudMessage('5511977771302', {
        type: 'contacts',
        contacts: [
          {
            name: { first_name: 'Barbara', last_name: 'Johnson', formatted_name: 'Barbara J. Johnson' },
            org: { company: 'Social Tsunami' },
            phones: [
              { phone: '+1 (415) 555-0829', wa_id: '14125550829', type: 'MOBILE' },
              { phone: '+1 (415) 555-0000', type: 'WORK' },
            ],
          },
        ],
      }),
    );
    const [message] = await historyOf(cloud, '5511977771302');
    expect(message?.type).toBe('contacts');
    expect(message?.content.contacts).toEqual([
      {
        name: 'Barbara J. Johnson',
        phones: ['+1 (415) 555-0829', '+1 (415) 555-0000'],
        organization: 'Social Tsunami',
        waIds: [{ phone: '+1 (415) 555-0829', waId: '14125550829' }],
      },
    ]);
  });

  it('keeps the description of the list row the customer chose', async () => {
    await postCloud(
      cloudWebhook.message(cloud.creds.phoneNumberId ?? '', {
        from: '5511977771303',
        type: 'interactive',
        reply: { kind: 'list_reply', id: 'segunda-via', title: 'Segunda via', description: 'Boleto do mês atual' },
      }),
    );
    const [message] = await historyOf(cloud, '5511977771303');
    expect(message).toMatchObject({
      type: 'interactive',
      content: { interactive: { kind: 'list_reply', id: 'segunda-via', title: 'Segunda via', description: 'Boleto do mês atual' } },
    });
  });

  it('keeps the original type of an unsupported message (an edit)', async () => {
    await postCloud(
      cloudMessage('5511977771304', {
        errors: [{ code: 131051, title: 'Message type unknown', message: 'Message type unknown', error_data: { details: 'Message type is currently not supported.' } }],
        type: 'unsupported',
        unsupported: { type: 'edit' },
      }),
    );
    const [message] = await historyOf(cloud, '5511977771304');
    expect(message).toMatchObject({ type: 'unsupported', content: { unsupportedType: 'edit', text: 'Message type unknown' } });
  });
});

describe('Cloud: a failed message keeps why, in detail', () => {
  it("keeps a failed status's error_data.details, in the history and the transcript", async () => {
    await postCloud(cloudWebhook.text(cloud.creds.phoneNumberId ?? '', '5511977771305', 'oi'));
    const attendanceId = await attendanceOf(cloud.channelId, '5511977771305');
    const sent = await t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(cloud.operatorToken), payload: { attendanceId, type: 'text', text: 'Temos novidades!' } });
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json().message._id as string;
    const wamid = await eventually(async () => {
      const [row] = await rows<{ status: string; provider_message_id: string | null }>(sql`select status, provider_message_id from messages where id = ${messageId}`);
      expect(row?.status).toBe('sent');
      return row?.provider_message_id ?? '';
    });
    const failed = cloudWebhook.status(cloud.creds.phoneNumberId ?? '', {
      id: wamid,
      status: 'failed',
      recipient: '5511977771305',
      error: {
        code: 131049,
        title: 'This message was not delivered to maintain healthy ecosystem engagement.',
        message: 'This message was not delivered to maintain healthy ecosystem engagement.',
        details: 'In order to maintain a healthy ecosystem engagement, the message failed to be delivered.',
      },
    });
    expect((await postCloud(failed)).statusCode).toBe(200);
    const expected = {
      code: 131049,
      message: 'This message was not delivered to maintain healthy ecosystem engagement.',
      details: 'In order to maintain a healthy ecosystem engagement, the message failed to be delivered.',
    };
    await eventually(async () => {
      const mine = (await historyOf(cloud, '5511977771305', 2)).find((m) => m._id === messageId);
      expect(mine).toMatchObject({ status: 'failed', error: expected });
    });
    const transcript = await t.app.inject({ method: 'GET', url: `/api/transcript/${cloud.channelId}/${attendanceId}`, headers: auth(cloud.operatorToken) });
    expect(transcript.statusCode).toBe(200);
    expect((transcript.json().messages as Message[]).find((m) => m._id === messageId)?.error).toEqual(expected);
  });

  it('keeps the details Graph gives when it refuses the send itself', async () => {
    await postCloud(cloudWebhook.text(cloud.creds.phoneNumberId ?? '', '5511977771306', 'oi'));
    const attendanceId = await attendanceOf(cloud.channelId, '5511977771306');
    graph.failNext(1, graphError(400, { code: 131026, message: 'Message undeliverable', details: 'Message Undeliverable.' }));
    const sent = await t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(cloud.operatorToken), payload: { attendanceId, type: 'text', text: 'Olá' } });
    const messageId = sent.json().message._id as string;
    await eventually(async () => {
      const mine = (await historyOf(cloud, '5511977771306', 2)).find((m) => m._id === messageId);
      expect(mine).toMatchObject({ status: 'failed', error: { code: 131026, details: 'Message Undeliverable.' } });
    });
  });
});

describe('Gupshup: what the customer sent is kept with its details', () => {
  const app = () => gs.creds.appName ?? '';

  it("keeps a shared location's name, address and site", async () => {
    const res = await postGupshup(
      gupshupCallback.message(app(), 'location', { latitude: '-23.5613', longitude: '-46.6565', name: 'MASP', address: 'Av. Paulista, 1578', url: 'https://masp.org.br/' }, { from: '5511966661301' }),
    );
    expect(res.statusCode).toBe(200);
    const [message] = await historyOf(gs, '5511966661301');
    expect(message?.content.location).toEqual({ latitude: -23.5613, longitude: -46.6565, name: 'MASP', address: 'Av. Paulista, 1578', url: 'https://masp.org.br/' });
  });

  it("keeps a contact card's company and WhatsApp id", async () => {
    await postGupshup(
      gupshupCallback.message(
        app(),
        'contact',
        { contacts: [{ name: { formatted_name: 'João Silva', first_name: 'João' }, org: { company: 'Silva Joias' }, phones: [{ phone: '+55 11 91234-5678', type: 'CELL', wa_id: '5511912345678' }] }] },
        { from: '5511966661302' },
      ),
    );
    const [message] = await historyOf(gs, '5511966661302');
    expect(message?.content.contacts).toEqual([
      { name: 'João Silva', phones: ['+55 11 91234-5678'], organization: 'Silva Joias', waIds: [{ phone: '+55 11 91234-5678', waId: '5511912345678' }] },
    ]);
  });

  it('keeps the description of the list row the customer chose', async () => {
    await postGupshup(
      gupshupCallback.message(app(), 'list_reply', { title: 'Segunda via', id: 'list1', reply: 'Segunda via 1', postbackText: 'segunda-via', description: 'Boleto do mês atual' }, { from: '5511966661303' }),
    );
    const [message] = await historyOf(gs, '5511966661303');
    expect(message?.content.interactive).toEqual({ kind: 'list_reply', id: 'segunda-via', title: 'Segunda via', description: 'Boleto do mês atual' });
  });

  it('keeps the type of a message it cannot read', async () => {
    await postGupshup(gupshupCallback.message(app(), 'poll', { question: 'Qual cor?' }, { from: '5511966661304' }));
    const [message] = await historyOf(gs, '5511966661304');
    expect(message).toMatchObject({ type: 'unsupported', content: { unsupportedType: 'poll' } });
  });
});
