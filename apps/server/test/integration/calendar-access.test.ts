// The calendar of every role (owner, manager with and without Manageoperators, operator, admin) and
// between companies: who sees, keeps and links what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, calendarHarness, HOUR, url, wideRange } from '../support/calendar-fixtures.js';
import { auth } from '../support/test-app.js';
import { createManager } from '../support/operator-fixtures.js';

const h = calendarHarness();
beforeAll(h.start);
afterAll(h.stop);
const { post, put, del, list, created } = h;

describe('every role has its own calendar', () => {
  const userIdOf = async (token: string) => {
    const res = await h.t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    return res.json().user._id as string;
  };

  it('the h.owner, a manager, an operator and the admin each keep events in their own calendar', async () => {
    const manager = (await createManager(h.t, h.owner, 'gerente-propria', [])).token;
    const admin = await h.t.tokenOf('admin');
    for (const [token, name] of [[h.owner, 'Dona'], [manager, 'Gerente'], [h.ana.token, 'Ana'], [admin, 'Admin']] as const) {
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
    const manager = await createManager(h.t, h.owner, 'gerente-nome', []);
    const ownEvent = await created(h.owner, { title: 'Reunião com o contador', startsAt: at(HOUR * 132) });
    expect(ownEvent).toMatchObject({ channelId: h.channelId, operatorId: null, ownerName: 'Dona da Empresa Demo' });
    const managerEvent = await created(manager.token, { title: 'Revisar escala', startsAt: at(HOUR * 133), contactId: h.contactId });
    expect(managerEvent).toMatchObject({ channelId: h.channelId, operatorId: null, ownerName: 'Gerente gerente-nome', contact: { _id: h.contactId } });
    const anaSees = (await list(h.ana.token)).map((e) => e._id);
    expect(anaSees).not.toContain(ownEvent._id);
    expect(anaSees).not.toContain(managerEvent._id);
    // The owner sees every calendar of the company, the managers' included, and keeps them.
    const ownerSees = (await list(h.owner)).map((e) => e._id);
    expect(ownerSees).toEqual(expect.arrayContaining([ownEvent._id, managerEvent._id]));
    expect((await list(h.owner, wideRange(`&userId=${managerEvent.userId}`))).map((e) => e._id)).toEqual([managerEvent._id]);
    expect((await put(h.owner, managerEvent._id, { title: 'Revisar escala de dezembro', startsAt: managerEvent.startsAt })).json().event.userId).toBe(managerEvent.userId);
  });

  it('the admin’s calendar is outside any company: no company’s user sees it, and it links no contact', async () => {
    const admin = await h.t.tokenOf('admin');
    const event = await created(admin, { title: 'Renovar certificados', startsAt: at(HOUR * 134) });
    expect(event).toMatchObject({ channelId: null, operatorId: null, contact: null });
    expect((await list(h.owner)).map((e) => e._id)).not.toContain(event._id);
    expect((await list(h.other.ownerToken)).map((e) => e._id)).not.toContain(event._id);
    expect((await put(h.owner, event._id, { title: 'Invadido', startsAt: event.startsAt })).statusCode).toBe(404);
    expect((await del(h.owner, event._id)).statusCode).toBe(404);
    // A company's event is not the admin's to read or change either.
    const ownerEvent = await created(h.owner, { title: 'Só da empresa', startsAt: at(HOUR * 135) });
    expect((await list(admin)).map((e) => e._id)).not.toContain(ownerEvent._id);
    expect((await put(admin, ownerEvent._id, { title: 'Invadido', startsAt: ownerEvent.startsAt })).statusCode).toBe(404);
    expect((await post(admin, { title: 'x', startsAt: at(HOUR), operatorId: h.ana.id })).statusCode).toBe(404);
    expect((await post(admin, { title: 'x', startsAt: at(HOUR), userId: h.ana.userId })).statusCode).toBe(403);
    const withContact = await post(admin, { title: 'x', startsAt: at(HOUR), contactId: h.contactId });
    expect(withContact.statusCode).toBe(404);
    expect(withContact.json()).toMatchObject({ error: 'contact_not_found' });
    const picker = await h.t.app.inject({ method: 'GET', url: `${url}/contacts?search=carl`, headers: auth(admin) });
    expect(picker.json()).toMatchObject({ items: [], total: 0 });
  });

  it('a manager with Manageoperators also sees and keeps the operators’ calendars, not the owner’s', async () => {
    const ownerOnly = await created(h.owner, { title: 'Da dona, só dela', startsAt: at(HOUR * 136) });
    const forAna = await created(h.owner, { title: 'Para o gerente ver', startsAt: at(HOUR * 100), operatorId: h.ana.id });
    const withIt = await createManager(h.t, h.owner, 'gerente-agenda', ['Manageoperators']);
    const own = await created(withIt.token, { title: 'Do próprio gerente', startsAt: at(HOUR * 137) });
    const sees = (await list(withIt.token)).map((e) => e._id);
    expect(sees).toEqual(expect.arrayContaining([forAna._id, own._id]));
    expect(sees).not.toContain(ownerOnly._id);
    expect((await list(withIt.token, wideRange(`&operatorId=${h.ana.id}`))).every((e) => e.operatorId === h.ana.id)).toBe(true);
    const operators = await h.t.app.inject({ method: 'GET', url: `${url}/operators`, headers: auth(withIt.token) });
    expect(operators.statusCode).toBe(200);

    const made = await created(withIt.token, { title: 'Do gerente para a Bia', startsAt: at(HOUR * 101), operatorId: h.bia.id });
    expect(made.userId).toBe(h.bia.userId);
    expect((await put(withIt.token, forAna._id, { title: 'Alterado pelo gerente', startsAt: forAna.startsAt, operatorId: h.ana.id })).statusCode).toBe(200);
    expect((await del(withIt.token, made._id)).statusCode).toBe(200);
    // The owner's calendar is not an operator's: refused.
    expect((await put(withIt.token, ownerOnly._id, { title: 'Invadido', startsAt: ownerOnly.startsAt })).statusCode).toBe(403);
    expect((await post(withIt.token, { title: 'Para a dona', startsAt: at(HOUR), userId: ownerOnly.userId })).statusCode).toBe(403);
  });

  it('a manager without Manageoperators sees and keeps only their own calendar', async () => {
    const forAna = await created(h.owner, { title: 'Não é do gerente', startsAt: at(HOUR * 102), operatorId: h.ana.id });
    const without = await h.t.tokenOf('gerente');
    const own = await created(without, { title: 'Do gerente sem permissão', startsAt: at(HOUR * 138) });
    const sees = await list(without);
    expect(sees.map((e) => e._id)).toContain(own._id);
    expect(sees.every((e) => e.userId === own.userId)).toBe(true);
    // Naming an operator in the query changes nothing.
    expect((await list(without, wideRange(`&operatorId=${h.ana.id}`))).every((e) => e.userId === own.userId)).toBe(true);
    const refused = await post(without, { title: 'x', startsAt: at(HOUR), operatorId: h.ana.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().erroMensagem).toBe('Você só pode gerenciar os seus próprios compromissos.');
    expect((await put(without, forAna._id, { title: 'Invadido', startsAt: forAna.startsAt })).statusCode).toBe(403);
    expect((await del(without, forAna._id)).statusCode).toBe(403);
    expect((await h.t.app.inject({ method: 'GET', url: `${url}/operators`, headers: auth(without) })).statusCode).toBe(403);
    expect((await h.t.app.inject({ method: 'GET', url: `${url}/contacts`, headers: auth(without) })).statusCode).toBe(200);
    expect((await h.t.app.inject({ method: 'GET', url: wideRange() })).statusCode).toBe(401);
  });
});

describe('tenants', () => {
  it('another company neither reads nor changes this company’s events, and cannot use its operators or contacts', async () => {
    const mine = await created(h.ana.token, { title: 'Só nosso', startsAt: at(HOUR * 110), contactId: h.contactId });
    expect((await list(h.other.ownerToken)).map((e) => e._id)).not.toContain(mine._id);
    expect((await list(h.otherOperator.token)).map((e) => e._id)).not.toContain(mine._id);
    const edit = await put(h.other.ownerToken, mine._id, { title: 'Invadido', startsAt: mine.startsAt, operatorId: h.otherOperator.id });
    expect(edit.statusCode).toBe(404);
    expect(edit.body).not.toContain('Só nosso');
    expect((await del(h.otherOperator.token, mine._id)).statusCode).toBe(404);
    expect((await list(h.other.ownerToken, wideRange(`&operatorId=${h.ana.id}`))).length).toBe(0);

    const foreignOperator = await post(h.other.ownerToken, { title: 'x', startsAt: at(HOUR), operatorId: h.ana.id });
    expect(foreignOperator.statusCode).toBe(404);
    expect(foreignOperator.json()).toMatchObject({ error: 'operator_not_found', erroMensagem: 'Operador não encontrado.' });
    const foreignUser = await post(h.other.ownerToken, { title: 'x', startsAt: at(HOUR), userId: h.ana.userId });
    expect(foreignUser.statusCode).toBe(404);
    expect(foreignUser.json()).toMatchObject({ error: 'not_found', erroMensagem: 'Usuário não encontrado.' });
    expect((await list(h.other.ownerToken, wideRange(`&userId=${h.ana.userId}`))).length).toBe(0);
    const foreignContact = await post(h.ana.token, { title: 'x', startsAt: at(HOUR), contactId: h.otherContactId });
    expect(foreignContact.statusCode).toBe(404);
    expect(foreignContact.json()).toMatchObject({ error: 'contact_not_found', erroMensagem: 'Contato não encontrado.' });
    expect((await list(h.ana.token)).find((e) => e._id === mine._id)?.title).toBe('Só nosso');
  });
});
