// The bot's product list on a Cloud channel without a Meta catalog goes as numbered text; the
// customer's numbered answer is an order for a person, not a menu answer: "1" does not pick the
// menu's first option, the conversation goes to the default department's queue with its order and
// the customer's confirmation. A text that is no numbered answer is still the bot's to answer, and
// a "1" that answers the satisfaction survey is its score.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth } from '../support/test-app.js';
import { addProductsMenuRow, useBotCompany } from '../support/chatbot-fixtures.js';
import { eventually } from '../support/eventually.js';
import { catalogCalls, setProductsModule } from '../support/product-fixtures.js';

const b = useBotCompany('numerada');
let productIds: string[] = [];

beforeAll(async () => {
  await addProductsMenuRow(b);
  await setProductsModule(b.t, b.channelId, b.owner, true);
  const api = catalogCalls(b.t);
  const rings = await api.category(b.owner, 'Anéis');
  const necklaces = await api.category(b.owner, 'Colares');
  const ring = await api.product(b.owner, { name: 'Anel A', skuId: 'ANEL-A', priceCents: 15000, categoryId: rings });
  const necklace = await api.product(b.owner, { name: 'Colar B', skuId: 'COLAR-B', priceCents: 8000, categoryId: necklaces });
  productIds = [ring._id, necklace._id];
});

/** Greeting and menu, then "Produtos": the numbered list and the menu again (4 messages). */
async function chooseProducts(customer: string) {
  await b.say(customer, 'oi');
  await b.sentTo(customer, 2);
  await b.tap(customer, 'list_reply', 'inicio:prod', 'Produtos');
  const sent = await b.sentTo(customer, 4);
  expect(sent[2]?.text?.body).toContain('1. Anel A — R$ 150,00');
  expect(sent[2]?.text?.body).toContain('2. Colar B — R$ 80,00');
  return sent;
}

describe("a numbered answer to the bot's product list", () => {
  it('"1" is an order, not the menu\'s first option: to the queue with the order and the confirmation, no menu', async () => {
    const customer = b.nextCustomer();
    const before = await chooseProducts(customer);
    await b.say(customer, '1');

    // The default department's queue (Suporte: nobody online there), not Financeiro's menu.
    const queued = await b.statusOf(customer, 'offline_operators');
    expect(queued.department_id).toBe(b.support);
    const [order] = await b.rows<{ number: number; source: string; total_cents: number }>(sql`select number, source, total_cents from orders where attendance_id = ${queued.id}`);
    expect(order).toMatchObject({ source: 'numbered_reply', total_cents: 15000 });

    const confirmation = `Recebemos seu pedido #${order?.number}: 1× Anel A. Total R$ 150,00. Um atendente vai confirmar com você.`;
    const after = await b.sentTo(customer, before.length + 1);
    const fresh = after.slice(before.length);
    expect(fresh[0]?.text?.body).toBe(confirmation);
    // Neither the finance buttons nor the root list again.
    expect(fresh.filter((m) => m.type === 'interactive')).toEqual([]);
  });

  it('a text that is no numbered answer is still answered by the bot, and makes no order', async () => {
    const customer = b.nextCustomer();
    const before = await chooseProducts(customer);
    await b.say(customer, 'Horário');
    const after = await b.sentTo(customer, before.length + 1);
    expect(after[before.length]?.text?.body).toBe('Abrimos das 8h às 18h.');
    const attendance = await b.statusOf(customer, 'opened');
    expect(await b.rows(sql`select id from orders where attendance_id = ${attendance.id}`)).toEqual([]);
  });
});

describe('a number that answers the satisfaction survey', () => {
  it("is the survey's score, not an order, though the operator's list was the last product message", async () => {
    const customer = b.nextCustomer();
    const a = await b.reachOperator(customer);
    const sent = await b.t.app.inject({
      method: 'POST',
      url: '/api/message/send',
      headers: auth(b.operator.token),
      payload: { attendanceId: a.id, type: 'product_list', header: 'Joias', body: 'Separei estes', sections: [{ title: 'Tudo', productIds }] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await b.finish(a.id)).statusCode).toBe(200);
    await b.statusOf(customer, 'in_survey');
    await b.say(customer, '1');
    await eventually(async () => {
      const [survey] = await b.rows<{ score: number | null }>(sql`select score from attendance_surveys where attendance_id = ${a.id}`);
      expect(survey?.score).toBe(1);
    });
    expect(await b.rows(sql`select id from orders where attendance_id = ${a.id}`)).toEqual([]);
  });
});
