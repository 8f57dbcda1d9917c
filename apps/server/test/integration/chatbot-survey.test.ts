// The satisfaction survey and the bot's clocks through the Cloud webhook path: the operator's
// finish, the survey's exact payload and answer, and abandonment and expiry on a test clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startBotCompany, type BotCompany, type Sent } from '../support/chatbot-fixtures.js';
import { eventually } from '../support/eventually.js';
import { sweepBotTimeouts } from '../../src/modules/chatbot/jobs/bot-timeouts.job.js';
import { createBotRuntime } from '../../src/modules/chatbot/bot-runtime.js';

let b: BotCompany;
beforeAll(async () => {
  b = await startBotCompany('survey');
});
afterAll(() => b.close());
beforeEach(() => {
  b.clock.now = new Date();
  b.graph.reset();
});

const nextCustomer = () => b.nextCustomer();
const say = (from: string, text: string) => b.say(from, text);
const tap = (from: string, kind: 'button_reply' | 'list_reply', id: string, title: string) => b.tap(from, kind, id, title);
const sentTo = (number: string, count: number) => b.sentTo(number, count);
const statusOf = (number: string, status: string) => b.statusOf(number, status);
const attendanceOf = (number: string) => b.attendanceOf(number);
const configureBot = (settings: Record<string, unknown> = {}) => b.configureBot(settings);
const rows = <T>(query: ReturnType<typeof sql>) => b.rows<T>(query);
const sentCount = (number: string) => (b.graph.sentMessages() as Sent[]).filter((m) => m.to === number).length;

describe('the satisfaction survey', () => {
  const reachOperator = (customer: string) => b.reachOperator(customer);
  const finish = (id: string) => b.finish(id, { observation: 'Resolvido' });

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
    expect(survey).toEqual({ status: 'answered', score: 5, comment: 'Muito rápido, obrigado!', operator_id: b.operator.id, department_id: b.finance });
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
    await b.t.ctx.db.orm.execute(sql`update attendances set last_inbound_at = now() - interval '25 hours' where id = ${a.id}`);
    const before = sentCount(customer);
    expect((await finish(a.id)).statusCode).toBe(200);
    await statusOf(customer, 'finished');
    const [survey] = await rows<{ n: number }>(sql`select count(*)::int as n from attendance_surveys where attendance_id = ${a.id}`);
    expect(survey?.n).toBe(0);
    expect(sentCount(customer)).toBe(before);
  });
});

describe('the bot clocks (test clock)', () => {
  const runtime = () => createBotRuntime(b.t.queue);

  it('a customer silent in the bot past the minutes is abandoned and told so; a later message opens a new attendance', async () => {
    const customer = nextCustomer();
    await say(customer, 'oi');
    await sentTo(customer, 2);
    const a = await statusOf(customer, 'opened');
    expect((await sweepBotTimeouts(b.t.ctx, runtime(), new Date(b.clock.now.getTime() + 29 * 60_000))).abandoned).toBe(0);
    expect((await attendanceOf(customer))?.status).toBe('opened');
    const swept = await sweepBotTimeouts(b.t.ctx, runtime(), new Date(b.clock.now.getTime() + 31 * 60_000));
    expect(swept.abandoned).toBeGreaterThanOrEqual(1);
    expect((await attendanceOf(customer))?.status).toBe('abandoned');
    expect((await sentTo(customer, 3))[2]).toMatchObject({ text: { body: expect.stringContaining('falta de resposta') } });
    await say(customer, 'oi de novo');
    const fresh = await statusOf(customer, 'opened');
    expect(fresh.id).not.toBe(a.id);
  });

  it('an unanswered survey finishes the attendance when its minutes pass, without a message', async () => {
    const customer = nextCustomer();
    const a = await b.reachOperator(customer);
    await b.finish(a.id);
    await statusOf(customer, 'in_survey');
    await sentTo(customer, 4);
    await sweepBotTimeouts(b.t.ctx, runtime(), new Date(b.clock.now.getTime() + 61 * 60_000));
    expect((await attendanceOf(customer))?.status).toBe('finished');
    const [survey] = await rows<{ status: string }>(sql`select status from attendance_surveys where attendance_id = ${a.id}`);
    expect(survey?.status).toBe('expired');
    expect(sentCount(customer)).toBe(4);
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
      b.clock.now = new Date(b.clock.now.getTime() + 8 * 60_000);
      await say(talker, 'ainda estou aqui');
      await eventually(async () => {
        const [m] = await rows<{ n: number }>(sql`select count(*)::int as n from messages m join contacts c on c.id = m.contact_id where c.number = ${talker} and m.direction = 'in'`);
        expect(m?.n).toBe(3);
      });
      await sweepBotTimeouts(b.t.ctx, runtime(), new Date(b.clock.now.getTime() + 3 * 60_000));
      expect((await attendanceOf(quiet))?.status).toBe('abandoned');
      expect((await attendanceOf(talker))?.status).toBe('offline_operators');
    } finally {
      await configureBot();
    }
  });
});
