// Campaigns through the real app, its queue and the fake Graph server: every tagged contact gets the
// template once with its own variables, blocked and opted-out numbers are skipped with the reason,
// throttling is retried, pause/resume/cancel, the uploaded list, the report and its export, and who
// may do what.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Campaign, CampaignProgress } from '@atende/contract';
import { auth, type TestApp } from '../support/test-app.js';
import { cloudWebhook, graphError, type FakeGraph } from '../support/fake-graph/index.js';
import { postCloudWebhook } from '../support/chatbot-fixtures.js';
import { eventually } from '../support/eventually.js';
import { campaignWorld, type CampaignWorld, promoCampaign, sendsByNumber, taggedContacts, type CampaignCompany } from '../support/campaign-fixtures.js';

let t: TestApp;
let graph: FakeGraph;
let c: CampaignCompany;
let other: CampaignCompany;

let world: CampaignWorld;

beforeAll(async () => {
  world = await campaignWorld(['Loja Campanhas', '5511955550000'], ['Outra Loja', '5511955559999', '9999']);
  ({ t, graph, c, other } = world);
});
afterAll(() => world.close());
beforeEach(async () => {
  graph.reset();
  graph.addTemplate('promo_natal', 'pt_BR', 2);
  await t.ctx.db.orm.execute(sql`update campaigns set status = 'cancelled' where status in ('sending', 'paused', 'scheduled')`);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = c.owner) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function created(overrides = {}): Promise<Campaign> {
  const res = await call('POST', '/api/campaigns', promoCampaign(c, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ campaign: Campaign }>().campaign;
}
const progressOf = async (id: string) => (await call('GET', `/api/campaigns/${id}/status`)).json<{ status: string; progress: CampaignProgress }>();
const finished = (id: string, status = 'completed') =>
  eventually(
    async () => {
      const p = await progressOf(id);
      expect(p.status).toBe(status);
      return p.progress;
    },
    { attempts: 300, delayMs: 50 },
  );

describe('sending', () => {
  it('sends the template once to every tagged contact with its own variables, skipping blocked and opted-out numbers', async () => {
    const numbers = await taggedContacts(t, c, 40);
    await t.ctx.db.orm.execute(sql`insert into blacklist_numbers (channel_id, number) values (${c.channelId}, ${numbers[0]})`);
    await t.ctx.db.orm.execute(sql`update contacts set opted_out_at = now() where channel_id = ${c.channelId} and number = ${numbers[1]}`);
    await t.ctx.db.orm.execute(sql`update contacts set name = null where channel_id = ${c.channelId} and number = ${numbers[2]}`);
    const campaign = await created();
    expect((await call('POST', `/api/campaigns/${campaign._id}/send`, {})).statusCode).toBe(200);
    const progress = await finished(campaign._id);
    expect(progress).toMatchObject({ total: 40, sent: 38, skipped: 2, failed: 0, queued: 0 });
    expect(progress.failures[0]?.reason).toMatch(/bloqueado/);

    const sends = sendsByNumber(graph);
    expect(sends.size).toBe(38);
    expect([...sends.values()].every((list) => list.length === 1)).toBe(true);
    expect(sends.has(numbers[0] ?? '')).toBe(false);
    expect(sends.has(numbers[1] ?? '')).toBe(false);
    const third = sends.get(numbers[3] ?? '')?.[0] as { template: { name: string; components: unknown[] }; biz_opaque_callback_data: string };
    expect(third.template.name).toBe('promo_natal');
    expect(third.template.components).toEqual([{ type: 'body', parameters: [{ type: 'text', text: 'Cliente' }, { type: 'text', text: 'NATAL10' }] }]);
    // The nameless contact got the fallback; the reference is our message's id.
    const nameless = sends.get(numbers[2] ?? '')?.[0] as { template: { components: Array<{ parameters: Array<{ text: string }> }> } };
    expect(nameless.template.components[0]?.parameters[0]?.text).toBe('cliente');
    const [stored] = (await t.ctx.db.orm.execute<{ id: string; status: string; text: string }>(sql`
      select m.id, m.status, m.content->>'text' as text from campaign_recipients r join messages m on m.id = r.message_id
       join contacts k on k.id = r.contact_id where r.campaign_id = ${campaign._id} and k.number = ${numbers[3]}`)).rows;
    expect(stored).toMatchObject({ status: 'sent', text: 'Olá Cliente, seu cupom é NATAL10.' });
    expect(third.biz_opaque_callback_data).toBe(stored?.id);
  });

  it('a throttled send (130429) is retried and goes out once', async () => {
    await t.ctx.db.orm.execute(sql`delete from contacts where channel_id = ${c.channelId}`);
    const numbers = await taggedContacts(t, c, 5, 5511971000000);
    graph.respondWith({ method: 'POST', path: /\/messages$/ }, graphError(429, { code: 130429, message: '(#130429) Rate limit hit' }), { times: 2 });
    const campaign = await created({ name: 'Com limite' });
    await call('POST', `/api/campaigns/${campaign._id}/send`, {});
    const progress = await finished(campaign._id);
    expect(progress).toMatchObject({ total: 5, sent: 5, failed: 0 });
    const sends = sendsByNumber(graph);
    // Two refused attempts plus one accepted send per contact.
    expect(numbers.map((n) => sends.get(n)?.length ?? 0).reduce((a, b) => a + b, 0)).toBe(7);
  });

  it('a provider refusal fails that contact with the reason in pt-BR and the others still go', async () => {
    await t.ctx.db.orm.execute(sql`delete from contacts where channel_id = ${c.channelId}`);
    const numbers = await taggedContacts(t, c, 3, 5511972000000);
    graph.respondWith((r) => r.method === 'POST' && (r.body as { to?: string })?.to === numbers[1], graphError(400, { code: 131026, message: 'Message undeliverable' }));
    const campaign = await created({ name: 'Com falha' });
    await call('POST', `/api/campaigns/${campaign._id}/send`, {});
    const progress = await finished(campaign._id);
    expect(progress).toMatchObject({ total: 3, sent: 2, failed: 1 });
    expect(progress.failures).toEqual([{ reason: expect.stringMatching(/undeliverable/i), count: 1 }]);
  });
});

describe('pause, resume, cancel', () => {
  it('cancel stops further sends at once; pause and resume carry on where it stopped', async () => {
    await t.ctx.db.orm.execute(sql`delete from contacts where channel_id = ${c.channelId}`);
    await taggedContacts(t, c, 60, 5511973000000);
    expect((await call('PUT', '/api/campaigns/settings', { messagesPerSecond: 20 })).statusCode).toBe(200);
    const campaign = await created({ name: 'Lenta' });
    await call('POST', `/api/campaigns/${campaign._id}/send`, {});
    await eventually(async () => expect(sendsByNumber(graph).size).toBeGreaterThanOrEqual(5), { attempts: 200, delayMs: 25 });
    expect((await call('POST', `/api/campaigns/${campaign._id}/pause`)).json().campaign.status).toBe('paused');
    const atPause = sendsByNumber(graph).size;
    expect((await call('POST', `/api/campaigns/${campaign._id}/resume`)).json().campaign.status).toBe('sending');
    await eventually(async () => expect(sendsByNumber(graph).size).toBeGreaterThan(atPause + 3), { attempts: 200, delayMs: 25 });
    const cancel = await call('POST', `/api/campaigns/${campaign._id}/cancel`);
    expect(cancel.json().campaign.status).toBe('cancelled');
    const atCancel = sendsByNumber(graph).size;
    // What was in flight at the cancel may land; nothing is started after the runner's next look (250 ms).
    await new Promise((r) => setTimeout(r, 1000));
    const afterCancel = sendsByNumber(graph).size;
    expect(afterCancel - atCancel).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 500));
    expect(sendsByNumber(graph).size).toBe(afterCancel);
    const progress = await eventually(async () => {
      const p = (await progressOf(campaign._id)).progress;
      expect(p.queued).toBe(0);
      return p;
    });
    expect(progress.sent).toBe(afterCancel);
    expect(progress.cancelled).toBe(60 - afterCancel);
    await call('PUT', '/api/campaigns/settings', { messagesPerSecond: 80 });
  });
});

