// The chatbot and the satisfaction survey through the Cloud webhook path: signed webhooks in, the
// webhook job, the bot inside intake's transaction, the exact interactive payloads at the fake Graph
// server, the operator's finish, the survey's answer and the bot's clocks driven by a test clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Menu } from '@atende/contract';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { cloudWebhook, signedCloudWebhook, startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';
import { sweepBotTimeouts } from '../../src/modules/chatbot/jobs/bot-timeouts.job.js';
import { createBotRuntime } from '../../src/modules/chatbot/bot-runtime.js';

let now = new Date();
let t: TestApp;
let graph: FakeGraph;
let creds: Record<string, string>;
let owner: string;
let channelId: string;
let finance: string;
let support: string;
let operator: { id: string; token: string };
let counter = 0;
const nextCustomer = () => `55119888${String(10000 + counter++).padStart(5, '0')}`;

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
const phoneId = () => creds.phoneNumberId ?? '';

async function post(body: ReturnType<typeof cloudWebhook.message>) {
  const { payload, headers } = signedCloudWebhook(body, creds.appSecret ?? '');
  const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/cloud', payload, headers });
  expect(res.statusCode).toBe(200);
}
const say = (from: string, text: string) => post(cloudWebhook.text(phoneId(), from, text));
const tap = (from: string, kind: 'button_reply' | 'list_reply', id: string, title: string) =>
  post(cloudWebhook.message(phoneId(), { from, type: 'interactive', reply: { kind, id, title } }));

type Sent = { to?: string; type: string; text?: { body: string }; interactive?: Record<string, unknown> };
/** What the fake Graph server received for one customer, once `count` messages arrived. */
const sentTo = async (number: string, count: number): Promise<Sent[]> =>
  eventually(
    async () => {
      const mine = (graph.sentMessages() as Sent[]).filter((m) => m.to === number);
      expect(mine.length).toBeGreaterThanOrEqual(count);
      return mine;
    },
    { attempts: 200, delayMs: 50 },
  );

const attendanceOf = async (number: string) => {
  const [a] = await rows<{ id: string; status: string; operator_id: string | null; department_id: string | null; bot_due_at: Date | null }>(sql`
    select a.id, a.status, a.operator_id, a.department_id, a.bot_due_at from attendances a join contacts c on c.id = a.contact_id
     where c.number = ${number} order by a.created_at desc limit 1`);
  return a;
};
const statusOf = async (number: string, status: string) =>
  eventually(async () => {
    const a = await attendanceOf(number);
    expect(a?.status).toBe(status);
    return a as NonNullable<typeof a>;
  });

const rootMenu = (): Menu => ({
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
const financeMenu = (): Menu => ({
  id: 'financeiro',
  kind: 'buttons',
  text: 'Financeiro: o que você precisa?',
  options: [
    { id: 'boleto', title: 'Segunda via', target: { kind: 'department', departmentId: finance } },
    { id: 'voltar', title: 'Voltar', target: { kind: 'menu', menuId: 'inicio' } },
  ],
});

async function configureBot(settings: Record<string, unknown> = {}) {
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/chatbot/settings',
    headers: auth(owner),
    payload: {
      enabled: true,
      rootMenuId: 'inicio',
      defaultDepartmentId: support,
      maxInvalidAnswers: 1,
      outsideHoursAction: 'wait',
      abandonmentMinutes: 30,
      queueAbandonmentMinutes: 0,
      surveyEnabled: true,
      surveyMinutes: 60,
      ...settings,
    },
  });
  expect(put.statusCode).toBe(200);
}

