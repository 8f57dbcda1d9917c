import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickAnswer } from '@atende/contract';
import { COMPANY_PASSWORD, auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { mediaFiles } from '../../src/schema/index.js';

let t: TestApp;
let owner: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.tokenOf('empresa');
  operator = await t.tokenOf('operador');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const search = async (query: string, token = operator) => {
  const res = await call('GET', `/api/quickanswers${query}`, token);
  expect(res.statusCode).toBe(200);
  return (res.json().quickAnswers as QuickAnswer[]).map((a) => a.shortcut);
};
const create = (payload: unknown, token = owner) => call('POST', '/api/quickanswers', token, payload);

async function createManager(login: string, permissions: string[]): Promise<string> {
  const res = await call('POST', '/api/channel/manager', owner, { login, password: COMPANY_PASSWORD, name: login, permissions });
  expect(res.statusCode).toBe(201);
  return t.tokenOf(login, COMPANY_PASSWORD);
}

describe('quick answers for the composer (GET /api/quickanswers)', () => {
  it('the demo company comes with three quick answers an operator can list', async () => {
    expect(await search('')).toEqual(['encerramento', 'protocolo', 'saudacao']);
  });

  it('finds shortcuts starting with the search first, then containing it, then answers whose text holds it', async () => {
    for (const [shortcut, text] of [
      ['sau2', 'Outra saudação'],
      ['bemsau', 'Contém no meio'],
      ['tchau', 'Texto com SAUdade no meio'],
    ] as const) {
      expect((await create({ shortcut, text })).statusCode).toBe(201);
    }
    expect(await search('?search=sau')).toEqual(['sau2', 'saudacao', 'bemsau', 'tchau']);
    expect(await search('?search=/SAU')).toEqual(['sau2', 'saudacao', 'bemsau', 'tchau']);
    expect(await search('?search=sau&limit=2')).toEqual(['sau2', 'saudacao']);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await create({ shortcut: 'desconto', text: 'Ganhe 10% de desconto' })).statusCode).toBe(201);
    expect(await search('?search=%25')).toEqual(['desconto']);
    // Unescaped, `a_s` would match "acompanhar a sua" in the demo's protocolo answer.
    expect(await search('?search=a_s')).toEqual([]);
    expect(await search('?search=o_n')).toEqual(['encerramento', 'saudacao']); // {{primeiro_nome}}
  });

  it('owners and every manager of the channel may read them, whatever their permissions', async () => {
    expect(await search('?search=protocolo', owner)).toEqual(['protocolo']);
    expect(await search('?search=protocolo', await t.tokenOf('gerente'))).toEqual(['protocolo']);
  });

  it('refuses a limit above 50', async () => {
    expect((await call('GET', '/api/quickanswers?limit=51', operator)).statusCode).toBe(400);
  });
});

