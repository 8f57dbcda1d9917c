// Bad input at the edge (issue 15): characters PostgreSQL refuses, broken multipart, oversized bodies,
// a bad webhook among good ones and spreadsheet formulas. Each answer is a 4xx in pt-BR, never a 500,
// and a provider's webhook is kept (cleaned) rather than refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { multipart } from '../support/multipart.js';
import { postSimulatorWebhook } from '../support/simulator-webhook.js';
import { postCloudWebhook } from '../support/chatbot-fixtures.js';
import { cloudWebhook, startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';
import type { SimulatorWebhook } from '../../src/providers/simulator/simulator.adapter.js';

let t: TestApp;
let graph: FakeGraph;
let cloudCreds: Record<string, string>;
let owner: string;
let channelId: string;
let port: number;

beforeAll(async () => {
  graph = await startFakeGraph();
  cloudCreds = graph.credentials();
  t = await createTestApp({ queue: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  await createCompany(t, { name: 'Loja Cloud Suja', channelNumber: '5511955551234', ownerLogin: 'loja-suja', credentials: cloudCreds });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const INVALID_TEXT = 'O texto enviado contém caracteres inválidos.';
const expectInvalidText = (res: { statusCode: number; json: () => unknown; body: string }) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ statusCode: 400, error: 'invalid_characters', erroMensagem: INVALID_TEXT });
};
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;

describe('NUL and lone surrogates in what the API reads', () => {
  it('a NUL in a JSON body is 400 in pt-BR, not a database 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: auth(owner), payload: { number: '11987650001', name: 'Ana\u0000Paula' } });
    expectInvalidText(res);
  });

  it('a lone surrogate in a JSON body (even in a key, even deep) is 400', async () => {
    const lone = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...auth(owner), 'content-type': 'application/json' },
      payload: '{"number":"11987650002","name":"Ana \\ud800 Paula"}',
    });
    expectInvalidText(lone);
    const lowAlone = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...auth(owner), 'content-type': 'application/json' },
      payload: '{"number":"11987650002","name":"ok","extra":{"a":[{"\\udc00x":1}]}}',
    });
    expectInvalidText(lowAlone);
    // A real pair (an emoji) is fine.
    const emoji = await t.app.inject({ method: 'POST', url: '/api/contact', headers: auth(owner), payload: { number: '11987650003', name: 'Ana 😀' } });
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it('a NUL in a query string is 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/page/1?search=ana%00`, headers: auth(owner) });
    expectInvalidText(res);
  });

  it('a NUL in a route param is 400 with the same message', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/page/1%00`, headers: auth(owner) });
    expectInvalidText(res);
  });

  it("a NUL in an uploaded file's name is 400, and nothing is stored", async () => {
    const { payload, headers } = await multipart(Buffer.from('Nome;Número\nAna;11987650004\n'), 'text/csv', 'lista\u0000.csv');
    const res = await t.app.inject({ method: 'POST', url: '/api/contact/import', headers: { ...auth(owner), ...headers }, payload });
    expectInvalidText(res);
    expect(await rows(sql`select 1 from contact_imports where file_name like 'lista%'`)).toHaveLength(0);
  });
});

describe('provider webhooks keep the message without the character', () => {
  it('a Cloud webhook with \\u0000 in the text is 200 and the message is stored without it', async () => {
    const body = cloudWebhook.text(cloudCreds.phoneNumberId ?? '', '5511977771001', 'Olá\u0000 mundo \ud800!');
    const res = await postCloudWebhook(t, body, cloudCreds.appSecret ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const stored = await eventually(async () => {
      const [m] = await rows<{ text: string }>(sql`
        select m.content->>'text' as text from messages m join contacts c on c.id = m.contact_id where c.number = '5511977771001'`);
      expect(m).toBeDefined();
      return m?.text;
    });
    expect(stored).toBe('Olá mundo !');
  });

  it('a simulator webhook with \\u0000 is 200 and stored without it; an escaped backslash before u0000 is kept', async () => {
    const body: SimulatorWebhook = {
      channelId,
      events: [{ kind: 'message', id: `sim-nul-${Date.now()}`, from: { number: '5511977771002', name: 'Zé\u0000' }, type: 'text', text: 'a\u0000b \\u0000 c' }],
    };
    const res = await postSimulatorWebhook(t, body);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await eventually(async () => {
      const [m] = await rows<{ text: string }>(sql`
        select m.content->>'text' as text from messages m join contacts c on c.id = m.contact_id where c.number = '5511977771002'`);
      expect(m).toBeDefined();
      return m?.text;
    });
    expect(stored).toBe('ab \\u0000 c');
  });

  it('one bad webhook in a burst fails alone: the others in its group commit are stored and answered 200', async () => {
    const good = (i: number) =>
      JSON.stringify({ channelId, events: [{ kind: 'message', id: `sim-burst-${i}-${Date.now()}`, from: { number: `55119777720${String(i).padStart(2, '0')}`, name: null }, type: 'text', text: `oi ${i}` }] });
    // Valid JSON that PostgreSQL's jsonb refuses (a number beyond numeric's range): a real row-level failure.
    const bad = good(99).replace(/}$/, ',"ruido":1e1000000}');
    const bodies = Array.from({ length: 30 }, (_, i) => (i === 13 ? bad : good(i)));
    const answers = await Promise.all(
      bodies.map((payload) =>
        t.app.inject({ method: 'POST', url: '/api/webhooks/simulator', remoteAddress: '127.0.0.1', payload, headers: { 'content-type': 'application/json' } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s, i) => i !== 13 && s === 200)).toHaveLength(29);
    expect(statuses[13]).toBe(400);
    expect(answers[13]?.json()).toMatchObject({ statusCode: 400, error: 'bad_webhook' });
    const stored = await rows<{ n: number }>(sql`select count(*)::int as n from webhook_inbox where payload::text like '%sim-burst-%'`);
    expect(stored[0]?.n).toBe(29);
  });
});

describe('broken multipart', () => {
  const boundary = '----atendeBoundary123';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lista.csv"\r\nContent-Type: text/csv\r\n\r\n`;

  it('a truncated multipart body is 400 in pt-BR', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/import',
      headers: { ...auth(owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${head}Nome;Número\nAna;119876`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'bad_multipart', erroMensagem: 'O envio do arquivo chegou incompleto ou malformado. Tente enviar de novo.' });
  });

  it('a multipart body without a boundary is 400 in pt-BR', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/import',
      headers: { ...auth(owner), 'content-type': 'multipart/form-data' },
      payload: `${head}Nome;Número\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'bad_multipart' });
  });
});