beforeAll(async () => {
  graph = await startFakeGraph();
  creds = graph.credentials();
  t = await createTestApp({ queue: true, clock: () => now });
  const company = await createCompany(t, { name: 'Loja Bot', channelNumber: '5511955551111', ownerLogin: 'loja-bot', credentials: creds });
  owner = company.ownerToken;
  channelId = company.channelId;
  const department = async (name: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/department', headers: auth(owner), payload: { name } })).json().department._id as string;
  finance = await department('Financeiro');
  support = await department('Suporte');
  const op = await t.app.inject({
    method: 'POST',
    url: '/api/operator',
    headers: auth(owner),
    payload: { name: 'Rui', login: 'rui-bot', password: 'senha-forte-1', departmentIds: [finance] },
  });
  expect(op.statusCode).toBe(201);
  operator = { id: op.json().operator._id, token: await t.tokenOf('rui-bot', 'senha-forte-1') };
  expect((await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } })).statusCode).toBe(200);
  // Menus link to menus that exist: the finance menu first without its way back, then the root,
  // then the way back (the cycle the customer walks).
  const finance1 = financeMenu();
  const oneWay = { ...finance1, options: finance1.kind === 'buttons' ? finance1.options.slice(0, 1) : [] } as Menu;
  for (const menu of [oneWay, rootMenu()]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/chatbot/menus', headers: auth(owner), payload: menu });
    expect(res.statusCode).toBe(201);
  }
  const back = await t.app.inject({ method: 'PUT', url: '/api/chatbot/menus/financeiro', headers: auth(owner), payload: financeMenu() });
  expect(back.statusCode).toBe(200);
  await configureBot();
  const messages = await t.app.inject({ method: 'GET', url: '/api/chatbot/messages', headers: auth(owner) });
  await t.app.inject({
    method: 'PUT',
    url: '/api/chatbot/messages',
    headers: auth(owner),
    payload: { ...messages.json().messages, greeting: 'Olá, {{nome}}! Protocolo {{protocolo}}.', queuePosition: 'Sua posição na fila: {{posicao}}' },
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});
beforeEach(() => {
  now = new Date();
  graph.reset();
});

