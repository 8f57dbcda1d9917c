// A Gupshup channel's templates through the real app and the fake Gupshup server: sync from the
// app's template list (statuses, Gupshup's template id, header/footer/buttons from containerMeta),
// applying for one (the exact form Gupshup gets), Gupshup's template-event moving it, deleting by
// name, and a template send addressed by Gupshup's template id rather than its name.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { reminderTemplate } from '../support/template-fixtures.js';
import { gupshupCallback, startFakeGupshup, type FakeGupshup, type GupshupCallback } from '../support/fake-gupshup/index.js';

let t: TestApp;
let fake: FakeGupshup;
let creds: Record<string, string>;
let owner: string;
let channelId: string;
const app = () => creds.appName ?? '';

beforeAll(async () => {
  fake = await startFakeGupshup();
  creds = fake.credentials();
  t = await createTestApp({ queue: true, config: fake.config() });
  const company = await createCompany(t, { name: 'Loja Modelos Gupshup', channelNumber: '5511944440000', ownerLogin: 'modelos-gupshup', apiType: 'gupshup', credentials: creds });
  owner = company.ownerToken;
  channelId = company.channelId;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(owner), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const listed = async (query = '') => (await call('GET', `/api/templates?perPage=50&sort=name${query}`)).json();
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
const post = (body: GupshupCallback) =>
  t.app.inject({ method: 'POST', url: `/api/webhooks/gupshup/${channelId}?token=${encodeURIComponent(creds.webhookToken ?? '')}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

const reminder = reminderTemplate('Loja Gupshup');

describe('Gupshup templates', () => {
  it("syncs the app's template list: Gupshup's id, upper-case status, the rejection reason and containerMeta's parts; removes what Gupshup dropped", async () => {
    const approved = fake.templates.add(app(), {
      elementName: 'boas_vindas',
      languageCode: 'pt_BR',
      category: 'MARKETING',
      status: 'APPROVED',
      templateType: 'TEXT',
      data: 'Promoção\nBem-vindo, {{1}}!\nSair: PARAR',
      containerMeta: JSON.stringify({
        data: 'Bem-vindo, {{1}}!',
        header: 'Promoção',
        footer: 'Sair: PARAR',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Quero' },
          { type: 'PHONE_NUMBER', text: 'Ligar', phone_number: '+5511999990000' },
        ],
      }),
    });
    fake.templates.add(app(), { elementName: 'promo_foto', languageCode: 'pt_BR', category: 'MARKETING', status: 'rejected', templateType: 'IMAGE', data: 'Oferta', reason: 'INVALID_FORMAT', containerMeta: '{not json' });
    const gone = fake.templates.add(app(), { elementName: 'antigo', languageCode: 'en_US', category: 'UTILITY', status: 'PAUSED', templateType: 'TEXT', data: 'Old' });
    fake.templates.add('OutroApp', { elementName: 'de_outro_app', languageCode: 'pt_BR', category: 'UTILITY', status: 'APPROVED', templateType: 'TEXT', data: 'x' });

    const sync = await call('POST', '/api/templates/sync');
    expect(sync.json()).toEqual({ statusCode: 200, synced: 3, removed: 0 });
    const get = fake.requests.find((r) => r.method === 'GET');
    expect(get?.path).toBe(`/sm/api/v1/template/list/${app()}`);
    expect(get?.headers.apikey).toBe(creds.apiKey);
    const page = await listed();
    expect(page.items.map((i: { name: string }) => i.name)).toEqual(['antigo', 'boas_vindas', 'promo_foto']);
    expect(page.items.find((i: { name: string }) => i.name === 'boas_vindas')).toMatchObject({
      providerTemplateId: approved.id,
      status: 'APPROVED',
      category: 'MARKETING',
      header: { format: 'TEXT', text: 'Promoção' },
      body: 'Bem-vindo, {{1}}!',
      footer: 'Sair: PARAR',
      buttons: [{ type: 'QUICK_REPLY', text: 'Quero' }],
      bodyVariables: 1,
    });
    // An unreadable containerMeta keeps the template, with Gupshup's text as the body.
    expect(page.items.find((i: { name: string }) => i.name === 'promo_foto')).toMatchObject({ status: 'REJECTED', rejectedReason: 'INVALID_FORMAT', header: null, body: 'Oferta', buttons: [] });

    fake.templates.of(app()).delete(gone.id);
    expect((await call('POST', '/api/templates/sync')).json()).toEqual({ statusCode: 200, synced: 2, removed: 1 });
  });

  it('applies for a template with the form fields Gupshup expects and stores its Gupshup id as pending', async () => {
    const created = await call('POST', '/api/templates', reminder);
    expect(created.statusCode, created.body).toBe(201);
    const apply = fake.requests.find((r) => r.method === 'POST' && r.path === `/sm/api/v1/template/${app()}`);
    expect(apply?.headers.apikey).toBe(creds.apiKey);
    expect(apply?.form).toEqual({
      elementName: 'lembrete_pagamento',
      languageCode: 'pt_BR',
      category: 'UTILITY',
      templateType: 'TEXT',
      vertical: 'lembrete_pagamento',
      content: 'Sua fatura de {{1}} vence em {{2}}.',
      example: 'Sua fatura de R$ 99,90 vence em 10/12.',
      header: 'Olá, {{1}}',
      exampleHeader: 'Olá, Ana',
      footer: 'Loja Gupshup',
      buttons: JSON.stringify([
        { type: 'QUICK_REPLY', text: 'Já paguei' },
        { type: 'URL', text: 'Ver fatura', url: 'https://loja.example.com/fatura/{{1}}', example: ['https://loja.example.com/fatura/123'] },
      ]),
    });
    const [stored] = [...fake.templates.of(app()).values()];
    expect(created.json().template).toMatchObject({ name: 'lembrete_pagamento', providerTemplateId: stored?.id, status: 'PENDING', category: 'UTILITY' });

    fake.failNext(1, { status: 400, body: { status: 'error', message: 'Template content is not valid' } });
    const refused = await call('POST', '/api/templates', { ...reminder, name: 'recusado' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'provider_rejected', erroMensagem: 'A Gupshup recusou o modelo: Template content is not valid' });
  });

  it("Gupshup's template-event approves the template live, and a rejection keeps its reason", async () => {
    const created = (await call('POST', '/api/templates', { ...reminder, name: 'aviso_entrega' })).json().template;
    const event = { id: created.providerTemplateId as string, elementName: 'aviso_entrega', languageCode: 'pt_BR' };
    expect((await post(gupshupCallback.templateEvent(app(), { ...event, status: 'approved' }))).statusCode).toBe(200);
    await eventually(async () => {
      const approved = (await call('GET', '/api/templates/approved')).json().templates;
      expect(approved.map((x: { name: string }) => x.name)).toContain('aviso_entrega');
    });
    expect((await post(gupshupCallback.templateEvent(app(), { ...event, status: 'rejected', rejectedReason: 'INCORRECT_CATEGORY' }))).statusCode).toBe(200);
    await eventually(async () => {
      const [row] = await rows<{ status: string; rejected_reason: string | null }>(sql`select status, rejected_reason from message_templates where id = ${created._id}`);
      expect(row).toEqual({ status: 'REJECTED', rejected_reason: 'INCORRECT_CATEGORY' });
    });
  });

  it('deletes at Gupshup by name (DELETE /sm/api/v1/template/{app}/{elementName}) and here', async () => {
    const created = (await call('POST', '/api/templates', { ...reminder, name: 'apagar_me' })).json().template;
    expect((await call('DELETE', `/api/templates/${created._id}`)).statusCode).toBe(200);
    const del = fake.requests.find((r) => r.method === 'DELETE');
    expect(del?.path).toBe(`/sm/api/v1/template/${app()}/apagar_me`);
    expect([...fake.templates.of(app()).values()].some((x) => x.elementName === 'apagar_me')).toBe(false);
    expect((await listed('&search=apagar')).total).toBe(0);
  });
});

describe('sending a template on Gupshup', () => {
  const sendTemplate = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/message/send_template', headers: auth(owner), payload: { channelId, ...payload } });
  const sentTemplateField = async (messageId: string) =>
    eventually(async () => {
      const [row] = await rows<{ status: string; provider_message_id: string | null }>(sql`select status, provider_message_id from messages where id = ${messageId}`);
      expect(row?.status).toBe('sent');
      const send = fake.sends.find((s) => s.messageId === row?.provider_message_id);
      expect(send?.path).toBe('/wa/api/v1/template/msg');
      return send?.form;
    });

  it("addresses the template by Gupshup's template id (not its name), with the body params in order", async () => {
    const gupshupTemplate = fake.templates.add(app(), { elementName: 'pedido_enviado', languageCode: 'pt_BR', category: 'UTILITY', status: 'APPROVED', templateType: 'TEXT', data: 'Olá {{1}}, pedido {{2}} enviado.' });
    // Same name in another language: the send must pick the pt_BR one's id.
    fake.templates.add(app(), { elementName: 'pedido_enviado', languageCode: 'en_US', category: 'UTILITY', status: 'APPROVED', templateType: 'TEXT', data: 'Hi {{1}}, order {{2}} shipped.' });
    expect((await call('POST', '/api/templates/sync')).statusCode).toBe(200);
    const res = await sendTemplate({ contactNumber: '5511977771001', templateName: 'pedido_enviado', params: ['Ana', '#123'] });
    expect(res.statusCode, res.body).toBe(201);
    const form = await sentTemplateField(res.json().message._id);
    expect(form).toEqual({
      source: '5511944440000',
      destination: '5511977771001',
      'src.name': app(),
      template: JSON.stringify({ id: gupshupTemplate.id, params: ['Ana', '#123'] }),
    });
  });

  it("sends a currency and a date variable as their fallback texts and quick replies' payloads as postbackTexts, which the fake checks", async () => {
    const cobranca = fake.templates.add(app(), { elementName: 'cobranca', languageCode: 'pt_BR', category: 'UTILITY', status: 'APPROVED', templateType: 'TEXT', data: 'Olá {{1}}, {{2}} vence em {{3}}.' });
    expect((await call('POST', '/api/templates/sync')).statusCode).toBe(200);
    const res = await sendTemplate({
      contactNumber: '5511977771003',
      templateName: 'cobranca',
      params: ['Ana', { type: 'currency', currency: { fallback_value: 'R$ 99,90', code: 'BRL', amount_1000: 99900 } }, { type: 'date_time', date_time: { fallback_value: '10/12/2025' } }],
      buttonPayloads: [{ index: 0, payload: 'pagou' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message.content.text).toBe('Olá Ana, R$ 99,90 vence em 10/12/2025.');
    const form = await sentTemplateField(res.json().message._id);
    expect(form).toEqual({
      source: '5511944440000',
      destination: '5511977771003',
      'src.name': app(),
      template: JSON.stringify({ id: cobranca.id, params: ['Ana', 'R$ 99,90', '10/12/2025'] }),
      postbackTexts: JSON.stringify([{ index: 0, text: 'pagou' }]),
    });
  });

  it('falls back to the name when the template was never synced', async () => {
    const res = await sendTemplate({ contactNumber: '5511977771002', templateName: 'nunca_sincronizado' });
    expect(res.statusCode, res.body).toBe(201);
    const form = await sentTemplateField(res.json().message._id);
    expect(form?.template).toBe(JSON.stringify({ id: 'nunca_sincronizado', params: [] }));
  });
});
