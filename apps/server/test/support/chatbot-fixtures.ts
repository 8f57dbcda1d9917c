// A Cloud company with its bot for the chatbot tests: a fake Graph server, two departments, an
// operator online in Financeiro, a list menu leading to a buttons menu (and back), the bot on with
// the survey; plus the customer's moves (signed webhooks) and what reached the fake Graph server.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Menu } from '@atende/contract';
import { auth, createCompany, createTestApp, type TestApp } from './test-app.js';
import { eventually } from './eventually.js';
import { cloudWebhook, signedCloudWebhook, startFakeGraph, type FakeGraph } from './fake-graph/index.js';

export type Sent = { to?: string; type: string; text?: { body: string }; interactive?: Record<string, unknown> };

/** The envelope Meta requires on every message send to one customer (exact payload checks spread it). */
export const cloudEnvelope = (to: string, type: string) => ({ messaging_product: 'whatsapp', recipient_type: 'individual', to, type });

/** Posts a signed Cloud webhook as Meta would; answers the route's response. */
export function postCloudWebhook(t: TestApp, body: ReturnType<typeof cloudWebhook.message>, secret: string) {
  const { payload, headers } = signedCloudWebhook(body, secret);
  return t.app.inject({ method: 'POST', url: '/api/webhooks/cloud', payload, headers });
}

const rootMenu = (support: string): Menu => ({
  id: 'inicio',
  name: 'Início',
  kind: 'list',
  header: 'Loja Bot',
  text: 'Como podemos ajudar?',
  footer: 'Escolha uma opção',
  buttonText: 'Ver opções',
  sections: [
    {
      title: 'Atendimento',
      rows: [
        { id: 'fin', title: 'Financeiro', description: 'Boletos e pagamentos', target: { kind: 'menu', menuId: 'financeiro' } },
        { id: 'sup', title: 'Suporte', target: { kind: 'department', departmentId: support } },
      ],
    },
    {
      title: 'Outros',
      rows: [
        { id: 'hor', title: 'Horário', target: { kind: 'answer', text: 'Abrimos das 8h às 18h.' } },
        { id: 'sair', title: 'Encerrar', target: { kind: 'end' } },
      ],
    },
  ],
});
const financeMenu = (finance: string): Menu => ({
  id: 'financeiro',
  kind: 'buttons',
  text: 'Financeiro: o que você precisa?',
  options: [
    { id: 'boleto', title: 'Segunda via', target: { kind: 'department', departmentId: finance } },
    { id: 'voltar', title: 'Voltar', target: { kind: 'menu', menuId: 'inicio' } },
  ],
});

export const defaultBotPayload = {
  enabled: true,
  rootMenuId: 'inicio',
  maxInvalidAnswers: 1,
  outsideHoursAction: 'wait',
  abandonmentMinutes: 30,
  queueAbandonmentMinutes: 0,
  surveyEnabled: true,
  surveyMinutes: 60,
};

let counter = 0;