describe('a new conversation in the bot', () => {
  it('gets the greeting and the root menu as the exact Cloud list payload, and stays in self-service', async () => {
    const customer = nextCustomer();
    await say(customer, 'oi');
    const [greeting, menu] = await sentTo(customer, 2);
    const a = await statusOf(customer, 'opened');
    const [{ seq } = { seq: 0 }] = await rows<{ seq: string }>(sql`select seq from attendances where id = ${a.id}`);
    expect(greeting).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: customer,
      type: 'text',
      text: { preview_url: false, body: `Olá, Cliente Teste! Protocolo ${seq}.` },
    });
    expect(menu).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: customer,
      type: 'interactive',
      interactive: {
        type: 'list',
        header: { type: 'text', text: 'Loja Bot' },
        body: { text: 'Como podemos ajudar?' },
        footer: { text: 'Escolha uma opção' },
        action: {
          button: 'Ver opções',
          sections: [
            {
              title: 'Atendimento',
              rows: [
                { id: 'inicio:fin', title: 'Financeiro', description: 'Boletos e pagamentos' },
                { id: 'inicio:sup', title: 'Suporte' },
              ],
            },
            { title: 'Outros', rows: [{ id: 'inicio:hor', title: 'Horário' }, { id: 'inicio:sair', title: 'Encerrar' }] },
          ],
        },
      },
    });
    expect(a.operator_id).toBeNull();
    expect(a.bot_due_at).not.toBeNull();
  });

  it('a list row leads to the buttons menu (exact payload); a replayed tap never advances the menu twice', async () => {
    const customer = nextCustomer();
    await say(customer, 'bom dia');
    await sentTo(customer, 2);
    const tapBody = cloudWebhook.message(phoneId(), { from: customer, type: 'interactive', reply: { kind: 'list_reply', id: 'inicio:fin', title: 'Financeiro' } });
    await post(tapBody);
    const third = (await sentTo(customer, 3))[2];
    expect(third).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: customer,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Financeiro: o que você precisa?' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'financeiro:boleto', title: 'Segunda via' } },
            { type: 'reply', reply: { id: 'financeiro:voltar', title: 'Voltar' } },
          ],
        },
      },
    });
    // The same delivery three more times: stored once, answered once.
    for (let i = 0; i < 3; i++) await post(tapBody);
    await eventually(async () => {
      const [{ n } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from webhook_inbox where processed_at is null`);
      expect(n).toBe(0);
    });
    expect((graph.sentMessages() as Sent[]).filter((m) => m.to === customer)).toHaveLength(3);
    const [state] = await rows<{ bot_state: { menuId: string; step: number } }>(sql`
      select a.bot_state from attendances a join contacts c on c.id = a.contact_id where c.number = ${customer}`);
    expect(state?.bot_state).toMatchObject({ menuId: 'financeiro', step: 1 });
  });

  it('a button to a department with an operator online hands the customer to that operator', async () => {
    const customer = nextCustomer();
    await say(customer, 'oi');
    await sentTo(customer, 2);
    await tap(customer, 'list_reply', 'inicio:fin', 'Financeiro');
    await sentTo(customer, 3);
    await tap(customer, 'button_reply', 'financeiro:boleto', 'Segunda via');
    const a = await statusOf(customer, 'in_attendance');
    expect(a.operator_id).toBe(operator.id);
    expect(a.department_id).toBe(finance);
    expect(a.bot_due_at).toBeNull();
  });

  it('free text matching a title (accents and case ignored) and numbers work; a fixed answer repeats the menu', async () => {
    const customer = nextCustomer();
    await say(customer, 'olá');
    await sentTo(customer, 2);
    await say(customer, '  HORARIO ');
    const sent = await sentTo(customer, 4);
    expect(sent[2]).toMatchObject({ type: 'text', text: { body: 'Abrimos das 8h às 18h.' } });
    expect(sent[3]).toMatchObject({ type: 'interactive', interactive: { type: 'list' } });
    await say(customer, '2');
    // Suporte has nobody online: the queue, with the customer's place in it.
    const a = await statusOf(customer, 'offline_operators');
    expect(a.department_id).toBe(support);
    const last = (await sentTo(customer, 6)).slice(4);
    expect(last.map((m) => m.text?.body)).toEqual([
      'No momento não há atendentes disponíveis. Você será atendido assim que alguém ficar online.',
      expect.stringMatching(/^Sua posição na fila: \d+$/),
    ]);
  });

  it('an invalid answer repeats the menu with the hint; past the allowance the default department takes over', async () => {
    const customer = nextCustomer();
    await say(customer, 'oi');
    await sentTo(customer, 2);
    await say(customer, 'quero falar com alguém');
    const sent = await sentTo(customer, 4);
    expect(sent[2]).toMatchObject({ type: 'text', text: { body: 'Não entendi. Responda com o número ou o nome de uma das opções.' } });
    expect(sent[3]).toMatchObject({ type: 'interactive' });
    await say(customer, 'ainda nada');
    const a = await statusOf(customer, 'offline_operators');
    expect(a.department_id).toBe(support);
  });

  it('the "end" option finishes the conversation; the next message opens a new one in the bot', async () => {
    const customer = nextCustomer();
    await say(customer, 'oi');
    await sentTo(customer, 2);
    await tap(customer, 'list_reply', 'inicio:sair', 'Encerrar');
    const ended = await statusOf(customer, 'finished');
    await say(customer, 'voltei');
    const again = await statusOf(customer, 'opened');
    expect(again.id).not.toBe(ended.id);
  });
});

describe('outside opening hours', () => {
  /** Open only on a weekday that is not today (in the channel's zone): closed right now. */
  async function closeToday() {
    const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(now)) + 1;
    const other = (weekday % 7) + 1;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/channel/${channelId}`,
      headers: auth(owner),
      payload: { timezone: 'America/Sao_Paulo', openingHours: [{ weekday: other, start: '08:00', finish: '18:00' }], outsideHoursMessage: 'Estamos fechados agora.' },
    });
    expect(res.statusCode).toBe(200);
  }
  const reopen = () => t.app.inject({ method: 'PUT', url: `/api/channel/${channelId}`, headers: auth(owner), payload: { openingHours: [] } });

  it('sends the outside-hours message and waits in the default department\'s queue, told its place', async () => {
    await closeToday();
    try {
      const customer = nextCustomer();
      await say(customer, 'oi');
      const a = await statusOf(customer, 'offline_operators');
      expect(a.department_id).toBe(support);
      const sent = await sentTo(customer, 2);
      expect(sent.map((m) => m.text?.body)).toEqual(['Estamos fechados agora.', expect.stringMatching(/^Sua posição na fila: \d+$/)]);
    } finally {
      await reopen();
    }
  });

  it('or ends the conversation when the bot is set to end outside hours', async () => {
    await closeToday();
    await configureBot({ outsideHoursAction: 'end' });
    try {
      const customer = nextCustomer();
      await say(customer, 'oi');
      await statusOf(customer, 'finished');
      expect((await sentTo(customer, 1)).map((m) => m.text?.body)).toEqual(['Estamos fechados agora.']);
    } finally {
      await reopen();
      await configureBot();
    }
  });
});

