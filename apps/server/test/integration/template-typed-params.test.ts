// Typed template parameters through the real app and the fake Graph server (issue 17 item 12):
// send_template's currency and date_time variables and quick-reply payloads reach Meta in its exact
// shapes, malformed ones are refused with 400 in pt-BR before anything is stored, the message keeps the
// filled text for history and transcripts, and templates declare which variable is a currency or a date.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Template } from '@atende/contract';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';
import { eventually } from '../support/eventually.js';

let t: TestApp;
let graph: FakeGraph;
let owner: string;
let operator: string;
let channelId: string;
let otherOwner: string;

beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp({ queue: true, config: graph.config() });
  const company = await createCompany(t, { name: 'Loja Valores', channelNumber: '5511933330000', ownerLogin: 'loja-valores', credentials: graph.credentials() });
  owner = company.ownerToken;
  channelId = company.channelId;
  const op = await t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(owner), payload: { name: 'Tina', login: 'tina-valores', password: 'senha-forte-1' } });
  expect(op.statusCode).toBe(201);
  operator = await t.tokenOf('tina-valores', 'senha-forte-1');
  const other = await createCompany(t, {
    name: 'Outra Loja Valores',
    channelNumber: '5511933339999',
    ownerLogin: 'outra-valores',
    credentials: graph.credentials({ phoneNumberId: '109876543218888', wabaId: '100000000008888' }),
  });
  otherOwner = other.ownerToken;
  addCobranca();
  expect((await t.app.inject({ method: 'POST', url: '/api/templates/sync', headers: auth(owner) })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});
beforeEach(() => {
  graph.reset();
  addCobranca();
});