describe('replies', () => {
  it("the customer's answer opens an attendance in status Campanha with the campaign's department, or with the responsible operator", async () => {
    await t.ctx.db.orm.execute(sql`delete from contacts where channel_id = ${c.channelId}`);
    const [first, second] = await taggedContacts(t, c, 2, 5511974000000);
    const dept = await call('POST', '/api/department', { name: 'Vendas' });
    expect(dept.statusCode, dept.body).toBe(201);
    const departmentId = (dept.json() as { department?: { _id: string }; _id?: string }).department?._id ?? (dept.json() as { _id: string })._id;
    const op = await call('POST', '/api/operator', { name: 'Vera', login: 'vera-campanha', password: 'senha-forte-1' });
    expect(op.statusCode).toBe(201);
    const [vera] = (await t.ctx.db.orm.execute<{ id: string }>(sql`select id from operators where channel_id = ${c.channelId} and name = 'Vera'`)).rows;
    await t.ctx.db.orm.execute(sql`update contacts set responsible_operator_id = ${vera?.id} where channel_id = ${c.channelId} and number = ${second}`);

    const campaign = await created({ name: 'Com resposta', onReply: { action: 'wallet', departmentId } });
    await call('POST', `/api/campaigns/${campaign._id}/send`, {});
    await finished(campaign._id);
    // The campaign page's "Responderam" follows live: the answer touches the campaign's progress.
    const touched: string[] = [];
    t.ctx.bus.on('campaign.touched', ({ campaignIds }) => void touched.push(...campaignIds));
    for (const number of [first, second]) {
      expect((await postCloudWebhook(t, cloudWebhook.text(c.creds.phoneNumberId ?? '', number ?? '', 'Quero o cupom'), c.creds.appSecret ?? '')).statusCode).toBe(200);
    }
    const opened = await eventually(async () => {
      const rows = (await t.ctx.db.orm.execute<{ number: string; status: string; department_id: string | null; operator_id: string | null; messages: number }>(sql`
        select k.number, a.status, a.department_id, a.operator_id, (select count(*)::int from messages m where m.attendance_id = a.id) as messages
          from attendances a join contacts k on k.id = a.contact_id where a.channel_id = ${c.channelId} order by k.number`)).rows;
      expect(rows).toHaveLength(2);
      return rows;
    });
    // The contact without a responsible operator goes to the department; the other to Vera.
    expect(opened[0]).toMatchObject({ number: first, status: 'campaign', department_id: departmentId, operator_id: null, messages: 2 });
    expect(opened[1]).toMatchObject({ number: second, status: 'campaign', department_id: null, operator_id: vera?.id, messages: 2 });
    await eventually(async () => expect((await progressOf(campaign._id)).progress.replied).toBe(2));
    await eventually(async () => expect(touched.filter((id) => id === campaign._id).length).toBeGreaterThanOrEqual(1));
    // The department's reply waits in the queue, labelled Campanha, for an operator to pull.
    const queue = await call('GET', '/api/attendance/queue?page=1&perPage=20');
    expect(queue.json().attendances.map((a: { statusLabel: string }) => a.statusLabel)).toEqual(['Campanha']);
  });
});