export async function startBotCompany(prefix: string) {
  const clock = { now: new Date() };
  const graph: FakeGraph = await startFakeGraph();
  const creds = graph.credentials();
  const t = await createTestApp({ queue: true, clock: () => clock.now, config: graph.config() });
  const company = await createCompany(t, { name: `Loja ${prefix}`, channelNumber: `55119555${String(10000 + counter++).padStart(5, '0')}`, ownerLogin: `loja-${prefix}`, credentials: creds });
  const owner = company.ownerToken;
  const department = async (name: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/department', headers: auth(owner), payload: { name } })).json().department._id as string;
  const finance = await department('Financeiro');
  const support = await department('Suporte');
  const op = await t.app.inject({
    method: 'POST',
    url: '/api/operator',
    headers: auth(owner),
    payload: { name: 'Rui', login: `rui-${prefix}`, password: 'senha-forte-1', departmentIds: [finance] },
  });
  expect(op.statusCode).toBe(201);
  const operator = { id: op.json().operator._id as string, token: await t.tokenOf(`rui-${prefix}`, 'senha-forte-1') };
  expect((await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } })).statusCode).toBe(200);
  // Menus link to menus that exist: the finance menu first without its way back, then the root,
  // then the way back (the cycle the customer walks).
  const full = financeMenu(finance);
  const oneWay = { ...full, options: full.kind === 'buttons' ? full.options.slice(0, 1) : [] } as Menu;
  for (const menu of [oneWay, rootMenu(support)]) {
    expect((await t.app.inject({ method: 'POST', url: '/api/chatbot/menus', headers: auth(owner), payload: menu })).statusCode).toBe(201);
  }
  expect((await t.app.inject({ method: 'PUT', url: '/api/chatbot/menus/financeiro', headers: auth(owner), payload: full })).statusCode).toBe(200);

  const configureBot = async (settings: Record<string, unknown> = {}) => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/chatbot/settings', headers: auth(owner), payload: { ...defaultBotPayload, defaultDepartmentId: support, ...settings } });
    expect(put.statusCode).toBe(200);
  };
  await configureBot();
  const messages = await t.app.inject({ method: 'GET', url: '/api/chatbot/messages', headers: auth(owner) });
  await t.app.inject({
    method: 'PUT',
    url: '/api/chatbot/messages',
    headers: auth(owner),
    payload: { ...messages.json().messages, greeting: 'Olá, {{nome}}! Protocolo {{protocolo}}.', queuePosition: 'Sua posição na fila: {{posicao}}' },
  });

  let customers = 0;
  const phoneId = creds.phoneNumberId ?? '';
  const post = async (body: ReturnType<typeof cloudWebhook.message>) => expect((await postCloudWebhook(t, body, creds.appSecret ?? '')).statusCode).toBe(200);
  const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
  const attendanceOf = async (number: string) => {
    const [a] = await rows<{ id: string; status: string; operator_id: string | null; department_id: string | null; bot_due_at: Date | null }>(sql`
      select a.id, a.status, a.operator_id, a.department_id, a.bot_due_at from attendances a join contacts c on c.id = a.contact_id
       where c.number = ${number} order by a.created_at desc limit 1`);
    return a;
  };
  const bot = {
    t,
    graph,
    clock,
    owner,
    channelId: company.channelId,
    finance,
    support,
    operator,
    phoneId,
    configureBot,
    rows,
    attendanceOf,
    post,
    nextCustomer: () => `5511988${prefix.length}${String(10000 + customers++).padStart(5, '0')}`,
    say: (from: string, text: string) => post(cloudWebhook.text(phoneId, from, text)),
    tap: (from: string, kind: 'button_reply' | 'list_reply', id: string, title: string) =>
      post(cloudWebhook.message(phoneId, { from, type: 'interactive', reply: { kind, id, title } })),
    /** What the fake Graph server received for one customer, once `count` messages arrived. */
    sentTo: (number: string, count: number): Promise<Sent[]> =>
      eventually(
        async () => {
          const mine = (graph.sentMessages() as Sent[]).filter((m) => m.to === number);
          expect(mine.length).toBeGreaterThanOrEqual(count);
          return mine;
        },
        { attempts: 200, delayMs: 50 },
      ),
    statusOf: (number: string, status: string) =>
      eventually(async () => {
        const a = await attendanceOf(number);
        expect(a?.status).toBe(status);
        return a as NonNullable<typeof a>;
      }),
    /** Greeting, root list, Financeiro, Segunda via: with the operator online in Financeiro. */
    reachOperator: async (customer: string) => {
      await bot.say(customer, 'oi');
      await bot.sentTo(customer, 2);
      await bot.tap(customer, 'list_reply', 'inicio:fin', 'Financeiro');
      await bot.sentTo(customer, 3);
      await bot.tap(customer, 'button_reply', 'financeiro:boleto', 'Segunda via');
      return bot.statusOf(customer, 'in_attendance');
    },
    finish: (id: string, payload: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/attendance/${id}/finish`, headers: auth(operator.token), payload }),
    close: async () => {
      await t.close();
      await graph.close();
    },
  };
  return bot;
}

export type BotCompany = Awaited<ReturnType<typeof startBotCompany>>;

/**
 * One bot company per test file, started before its tests and closed after them; each test starts
 * at the current time with the fake Graph server's records cleared. Reads pass through to the
 * company once it exists.
 */
export function useBotCompany(prefix: string): BotCompany & { sentCount: (number: string) => number } {
  let company: BotCompany | undefined;
  beforeAll(async () => {
    company = await startBotCompany(prefix);
  });
  afterAll(() => company?.close());
  beforeEach(() => {
    if (!company) return;
    company.clock.now = new Date();
    company.graph.reset();
  });
  const ready = (): BotCompany => {
    if (!company) throw new Error('the bot company starts in beforeAll');
    return company;
  };
  const sentCount = (number: string) => (ready().graph.sentMessages() as Sent[]).filter((m) => m.to === number).length;
  return new Proxy({} as BotCompany & { sentCount: typeof sentCount }, {
    get: (_target, key) => (key === 'sentCount' ? sentCount : ready()[key as keyof BotCompany]),
  });
}


/** The fixture bot's root menu gets a "Produtos" row (the bot's products option) in its second section. */
export async function addProductsMenuRow(b: Pick<BotCompany, 't' | 'owner'>): Promise<void> {
  const res = await b.t.app.inject({ method: 'GET', url: '/api/chatbot', headers: auth(b.owner) });
  const root = (res.json().chatbot.menus as Menu[]).find((m) => m.id === 'inicio');
  if (root?.kind !== 'list') throw new Error('the fixture root menu is a list');
  const sections = root.sections.map((s, i) => (i === 1 ? { ...s, rows: [...s.rows, { id: 'prod', title: 'Produtos', target: { kind: 'products' as const } }] } : s));
  const put = await b.t.app.inject({ method: 'PUT', url: '/api/chatbot/menus/inicio', headers: auth(b.owner), payload: { ...root, sections } });
  expect(put.statusCode, put.body).toBe(200);
}
