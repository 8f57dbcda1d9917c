// The owner's chatbot API: who may call it, each company sees only its own bot, menus are checked
// as a graph (links to menus and departments of the same channel; no deleting what is linked),
// the automatic messages and the editor's dry run (the survey's report: report-survey.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { defaultBotSettings, type Menu } from '@atende/contract';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let owner: string;
let other: string;
let department: string;
let otherDepartment: string;
let operatorToken: string;
let managerWith: string;
let managerWithout: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

type OptionInput = { id: string; title: string; target: unknown };
const numbered = (id: string, options: OptionInput[]): Menu => ({ id, kind: 'numbered', text: `Menu ${id}`, options }) as Menu;

const settings = (over: Record<string, unknown> = {}) => ({ ...defaultBotSettings, ...over });

async function manager(login: string, permissions: string[]): Promise<string> {
  const res = await call('POST', '/api/channel/manager', owner, { name: login, login, password: 'senha-forte-1', email: `${login}@x.com.br`, permissions });
  expect(res.statusCode).toBe(201);
  return t.tokenOf(login, 'senha-forte-1');
}

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createCompany(t, { name: 'Bot A', channelNumber: '5511944440001', ownerLogin: 'bot-a' })).ownerToken;
  other = (await createCompany(t, { name: 'Bot B', channelNumber: '5511944440002', ownerLogin: 'bot-b' })).ownerToken;
  department = (await call('POST', '/api/department', owner, { name: 'Vendas' })).json().department._id;
  otherDepartment = (await call('POST', '/api/department', other, { name: 'Vendas B' })).json().department._id;
  await call('POST', '/api/operator', owner, { name: 'Op', login: 'bot-op', password: 'senha-forte-1' });
  operatorToken = await t.tokenOf('bot-op', 'senha-forte-1');
  managerWith = await manager('bot-gerente-menu', ['Managemenu']);
  managerWithout = await manager('bot-gerente-msg', ['Managemessages']);
});
afterAll(() => t.close());