describe('access', () => {
  it('operators, channels without the module and other companies are refused', async () => {
    const campaign = await created({ name: 'Privada' });
    const operatorToken = await t.tokenOf('vera-campanha', 'senha-forte-1');
    expect((await call('GET', '/api/campaigns', undefined, operatorToken)).statusCode).toBe(403);
    expect((await call('GET', `/api/campaigns/${campaign._id}`, undefined, other.owner)).statusCode).toBe(404);
    expect((await call('POST', `/api/campaigns/${campaign._id}/send`, {}, other.owner)).statusCode).toBe(404);
    await t.app.inject({ method: 'PUT', url: `/api/channel/config/${other.channelId}`, headers: auth(other.owner), payload: { modules: { broadcastList: false } } });
    expect((await call('GET', '/api/campaigns', undefined, other.owner)).json()).toMatchObject({ statusCode: 403, error: 'module_disabled' });
  });

  it('refuses a template variable count that does not match, an unapproved template and edits after sending', async () => {
    const wrong = await call('POST', '/api/campaigns', promoCampaign(c, { bodyVariables: [{ source: 'fixed', value: 'x' }] }));
    expect(wrong.json()).toMatchObject({ statusCode: 400, error: 'variables_mismatch' });
    expect(wrong.json().erroMensagem).toMatch(/2 variável/);
    await t.ctx.db.orm.execute(sql`update message_templates set status = 'PAUSED' where id = ${c.templateId}`);
    expect((await call('POST', '/api/campaigns', promoCampaign(c))).json()).toMatchObject({ statusCode: 400, error: 'template_not_approved' });
    await t.ctx.db.orm.execute(sql`update message_templates set status = 'APPROVED' where id = ${c.templateId}`);
    await taggedContacts(t, c, 1, 5511975000000);
    const campaign = await created({ name: 'Enviada' });
    await call('POST', `/api/campaigns/${campaign._id}/send`, {});
    await finished(campaign._id);
    expect((await call('PUT', `/api/campaigns/${campaign._id}`, promoCampaign(c))).json()).toMatchObject({ statusCode: 409, error: 'campaign_not_editable' });
    expect((await call('PUT', '/api/campaigns/settings', { messagesPerSecond: 5000 })).statusCode).toBe(400);
  });
});