describe('the satisfaction survey', () => {
  async function reachOperator(customer: string) {
    await say(customer, 'oi');
    await sentTo(customer, 2);
    await tap(customer, 'list_reply', 'inicio:fin', 'Financeiro');
    await sentTo(customer, 3);
    await tap(customer, 'button_reply', 'financeiro:boleto', 'Segunda via');
    return statusOf(customer, 'in_attendance');
  }
  const finish = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/attendance/${id}/finish`, headers: auth(operator.token), payload: { observation: 'Resolvido' } });

  it('finishing sends the 1-5 list, a tapped score and a comment are stored for the report, and the attendance finishes', async () => {
    const customer = nextCustomer();
    const a = await reachOperator(customer);
    expect((await finish(a.id)).statusCode).toBe(200);
    await statusOf(customer, 'in_survey');
    const question = (await sentTo(customer, 4))[3];
    expect(question).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: customer,
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: 'Como você avalia o nosso atendimento? Escolha uma nota de 1 a 5.' },
        action: {
          button: 'Avaliar',
          sections: [
            {
              rows: [
                { id: 'survey:1', title: '1 - Péssimo' },
                { id: 'survey:2', title: '2 - Ruim' },
                { id: 'survey:3', title: '3 - Regular' },
                { id: 'survey:4', title: '4 - Bom' },
                { id: 'survey:5', title: '5 - Excelente' },
              ],
            },
          ],
        },
      },
    });
    await tap(customer, 'list_reply', 'survey:5', '5 - Excelente');
    expect((await sentTo(customer, 5))[4]).toMatchObject({ type: 'text', text: { body: expect.stringContaining('comentário') } });
    await say(customer, 'Muito rápido, obrigado!');
    await statusOf(customer, 'finished');
    expect((await sentTo(customer, 6))[5]).toMatchObject({ type: 'text', text: { body: 'Agradecemos a sua avaliação!' } });
    const [survey] = await rows<{ status: string; score: number; comment: string; operator_id: string; department_id: string }>(sql`
      select status, score, comment, operator_id, department_id from attendance_surveys where attendance_id = ${a.id}`);
    expect(survey).toEqual({ status: 'answered', score: 5, comment: 'Muito rápido, obrigado!', operator_id: operator.id, department_id: finance });
    const [closed] = await rows<{ observation: string; finished_at: Date | null }>(sql`select observation, finished_at from attendances where id = ${a.id}`);
    expect(closed?.observation).toBe('Resolvido');
    expect(closed?.finished_at).not.toBeNull();
  });

  it('a message that is no score ends the survey unanswered and starts a new conversation in the bot', async () => {
    const customer = nextCustomer();
    const a = await reachOperator(customer);
    await finish(a.id);
    await statusOf(customer, 'in_survey');
    await sentTo(customer, 4);
    await say(customer, 'preciso de outra coisa');
    const fresh = await statusOf(customer, 'opened');
    expect(fresh.id).not.toBe(a.id);
    const [survey] = await rows<{ status: string }>(sql`select status from attendance_surveys where attendance_id = ${a.id}`);
    expect(survey?.status).toBe('expired');
    const [moved] = await rows<{ attendance_id: string }>(sql`
      select m.attendance_id from messages m where m.direction = 'in' and m.content->>'text' = 'preciso de outra coisa'`);
    expect(moved?.attendance_id).toBe(fresh.id);
  });

  it('is never sent outside the 24-hour window: the attendance just finishes', async () => {
    const customer = nextCustomer();
    const a = await reachOperator(customer);
    await t.ctx.db.orm.execute(sql`update attendances set last_inbound_at = now() - interval '25 hours' where id = ${a.id}`);
    const before = (graph.sentMessages() as Sent[]).filter((m) => m.to === customer).length;
    expect((await finish(a.id)).statusCode).toBe(200);
    await statusOf(customer, 'finished');
    const [survey] = await rows<{ n: number }>(sql`select count(*)::int as n from attendance_surveys where attendance_id = ${a.id}`);
    expect(survey?.n).toBe(0);
    expect((graph.sentMessages() as Sent[]).filter((m) => m.to === customer)).toHaveLength(before);
  });
});

describe('the bot clocks (test clock)', () => {
  const runtime = () => createBotRuntime(t.queue);

  it('a customer silent in the bot past the minutes is abandoned and told so; a later message opens a new attendance', async () => {
    const customer = nextCustomer();
    await say(customer, 'oi');
    await sentTo(customer, 2);
    const a = await statusOf(customer, 'opened');
    expect((await sweepBotTimeouts(t.ctx, runtime(), new Date(now.getTime() + 29 * 60_000))).abandoned).toBe(0);
    expect((await attendanceOf(customer))?.status).toBe('opened');
    const swept = await sweepBotTimeouts(t.ctx, runtime(), new Date(now.getTime() + 31 * 60_000));
    expect(swept.abandoned).toBeGreaterThanOrEqual(1);
    expect((await attendanceOf(customer))?.status).toBe('abandoned');
    expect((await sentTo(customer, 3))[2]).toMatchObject({ text: { body: expect.stringContaining('falta de resposta') } });
    await say(customer, 'oi de novo');
    const fresh = await statusOf(customer, 'opened');
    expect(fresh.id).not.toBe(a.id);
  });

  it('an unanswered survey finishes the attendance when its minutes pass, without a message', async () => {
    const customer = nextCustomer();
    await say(customer, 'oi');
    await sentTo(customer, 2);
    await tap(customer, 'list_reply', 'inicio:fin', 'Financeiro');
    await sentTo(customer, 3);
    await tap(customer, 'button_reply', 'financeiro:boleto', 'Segunda via');
    const a = await statusOf(customer, 'in_attendance');
    await t.app.inject({ method: 'POST', url: `/api/attendance/${a.id}/finish`, headers: auth(operator.token), payload: {} });
    await statusOf(customer, 'in_survey');
    await sentTo(customer, 4);
    await sweepBotTimeouts(t.ctx, runtime(), new Date(now.getTime() + 61 * 60_000));
    expect((await attendanceOf(customer))?.status).toBe('finished');
    const [survey] = await rows<{ status: string }>(sql`select status from attendance_surveys where attendance_id = ${a.id}`);
    expect(survey?.status).toBe('expired');
    expect((graph.sentMessages() as Sent[]).filter((m) => m.to === customer)).toHaveLength(4);
  });

  it('with queue abandonment on, a customer silent in the queue is abandoned; one who writes restarts the clock', async () => {
    await configureBot({ queueAbandonmentMinutes: 10 });
    try {
      const quiet = nextCustomer();
      const talker = nextCustomer();
      for (const c of [quiet, talker]) {
        await say(c, 'oi');
        await sentTo(c, 2);
        await tap(c, 'list_reply', 'inicio:sup', 'Suporte');
        await statusOf(c, 'offline_operators');
      }
      now = new Date(now.getTime() + 8 * 60_000);
      await say(talker, 'ainda estou aqui');
      await eventually(async () => {
        const [m] = await rows<{ n: number }>(sql`select count(*)::int as n from messages m join contacts c on c.id = m.contact_id where c.number = ${talker} and m.direction = 'in'`);
        expect(m?.n).toBe(3);
      });
      await sweepBotTimeouts(t.ctx, runtime(), new Date(now.getTime() + 3 * 60_000));
      expect((await attendanceOf(quiet))?.status).toBe('abandoned');
      expect((await attendanceOf(talker))?.status).toBe('offline_operators');
    } finally {
      await configureBot();
    }
  });
});