/** Approved at Meta (and synced here in beforeAll): what a send fills and the composer lists. */
function addCobranca() {
  graph.wabaTemplates.add({
    name: 'cobranca',
    language: 'pt_BR',
    category: 'UTILITY',
    status: 'APPROVED',
    components: [
      { type: 'BODY', text: 'Olá {{1}}, sua fatura de {{2}} vence em {{3}}.' },
      { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Ver fatura', url: 'https://loja.example.com/fatura/{{1}}' }, { type: 'QUICK_REPLY', text: 'Já paguei' }, { type: 'QUICK_REPLY', text: 'Falar com alguém' }] },
    ],
  });
  graph.addTemplate('cobranca', 'pt_BR', 3);
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = owner) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const sendTemplate = (payload: Record<string, unknown>, token = owner) => call('POST', '/api/message/send_template', { channelId, templateName: 'cobranca', ...payload }, token);
const sentStatus = (messageId: string) =>
  eventually(async () => {
    const [row] = (await t.ctx.db.orm.execute<{ status: string; error_message: string | null }>(sql`select status, error_message from messages where id = ${messageId}`)).rows;
    expect(row?.status, row?.error_message ?? '').toBe('sent');
  });
const cobranca = async (): Promise<Template> => {
  const page = (await call('GET', '/api/templates?perPage=50&search=cobranca')).json<{ items: Template[] }>();
  const found = page.items.find((x) => x.name === 'cobranca');
  if (!found) throw new Error('cobranca not synced');
  return found;
};

const currency = { type: 'currency', currency: { fallback_value: 'R$ 1.234,56', code: 'BRL', amount_1000: 1234560 } };
const dateTime = { type: 'date_time', date_time: { fallback_value: '25/12/2025 14:30' } };

describe('send_template with typed parameters', () => {
  it("sends a currency and a date_time variable and quick-reply payloads in Meta's exact shapes", async () => {
    const res = await sendTemplate({
      contactNumber: '5511966650001',
      params: ['Ana', currency, dateTime],
      buttonParams: [{ index: 0, text: 'FAT-123' }],
      buttonPayloads: [
        { index: 2, payload: 'falar-atendente' },
        { index: 1, payload: 'pagou:FAT-123' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    await sentStatus(res.json().message._id);
    expect(graph.sentMessages()).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '5511966650001',
        type: 'template',
        template: {
          name: 'cobranca',
          language: { code: 'pt_BR' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Ana' },
                { type: 'currency', currency: { fallback_value: 'R$ 1.234,56', code: 'BRL', amount_1000: 1234560 } },
                { type: 'date_time', date_time: { fallback_value: '25/12/2025 14:30' } },
              ],
            },
            { type: 'button', sub_type: 'url', index: 0, parameters: [{ type: 'text', text: 'FAT-123' }] },
            { type: 'button', sub_type: 'quick_reply', index: 1, parameters: [{ type: 'payload', payload: 'pagou:FAT-123' }] },
            { type: 'button', sub_type: 'quick_reply', index: 2, parameters: [{ type: 'payload', payload: 'falar-atendente' }] },
          ],
        },
      },
    ]);
  });

  it('keeps what the customer reads: the params as text and the filled body, for history and transcripts', async () => {
    const res = await sendTemplate({ contactNumber: '5511966650002', params: ['Bia', currency, dateTime], buttonPayloads: [{ index: 1, payload: 'pagou' }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message.content).toEqual({
      text: 'Olá Bia, sua fatura de R$ 1.234,56 vence em 25/12/2025 14:30.',
      template: {
        name: 'cobranca',
        language: 'pt_BR',
        params: ['Bia', 'R$ 1.234,56', '25/12/2025 14:30'],
        typedParams: ['Bia', currency, dateTime],
        buttonPayloads: [{ index: 1, payload: 'pagou' }],
      },
    });
    await sentStatus(res.json().message._id);
  });

  it.each([
    ['a currency code that is no ISO 4217 code', { ...currency, currency: { ...currency.currency, code: 'REAL' } }, 'params.1.currency.code: Código de moeda inválido: use o código ISO 4217 de 3 letras maiúsculas (ex.: BRL)'],
    ['a lower-case currency code', { ...currency, currency: { ...currency.currency, code: 'brl' } }, 'params.1.currency.code: Código de moeda inválido: use o código ISO 4217 de 3 letras maiúsculas (ex.: BRL)'],
    [
      'an amount that is not an integer ×1000',
      { ...currency, currency: { ...currency.currency, amount_1000: 1234.56 } },
      'params.1: O valor (amount_1000) precisa ser um número inteiro: o valor multiplicado por 1000 (R$ 10,50 = 10500)',
    ],
    ['an amount given as text', { ...currency, currency: { ...currency.currency, amount_1000: '1234560' } }, 'params.1: Informe o valor multiplicado por 1000 (amount_1000)'],
    ['a currency without its fallback_value', { type: 'currency', currency: { code: 'BRL', amount_1000: 1000 } }, 'params.1: Informe o valor como o cliente deve ler (fallback_value)'],
    ['a date_time without its fallback_value', { type: 'date_time', date_time: { fallback_value: '  ' } }, 'params.1.date_time.fallback_value: Informe a data e a hora como o cliente deve ler (fallback_value)'],
    ['an unknown parameter type', { type: 'image', image: { link: 'https://x.example/a.png' } }, 'params.1: Parâmetro inválido: envie um texto ou um objeto do tipo currency ou date_time'],
  ])('refuses %s with 400 in pt-BR, storing and sending nothing', async (_name, param, message) => {
    const before = (await t.ctx.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from messages where channel_id = ${channelId}`)).rows[0]?.n;
    const res = await sendTemplate({ contactNumber: '5511966650003', params: ['Ana', param, dateTime] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error', erroMensagem: `Dados inválidos: ${message}` });
    const after = (await t.ctx.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from messages where channel_id = ${channelId}`)).rows[0]?.n;
    expect(after).toBe(before);
    expect(graph.sentMessages()).toEqual([]);
  });

  it('refuses an empty or over-long payload and a button filled twice, in pt-BR', async () => {
    const empty = await sendTemplate({ contactNumber: '5511966650004', params: ['Ana', 'R$ 1', 'amanhã'], buttonPayloads: [{ index: 1, payload: ' ' }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().erroMensagem).toBe('Dados inválidos: buttonPayloads.0.payload: Informe o retorno (payload) do botão de resposta rápida');
    const long = await sendTemplate({ contactNumber: '5511966650004', params: ['Ana', 'R$ 1', 'amanhã'], buttonPayloads: [{ index: 1, payload: 'x'.repeat(257) }] });
    expect(long.json().erroMensagem).toBe('Dados inválidos: buttonPayloads.0.payload: O retorno (payload) do botão tem no máximo 256 caracteres');
    const twice = await sendTemplate({ contactNumber: '5511966650004', params: ['Ana', 'R$ 1', 'amanhã'], buttonParams: [{ index: 1, text: 'x' }], buttonPayloads: [{ index: 1, payload: 'y' }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().erroMensagem).toBe('Dados inválidos: buttonPayloads: Cada botão recebe um único parâmetro: repita a posição só uma vez');
  });
});

describe('declaring variable types', () => {
  it('a synced template lists its variables as text until the owner declares a currency and a date; a sync keeps them', async () => {
    const before = await cobranca();
    expect(before.variableTypes).toEqual(['text', 'text', 'text']);
    const res = await call('PUT', `/api/templates/${before._id}/variable-types`, { variableTypes: ['text', 'currency', 'date_time'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().template.variableTypes).toEqual(['text', 'currency', 'date_time']);
    expect((await call('POST', '/api/templates/sync')).statusCode).toBe(200);
    expect((await cobranca()).variableTypes).toEqual(['text', 'currency', 'date_time']);
    const approved = (await call('GET', '/api/templates/approved', undefined, operator)).json<{ templates: Template[] }>().templates;
    expect(approved.find((x) => x.name === 'cobranca')?.variableTypes).toEqual(['text', 'currency', 'date_time']);
  });

  it('refuses a count that does not match the body, an unknown type, an operator and another company', async () => {
    const { _id } = await cobranca();
    const wrongCount = await call('PUT', `/api/templates/${_id}/variable-types`, { variableTypes: ['currency'] });
    expect(wrongCount.statusCode).toBe(400);
    expect(wrongCount.json().erroMensagem).toBe('Informe o tipo de cada variável da mensagem: o modelo tem 3.');
    const unknown = await call('PUT', `/api/templates/${_id}/variable-types`, { variableTypes: ['text', 'money', 'text'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().erroMensagem).toBe('Dados inválidos: variableTypes.1: Tipo de variável inválido: use text, currency ou date_time');
    expect((await call('PUT', `/api/templates/${_id}/variable-types`, { variableTypes: ['text', 'text', 'text'] }, operator)).statusCode).toBe(403);
    expect((await call('PUT', `/api/templates/${_id}/variable-types`, { variableTypes: ['text', 'text', 'text'] }, otherOwner)).statusCode).toBe(404);
  });

  it('a template created here keeps the types the editor declared, and Meta is sent only its own fields', async () => {
    const res = await call('POST', '/api/templates', {
      name: 'parcela_vencendo',
      category: 'UTILITY',
      language: 'pt_BR',
      body: 'Sua parcela de {{1}} vence em {{2}}.',
      bodyExamples: ['R$ 99,90', '10/12/2025'],
      variableTypes: ['currency', 'date_time'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().template.variableTypes).toEqual(['currency', 'date_time']);
    const created = graph.requests.find((r) => r.method === 'POST' && /message_templates/.test(r.path));
    expect(JSON.stringify(created?.body)).not.toMatch(/variableTypes|currency/);
    const mismatch = await call('POST', '/api/templates', { name: 'outro', category: 'UTILITY', language: 'pt_BR', body: 'Oi {{1}}', bodyExamples: ['Ana'], variableTypes: ['text', 'currency'] });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().erroMensagem).toBe('Dados inválidos: variableTypes: Informe o tipo de cada variável da mensagem (1)');
  });
});
