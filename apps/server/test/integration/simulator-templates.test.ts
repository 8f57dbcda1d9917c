// The built-in simulator standing in for Meta: a template created on a simulator channel waits in
// review, the /simulador page approves or rejects it through the simulator webhook's template_status
// (same inbox, job and status path as Meta's message_template_status_update), only for its own
// channel; a sync removes nothing; and a campaign on the simulator completes, its delivered and read
// counts following the phone's receipts and a reply opening a Campanha attendance.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { Campaign, CampaignProgress, Message, Template } from '@atende/contract';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { connectSocket } from '../support/sockets.js';
import { reminderTemplate } from '../support/template-fixtures.js';
import { postSimulatorWebhook } from '../support/simulator-webhook.js';
import { signSimulatorWebhook, type SimulatorWebhook } from '../../src/providers/simulator/simulator.adapter.js';

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };
const pushed: Array<{ channelId: string; templateId: string; status: string | null }> = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const login = await t.login('empresa');
  owner = login.token;
  channelId = login.user.channelId as string;
  other = await createCompany(t, { name: 'Outra Simulada', channelNumber: '5511944447777', ownerLogin: 'outra-simulada', apiType: 'simulator' });
  t.ctx.bus.on('template.changed', (e) => {
    pushed.push(e);
  });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});