describe('managing quick answers', () => {
  it('the owner creates, reads, changes and deletes an answer', async () => {
    const created = await create({ shortcut: 'Pix', text: '  A chave Pix é {{numero}}.  ' });
    expect(created.statusCode).toBe(201);
    const answer = created.json().quickAnswer as QuickAnswer;
    expect(answer).toMatchObject({ shortcut: 'Pix', text: 'A chave Pix é {{numero}}.', mediaId: null });

    expect((await call('GET', `/api/quickanswers/${answer._id}`, owner)).json().quickAnswer.text).toBe('A chave Pix é {{numero}}.');
    const changed = await call('PUT', `/api/quickanswers/${answer._id}`, owner, { shortcut: 'pix', text: 'Chave Pix: 123' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().quickAnswer).toMatchObject({ _id: answer._id, shortcut: 'pix', text: 'Chave Pix: 123' });

    const removed = await call('DELETE', `/api/quickanswers/${answer._id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/quickanswers/${answer._id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/quickanswers/${answer._id}`, owner)).json().erroMensagem).toBe('Resposta rápida não encontrada.');
  });

  it('pages the list by shortcut with the total, filtered by the search', async () => {
    const res = await call('GET', '/api/quickanswers/page/1?perPage=2&search=sau', owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200, page: 1, perPage: 2, total: 4 });
    expect(body.items.map((a: QuickAnswer) => a.shortcut)).toEqual(['bemsau', 'sau2']);
  });

  it('sorts the list by shortcut, creation or change, and names the attachment of each row', async () => {
    const channelId = (await t.login('empresa')).user.channelId as string;
    const [file] = await t.ctx.db.orm
      .insert(mediaFiles)
      .values({ channelId, source: 'upload', mimeType: 'image/png', fileName: 'tabela.png' })
      .returning();
    const made = await create({ shortcut: 'zz-tabela', text: 'Segue a tabela', mediaId: file?.id });
    expect(made.statusCode).toBe(201);
    const shortcuts = async (query: string) => {
      const res = await call('GET', `/api/quickanswers/page/1${query}`, owner);
      expect(res.statusCode).toBe(200);
      return res.json().items as Array<QuickAnswer & { media: { fileName: string | null; mimeType: string } | null }>;
    };
    const desc = await shortcuts('?sort=shortcut&order=desc&perPage=100');
    expect(desc[0]).toMatchObject({ shortcut: 'zz-tabela', media: { fileName: 'tabela.png', mimeType: 'image/png' } });
    expect(desc.map((a) => a.shortcut.toLowerCase())).toEqual(desc.map((a) => a.shortcut.toLowerCase()).sort().reverse());
    expect((await shortcuts('?sort=createdAt&order=desc&perPage=1'))[0]?.shortcut).toBe('zz-tabela');
    expect((await shortcuts('?search=saudacao'))[0]?.media).toBeNull();
    const bad = await call('GET', '/api/quickanswers/page/1?sort=text', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().erroMensagem).toBe('Dados inválidos: sort: Ordenação inválida');
  });

  it('answers 409 in Portuguese for a shortcut the channel already has, whatever its case', async () => {
    const res = await create({ shortcut: 'SAUDACAO', text: 'De novo' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'quick_answer_shortcut_taken', erroMensagem: 'Já existe uma resposta rápida com este atalho.' });

    const other = (await create({ shortcut: 'outra', text: 'Outra' })).json().quickAnswer as QuickAnswer;
    const renamed = await call('PUT', `/api/quickanswers/${other._id}`, owner, { shortcut: 'Protocolo', text: 'Outra' });
    expect(renamed.statusCode).toBe(409);
    // Saving an answer under its own shortcut is no conflict.
    expect((await call('PUT', `/api/quickanswers/${other._id}`, owner, { shortcut: 'OUTRA', text: 'Outra!' })).statusCode).toBe(200);
  });

  it('explains invalid shortcuts and texts in Portuguese', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ shortcut: '', text: 'x' }, 'shortcut: Informe o atalho'],
      [{ shortcut: 'bom dia', text: 'x' }, 'shortcut: Use no atalho apenas letras, números, hífen (-) ou sublinhado (_), sem espaços'],
      [{ shortcut: '/oi', text: 'x' }, 'shortcut: Escreva o atalho sem a barra (/) do início'],
      [{ shortcut: 'a'.repeat(31), text: 'x' }, 'shortcut: O atalho deve ter no máximo 30 caracteres'],
      [{ shortcut: 'oi', text: '   ' }, 'text: Informe o texto da resposta'],
      [{ shortcut: 'oi', text: 'x'.repeat(4097) }, 'text: O texto deve ter no máximo 4096 caracteres'],
      [{ shortcut: 'oi' }, 'text: Campo obrigatório'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().erroMensagem).toBe(`Dados inválidos: ${message}`);
    }
    expect((await create({ shortcut: 'a'.repeat(30), text: 'x'.repeat(4096) })).statusCode).toBe(201);
  });

  it('attaches only a file of the same channel', async () => {
    const channelId = (await t.login('empresa')).user.channelId as string;
    const other = await createCompany(t, { name: 'Arquivos', channelNumber: '5531966665555', ownerLogin: 'arquivos' });
    const [mine, theirs] = await t.ctx.db.orm
      .insert(mediaFiles)
      .values([
        { channelId, source: 'upload', mimeType: 'application/pdf', fileName: 'catalogo.pdf' },
        { channelId: other.channelId, source: 'upload', mimeType: 'application/pdf', fileName: 'deles.pdf' },
      ])
      .returning();
    const ok = await create({ shortcut: 'catalogo', text: 'Segue o catálogo', mediaId: mine?.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().quickAnswer.mediaId).toBe(mine?.id);
    const refused = await create({ shortcut: 'catalogo2', text: 'Segue', mediaId: theirs?.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'media_not_found', erroMensagem: 'Arquivo não encontrado.' });
  });

  it('operators and managers without ManageQuickAnswers cannot create, change or delete', async () => {
    const target = (await search('?search=encerramento'))[0];
    expect(target).toBe('encerramento');
    const id = ((await call('GET', '/api/quickanswers?search=encerramento', owner)).json().quickAnswers[0] as QuickAnswer)._id;
    for (const token of [operator, await t.tokenOf('gerente')]) {
      expect((await create({ shortcut: 'negado', text: 'x' }, token)).statusCode).toBe(403);
      expect((await call('PUT', `/api/quickanswers/${id}`, token, { shortcut: 'negado', text: 'x' })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/quickanswers/${id}`, token)).statusCode).toBe(403);
      expect((await call('GET', '/api/quickanswers/page/1', token)).statusCode).toBe(403);
    }
    expect(await search('?search=encerramento')).toEqual(['encerramento']);
  });

  it('a manager with ManageQuickAnswers manages them like the owner', async () => {
    const manager = await createManager('sup-respostas', ['ManageQuickAnswers']);
    const created = await create({ shortcut: 'horario', text: 'Atendemos das 8h às 18h.' }, manager);
    expect(created.statusCode).toBe(201);
    const id = created.json().quickAnswer._id as string;
    expect((await call('PUT', `/api/quickanswers/${id}`, manager, { shortcut: 'horario', text: 'Das 9h às 17h.' })).statusCode).toBe(200);
    expect((await call('GET', '/api/quickanswers/page/1?search=horario', manager)).json().total).toBe(1);
    expect((await call('DELETE', `/api/quickanswers/${id}`, manager)).statusCode).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("another company neither sees nor touches the demo's answers, and may use the same shortcut", async () => {
    const other = await createCompany(t, { name: 'Outra Loja', channelNumber: '5521977776666', ownerLogin: 'outra' });
    expect(await search('', other.ownerToken)).toEqual([]);
    const demoAnswer = ((await call('GET', '/api/quickanswers?search=saudacao', owner)).json().quickAnswers[0] as QuickAnswer)._id;
    expect((await call('GET', `/api/quickanswers/${demoAnswer}`, other.ownerToken)).statusCode).toBe(404);
    expect((await call('PUT', `/api/quickanswers/${demoAnswer}`, other.ownerToken, { shortcut: 'x', text: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/quickanswers/${demoAnswer}`, other.ownerToken)).statusCode).toBe(404);

    const theirs = await create({ shortcut: 'saudacao', text: 'Olá da Outra Loja' }, other.ownerToken);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().quickAnswer.channelId).toBe(other.channelId);
    // A channelId in the body does not choose the tenant: the token does.
    const smuggled = await create({ shortcut: 'infiltrada', text: 'x', channelId: other.channelId });
    expect(smuggled.json().quickAnswer.channelId).not.toBe(other.channelId);
    expect(await search('?search=saudacao', other.ownerToken)).toEqual(['saudacao']);
    expect((await call('GET', '/api/quickanswers?search=saudacao', owner)).json().quickAnswers[0].text).toContain('Empresa Demo');
  });
});

