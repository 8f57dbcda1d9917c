// Message templates through the real app and the fake Graph server: sync over every page, create for
// review (the exact body Meta gets), Meta's refusals in pt-BR, the status webhook moving a template
// live, delete, roles and tenancy; and sending an approved one with its exact components.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { cloudWebhook, graphError, startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';
import { postCloudWebhook } from '../support/chatbot-fixtures.js';
import { eventually } from '../support/eventually.js';
import { reminderTemplate } from '../support/template-fixtures.js';

let t: TestApp;
let graph: FakeGraph;
let creds: Record<string, string>;
let owner: string;
let operator: string;
let channelId: string;
let otherOwner: string;
let otherChannelId: string;
let now = new Date();
const pushed: Array<{ channelId: string; templateId: string; status: string | null }> = [];

beforeAll(async () => {
  graph = await startFakeGraph();
  creds = graph.credentials();
  t = await createTestApp({ queue: true, clock: () => now, config: graph.config() });
  const company = await createCompany(t, { name: 'Loja Modelos', channelNumber: '5511944440000', ownerLogin: 'loja-modelos', credentials: creds });
  owner = company.ownerToken;
  channelId = company.channelId;
  const op = await t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(owner), payload: { name: 'Teo', login: 'teo-modelos', password: 'senha-forte-1' } });
  expect(op.statusCode).toBe(201);
  operator = await t.tokenOf('teo-modelos', 'senha-forte-1');
  const other = await createCompany(t, { name: 'Outra Loja', channelNumber: '5511944449999', ownerLogin: 'outra-modelos', credentials: graph.credentials({ phoneNumberId: '109876543219999', wabaId: '100000000009999' }) });
  otherOwner = other.ownerToken;
  otherChannelId = other.channelId;
  t.ctx.bus.on('template.changed', (e) => {
    pushed.push(e);
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});
beforeEach(() => {
  now = new Date();
  graph.reset();
  pushed.length = 0;
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token = owner, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const list = async (query = '') => (await call('GET', `/api/templates?perPage=50${query}`)).json();

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
const statusOf = async (messageId: string, wanted: string) =>
  eventually(async () => {
    const [row] = await rows<{ status: string; error_message: string | null; error_code: string | null }>(sql`select status, error_message, error_code from messages where id = ${messageId}`);
    expect(row?.status).toBe(wanted);
    return row as { status: string; error_message: string | null; error_code: string | null };
  });
/** A customer writes: their open attendance's id. */
const conversationWith = async (number: string) => {
  expect((await postCloudWebhook(t, cloudWebhook.text(creds.phoneNumberId ?? '', number, 'oi'), creds.appSecret ?? '')).statusCode).toBe(200);
  return eventually(async () => {
    const [a] = await rows<{ id: string }>(sql`select a.id from attendances a join contacts c on c.id = a.contact_id where c.number = ${number} and a.status <> 'finished'`);
    expect(a).toBeDefined();
    return (a as { id: string }).id;
  });
};

const reminder = reminderTemplate('Loja Modelos');

describe('templates', () => {
  it('syncs every page of the WABA: statuses, the rejection reason and the components, and removes what Meta no longer has', async () => {
    graph.wabaTemplates.add({ name: 'boas_vindas', language: 'pt_BR', category: 'MARKETING', status: 'APPROVED', components: [{ type: 'BODY', text: 'Bem-vindo, {{1}}!', example: { body_text: [['Ana']] } }] });
    graph.wabaTemplates.add({
      name: 'promo',
      language: 'pt_BR',
      category: 'MARKETING',
      status: 'REJECTED',
      rejected_reason: 'INVALID_FORMAT',
      components: [{ type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://x.example/a.jpg'] } }, { type: 'BODY', text: 'Oferta' }, { type: 'FOOTER', text: 'Sair: PARAR' }, { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Quero' }] }],
    });
    const gone = graph.wabaTemplates.add({ name: 'antigo', language: 'en_US', category: 'UTILITY', status: 'PAUSED', components: [{ type: 'BODY', text: 'Old' }] });
    const sync = await call('POST', '/api/templates/sync');
    expect(sync.json()).toEqual({ statusCode: 200, synced: 3, removed: 0 });
    // Page size 2 at the fake: the cursor was followed.
    const gets = graph.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/${creds.wabaId}/message_templates`));
    expect(gets.map((r) => r.query.after ?? null)).toEqual([null, '2']);
    const page = await list('&sort=name');
    expect(page.total).toBe(3);
    expect(page.lastSyncAt).not.toBeNull();
    const promo = page.items.find((i: { name: string }) => i.name === 'promo');
    expect(promo).toMatchObject({ status: 'REJECTED', rejectedReason: 'INVALID_FORMAT', header: { format: 'IMAGE', example: 'https://x.example/a.jpg' }, body: 'Oferta', footer: 'Sair: PARAR', buttons: [{ type: 'QUICK_REPLY', text: 'Quero' }] });
    expect(page.items.find((i: { name: string }) => i.name === 'boas_vindas')).toMatchObject({ status: 'APPROVED', bodyVariables: 1 });
    graph.wabaTemplates.templates.delete(gone.id);
    expect((await call('POST', '/api/templates/sync')).json()).toEqual({ statusCode: 200, synced: 2, removed: 1 });
    expect((await list()).items.map((i: { name: string }) => i.name).sort()).toEqual(['boas_vindas', 'promo']);
    expect((await list('&status=APPROVED')).items.map((i: { name: string }) => i.name)).toEqual(['boas_vindas']);
    expect(pushed.some((e) => e.status === null)).toBe(true);
  });

  it("creates a template for review with Meta's exact body, refuses a duplicate and shows Meta's refusal in pt-BR", async () => {
    const created = await call('POST', '/api/templates', owner, reminder);
    expect(created.statusCode).toBe(201);
    expect(created.json().template).toMatchObject({ name: 'lembrete_pagamento', status: 'PENDING', category: 'UTILITY', bodyVariables: 2 });
    const post = graph.requests.find((r) => r.method === 'POST' && r.path.endsWith('/message_templates'));
    expect(post?.body).toEqual({
      name: 'lembrete_pagamento',
      language: 'pt_BR',
      category: 'UTILITY',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Olá, {{1}}', example: { header_text: ['Ana'] } },
        { type: 'BODY', text: 'Sua fatura de {{1}} vence em {{2}}.', example: { body_text: [['R$ 99,90', '10/12']] } },
        { type: 'FOOTER', text: 'Loja Modelos' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'QUICK_REPLY', text: 'Já paguei' },
            { type: 'URL', text: 'Ver fatura', url: 'https://loja.example.com/fatura/{{1}}', example: ['https://loja.example.com/fatura/123'] },
          ],
        },
      ],
    });
    const again = await call('POST', '/api/templates', owner, reminder);
    expect(again.statusCode).toBe(409);
    expect(again.json().erroMensagem).toBe('Já existe um modelo com este nome neste idioma.');
    graph.respondWith({ method: 'POST', path: /message_templates$/ }, graphError(400, { code: 100, message: '(#100) Invalid parameter', details: 'Body text contains prohibited content' }), { times: 1 });
    const refused = await call('POST', '/api/templates', owner, { ...reminder, name: 'outro_modelo' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'provider_rejected', erroMensagem: 'A Meta recusou o modelo: Body text contains prohibited content' });
    expect((await list('&search=outro')).total).toBe(0);
  });

  it('refuses a skipped variable, a missing example and a bad name with the pt-BR messages, before calling Meta', async () => {
    const skipped = await call('POST', '/api/templates', owner, { ...reminder, name: 'pulou', body: 'Oi {{1}} e {{3}}', bodyExamples: ['a', 'b'] });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().erroMensagem).toContain('Numere as variáveis em ordem');
    const noExample = await call('POST', '/api/templates', owner, { ...reminder, name: 'sem_exemplo', bodyExamples: ['R$ 1'] });
    expect(noExample.json().erroMensagem).toContain('Informe 2 exemplo(s)');
    const badName = await call('POST', '/api/templates', owner, { ...reminder, name: 'Lembrete Pagamento' });
    expect(badName.json().erroMensagem).toContain('Use só letras minúsculas');
    expect(graph.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/message_templates'))).toHaveLength(0);
  });

  it("Meta's status webhook approves a template live: it reaches the composer's list; a rejection keeps its reason", async () => {
    const created = (await call('POST', '/api/templates', owner, { ...reminder, name: 'aviso_entrega' })).json().template;
    expect((await call('GET', '/api/templates/approved', operator)).json().templates.map((x: { name: string }) => x.name)).not.toContain('aviso_entrega');
    const approve = cloudWebhook.templateStatus(creds.wabaId ?? '', { templateId: created.providerTemplateId, name: 'aviso_entrega', language: 'pt_BR', event: 'APPROVED' });
    expect((await postCloudWebhook(t, approve, creds.appSecret ?? '')).statusCode).toBe(200);
    await eventually(async () => {
      const approved = (await call('GET', '/api/templates/approved', operator)).json().templates;
      expect(approved.map((x: { name: string }) => x.name)).toContain('aviso_entrega');
    });
    expect(pushed).toContainEqual({ channelId, templateId: created._id, status: 'APPROVED' });
    const reject = cloudWebhook.templateStatus(creds.wabaId ?? '', { templateId: created.providerTemplateId, name: 'aviso_entrega', language: 'pt_BR', event: 'REJECTED', reason: 'INCORRECT_CATEGORY' });
    expect((await postCloudWebhook(t, reject, creds.appSecret ?? '')).statusCode).toBe(200);
    await eventually(async () => {
      const [row] = (await t.ctx.db.orm.execute<{ status: string; rejected_reason: string | null }>(sql`select status, rejected_reason from message_templates where id = ${created._id}`)).rows;
      expect(row).toEqual({ status: 'REJECTED', rejected_reason: 'INCORRECT_CATEGORY' });
    });
  });

  it('deletes at Meta by name and here; another company cannot see or delete it', async () => {
    const created = (await call('POST', '/api/templates', owner, { ...reminder, name: 'apagar_me' })).json().template;
    expect((await call('DELETE', `/api/templates/${created._id}`, otherOwner)).statusCode).toBe(404);
    expect((await call('GET', '/api/templates?search=apagar', otherOwner)).json().total).toBe(0);
    const removed = await call('DELETE', `/api/templates/${created._id}`);
    expect(removed.statusCode).toBe(200);
    const del = graph.requests.find((r) => r.method === 'DELETE');
    expect(del?.query).toEqual({ name: 'apagar_me' });
    expect([...graph.wabaTemplates.templates.values()].some((x) => x.name === 'apagar_me')).toBe(false);
    expect((await list('&search=apagar')).total).toBe(0);
  });

  it('lets only the owner (and managers with ManageHSMModels) manage; operators read the approved ones; a QR-linked (business) channel has none', async () => {
    expect((await call('GET', '/api/templates', operator)).statusCode).toBe(403);
    expect((await call('POST', '/api/templates/sync', operator)).statusCode).toBe(403);
    expect((await call('GET', '/api/templates/approved', operator)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/templates' })).statusCode).toBe(401);
    const qr = await createCompany(t, { name: 'Loja QR', channelNumber: '5511944448888', ownerLogin: 'qr-modelos', apiType: 'business' });
    const refused = await call('POST', '/api/templates/sync', qr.ownerToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'templates_unsupported' });
  });
});

describe('sending an approved template (send_template)', () => {
  const sendTemplate = (payload: Record<string, unknown>, token = owner) =>
    t.app.inject({ method: 'POST', url: '/api/message/send_template', headers: auth(token), payload });

  it('sends an approved template to a new number with its exact components, outside any window', async () => {
    graph.addTemplate('pedido_enviado', 'pt_BR', 2);
    const res = await sendTemplate({
      channelId,
      contactNumber: '+55 (11) 96664-0001',
      templateName: 'pedido_enviado',
      params: ['Ana', '#123'],
      headerMedia: { type: 'image', link: 'https://loja.example.com/caixa.png' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({ type: 'template', attendanceId: null, content: { template: { name: 'pedido_enviado', language: 'pt_BR', params: ['Ana', '#123'] } } });
    await statusOf(res.json().message._id, 'sent');
    expect(graph.sentMessages()).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '5511966640001',
        type: 'template',
        template: {
          name: 'pedido_enviado',
          language: { code: 'pt_BR' },
          components: [
            { type: 'header', parameters: [{ type: 'image', image: { link: 'https://loja.example.com/caixa.png' } }] },
            { type: 'body', parameters: [{ type: 'text', text: 'Ana' }, { type: 'text', text: '#123' }] },
          ],
        },
      },
    ]);
    const [contact] = await rows<{ n: number }>(sql`select count(*)::int as n from contacts where channel_id = ${channelId} and number = '5511966640001'`);
    expect(contact?.n).toBe(1);
  });

  it("fills a text header's variable and a link button's variable as Meta's header and button components", async () => {
    graph.addTemplate('fatura_pronta', 'pt_BR', 1);
    const res = await sendTemplate({
      channelId,
      contactNumber: '5511966640009',
      templateName: 'fatura_pronta',
      params: ['R$ 99,90'],
      headerText: 'Ana',
      buttonParams: [{ index: 1, text: 'abc123' }],
    });
    expect(res.statusCode).toBe(201);
    await statusOf(res.json().message._id, 'sent');
    const [sent] = graph.sentMessages() as Array<{ template: { components: unknown[] } }>;
    expect(sent?.template.components).toEqual([
      { type: 'header', parameters: [{ type: 'text', text: 'Ana' }] },
      { type: 'body', parameters: [{ type: 'text', text: 'R$ 99,90' }] },
      { type: 'button', sub_type: 'url', index: 1, parameters: [{ type: 'text', text: 'abc123' }] },
    ]);
  });

  it("is filed under the contact's open attendance, even after 24 hours of silence", async () => {
    const attendanceId = await conversationWith('5511966640002');
    now = new Date(Date.now() + 30 * 3600 * 1000);
    const res = await sendTemplate({ channelId, contactNumber: '5511966640002', templateName: 'retomar_conversa' }, operator);
    expect(res.statusCode).toBe(201);
    expect(res.json().message.attendanceId).toBe(attendanceId);
    await statusOf(res.json().message._id, 'sent');
  });

  it("shows Meta's 132000 (wrong parameter count) and 132001 (missing template) in pt-BR on the failed message", async () => {
    graph.addTemplate('pedido_enviado', 'pt_BR', 2);
    const wrongCount = await sendTemplate({ channelId, contactNumber: '5511966640003', templateName: 'pedido_enviado', params: ['Ana'] });
    const failedCount = await statusOf(wrongCount.json().message._id, 'failed');
    expect(failedCount.error_code).toBe('132000');
    expect(failedCount.error_message).toBe('O número de parâmetros não corresponde ao modelo "pedido_enviado" (pt_BR). Confira quantas variáveis o modelo aprovado tem.');
    const missing = await sendTemplate({ channelId, contactNumber: '5511966640003', templateName: 'nao_existe', language: 'en_US' });
    const failedMissing = await statusOf(missing.json().message._id, 'failed');
    expect(failedMissing.error_code).toBe('132001');
    expect(failedMissing.error_message).toBe('O modelo "nao_existe" não existe no idioma en_US ou ainda não foi aprovado pela Meta.');
  });

  it("refuses another channel's id with 403", async () => {
    const res = await sendTemplate({ channelId: otherChannelId, contactNumber: '5511966640004', templateName: 'pedido_enviado' });
    expect(res.statusCode).toBe(403);
  });
});
