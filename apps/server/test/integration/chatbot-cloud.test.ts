// The chatbot through the Cloud webhook path: signed webhooks in, the webhook job, the bot inside
// intake's transaction, and the exact interactive payloads at the fake Graph server.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth } from '../support/test-app.js';
import { cloudWebhook, graphFailures } from '../support/fake-graph/index.js';
import { cloudEnvelope, useBotCompany, type Sent } from '../support/chatbot-fixtures.js';
import { eventually } from '../support/eventually.js';

const b = useBotCompany('bot');

describe('a new conversation in the bot', () => {
  it('gets the greeting and the root menu as the exact Cloud list payload, and stays in self-service', async () => {
    const customer = b.nextCustomer();
    await b.say(customer, 'oi');
    const [greeting, menu] = await b.sentTo(customer, 2);
    const a = await b.statusOf(customer, 'opened');
    const [{ seq } = { seq: 0 }] = await b.rows<{ seq: string }>(sql`select seq from attendances where id = ${a.id}`);
    expect(greeting).toEqual({
      ...cloudEnvelope(customer, 'text'),
      text: { preview_url: false, body: `Olá, Cliente Teste! Protocolo ${seq}.` },
    });
    expect(menu).toEqual({
      ...cloudEnvelope(customer, 'interactive'),
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
    const customer = b.nextCustomer();
    await b.say(customer, 'bom dia');
    await b.sentTo(customer, 2);
    const tapBody = cloudWebhook.message(b.phoneId, { from: customer, type: 'interactive', reply: { kind: 'list_reply', id: 'inicio:fin', title: 'Financeiro' } });
    await b.post(tapBody);
    const third = (await b.sentTo(customer, 3))[2];
    expect(third).toEqual({
      ...cloudEnvelope(customer, 'interactive'),
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
    for (let i = 0; i < 3; i++) await b.post(tapBody);
    await eventually(async () => {
      const [{ n } = { n: 0 }] = await b.rows<{ n: number }>(sql`select count(*)::int as n from webhook_inbox where processed_at is null`);
      expect(n).toBe(0);
    });
    expect(b.sentCount(customer)).toBe(3);
    const [state] = await b.rows<{ bot_state: { menuId: string; step: number } }>(sql`
      select a.bot_state from attendances a join contacts c on c.id = a.contact_id where c.number = ${customer}`);
    expect(state?.bot_state).toMatchObject({ menuId: 'financeiro', step: 1 });
  });

  it('a button to a department with an operator online hands the customer to that operator', async () => {
    const customer = b.nextCustomer();
    await b.say(customer, 'oi');
    await b.sentTo(customer, 2);
    await b.tap(customer, 'list_reply', 'inicio:fin', 'Financeiro');
    await b.sentTo(customer, 3);
    await b.tap(customer, 'button_reply', 'financeiro:boleto', 'Segunda via');
    const a = await b.statusOf(customer, 'in_attendance');
    expect(a.operator_id).toBe(b.operator.id);
    expect(a.department_id).toBe(b.finance);
    expect(a.bot_due_at).toBeNull();
  });

  it('free text matching a title (accents and case ignored) and numbers work; a fixed answer repeats the menu', async () => {
    const customer = b.nextCustomer();
    await b.say(customer, 'olá');
    await b.sentTo(customer, 2);
    await b.say(customer, '  HORARIO ');
    const sent = await b.sentTo(customer, 4);
    expect(sent[2]).toMatchObject({ type: 'text', text: { body: 'Abrimos das 8h às 18h.' } });
    expect(sent[3]).toMatchObject({ type: 'interactive', interactive: { type: 'list' } });
    await b.say(customer, '2');
    // Suporte has nobody online: the queue, with the customer's place in it.
    const a = await b.statusOf(customer, 'offline_operators');
    expect(a.department_id).toBe(b.support);
    const last = (await b.sentTo(customer, 6)).slice(4);
    expect(last.map((m) => m.text?.body)).toEqual([
      'No momento não há atendentes disponíveis. Você será atendido assim que alguém ficar online.',
      expect.stringMatching(/^Sua posição na fila: \d+$/),
    ]);
  });

  it('an invalid answer repeats the menu with the hint; past the allowance the default department takes over', async () => {
    const customer = b.nextCustomer();
    await b.say(customer, 'oi');
    await b.sentTo(customer, 2);
    await b.say(customer, 'quero falar com alguém');
    const sent = await b.sentTo(customer, 4);
    expect(sent[2]).toMatchObject({ type: 'text', text: { body: 'Não entendi. Responda com o número ou o nome de uma das opções.' } });
    expect(sent[3]).toMatchObject({ type: 'interactive' });
    await b.say(customer, 'ainda nada');
    const a = await b.statusOf(customer, 'offline_operators');
    expect(a.department_id).toBe(b.support);
  });

  it('the "end" option finishes the conversation; the next message opens a new one in the bot', async () => {
    const customer = b.nextCustomer();
    await b.say(customer, 'oi');
    await b.sentTo(customer, 2);
    await b.tap(customer, 'list_reply', 'inicio:sair', 'Encerrar');
    const ended = await b.statusOf(customer, 'finished');
    await b.say(customer, 'voltei');
    const again = await b.statusOf(customer, 'opened');
    expect(again.id).not.toBe(ended.id);
  });
});

describe('many conversations answered together', () => {
  it('one webhook from three customers: a throughput error on one reply retries only that conversation, each customer gets each reply once and in order', async () => {
    const customers = [b.nextCustomer(), b.nextCustomer(), b.nextCustomer()];
    // One delivery holding the three messages: stored, processed and answered as one batch, so the
    // six replies travel in one send job.
    const [first, ...rest] = customers.map((c) => cloudWebhook.text(b.phoneId, c, 'oi'));
    if (!first) throw new Error('no webhook');
    first.entry[0]?.changes.push(...rest.flatMap((body) => body.entry[0]?.changes ?? []));
    b.graph.failNext(1, graphFailures.throughput());
    await b.post(first);
    for (const customer of customers) await b.sentTo(customer, 2);
    await eventually(async () => {
      const [{ n } = { n: 1 }] = await b.rows<{ n: number }>(sql`
        select count(*)::int as n from messages m join contacts c on c.id = m.contact_id
         where c.number in (${sql.join(customers.map((c) => sql`${c}`), sql`, `)}) and m.direction = 'out' and m.status <> 'sent'`);
      expect(n).toBe(0);
    }, { attempts: 200, delayMs: 50 });
    // Seven requests: the refused one and six that went out; a customer's retried greeting is
    // followed by their menu, and nobody else's reply was sent again.
    expect(b.graph.sentMessages()).toHaveLength(7);
    for (const customer of customers) {
      const types = (b.graph.sentMessages() as Sent[]).filter((m) => m.to === customer).map((m) => m.type);
      expect(types.filter((type, i) => type !== types[i - 1])).toEqual(['text', 'interactive']);
    }
    const stored = await b.rows<{ number: string; n: number; ids: number }>(sql`
      select c.number, count(*)::int as n, count(distinct m.provider_message_id)::int as ids
        from messages m join contacts c on c.id = m.contact_id
       where c.number in (${sql.join(customers.map((c) => sql`${c}`), sql`, `)}) and m.direction = 'out'
       group by c.number`);
    expect(stored).toHaveLength(3);
    for (const row of stored) expect(row).toMatchObject({ n: 2, ids: 2 });
  });
});

describe('outside opening hours', () => {
  /** Open only on a weekday that is not today (in the channel's zone): closed right now. */
  async function closeToday() {
    const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(b.clock.now)) + 1;
    const other = (weekday % 7) + 1;
    const res = await b.t.app.inject({
      method: 'PUT',
      url: `/api/channel/${b.channelId}`,
      headers: auth(b.owner),
      payload: { timezone: 'America/Sao_Paulo', openingHours: [{ weekday: other, start: '08:00', finish: '18:00' }], outsideHoursMessage: 'Estamos fechados agora.' },
    });
    expect(res.statusCode).toBe(200);
  }
  const reopen = () => b.t.app.inject({ method: 'PUT', url: `/api/channel/${b.channelId}`, headers: auth(b.owner), payload: { openingHours: [] } });

  it('sends the outside-hours message and waits in the default department\'s queue, told its place', async () => {
    await closeToday();
    try {
      const customer = b.nextCustomer();
      await b.say(customer, 'oi');
      const a = await b.statusOf(customer, 'offline_operators');
      expect(a.department_id).toBe(b.support);
      const sent = await b.sentTo(customer, 2);
      expect(sent.map((m) => m.text?.body)).toEqual(['Estamos fechados agora.', expect.stringMatching(/^Sua posição na fila: \d+$/)]);
    } finally {
      await reopen();
    }
  });

  it('or ends the conversation when the bot is set to end outside hours', async () => {
    await closeToday();
    await b.configureBot({ outsideHoursAction: 'end' });
    try {
      const customer = b.nextCustomer();
      await b.say(customer, 'oi');
      await b.statusOf(customer, 'finished');
      expect((await b.sentTo(customer, 1)).map((m) => m.text?.body)).toEqual(['Estamos fechados agora.']);
    } finally {
      await reopen();
      await b.configureBot();
    }
  });
});

