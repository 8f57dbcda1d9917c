// The satisfaction survey and the bot's clocks through the Cloud webhook path: the operator's
// finish, the survey's exact payload and answer, and abandonment and expiry on a test clock.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cloudEnvelope, useBotCompany } from '../support/chatbot-fixtures.js';
import { eventually } from '../support/eventually.js';
import { sweepBotTimeouts } from '../../src/modules/chatbot/jobs/bot-timeouts.job.js';
import { createBotRuntime } from '../../src/modules/chatbot/bot-runtime.js';

const b = useBotCompany('survey');

describe('the satisfaction survey', () => {
  const reachOperator = (customer: string) => b.reachOperator(customer);
  const finish = (id: string) => b.finish(id, { observation: 'Resolvido' });

  it('finishing sends the 1-5 list, a tapped score and a comment are stored for the report, and the attendance finishes', async () => {
    const customer = b.nextCustomer();
    const a = await reachOperator(customer);
    expect((await finish(a.id)).statusCode).toBe(200);
    await b.statusOf(customer, 'in_survey');
    const question = (await b.sentTo(customer, 4))[3];
    expect(question).toEqual({
      ...cloudEnvelope(customer, 'interactive'),
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
    await b.tap(customer, 'list_reply', 'survey:5', '5 - Excelente');
    expect((await b.sentTo(customer, 5))[4]).toMatchObject({ type: 'text', text: { body: expect.stringContaining('comentário') } });
    await b.say(customer, 'Muito rápido, obrigado!');
    await b.statusOf(customer, 'finished');
    expect((await b.sentTo(customer, 6))[5]).toMatchObject({ type: 'text', text: { body: 'Agradecemos a sua avaliação!' } });
    const [survey] = await b.rows<{ status: string; score: number; comment: string; operator_id: string; department_id: string }>(sql`
      select status, score, comment, operator_id, department_id from attendance_surveys where attendance_id = ${a.id}`);
    expect(survey).toEqual({ status: 'answered', score: 5, comment: 'Muito rápido, obrigado!', operator_id: b.operator.id, department_id: b.finance });
    const [closed] = await b.rows<{ observation: string; finished_at: Date | null }>(sql`select observation, finished_at from attendances where id = ${a.id}`);
    expect(closed?.observation).toBe('Resolvido');
    expect(closed?.finished_at).not.toBeNull();
  });

  it('a message that is no score ends the survey unanswered and starts a new conversation in the bot', async () => {
    const customer = b.nextCustomer();
    const a = await reachOperator(customer);
    await finish(a.id);
    await b.statusOf(customer, 'in_survey');
    await b.sentTo(customer, 4);
    await b.say(customer, 'preciso de outra coisa');
    const fresh = await b.statusOf(customer, 'opened');
    expect(fresh.id).not.toBe(a.id);
    const [survey] = await b.rows<{ status: string }>(sql`select status from attendance_surveys where attendance_id = ${a.id}`);
    expect(survey?.status).toBe('expired');
    const [moved] = await b.rows<{ attendance_id: string }>(sql`
      select m.attendance_id from messages m where m.direction = 'in' and m.content->>'text' = 'preciso de outra coisa'`);
    expect(moved?.attendance_id).toBe(fresh.id);
  });

  it('is never sent outside the 24-hour window: the attendance just finishes', async () => {
    const customer = b.nextCustomer();
    const a = await reachOperator(customer);
    await b.t.ctx.db.orm.execute(sql`update attendances set last_inbound_at = now() - interval '25 hours' where id = ${a.id}`);
    const before = b.sentCount(customer);
    expect((await finish(a.id)).statusCode).toBe(200);
    await b.statusOf(customer, 'finished');
    const [survey] = await b.rows<{ n: number }>(sql`select count(*)::int as n from attendance_surveys where attendance_id = ${a.id}`);
    expect(survey?.n).toBe(0);
    expect(b.sentCount(customer)).toBe(before);
  });
});

describe('the bot clocks (test clock)', () => {
  const runtime = () => createBotRuntime(b.t.queue);

  it('a customer silent in the bot past the minutes is abandoned and told so; a later message opens a new attendance', async () => {
    const customer = b.nextCustomer();
    await b.say(customer, 'oi');
    await b.sentTo(customer, 2);
    const a = await b.statusOf(customer, 'opened');
    expect((await sweepBotTimeouts(b.t.ctx, runtime(), new Date(b.clock.now.getTime() + 29 * 60_000))).abandoned).toBe(0);
    expect((await b.attendanceOf(customer))?.status).toBe('opened');
    const swept = await sweepBotTimeouts(b.t.ctx, runtime(), new Date(b.clock.now.getTime() + 31 * 60_000));
    expect(swept.abandoned).toBeGreaterThanOrEqual(1);
    expect((await b.attendanceOf(customer))?.status).toBe('abandoned');
    expect((await b.sentTo(customer, 3))[2]).toMatchObject({ text: { body: expect.stringContaining('falta de resposta') } });
    await b.say(customer, 'oi de novo');
    const fresh = await b.statusOf(customer, 'opened');
    expect(fresh.id).not.toBe(a.id);
  });

  it('an unanswered survey finishes the attendance when its minutes pass, without a message', async () => {
    const customer = b.nextCustomer();
    const a = await b.reachOperator(customer);
    await b.finish(a.id);
    await b.statusOf(customer, 'in_survey');
    await b.sentTo(customer, 4);
    await sweepBotTimeouts(b.t.ctx, runtime(), new Date(b.clock.now.getTime() + 61 * 60_000));
    expect((await b.attendanceOf(customer))?.status).toBe('finished');
    const [survey] = await b.rows<{ status: string }>(sql`select status from attendance_surveys where attendance_id = ${a.id}`);
    expect(survey?.status).toBe('expired');
    expect(b.sentCount(customer)).toBe(4);
  });

  it('with queue abandonment on, a customer silent in the queue is abandoned; one who writes restarts the clock', async () => {
    await b.configureBot({ queueAbandonmentMinutes: 10 });
    try {
      const quiet = b.nextCustomer();
      const talker = b.nextCustomer();
      for (const c of [quiet, talker]) {
        await b.say(c, 'oi');
        await b.sentTo(c, 2);
        await b.tap(c, 'list_reply', 'inicio:sup', 'Suporte');
        await b.statusOf(c, 'offline_operators');
      }
      b.clock.now = new Date(b.clock.now.getTime() + 8 * 60_000);
      await b.say(talker, 'ainda estou aqui');
      await eventually(async () => {
        const [m] = await b.rows<{ n: number }>(sql`select count(*)::int as n from messages m join contacts c on c.id = m.contact_id where c.number = ${talker} and m.direction = 'in'`);
        expect(m?.n).toBe(3);
      });
      await sweepBotTimeouts(b.t.ctx, runtime(), new Date(b.clock.now.getTime() + 3 * 60_000));
      expect((await b.attendanceOf(quiet))?.status).toBe('abandoned');
      expect((await b.attendanceOf(talker))?.status).toBe('offline_operators');
    } finally {
      await b.configureBot();
    }
  });
});
