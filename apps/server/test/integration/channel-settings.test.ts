// /manageChannel's server side: the channel's own settings (name, time zone, opening hours, the
// outside-hours and queue messages) and its write-only credentials, plus /manageModules' gates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { createManager, createOperator, socketClients } from '../support/operator-fixtures.js';

let t: TestApp;
let owner: string;
let channelId: string;
let other: { channelId: string; ownerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  other = await createCompany(t, {
    name: 'Outra Configurada',
    channelNumber: '5531933330000',
    ownerLogin: 'outra-config',
    credentials: { accessToken: 'EAAG-outra-token-9876', phoneNumberId: '100200300' },
  });
});
afterAll(async () => {
  await t.close();
});

const put = (token: string, payload: Record<string, unknown>, id = channelId) =>
  t.app.inject({ method: 'PUT', url: `/api/channel/${id}`, headers: auth(token), payload });
const get = (token: string, id = channelId) => t.app.inject({ method: 'GET', url: `/api/channel/${id}`, headers: auth(token) });

const hours = [
  { weekday: 6, start: '09:00', finish: '13:00' },
  { weekday: 1, start: '13:00', finish: '18:00' },
  { weekday: 1, start: '08:00', finish: '12:00' },
];

describe('channel settings', () => {
  it('the owner saves name, time zone, opening hours and messages; they come back in the channel view', async () => {
    const res = await put(owner, {
      name: '  Loja Demo Centro ',
      timezone: 'America/Manaus',
      openingHours: hours,
      outsideHoursMessage: 'Estamos fechados. Voltamos às 8h.',
      queueMessage: 'Você é o {{posicao}}º da fila.',
    });
    expect(res.statusCode).toBe(200);
    const channel = res.json().channel.channel;
    expect(channel).toMatchObject({
      name: 'Loja Demo Centro',
      timezone: 'America/Manaus',
      outsideHoursMessage: 'Estamos fechados. Voltamos às 8h.',
      queueMessage: 'Você é o {{posicao}}º da fila.',
    });
    // Stored in week order: Monday's windows by start, then Saturday.
    expect(channel.openingHours).toEqual([hours[2], hours[1], hours[0]]);
    const again = (await get(owner)).json().channel.channel;
    expect(again.openingHours).toEqual(channel.openingHours);
    expect(again.timezone).toBe('America/Manaus');
  });

  it('an empty message clears it and empty opening hours mean always open', async () => {
    const res = await put(owner, { outsideHoursMessage: '', openingHours: [] });
    expect(res.statusCode).toBe(200);
    const channel = res.json().channel.channel;
    expect(channel.outsideHoursMessage).toBeNull();
    expect(channel.openingHours).toEqual([]);
    // What was not sent stays.
    expect(channel.queueMessage).toBe('Você é o {{posicao}}º da fila.');
  });

  it('refuses an unknown time zone, overlapping windows and a backwards window with pt-BR messages', async () => {
    const zone = await put(owner, { timezone: 'Brasil/Horario' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toMatchObject({ error: 'validation_error', erroMensagem: 'Dados inválidos: timezone: Fuso horário inválido' });
    const overlap = await put(owner, {
      openingHours: [
        { weekday: 2, start: '08:00', finish: '12:00' },
        { weekday: 2, start: '11:30', finish: '15:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().erroMensagem).toContain('As janelas do mesmo dia não podem se sobrepor');
    const backwards = await put(owner, { openingHours: [{ weekday: 3, start: '18:00', finish: '09:00' }] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().erroMensagem).toContain('O início deve ser antes do fim');
    const day = await put(owner, { openingHours: [{ weekday: 8, start: '08:00', finish: '09:00' }] });
    expect(day.json().erroMensagem).toContain('Dia da semana inválido');
    const name = await put(owner, { name: '   ' });
    expect(name.json().erroMensagem).toContain('Informe o nome da empresa');
  });

  it('the number is the platform admin’s to change, not the owner’s', async () => {
    const res = await put(owner, { channelNumber: '5511900001111' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'channel_number_admin_only', erroMensagem: 'Apenas o administrador da plataforma altera o número do canal.' });
    const admin = await t.tokenOf('admin');
    const byAdmin = await put(admin, { channelNumber: '55 31 93333-0001' }, other.channelId);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().channel.channel.channelNumber).toBe('5531933330001');
  });
});

describe('credentials are write-only', () => {
  it('a key sent replaces the stored one, an empty string removes it, and none is ever returned in full', async () => {
    const first = await put(other.ownerToken, { credentials: { accessToken: 'EAAG-novo-token-1234', appSecret: 'segredo-do-app-5678' } }, other.channelId);
    expect(first.statusCode).toBe(200);
    expect(first.json().channel.channel.credentials).toEqual({ accessToken: '••••1234', phoneNumberId: '••••0300', appSecret: '••••5678' });
    const removed = await put(other.ownerToken, { credentials: { appSecret: '' } }, other.channelId);
    expect(removed.json().channel.channel.credentials).toEqual({ accessToken: '••••1234', phoneNumberId: '••••0300' });
    for (const body of [first.body, removed.body, (await get(other.ownerToken, other.channelId)).body]) {
      expect(body).not.toContain('EAAG-novo-token');
      expect(body).not.toContain('segredo-do-app');
      expect(body).not.toContain('100200300');
    }
  });
});

describe('who may change the channel settings', () => {
  it("another company's channel reads as not found and is left untouched", async () => {
    const res = await put(owner, { name: 'Tomada', queueMessage: 'invadido' }, other.channelId);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Outra Configurada');
    const read = await get(owner, other.channelId);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Outra Configurada');
    const theirs = (await get(other.ownerToken, other.channelId)).json().channel.channel;
    expect(theirs.name).toBe('Outra Configurada');
    expect(theirs.queueMessage).toBeNull();
  });

  it('a manager needs ManageChannel; operators never; the admin may', async () => {
    const without = await t.tokenOf('gerente');
    expect((await put(without, { queueMessage: 'sem permissão' })).statusCode).toBe(403);
    const withIt = (await createManager(t, owner, 'gerente-canal', ['ManageChannel'])).token;
    const ok = await put(withIt, { queueMessage: 'Pelo gerente {{posicao}}' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().channel.channel.queueMessage).toBe('Pelo gerente {{posicao}}');
    const op = await createOperator(t, owner, 'nao-configura');
    expect((await put(op.token, { queueMessage: 'do operador' })).statusCode).toBe(403);
    const admin = await t.tokenOf('admin');
    expect((await put(admin, { outsideHoursMessage: 'Pelo admin' })).statusCode).toBe(200);
  });
});

describe('modules (/manageModules)', () => {
  const setConfig = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/channel/config/${channelId}`, headers: auth(token), payload });

  it('a module switched off closes its gated route on the very next call, and on again opens it', async () => {
    const op = await createOperator(t, owner, 'usa-respostas');
    const search = () => t.app.inject({ method: 'GET', url: '/api/quickanswers', headers: auth(op.token) });
    expect((await setConfig(owner, { modules: { quickAnswers: true } })).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    const off = await setConfig(owner, { modules: { quickAnswers: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().channelConfig.modules.quickAnswers).toBe(false);
    const refused = await search();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'module_disabled', erroMensagem: 'Este módulo não está habilitado para o canal.' });
    expect((await setConfig(owner, { modules: { quickAnswers: true } })).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
  });

  it('flags and switches change one at a time, and the session sees them at once', async () => {
    const res = await setConfig(owner, { enableGroup: true, modules: { kanban: true } });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(owner) });
    expect(me.statusCode).toBe(200);
    const config = me.json().user.channelConfig;
    expect(config.enableGroup).toBe(true);
    expect(config.modules.kanban).toBe(true);
    expect(config.modules.quickAnswers).toBe(true);
    const manager = (await createManager(t, owner, 'gerente-modulos', ['ManageModules'])).token;
    expect((await setConfig(manager, { enableGroup: false })).statusCode).toBe(200);
    expect((await setConfig(await t.tokenOf('gerente'), { enableGroup: true })).statusCode).toBe(403);
  });

  it("every open session of the channel hears channel.config_updated at once; another company's does not", async () => {
    const sockets = socketClients(t);
    try {
      const op = await createOperator(t, owner, 'ouve-modulos');
      const heard: string[] = [];
      for (const [who, token] of [['owner', owner], ['operator', op.token], ['manager', await t.tokenOf('gerente')], ['other', other.ownerToken]] as const) {
        const socket = await sockets.open(token);
        socket.on('channel.config_updated', ({ channelId: id }: { channelId: string }) => heard.push(`${who}:${id === channelId ? 'mine' : id}`));
      }
      expect((await setConfig(owner, { modules: { products: true } })).statusCode).toBe(200);
      await eventually(async () => expect([...heard].sort()).toEqual(['manager:mine', 'operator:mine', 'owner:mine']));
      // The other company hears its own change next; a leak of ours would have come before it.
      const theirs = await t.app.inject({ method: 'PUT', url: `/api/channel/config/${other.channelId}`, headers: auth(other.ownerToken), payload: { enableGroup: true } });
      expect(theirs.statusCode).toBe(200);
      await eventually(async () => expect(heard).toContain(`other:${other.channelId}`));
      expect(heard.filter((h) => h.startsWith('other:'))).toEqual([`other:${other.channelId}`]);
    } finally {
      sockets.closeAll();
    }
  });
});