describe('after a 413 the client is still answered', () => {
  type Answer = { status: number; body: string; socket: unknown };
  const send = (agent: http.Agent, options: http.RequestOptions, body?: Buffer | string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, agent, ...options }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, socket: req.socket }));
      });
      req.on('error', reject);
      req.setTimeout(20_000, () => req.destroy(new Error('no answer')));
      if (body !== undefined) req.write(body);
      req.end();
    });

  it('a JSON body over 5 MB is 413, and the next request on the same keep-alive client is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ login: 'x', password: 'y'.repeat(6 * 1024 * 1024) });
      const first = await send(agent, { method: 'POST', path: '/api/user/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(big) } }, big);
      expect(first.status).toBe(413);
      expect(JSON.parse(first.body)).toMatchObject({ statusCode: 413, erroMensagem: 'O conteúdo enviado é grande demais.' });
      const next = await send(agent, { method: 'GET', path: '/api/health' });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('a chunked JSON body (no length announced) that grows past 5 MB is 413, and the next request is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ login: 'x', password: 'y'.repeat(6 * 1024 * 1024) });
      const first = await send(agent, { method: 'POST', path: '/api/user/login', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, big);
      expect(first.status).toBe(413);
      const next = await send(agent, { method: 'GET', path: '/api/health' });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('a file over the upload limit is 413, and the next request on the same keep-alive client is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { payload, headers } = await multipart(Buffer.alloc(11 * 1024 * 1024, 'a'), 'text/csv', 'grande.csv');
      const first = await send(agent, { method: 'POST', path: '/api/contact/import', headers: { ...auth(owner), ...headers, 'content-length': payload.length } }, payload);
      expect(first.status).toBe(413);
      expect(JSON.parse(first.body)).toMatchObject({ statusCode: 413, error: 'file_too_large' });
      const next = await send(agent, { method: 'GET', path: '/api/health' });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe('spreadsheet exports neutralise formulas', () => {
  it('a contact named =HYPERLINK(...) comes back prefixed with a quote in CSV and XLSX, as text', async () => {
    const name = '=HYPERLINK("http://mal.example/x","Clique")';
    const created = await t.app.inject({ method: 'POST', url: '/api/contact', headers: auth(owner), payload: { number: '11987659999', name } });
    expect(created.statusCode, created.body).toBe(201);
    const exportOf = (format: string) =>
      t.app.inject({ method: 'GET', url: `/api/contact/channel/${channelId}/export?format=${format}&search=11987659999`, headers: auth(owner) });

    const csv = await exportOf('csv');
    expect(csv.statusCode).toBe(200);
    const records = parse(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(records[1]?.[0]).toBe(`'${name}`);

    const xlsx = await exportOf('xlsx');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cell = book.worksheets[0]?.getRow(2).getCell(1);
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe(`'${name}`);
  });
});
