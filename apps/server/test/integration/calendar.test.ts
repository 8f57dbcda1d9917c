import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent, CalendarReminder } from '@atende/contract';
import { auth, createCompany, type TestApp } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';
import { runMigrations } from '../../src/platform/db/migrate.js';
import { defaultMigrationsDir } from '../../src/platform/config/paths.js';
import { createManager, createOperator, nextEvent, startListeningApp, type socketClients, type TestOperator } from '../support/operator-fixtures.js';
import { upsertContact } from '../../src/modules/contacts/contacts.repository.js';
import { CALENDAR_REMINDER_QUEUE, sendCalendarReminder, type CalendarReminderJob } from '../../src/modules/calendar/jobs/calendar-reminder.job.js';

let t: TestApp;
let clients: ReturnType<typeof socketClients>;
let owner: string;
let channelId: string;
let ana: TestOperator;
let bia: TestOperator;
let contactId: string;
let other: { channelId: string; ownerToken: string };
let otherOperator: TestOperator;
let otherContactId: string;
let biaContactId: string;

const inWallet = (contact: string, operatorId: string) =>
  t.ctx.db.orm.execute(sql`update contacts set responsible_operator_id = ${operatorId} where id = ${contact}`);
/** A finished attendance of the contact assigned to the operator. */
const servedBy = (operatorId: string, contact: string) =>
  t.ctx.db.orm.execute(sql`
    insert into attendances (channel_id, contact_id, status, operator_id, assigned_at, finished_at)
    values (${channelId}, ${contact}, 'finished', ${operatorId}, now(), now())`);

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const url = '/api/operator/calendar';
const range = (from: string, to: string, extra = '') => `${url}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`;
const wideRange = (extra = '') => range(at(-10 * 24 * HOUR), at(30 * 24 * HOUR), extra);

