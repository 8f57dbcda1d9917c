// A Cloud company for the media and message-type tests: a fake Graph server, the app with its job
// queue on a clock the tests move, an operator online, a stranger company; plus the customer's
// signed webhooks, the conversation handed to the operator, sends and uploads. One harness per file:
//   const h = cloudMediaHarness(); beforeAll(h.start); afterAll(h.stop); beforeEach(h.reset);
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { Message } from '@atende/contract';
import { createCompany, createTestApp, auth, type TestApp } from './test-app.js';
import { eventually } from './eventually.js';
import { cloudWebhook, fakeWamid, signedCloudWebhook, startFakeGraph, type FakeGraph, type WebhookMessageInput } from './fake-graph/index.js';
import { multipart } from './multipart.js';
import { harnessState } from './harness-state.js';

type State = {
  t: TestApp;
  graph: FakeGraph;
  creds: Record<string, string>;
  channelId: string;
  ownerToken: string;
  operator: { id: string; token: string };
  stranger: { channelId: string; ownerToken: string };
};

export function cloudMediaHarness() {
  const state = harnessState<State>('the cloud media harness');
  const { ready } = state;
  const clock = { now: new Date() };
  const sockets: Socket[] = [];

  const phoneId = () => ready().creds.phoneNumberId ?? '';
  const post = (body: ReturnType<typeof cloudWebhook.message>) => {
    const { payload, headers } = signedCloudWebhook(body, ready().creds.appSecret ?? '');
    return ready().t.app.inject({ method: 'POST', url: '/api/webhooks/cloud', payload, headers });
  };
  const rows = async <T>(query: ReturnType<typeof sql>) => (await ready().t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
  const attendanceOf = async (number: string) =>
    eventually(async () => {
      const [a] = await rows<{ id: string }>(sql`
        select a.id from attendances a join contacts c on c.id = a.contact_id
         where c.number = ${number} and a.status not in ('finished', 'abandoned')`);
      expect(a).toBeDefined();
      return a as { id: string };
    });
  const history = async (attendanceId: string, token = ready().operator.token): Promise<Message[]> => {
    const res = await ready().t.app.inject({ method: 'GET', url: `/api/message/attendance/${attendanceId}`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    return res.json().messages as Message[];
  };

  const harness = {
    start: async () => {
      const graph = await startFakeGraph();
      const creds = graph.credentials();
      const t = await createTestApp({ queue: true, clock: () => clock.now, config: graph.config() });
      const company = await createCompany(t, { name: 'Loja Mídia', channelNumber: '5511955551000', ownerLogin: 'loja-midia', credentials: creds });
      const op = await t.app.inject({
        method: 'POST',
        url: '/api/operator',
        headers: auth(company.ownerToken),
        payload: { name: 'Caio', login: 'caio-midia', password: 'senha-forte-1', maxAttendances: 100 },
      });
      const operator = { id: op.json().operator._id as string, token: await t.tokenOf('caio-midia', 'senha-forte-1') };
      const online = await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } });
      expect(online.statusCode).toBe(200);
      const stranger = await createCompany(t, {
        name: 'Outra Loja',
        channelNumber: '5511955552000',
        ownerLogin: 'outra-loja-midia',
        credentials: graph.credentials({ phoneNumberId: '109876543219999' }),
      });
      state.set({ t, graph, creds, channelId: company.channelId, ownerToken: company.ownerToken, operator, stranger });
    },
    stop: async () => {
      for (const s of sockets) s.disconnect();
      await state.current()?.t.close();
      await state.current()?.graph.close();
    },
    /** Each test starts at the current time with the fake Graph server's records cleared. */
    reset: () => {
      clock.now = new Date();
      state.current()?.graph.reset();
    },
    clock,
    /** Sockets a test opens; disconnected when the harness stops. */
    sockets,
    phoneId,
    rows,
    history,
    /** A customer writes (which opens the window) and the attendance is handed to the operator. */
    conversationWith: async (number: string, extra: Partial<WebhookMessageInput> = {}) => {
      const wamid = fakeWamid();
      expect((await post(cloudWebhook.message(phoneId(), { from: number, type: 'text', text: 'oi', id: wamid, ...extra } as WebhookMessageInput))).statusCode).toBe(200);
      const a = await attendanceOf(number);
      const [first] = await eventually(async () => {
        const messages = await history(a.id);
        expect(messages.length).toBeGreaterThan(0);
        return messages;
      });
      return { attendanceId: a.id, inbound: first as Message, wamid };
    },
    send: (payload: Record<string, unknown>, token = ready().operator.token) => ready().t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(token), payload }),
    statusOf: async (messageId: string, wanted: string) =>
      eventually(async () => {
        const [row] = await rows<{ status: string; error_message: string | null; error_code: string | null }>(sql`select status, error_message, error_code from messages where id = ${messageId}`);
        expect(row?.status).toBe(wanted);
        return row as { status: string; error_message: string | null; error_code: string | null };
      }),
    upload: async (bytes: Buffer, mimeType: string, fileName: string, type?: string, token = ready().operator.token) => {
      const { payload, headers } = await multipart(bytes, mimeType, fileName);
      return ready().t.app.inject({ method: 'POST', url: `/api/upload${type ? `?type=${type}` : ''}`, headers: { ...auth(token), ...headers }, payload });
    },
  };
  return state.expose(harness, ['t', 'graph', 'creds', 'channelId', 'ownerToken', 'operator', 'stranger']);
}