describe('module gate', () => {
  it("with the quickAnswers module off every route answers 403 with the module's message", async () => {
    const company = await createCompany(t, { name: 'Sem Respostas', channelNumber: '5541955554444', ownerLogin: 'semrespostas' });
    const made = await create({ shortcut: 'oi', text: 'Olá' }, company.ownerToken);
    expect(made.statusCode).toBe(201);
    const id = made.json().quickAnswer._id as string;
    const op = await call('POST', '/api/operator', company.ownerToken, { name: 'Bia', login: 'bia-sem', password: COMPANY_PASSWORD });
    expect(op.statusCode).toBe(201);
    const opToken = await t.tokenOf('bia-sem', COMPANY_PASSWORD);

    const off = await call('PUT', `/api/channel/config/${company.channelId}`, company.ownerToken, { modules: { quickAnswers: false } });
    expect(off.statusCode).toBe(200);
    const refused = [
      await call('GET', '/api/quickanswers', opToken),
      await call('GET', '/api/quickanswers', company.ownerToken),
      await call('GET', '/api/quickanswers/page/1', company.ownerToken),
      await call('GET', `/api/quickanswers/${id}`, company.ownerToken),
      await create({ shortcut: 'novo', text: 'x' }, company.ownerToken),
      await call('PUT', `/api/quickanswers/${id}`, company.ownerToken, { shortcut: 'oi', text: 'x' }),
      await call('DELETE', `/api/quickanswers/${id}`, company.ownerToken),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'module_disabled', erroMensagem: 'Este módulo não está habilitado para o canal.' });
    }
    // The demo company, with the module on, is not affected.
    expect(await search('?search=protocolo')).toEqual(['protocolo']);

    await call('PUT', `/api/channel/config/${company.channelId}`, company.ownerToken, { modules: { quickAnswers: true } });
    expect(await search('', opToken)).toEqual(['oi']);
  });
});

describe('OpenAPI', () => {
  it('documents every quick answers route with its body and answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
    expect(Object.keys(paths['/api/quickanswers'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/quickanswers/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(paths['/api/quickanswers/page/{page}']?.get).toBeDefined();
    expect(paths['/api/quickanswers']?.post?.requestBody).toBeDefined();
    expect(Object.keys(paths['/api/quickanswers/{id}']?.put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404', '409']));
  });
});