const post = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: auth(token), payload });
const put = (token: string, id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: auth(token), payload });
const del = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: auth(token) });
const list = async (token: string, path = wideRange()) => {
  const res = await t.app.inject({ method: 'GET', url: path, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json().events as CalendarEvent[];
};
const created = async (token: string, payload: Record<string, unknown>): Promise<CalendarEvent> => {
  const res = await post(token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().event as CalendarEvent;
};

const scheduledJobs = async (eventId: string) =>
  (
    await t.ctx.db.orm.execute<{ data: CalendarReminderJob; start_after: Date | string }>(
      sql`select data, start_after from pgboss.job where name = ${CALENDAR_REMINDER_QUEUE} and data->>'eventId' = ${eventId} order by created_on`,
    )
  ).rows;

beforeAll(async () => {
  ({ t, clients, owner, channelId } = await startListeningApp({ queue: true }));
  ana = await createOperator(t, owner, 'agenda-ana');
  bia = await createOperator(t, owner, 'agenda-bia');
  // Carla is in Ana's wallet; Carlos was served by Ana (finished); Cláudia is in Bia's wallet.
  contactId = (await upsertContact(t.ctx.db.orm, channelId, '5511987650001', 'Carla Cliente')).id;
  await inWallet(contactId, ana.id);
  await servedBy(ana.id, (await upsertContact(t.ctx.db.orm, channelId, '5511987650002', 'Carlos Comprador')).id);
  biaContactId = (await upsertContact(t.ctx.db.orm, channelId, '5511987650003', 'Cláudia Carteira')).id;
  await inWallet(biaContactId, bia.id);
  other = await createCompany(t, { name: 'Outra Agenda', channelNumber: '5531933334444', ownerLogin: 'outra-agenda' });
  otherOperator = await createOperator(t, other.ownerToken, 'agenda-outra');
  otherContactId = (await upsertContact(t.ctx.db.orm, other.channelId, '5531987650009', 'Carla de Fora')).id;
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

describe('calendar events of an operator', () => {
  it('an operator creates, reads, edits and deletes their own event, tied to a contact', async () => {
    const event = await created(ana.token, { title: '  Ligar para a Carla  ', description: 'Proposta', startsAt: at(48 * HOUR), endsAt: at(49 * HOUR), contactId });
    expect(event).toMatchObject({
      title: 'Ligar para a Carla',
      description: 'Proposta',
      operatorId: ana.id,
      userId: ana.userId,
      ownerName: 'Operador agenda-ana',
      channelId,
      remindAt: null,
      reminderSentAt: null,
      contact: { _id: contactId, name: 'Carla Cliente', number: '5511987650001' },
    });
    expect((await list(ana.token)).map((e) => e._id)).toContain(event._id);

    const edited = await put(ana.token, event._id, { title: 'Visitar a Carla', startsAt: event.startsAt, remindAt: at(47 * HOUR) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().event).toMatchObject({ title: 'Visitar a Carla', description: null, endsAt: null, contact: null });

    expect((await del(ana.token, event._id)).statusCode).toBe(200);
    expect((await list(ana.token)).map((e) => e._id)).not.toContain(event._id);
    expect((await del(ana.token, event._id)).statusCode).toBe(404);
  });

  it('lists only the events that touch the asked range', async () => {
    const inside = await created(bia.token, { title: 'Dentro', startsAt: '2027-03-10T13:00:00.000Z' });
    const spanning = await created(bia.token, { title: 'Atravessa', startsAt: '2027-03-01T10:00:00.000Z', endsAt: '2027-03-05T10:00:00.000Z' });
    await created(bia.token, { title: 'Fora', startsAt: '2027-04-20T13:00:00.000Z' });
    const march = await list(bia.token, range('2027-03-03T00:00:00.000Z', '2027-04-01T00:00:00.000Z'));
    expect(march.map((e) => e._id)).toEqual([spanning._id, inside._id]);
  });

  it('an operator sees only their own events and cannot change or delete another operator’s', async () => {
    const mine = await created(ana.token, { title: 'Da Ana', startsAt: at(72 * HOUR) });
    const biaSees = await list(bia.token);
    expect(biaSees.map((e) => e._id)).not.toContain(mine._id);
    // Naming another operator in the query changes nothing for an operator.
    expect((await list(bia.token, wideRange(`&operatorId=${ana.id}`))).every((e) => e.operatorId === bia.id)).toBe(true);

    const edit = await put(bia.token, mine._id, { title: 'Roubado', startsAt: mine.startsAt });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().erroMensagem).toBe('Você só pode gerenciar os seus próprios compromissos.');
    expect((await del(bia.token, mine._id)).statusCode).toBe(403);
    const forOther = await post(bia.token, { title: 'Para a Ana', startsAt: at(HOUR * 80), operatorId: ana.id });
    expect(forOther.statusCode).toBe(403);
    expect((await list(ana.token)).find((e) => e._id === mine._id)?.title).toBe('Da Ana');
  });

  it('the owner sees everyone’s events, filters by operator and keeps events for any operator', async () => {
    const forBia = await created(owner, { title: 'Reunião da Bia', startsAt: at(HOUR * 90), operatorId: bia.id });
    expect(forBia).toMatchObject({ operatorId: bia.id, userId: bia.userId, ownerName: 'Operador agenda-bia' });
    expect((await list(bia.token)).map((e) => e._id)).toContain(forBia._id);
    const all = await list(owner);
    expect(new Set(all.map((e) => e.operatorId))).toEqual(new Set([ana.id, bia.id]));
    const onlyAna = await list(owner, wideRange(`&operatorId=${ana.id}`));
    expect(onlyAna.length).toBeGreaterThan(0);
    expect(onlyAna.every((e) => e.operatorId === ana.id)).toBe(true);
    expect((await list(owner, wideRange(`&userId=${ana.userId}`))).map((e) => e._id)).toEqual(onlyAna.map((e) => e._id));

    const moved = await put(owner, forBia._id, { title: 'Reunião da Ana', startsAt: forBia.startsAt, operatorId: ana.id });
    expect(moved.json().event.operatorId).toBe(ana.id);
    // A replacement that names no calendar keeps the event where it is.
    const kept = await put(owner, forBia._id, { title: 'Reunião da Ana, às 10h', startsAt: forBia.startsAt });
    expect(kept.json().event).toMatchObject({ operatorId: ana.id, userId: ana.userId });
    expect((await del(owner, forBia._id)).statusCode).toBe(200);
  });

  it('offers the owner the channel’s operators to choose from', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${url}/operators`, headers: auth(owner) });
    expect(res.statusCode).toBe(200);
    const names = (res.json().operators as Array<{ name: string }>).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Operador agenda-ana', 'Operador agenda-bia', 'Operador Demo']));
    expect(names).not.toContain('Operador agenda-outra');
    expect(res.json().operators).toContainEqual({ _id: ana.id, userId: ana.userId, name: 'Operador agenda-ana' });
    expect((await t.app.inject({ method: 'GET', url: `${url}/operators`, headers: auth(ana.token) })).statusCode).toBe(403);
  });
});

describe('validation in pt-BR', () => {
  const message = async (payload: Record<string, unknown>) => {
    const res = await post(ana.token, payload);
    expect(res.statusCode).toBe(400);
    return res.json() as { erroMensagem: string; details?: Array<{ field: string; message: string }> };
  };

  it('requires a title and a start, an end after the start and a reminder not after it', async () => {
    expect((await message({ title: '  ', startsAt: at(HOUR) })).details).toContainEqual({ field: 'title', message: 'Informe o título' });
    expect((await message({ title: 'Sem data' })).details?.[0]?.field).toBe('startsAt');
    expect((await message({ title: 'Data ruim', startsAt: 'amanhã' })).details).toContainEqual({ field: 'startsAt', message: 'Data e hora inválidas' });
    const start = at(10 * HOUR);
    expect((await message({ title: 'Ao contrário', startsAt: start, endsAt: at(9 * HOUR) })).details).toContainEqual({
      field: 'endsAt',
      message: 'O término deve ser depois do início',
    });
    expect((await message({ title: 'Lembrete tarde', startsAt: start, remindAt: at(11 * HOUR) })).details).toContainEqual({
      field: 'remindAt',
      message: 'O lembrete deve ser antes ou no horário de início',
    });
    expect((await message({ title: 'x'.repeat(121), startsAt: start })).erroMensagem).toContain('O título deve ter no máximo 120 caracteres');
  });

  it('requires a range of at most three months to list', async () => {
    const noRange = await t.app.inject({ method: 'GET', url, headers: auth(ana.token) });
    expect(noRange.statusCode).toBe(400);
    expect(noRange.json().erroMensagem).toContain('Informe o início do período');
    const tooWide = await t.app.inject({ method: 'GET', url: range('2027-01-01T00:00:00.000Z', '2027-06-01T00:00:00.000Z'), headers: auth(ana.token) });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().erroMensagem).toContain('O período deve ter no máximo 3 meses');
    const backwards = await t.app.inject({ method: 'GET', url: range('2027-02-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'), headers: auth(ana.token) });
    expect(backwards.json().erroMensagem).toContain('O fim do período deve ser depois do início');
  });
});

describe('every role has its own calendar', () => {
  const userIdOf = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    return res.json().user._id as string;
  };

  it('the owner, a manager, an operator and the admin each keep events in their own calendar', async () => {
    const manager = (await createManager(t, owner, 'gerente-propria', [])).token;
    const admin = await t.tokenOf('admin');
    for (const [token, name] of [[owner, 'Dona'], [manager, 'Gerente'], [ana.token, 'Ana'], [admin, 'Admin']] as const) {
      const mine = await userIdOf(token);
      const event = await created(token, { title: `Compromisso de ${name}`, startsAt: at(HOUR * 130) });
      expect(event.userId).toBe(mine);
      expect((await list(token)).map((e) => e._id)).toContain(event._id);
      const edited = await put(token, event._id, { title: `Compromisso de ${name}, remarcado`, startsAt: at(HOUR * 131) });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().event).toMatchObject({ userId: mine, title: `Compromisso de ${name}, remarcado` });
      expect((await del(token, event._id)).statusCode).toBe(200);
      expect((await list(token)).map((e) => e._id)).not.toContain(event._id);
    }
  });

  it('an owner’s or a manager’s event is theirs, named after them, and an operator never sees it', async () => {
    const manager = await createManager(t, owner, 'gerente-nome', []);
    const ownEvent = await created(owner, { title: 'Reunião com o contador', startsAt: at(HOUR * 132) });
    expect(ownEvent).toMatchObject({ channelId, operatorId: null, ownerName: 'Dona da Empresa Demo' });
    const managerEvent = await created(manager.token, { title: 'Revisar escala', startsAt: at(HOUR * 133), contactId });
    expect(managerEvent).toMatchObject({ channelId, operatorId: null, ownerName: 'Gerente gerente-nome', contact: { _id: contactId } });
    const anaSees = (await list(ana.token)).map((e) => e._id);
    expect(anaSees).not.toContain(ownEvent._id);
    expect(anaSees).not.toContain(managerEvent._id);
    // The owner sees every calendar of the company, the managers' included, and keeps them.
    const ownerSees = (await list(owner)).map((e) => e._id);
    expect(ownerSees).toEqual(expect.arrayContaining([ownEvent._id, managerEvent._id]));
    expect((await list(owner, wideRange(`&userId=${managerEvent.userId}`))).map((e) => e._id)).toEqual([managerEvent._id]);
    expect((await put(owner, managerEvent._id, { title: 'Revisar escala de dezembro', startsAt: managerEvent.startsAt })).json().event.userId).toBe(managerEvent.userId);
  });

  it('the admin’s calendar is outside any company: no company’s user sees it, and it links no contact', async () => {
    const admin = await t.tokenOf('admin');
    const event = await created(admin, { title: 'Renovar certificados', startsAt: at(HOUR * 134) });
    expect(event).toMatchObject({ channelId: null, operatorId: null, contact: null });
    expect((await list(owner)).map((e) => e._id)).not.toContain(event._id);
    expect((await list(other.ownerToken)).map((e) => e._id)).not.toContain(event._id);
    expect((await put(owner, event._id, { title: 'Invadido', startsAt: event.startsAt })).statusCode).toBe(404);
    expect((await del(owner, event._id)).statusCode).toBe(404);
    // A company's event is not the admin's to read or change either.
    const ownerEvent = await created(owner, { title: 'Só da empresa', startsAt: at(HOUR * 135) });
    expect((await list(admin)).map((e) => e._id)).not.toContain(ownerEvent._id);
    expect((await put(admin, ownerEvent._id, { title: 'Invadido', startsAt: ownerEvent.startsAt })).statusCode).toBe(404);
    expect((await post(admin, { title: 'x', startsAt: at(HOUR), operatorId: ana.id })).statusCode).toBe(404);
    expect((await post(admin, { title: 'x', startsAt: at(HOUR), userId: ana.userId })).statusCode).toBe(403);
    const withContact = await post(admin, { title: 'x', startsAt: at(HOUR), contactId });
    expect(withContact.statusCode).toBe(404);
    expect(withContact.json()).toMatchObject({ error: 'contact_not_found' });
    const picker = await t.app.inject({ method: 'GET', url: `${url}/contacts?search=carl`, headers: auth(admin) });
    expect(picker.json()).toMatchObject({ items: [], total: 0 });
  });

  it('a manager with Manageoperators also sees and keeps the operators’ calendars, not the owner’s', async () => {
    const ownerOnly = await created(owner, { title: 'Da dona, só dela', startsAt: at(HOUR * 136) });
    const forAna = await created(owner, { title: 'Para o gerente ver', startsAt: at(HOUR * 100), operatorId: ana.id });
    const withIt = await createManager(t, owner, 'gerente-agenda', ['Manageoperators']);
    const own = await created(withIt.token, { title: 'Do próprio gerente', startsAt: at(HOUR * 137) });
    const sees = (await list(withIt.token)).map((e) => e._id);
    expect(sees).toEqual(expect.arrayContaining([forAna._id, own._id]));
    expect(sees).not.toContain(ownerOnly._id);
    expect((await list(withIt.token, wideRange(`&operatorId=${ana.id}`))).every((e) => e.operatorId === ana.id)).toBe(true);
    const operators = await t.app.inject({ method: 'GET', url: `${url}/operators`, headers: auth(withIt.token) });
    expect(operators.statusCode).toBe(200);

    const made = await created(withIt.token, { title: 'Do gerente para a Bia', startsAt: at(HOUR * 101), operatorId: bia.id });
    expect(made.userId).toBe(bia.userId);
    expect((await put(withIt.token, forAna._id, { title: 'Alterado pelo gerente', startsAt: forAna.startsAt, operatorId: ana.id })).statusCode).toBe(200);
    expect((await del(withIt.token, made._id)).statusCode).toBe(200);
    // The owner's calendar is not an operator's: refused.
    expect((await put(withIt.token, ownerOnly._id, { title: 'Invadido', startsAt: ownerOnly.startsAt })).statusCode).toBe(403);
    expect((await post(withIt.token, { title: 'Para a dona', startsAt: at(HOUR), userId: ownerOnly.userId })).statusCode).toBe(403);
  });

  it('a manager without Manageoperators sees and keeps only their own calendar', async () => {
    const forAna = await created(owner, { title: 'Não é do gerente', startsAt: at(HOUR * 102), operatorId: ana.id });
    const without = await t.tokenOf('gerente');
    const own = await created(without, { title: 'Do gerente sem permissão', startsAt: at(HOUR * 138) });
    const sees = await list(without);
    expect(sees.map((e) => e._id)).toContain(own._id);
    expect(sees.every((e) => e.userId === own.userId)).toBe(true);
    // Naming an operator in the query changes nothing.
    expect((await list(without, wideRange(`&operatorId=${ana.id}`))).every((e) => e.userId === own.userId)).toBe(true);
    const refused = await post(without, { title: 'x', startsAt: at(HOUR), operatorId: ana.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().erroMensagem).toBe('Você só pode gerenciar os seus próprios compromissos.');
    expect((await put(without, forAna._id, { title: 'Invadido', startsAt: forAna.startsAt })).statusCode).toBe(403);
    expect((await del(without, forAna._id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${url}/operators`, headers: auth(without) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${url}/contacts`, headers: auth(without) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: wideRange() })).statusCode).toBe(401);
  });
});

describe('tenants', () => {
  it('another company neither reads nor changes this company’s events, and cannot use its operators or contacts', async () => {
    const mine = await created(ana.token, { title: 'Só nosso', startsAt: at(HOUR * 110), contactId });
    expect((await list(other.ownerToken)).map((e) => e._id)).not.toContain(mine._id);
    expect((await list(otherOperator.token)).map((e) => e._id)).not.toContain(mine._id);
    const edit = await put(other.ownerToken, mine._id, { title: 'Invadido', startsAt: mine.startsAt, operatorId: otherOperator.id });
    expect(edit.statusCode).toBe(404);
    expect(edit.body).not.toContain('Só nosso');
    expect((await del(otherOperator.token, mine._id)).statusCode).toBe(404);
    expect((await list(other.ownerToken, wideRange(`&operatorId=${ana.id}`))).length).toBe(0);

    const foreignOperator = await post(other.ownerToken, { title: 'x', startsAt: at(HOUR), operatorId: ana.id });
    expect(foreignOperator.statusCode).toBe(404);
    expect(foreignOperator.json()).toMatchObject({ error: 'operator_not_found', erroMensagem: 'Operador não encontrado.' });
    const foreignUser = await post(other.ownerToken, { title: 'x', startsAt: at(HOUR), userId: ana.userId });
    expect(foreignUser.statusCode).toBe(404);
    expect(foreignUser.json()).toMatchObject({ error: 'not_found', erroMensagem: 'Usuário não encontrado.' });
    expect((await list(other.ownerToken, wideRange(`&userId=${ana.userId}`))).length).toBe(0);
    const foreignContact = await post(ana.token, { title: 'x', startsAt: at(HOUR), contactId: otherContactId });
    expect(foreignContact.statusCode).toBe(404);
    expect(foreignContact.json()).toMatchObject({ error: 'contact_not_found', erroMensagem: 'Contato não encontrado.' });
    expect((await list(ana.token)).find((e) => e._id === mine._id)?.title).toBe('Só nosso');
  });
});

describe('contact picker', () => {
  type PickerPage = { items: Array<{ _id: string; name: string | null; number: string }>; page: number; perPage: number; total: number };
  const pageOf = async (token: string, text: string, paging = ''): Promise<PickerPage> => {
    const res = await t.app.inject({ method: 'GET', url: `${url}/contacts?search=${encodeURIComponent(text)}${paging}`, headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PickerPage>();
  };
  const search = async (token: string, text: string) => (await pageOf(token, text)).items.map((c) => c.name);

  it('the owner finds the company’s contacts by name or number, never another company’s', async () => {
    expect(await search(owner, 'carl')).toEqual(['Carla Cliente', 'Carlos Comprador']);
    expect(await search(owner, '98765-0002')).toEqual(['Carlos Comprador']);
    expect(await search(owner, 'Cláudia')).toEqual(['Cláudia Carteira']);
    expect(await search(other.ownerToken, 'carl')).toEqual(['Carla de Fora']);
  });

  it('an operator finds their wallet and their attendances’ contacts, not another operator’s wallet', async () => {
    expect(await search(ana.token, '')).toEqual(['Carla Cliente', 'Carlos Comprador']);
    expect(await search(ana.token, 'Cláudia')).toEqual([]);
    expect(await search(ana.token, '5511987650003')).toEqual([]);
    expect(await search(bia.token, '')).toEqual(['Cláudia Carteira']);
    expect(await search(otherOperator.token, '')).toEqual([]);
  });

  it('an operator links only a contact they may see; the owner links any of the company’s', async () => {
    const hidden = await post(ana.token, { title: 'Ligar para a Cláudia', startsAt: at(HOUR * 120), contactId: biaContactId });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ error: 'contact_not_found', erroMensagem: 'Contato não encontrado.' });
    const byOwner = await created(owner, { title: 'Cláudia com a Ana', startsAt: at(HOUR * 121), operatorId: ana.id, contactId: biaContactId });
    expect(byOwner.contact?._id).toBe(biaContactId);
    // Ana may still edit the event the owner gave her, keeping its contact.
    expect((await put(ana.token, byOwner._id, { title: 'Cláudia, remarcado', startsAt: at(HOUR * 122), contactId: biaContactId })).statusCode).toBe(200);
  });

  it('is paged with the total: pages do not overlap and together hold every match', async () => {
    for (let i = 0; i < 25; i++) await upsertContact(t.ctx.db.orm, channelId, `55119000000${String(i).padStart(2, '0')}`, `Lote ${String(i).padStart(2, '0')}`);
    const first = await pageOf(owner, 'Lote');
    expect(first).toMatchObject({ page: 1, perPage: 20, total: 25 });
    expect(first.items).toHaveLength(20);
    const second = await pageOf(owner, 'Lote', '&page=2&perPage=20');
    expect(second).toMatchObject({ page: 2, total: 25 });
    expect(second.items).toHaveLength(5);
    const names = [...first.items, ...second.items].map((c) => c.name);
    expect(new Set(names).size).toBe(25);
    expect((await pageOf(owner, 'Lote', '&perPage=10&page=3')).items.map((c) => c.name)).toEqual(['Lote 20', 'Lote 21', 'Lote 22', 'Lote 23', 'Lote 24']);
    // An operator's total counts only what they may see.
    expect(await pageOf(ana.token, 'Lote')).toMatchObject({ items: [], total: 0 });
    const tooMany = await t.app.inject({ method: 'GET', url: `${url}/contacts?perPage=101`, headers: auth(owner) });
    expect(tooMany.statusCode).toBe(400);
  });

  it('an operator with privacy on cannot search by number', async () => {
    const reserved = await createOperator(t, owner, 'agenda-privada', { privacy: true });
    await servedBy(reserved.id, contactId);
    expect(await search(reserved.token, '5511987650001')).toEqual([]);
    expect(await search(reserved.token, 'Carla')).toEqual(['Carla Cliente']);
  });
});

describe('reminders', () => {
  const socketOf = async (op: TestOperator): Promise<Socket> => clients.open(op.token);

  it('reach the operator’s socket at the reminder time, with the title, the time and the contact', async () => {
    const socket = await socketOf(ana);
    const arrived = nextEvent<CalendarReminder>(socket, 'calendar.reminder');
    const startsAt = at(30 * 60_000);
    // Due now: the worker picks the job up at once.
    const event = await created(ana.token, { title: 'Retornar a Carla', startsAt, remindAt: at(0), contactId });
    expect(await arrived).toEqual({ eventId: event._id, title: 'Retornar a Carla', startsAt, contact: { name: 'Carla Cliente', number: '5511987650001' } });
    const stored = (await list(ana.token)).find((e) => e._id === event._id);
    expect(stored?.reminderSentAt).not.toBeNull();
  });

  it('are scheduled for their time, and a deleted event sends none', async () => {
    const socket = await socketOf(bia);
    const received: CalendarReminder[] = [];
    socket.on('calendar.reminder', (r: CalendarReminder) => received.push(r));
    const startsAt = at(5 * HOUR);
    const event = await created(bia.token, { title: 'Apagado depois', startsAt });
    const jobs = await scheduledJobs(event._id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.data).toEqual({ eventId: event._id, dueAt: startsAt });
    expect(new Date(jobs[0]?.start_after ?? 0).toISOString()).toBe(startsAt);

    expect((await del(bia.token, event._id)).statusCode).toBe(200);
    // The job runs at its time (driven here without waiting) and finds nothing to send.
    expect(await sendCalendarReminder(t.ctx, { eventId: event._id, dueAt: startsAt }, new Date(startsAt))).toBe(false);

    // A later reminder reaches the socket first: the deleted one was never pushed.
    const next = nextEvent<CalendarReminder>(socket, 'calendar.reminder');
    const later = await created(bia.token, { title: 'Este sim', startsAt: at(HOUR), remindAt: at(0) });
    expect((await next).eventId).toBe(later._id);
    expect(received.map((r) => r.eventId)).toEqual([later._id]);
  });

  it('a moved reminder fires at its new time only, and only once', async () => {
    const first = at(6 * HOUR);
    const event = await created(ana.token, { title: 'Remarcado', startsAt: at(8 * HOUR), remindAt: first });
    const second = at(7 * HOUR);
    expect((await put(ana.token, event._id, { title: 'Remarcado', startsAt: event.startsAt, remindAt: second })).statusCode).toBe(200);
    expect((await scheduledJobs(event._id)).map((j) => j.data.dueAt)).toEqual([first, second]);
    // Unchanged times schedule nothing new.
    expect((await put(ana.token, event._id, { title: 'Remarcado de novo', startsAt: event.startsAt, remindAt: second })).statusCode).toBe(200);
    expect(await scheduledJobs(event._id)).toHaveLength(2);

    expect(await sendCalendarReminder(t.ctx, { eventId: event._id, dueAt: first }, new Date(first))).toBe(false);
    const [a, b] = await Promise.all([
      sendCalendarReminder(t.ctx, { eventId: event._id, dueAt: second }, new Date(second)),
      sendCalendarReminder(t.ctx, { eventId: event._id, dueAt: second }, new Date(second)),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((await list(ana.token)).find((e) => e._id === event._id)?.reminderSentAt).toBe(second);
  });

  it('reach the sessions of the event’s owner whatever their role: a manager’s, the admin’s, an operator’s given by the owner', async () => {
    const manager = await createManager(t, owner, 'gerente-lembrete', []);
    const admin = await t.tokenOf('admin');
    const [managerSocket, adminSocket, ownerSocket, biaSocket] = await Promise.all([clients.open(manager.token), clients.open(admin), clients.open(owner), clients.open(bia.token)]);
    const ownerGot: CalendarReminder[] = [];
    ownerSocket.on('calendar.reminder', (r: CalendarReminder) => ownerGot.push(r));

    const managerArrived = nextEvent<CalendarReminder>(managerSocket, 'calendar.reminder');
    const managerEvent = await created(manager.token, { title: 'Reunião de equipe', startsAt: at(HOUR), remindAt: at(0), contactId });
    expect(await managerArrived).toMatchObject({ eventId: managerEvent._id, contact: { name: 'Carla Cliente', number: '5511987650001' } });

    const adminArrived = nextEvent<CalendarReminder>(adminSocket, 'calendar.reminder');
    const adminEvent = await created(admin, { title: 'Renovar o domínio', startsAt: at(HOUR), remindAt: at(0) });
    expect(await adminArrived).toMatchObject({ eventId: adminEvent._id, title: 'Renovar o domínio', contact: null });

    const biaArrived = nextEvent<CalendarReminder>(biaSocket, 'calendar.reminder');
    const forBia = await created(owner, { title: 'Ligar para a Cláudia', startsAt: at(HOUR), remindAt: at(0), operatorId: bia.id });
    expect((await biaArrived).eventId).toBe(forBia._id);
    // The owner who wrote it in Bia's calendar is not reminded: only the calendar's owner is.
    expect(ownerGot).toEqual([]);
  });

  it('an event whose time is long past schedules no reminder', async () => {
    const old = await created(ana.token, { title: 'Registro antigo', startsAt: at(-48 * HOUR) });
    expect(await scheduledJobs(old._id)).toHaveLength(0);
  });
});

describe('migration 0012 (calendar per user)', () => {
  /** The committed migrations up to `last` (by journal index), in a folder of their own. */
  function migrationsUpTo(last: number): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-migrations-'));
    fs.mkdirSync(path.join(dir, 'meta'));
    const journal = JSON.parse(fs.readFileSync(path.join(defaultMigrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
    journal.entries = journal.entries.filter((e) => e.idx <= last);
    fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
    for (const e of journal.entries) fs.copyFileSync(path.join(defaultMigrationsDir, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    return dir;
  }

  it('gives each existing event to its operator’s user, keeps its company, and then holds every event to a user of its company', async () => {
    const before = migrationsUpTo(11);
    const testDb = await createTestDatabase({ migrationsFolder: before });
    const run = (query: ReturnType<typeof sql>) => testDb.db.orm.execute(query);
    try {
      const [c1, c2, u1, u2, o1, o2, e1, e2, e3] = Array.from({ length: 9 }, () => crypto.randomUUID());
      await run(sql`insert into channels (id, name, channel_number, api_type) values (${c1}, 'Loja A', '5511900000001', 'cloud'), (${c2}, 'Loja B', '5511900000002', 'cloud')`);
      await run(sql`insert into users (id, channel_id, role, login, password_hash, name) values
        (${u1}, ${c1}, 'operator', 'mig-ana', 'x', 'Ana'), (${u2}, ${c2}, 'operator', 'mig-bia', 'x', 'Bia')`);
      await run(sql`insert into operators (id, channel_id, user_id, name) values (${o1}, ${c1}, ${u1}, 'Ana'), (${o2}, ${c2}, ${u2}, 'Bia')`);
      await run(sql`insert into calendar_events (id, channel_id, operator_id, title, starts_at) values
        (${e1}, ${c1}, ${o1}, 'Ligar', now()), (${e2}, ${c1}, ${o1}, 'Visitar', now()), (${e3}, ${c2}, ${o2}, 'Entregar', now())`);

      await runMigrations(testDb.db);

      const rows = (await run(sql`select id, channel_id, user_id from calendar_events order by title`)).rows as Array<{ id: string; channel_id: string; user_id: string }>;
      expect(rows).toEqual([
        { id: e3, channel_id: c2, user_id: u2 },
        { id: e1, channel_id: c1, user_id: u1 },
        { id: e2, channel_id: c1, user_id: u1 },
      ]);
      const columns = (await run(sql`select column_name from information_schema.columns where table_name = 'calendar_events'`)).rows.map((r) => (r as { column_name: string }).column_name);
      expect(columns).not.toContain('operator_id');
      // An event of a company belongs to one of its users; an admin (no company) has events of no company.
      await expect(run(sql`insert into calendar_events (channel_id, user_id, title, starts_at) values (${c2}, ${u1}, 'Trocado', now())`)).rejects.toThrow();
      const admin = crypto.randomUUID();
      await run(sql`insert into users (id, channel_id, role, login, password_hash, name) values (${admin}, null, 'admin', 'mig-admin', 'x', 'Admin')`);
      await run(sql`insert into calendar_events (channel_id, user_id, title, starts_at) values (null, ${admin}, 'Do admin', now())`);
      await expect(run(sql`insert into calendar_events (channel_id, user_id, title, starts_at) values (${c1}, ${admin}, 'Admin na loja', now())`)).rejects.toThrow();
    } finally {
      await testDb.drop();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