describe('uploaded list and report', () => {
  it('an uploaded CSV creates the missing contacts, feeds a column variable, and the report lists and exports each outcome', async () => {
    const campaign = await created({ name: 'Lista', audience: { kind: 'contacts', tagIds: [] } });
    const csv = 'Nome;Telefone;Cupom\nAna Souza;(11) 97600-0001;ANA5\nBeto;11976000002;BETO7\nSem número;;X\nAna de novo;11976000001;Y\n';
    const boundary = '----atende';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lista.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const upload = await t.app.inject({ method: 'POST', url: `/api/campaigns/${campaign._id}/audience/upload`, headers: { ...auth(c.owner), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().campaign.upload).toMatchObject({ rows: 4, recipients: 2, columns: ['Nome', 'Cupom'] });
    expect(upload.json().rejected.map((r: { reason: string }) => r.reason)).toEqual(['Número não informado', 'Número repetido na lista']);
    const update = await call('PUT', `/api/campaigns/${campaign._id}`, promoCampaign(c, { name: 'Lista', audience: { kind: 'upload' }, bodyVariables: [{ source: 'field', field: 'firstName' }, { source: 'column', column: 'Cupom' }] }));
    expect(update.statusCode, update.body).toBe(200);
    await call('POST', `/api/campaigns/${campaign._id}/send`, {});
    expect(await finished(campaign._id)).toMatchObject({ total: 2, sent: 2 });
    const ana = sendsByNumber(graph).get('5511976000001')?.[0] as { template: { components: Array<{ parameters: Array<{ text: string }> }> } };
    expect(ana.template.components[0]?.parameters.map((p) => p.text)).toEqual(['Ana', 'ANA5']);

    const report = await call('GET', `/api/campaigns/${campaign._id}/recipients?page=1&perPage=1&outcome=sent`);
    expect(report.json()).toMatchObject({ total: 2, perPage: 1, items: [{ outcome: 'sent', number: expect.stringMatching(/^551197600000/) }] });
    const exported = await call('GET', `/api/campaigns/${campaign._id}/recipients/export?format=csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Ana Souza');
    expect(exported.body).toContain('Enviada');
  });
});