beforeEach(() => {
  pushed.length = 0;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = owner) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const postWebhook = (body: SimulatorWebhook, remoteAddress = '127.0.0.1', signature?: string) => postSimulatorWebhook(t, body, { remoteAddress, ...(signature ? { signature } : {}) });
const review = (template: Template, status: 'APPROVED' | 'REJECTED' | 'PAUSED', reason?: string) => ({
  kind: 'template_status' as const,
  templateId: template.providerTemplateId ?? '',
  name: template.name,
  language: template.language,
  status,
  ...(reason ? { reason } : {}),
});
const stored = async (id: string) => {
  const res = await t.ctx.db.orm.execute<{ status: string; rejected_reason: string | null; updated_at: Date }>(
    sql`select status, rejected_reason, updated_at from message_templates where id = ${id}`,
  );
  return res.rows[0];
};
const statusBecomes = (id: string, status: string) =>
  eventually(async () => {
    const row = await stored(id);
    expect(row?.status).toBe(status);
    return row;
  });

async function created(name: string, token = owner): Promise<Template> {
  const res = await call('POST', '/api/templates', { ...reminderTemplate('Empresa Demo'), name }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ template: Template }>().template;
}

describe('templates on the simulator channel', () => {
  it('a new template waits in review (PENDING) under an id the simulator gave it, and the channel is told', async () => {
    const template = await created('boas_vindas_sim');
    expect(template.status).toBe('PENDING');
    expect(template.providerTemplateId).toMatch(/^sim-tpl\.[0-9a-f-]{36}$/);
    expect(pushed).toContainEqual({ channelId, templateId: template._id, status: 'PENDING' });
    const approved = await call('GET', '/api/templates/approved');
    expect(approved.json<{ templates: Template[] }>().templates.some((x) => x._id === template._id)).toBe(false);
  });

  it("the simulator webhook's template_status APPROVED approves it, pushes template.changed and tells the simulator page", async () => {
    const phone = await connectSocket(t, '/simulator', { channelId });
    sockets.push(phone);
    const toPage: Array<{ templateId: string; status: string | null }> = [];
    phone.on('simulator.template', (p: { templateId: string; status: string | null }) => toPage.push(p));

    const template = await created('pedido_pronto_sim');
    expect((await postWebhook({ channelId, events: [review(template, 'APPROVED')] })).statusCode).toBe(200);
    await statusBecomes(template._id, 'APPROVED');
    await eventually(async () => expect(pushed).toContainEqual({ channelId, templateId: template._id, status: 'APPROVED' }));
    await eventually(async () => expect(toPage).toContainEqual({ templateId: template._id, status: 'APPROVED' }));
    const approved = await call('GET', '/api/templates/approved');
    expect(approved.json<{ templates: Template[] }>().templates.map((x) => x.name)).toContain('pedido_pronto_sim');
  });

  it('REJECTED keeps the reason the reviewer gave, shown in the list', async () => {
    const template = await created('promo_rejeitada_sim');
    expect((await postWebhook({ channelId, events: [review(template, 'REJECTED', 'Conteúdo promocional em categoria de utilidade')] })).statusCode).toBe(200);
    const row = await statusBecomes(template._id, 'REJECTED');
    expect(row?.rejected_reason).toBe('Conteúdo promocional em categoria de utilidade');
    const page = (await call('GET', '/api/templates?perPage=50&search=promo_rejeitada')).json<{ items: Template[] }>();
    expect(page.items[0]).toMatchObject({ status: 'REJECTED', rejectedReason: 'Conteúdo promocional em categoria de utilidade' });
  });

  it("a template_status naming another channel's template changes nothing there", async () => {
    const theirs = await created('modelo_da_outra', other.ownerToken);
    const mine = await created('modelo_meu_sim');
    // One delivery for our channel: their template's id rides along with a real review of ours.
    expect((await postWebhook({ channelId, events: [review(theirs, 'APPROVED'), review(mine, 'PAUSED')] })).statusCode).toBe(200);
    await statusBecomes(mine._id, 'PAUSED');
    expect((await stored(theirs._id))?.status).toBe('PENDING');
    expect(pushed.some((e) => e.templateId === theirs._id && e.status === 'APPROVED')).toBe(false);

    // Their channel's own delivery needs their secret from outside this machine: ours does not sign it.
    const body: SimulatorWebhook = { channelId: other.channelId, events: [review(theirs, 'APPROVED')] };
    expect((await postWebhook(body, '203.0.113.9')).statusCode).toBe(401);
    expect((await postWebhook(body, '203.0.113.9', signSimulatorWebhook(JSON.stringify(body), 'not-their-secret'))).statusCode).toBe(401);
    expect((await stored(theirs._id))?.status).toBe('PENDING');
  });

  it('refuses a template_status with an unknown status with 400', async () => {
    const res = await postWebhook({ channelId, events: [{ kind: 'template_status', templateId: 'sim-tpl.x', name: 'x', language: 'pt_BR', status: 'MAYBE' }] } as unknown as SimulatorWebhook);
    expect(res.statusCode).toBe(400);
  });

  it('a sync on the simulator channel removes nothing and rewrites nothing', async () => {
    const before = (await call('GET', '/api/templates?perPage=50')).json<{ items: Template[]; total: number }>();
    // Templates in review, approved, rejected and paused: none of them may move.
    expect(new Set(before.items.map((x) => x.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED', 'PAUSED']));
    const res = await call('POST', '/api/templates/sync');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ synced: 0, removed: 0 });
    const after = (await call('GET', '/api/templates?perPage=50')).json<{ items: Template[]; total: number; lastSyncAt: string | null }>();
    expect(after.total).toBe(before.total);
    expect(after.items.map((x) => [x._id, x.status, x.updatedAt])).toEqual(before.items.map((x) => [x._id, x.status, x.updatedAt]));
    expect(after.lastSyncAt).not.toBeNull();
    expect(pushed).toEqual([]);
  });

  it('the simulator page reads the channel templates from this machine, or elsewhere only with the secret', async () => {
    const url = `/api/simulator/${channelId}/templates`;
    const local = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const names = local.json<{ templates: Template[] }>().templates.map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining(['boas_vindas_sim', 'pedido_pronto_sim', 'modelo_meu_sim']));
    expect(names).not.toContain('modelo_da_outra');
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
  });

  it('deleting a simulator template removes it from our table, its only store', async () => {
    const template = await created('apagar_sim');
    expect((await call('DELETE', `/api/templates/${template._id}`)).statusCode).toBe(200);
    expect(await stored(template._id)).toBeUndefined();
    expect(pushed).toContainEqual({ channelId, templateId: template._id, status: null });
  });
});

describe('a campaign on the simulator channel', () => {
  it("completes with every contact sent; the phone's receipts move delivered and read; a reply opens a Campanha attendance", async () => {
    const config = await call('PUT', `/api/channel/config/${channelId}`, { modules: { broadcastList: true } });
    expect(config.statusCode, config.body).toBe(200);
    const template = await created('oferta_sim');
    await postWebhook({ channelId, events: [review(template, 'APPROVED')] });
    await statusBecomes(template._id, 'APPROVED');
    const department = (await call('POST', '/api/department', { name: 'Vendas Simulador' })).json<{ department: { _id: string } }>().department;
    const [tag] = (await t.ctx.db.orm.execute<{ id: string }>(sql`insert into tags (channel_id, name, color) values (${channelId}, 'Simulados', '#00aa00') returning id`)).rows;
    const numbers = ['5511966610001', '5511966610002', '5511966610003'];
    for (const [i, number] of numbers.entries()) {
      await t.ctx.db.orm.execute(sql`insert into contacts (channel_id, number, name, tag_id) values (${channelId}, ${number}, ${`Cliente Sim ${i + 1}`}, ${tag?.id})`);
    }
    const res = await call('POST', '/api/campaigns', {
      name: 'Oferta no simulador',
      templateId: template._id,
      bodyVariables: [
        { source: 'field', field: 'firstName', fallback: 'cliente' },
        { source: 'fixed', value: '10/12' },
      ],
      headerVariable: { source: 'fixed', value: 'Ana' },
      buttonVariables: [{ index: 1, variable: { source: 'fixed', value: '123' } }],
      audience: { kind: 'contacts', tagIds: [tag?.id] },
      onReply: { action: 'department', departmentId: department._id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const campaign = res.json<{ campaign: Campaign }>().campaign;
    expect((await call('POST', `/api/campaigns/${campaign._id}/send`, {})).statusCode).toBe(200);
    const progressOf = async () => (await call('GET', `/api/campaigns/${campaign._id}/status`)).json<{ status: string; progress: CampaignProgress }>();
    const done = await eventually(
      async () => {
        const p = await progressOf();
        expect(p.status).toBe('completed');
        return p.progress;
      },
      { attempts: 300, delayMs: 50 },
    );
    expect(done).toMatchObject({ total: 3, sent: 3, delivered: 0, read: 0, failed: 0 });

    // What the phone shows of the first customer: the template, as the simulator page reads it.
    const conversation = await t.app.inject({ method: 'GET', url: `/api/simulator/${channelId}/conversation?number=${numbers[0]}`, remoteAddress: '127.0.0.1' });
    const [sent] = conversation.json<{ messages: Message[] }>().messages;
    expect(sent).toMatchObject({ type: 'template', status: 'sent', content: { text: 'Sua fatura de Cliente vence em 10/12.', template: { name: 'oferta_sim' } } });

    // The phone reads two of them: delivered and read follow.
    const receipts = [];
    for (const number of numbers.slice(0, 2)) {
      const list = (await t.app.inject({ method: 'GET', url: `/api/simulator/${channelId}/conversation?number=${number}`, remoteAddress: '127.0.0.1' })).json<{ messages: Message[] }>().messages;
      const id = list[0]?.providerMessageId ?? '';
      receipts.push({ kind: 'status' as const, id, status: 'delivered' as const, number }, { kind: 'status' as const, id, status: 'read' as const, number });
    }
    expect((await postWebhook({ channelId, events: receipts })).statusCode).toBe(200);
    await eventually(async () => expect((await progressOf()).progress).toMatchObject({ total: 3, sent: 3, delivered: 2, read: 2 }));

    // The customer answers: the conversation opens as Campanha in the campaign's department.
    expect(
      (await postWebhook({ channelId, events: [{ kind: 'message', id: `sim-reply-${Date.now()}`, from: { number: numbers[0] ?? '', name: 'Cliente Sim 1' }, type: 'text', text: 'Quero a oferta!' }] }))
        .statusCode,
    ).toBe(200);
    await eventually(async () => {
      const res = await t.ctx.db.orm.execute<{ status: string; department_id: string | null }>(sql`
        select a.status, a.department_id from attendances a join contacts c on c.id = a.contact_id where c.channel_id = ${channelId} and c.number = ${numbers[0]}`);
      expect(res.rows).toEqual([{ status: 'campaign', department_id: department._id }]);
    });
    await eventually(async () => expect((await progressOf()).progress.replied).toBe(1));
  });
});