describe('menus', () => {
  it('the first menu becomes the initial one; the bot then reads back with its menus and the channel kind', async () => {
    const created = await call('POST', '/api/chatbot/menus', owner, numbered('raiz', [{ id: 'a', title: 'Vendas', target: { kind: 'department', departmentId: department } }]));
    expect(created.statusCode).toBe(201);
    const bot = (await call('GET', '/api/chatbot', owner)).json().chatbot;
    expect(bot.settings.rootMenuId).toBe('raiz');
    expect(bot.settings.enabled).toBe(false);
    expect(bot.menus.map((m: Menu) => m.id)).toEqual(['raiz']);
    expect(bot.interactive).toBe(true);
    expect(bot.simulatorUrl).toBeNull();
  });

  it('refuses WhatsApp limits in pt-BR (a 4th button, a 25-character row title)', async () => {
    const four = await call('POST', '/api/chatbot/menus', owner, {
      id: 'botoes',
      kind: 'buttons',
      text: 'Escolha',
      options: ['a', 'b', 'c', 'd'].map((id) => ({ id, title: id, target: { kind: 'end' } })),
    });
    expect(four.statusCode).toBe(400);
    expect(four.json().erroMensagem).toContain('O WhatsApp permite no máximo 3 botões');
    const longRow = await call('POST', '/api/chatbot/menus', owner, {
      id: 'lista',
      kind: 'list',
      text: 'Escolha',
      buttonText: 'Ver',
      sections: [{ rows: [{ id: 'r', title: 'x'.repeat(25), target: { kind: 'end' } }] }],
    });
    expect(longRow.statusCode).toBe(400);
    expect(longRow.json().erroMensagem).toContain('O título da linha deve ter no máximo 24 caracteres');
  });

  it('an option may not lead to a missing menu, nor to another company\'s department', async () => {
    const missing = await call('POST', '/api/chatbot/menus', owner, numbered('m2', [{ id: 'a', title: 'Ir', target: { kind: 'menu', menuId: 'nao-existe' } }]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().erroMensagem).toBe('A opção "Ir" leva a um menu que não existe.');
    const foreign = await call('POST', '/api/chatbot/menus', owner, numbered('m3', [{ id: 'a', title: 'Vendas B', target: { kind: 'department', departmentId: otherDepartment } }]));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().erroMensagem).toBe('A opção "Vendas B" leva a um departamento que não existe.');
  });

  it('a duplicate id is a conflict; a path and body id that differ are refused', async () => {
    expect((await call('POST', '/api/chatbot/menus', owner, numbered('raiz', [{ id: 'a', title: 'X', target: { kind: 'end' } }]))).statusCode).toBe(409);
    const mismatch = await call('PUT', '/api/chatbot/menus/raiz', owner, numbered('outro', [{ id: 'a', title: 'X', target: { kind: 'end' } }]));
    expect(mismatch.statusCode).toBe(400);
  });

  it('a linked menu and the initial menu cannot be deleted; an unlinked one can', async () => {
    expect((await call('POST', '/api/chatbot/menus', owner, numbered('folha', [{ id: 'a', title: 'Sair', target: { kind: 'end' } }]))).statusCode).toBe(201);
    const linked = numbered('raiz', [
      { id: 'a', title: 'Vendas', target: { kind: 'department', departmentId: department } },
      { id: 'b', title: 'Mais', target: { kind: 'menu', menuId: 'folha' } },
    ]);
    expect((await call('PUT', '/api/chatbot/menus/raiz', owner, linked)).statusCode).toBe(200);
    const blocked = await call('DELETE', '/api/chatbot/menus/folha', owner);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().erroMensagem).toContain('Outros menus levam a este');
    const root = await call('DELETE', '/api/chatbot/menus/raiz', owner);
    expect(root.statusCode).toBe(409);
    expect(root.json().erroMensagem).toContain('menu inicial');
    expect((await call('PUT', '/api/chatbot/menus/raiz', owner, numbered('raiz', [{ id: 'a', title: 'Vendas', target: { kind: 'department', departmentId: department } }]))).statusCode).toBe(200);
    expect((await call('DELETE', '/api/chatbot/menus/folha', owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/chatbot', owner)).json().chatbot.menus).toHaveLength(1);
  });

  it('another company sees none of these menus and cannot touch them (404)', async () => {
    expect((await call('GET', '/api/chatbot', other)).json().chatbot.menus).toEqual([]);
    expect((await call('PUT', '/api/chatbot/menus/raiz', other, numbered('raiz', [{ id: 'a', title: 'X', target: { kind: 'end' } }]))).statusCode).toBe(404);
    expect((await call('DELETE', '/api/chatbot/menus/raiz', other)).statusCode).toBe(404);
  });
});

describe('deleting a department the bot uses', () => {
  it('counts the bot\'s options in its usage, and moving it to another department moves the options and the default', async () => {
    const old = (await call('POST', '/api/department', owner, { name: 'Antigo' })).json().department._id as string;
    const next = (await call('POST', '/api/department', owner, { name: 'Novo' })).json().department._id as string;
    const menu = numbered('usa-antigo', [
      { id: 'a', title: 'Antigo 1', target: { kind: 'department', departmentId: old } },
      { id: 'b', title: 'Antigo 2', target: { kind: 'department', departmentId: old } },
    ]);
    expect((await call('POST', '/api/chatbot/menus', owner, menu)).statusCode).toBe(201);
    const usage = (await call('GET', `/api/department/${old}/usage`, owner)).json().usage;
    expect(usage).toContainEqual({ kind: 'botOptions', count: 2 });
    expect((await call('DELETE', `/api/department/${old}?replaceWith=${next}`, owner)).statusCode).toBe(200);
    const moved = ((await call('GET', '/api/chatbot', owner)).json().chatbot.menus as Menu[]).find((m) => m.id === 'usa-antigo');
    expect(moved?.kind === 'numbered' ? moved.options.map((o) => o.target) : []).toEqual([
      { kind: 'department', departmentId: next },
      { kind: 'department', departmentId: next },
    ]);
    expect((await call('DELETE', '/api/chatbot/menus/usa-antigo', owner)).statusCode).toBe(200);
  });
});

describe('settings', () => {
  it('enabling needs an initial menu; a department must be the channel\'s own', async () => {
    const noRoot = await call('PUT', '/api/chatbot/settings', other, settings({ enabled: true }));
    expect(noRoot.statusCode).toBe(400);
    expect(noRoot.json().erroMensagem).toBe('Escolha o menu inicial para ativar o bot.');
    const foreign = await call('PUT', '/api/chatbot/settings', owner, settings({ rootMenuId: 'raiz', defaultDepartmentId: otherDepartment }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().erroMensagem).toBe('O departamento padrão escolhido não existe.');
    const out = await call('PUT', '/api/chatbot/settings', owner, settings({ enabled: true, rootMenuId: 'raiz', defaultDepartmentId: department, surveyEnabled: true }));
    expect(out.statusCode).toBe(200);
    expect(out.json().settings).toMatchObject({ enabled: true, rootMenuId: 'raiz', defaultDepartmentId: department, surveyEnabled: true });
  });

  it('refuses out-of-range minutes with a pt-BR message', async () => {
    const bad = await call('PUT', '/api/chatbot/settings', owner, settings({ abandonmentMinutes: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().erroMensagem).toContain('Use de 1 a 1440 minutos');
  });
});

describe('automatic messages', () => {
  it('reads defaults, saves them (empty is "not sent") and keeps the channel\'s outside-hours and queue texts in step', async () => {
    const before = (await call('GET', '/api/chatbot/messages', owner)).json().messages;
    expect(before.invalidAnswer).toContain('Não entendi');
    const saved = await call('PUT', '/api/chatbot/messages', owner, { ...before, greeting: '  ', outsideHours: 'Fechados agora.', queuePosition: 'Posição {{posicao}}' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().messages).toMatchObject({ greeting: null, outsideHours: 'Fechados agora.', queuePosition: 'Posição {{posicao}}' });
    const [channel] = (
      await t.ctx.db.orm.execute<{ outside_hours_message: string; queue_message: string }>(sql`
        select outside_hours_message, queue_message from channels where name = 'Bot A'`)
    ).rows;
    expect(channel).toEqual({ outside_hours_message: 'Fechados agora.', queue_message: 'Posição {{posicao}}' });
    const missing = await call('PUT', '/api/chatbot/messages', owner, { ...before, surveyQuestion: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().erroMensagem).toContain('Informe a pergunta da pesquisa');
  });
});

describe('the editor dry run', () => {
  it('starts with the greeting and the menu, then walks a draft that was never saved', async () => {
    const draft = {
      menus: [
        { id: 'a', kind: 'buttons', text: 'Oi!', options: [{ id: 'x', title: 'Vendas', target: { kind: 'department', departmentId: department } }] },
      ],
      rootMenuId: 'a',
      maxInvalidAnswers: 1,
      greeting: 'Bem-vindo',
      invalidAnswer: 'Opção inválida',
    };
    const start = await call('POST', '/api/chatbot/preview', owner, { ...draft, state: null, input: null });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({
      replies: [
        { kind: 'text', text: 'Bem-vindo' },
        { kind: 'buttons', body: 'Oi!', buttons: [{ id: 'a:x', title: 'Vendas' }] },
      ],
      outcome: null,
      finished: false,
    });
    const chosen = await call('POST', '/api/chatbot/preview', owner, { ...draft, state: start.json().state, input: { kind: 'button', id: 'a:x' } });
    expect(chosen.json()).toMatchObject({ replies: [], outcome: 'Encaminhado para o departamento Vendas.', finished: true });
    const invalid = await call('POST', '/api/chatbot/preview', owner, { ...draft, state: start.json().state, input: { kind: 'text', text: 'hã?' } });
    expect(invalid.json().replies[0]).toEqual({ kind: 'text', text: 'Opção inválida' });
  });
});

describe('who may call it', () => {
  it('operators are refused; managers need Managemenu for menus and Managemessages for messages', async () => {
    expect((await call('GET', '/api/chatbot', operatorToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/chatbot/messages', operatorToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/chatbot', managerWith)).statusCode).toBe(200);
    expect((await call('GET', '/api/chatbot/messages', managerWith)).statusCode).toBe(403);
    expect((await call('GET', '/api/chatbot', managerWithout)).statusCode).toBe(403);
    expect((await call('GET', '/api/chatbot/messages', managerWithout)).statusCode).toBe(200);
    expect((await call('POST', '/api/report/survey/page/1', operatorToken, {})).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/chatbot' })).statusCode).toBe(401);
  });
});
