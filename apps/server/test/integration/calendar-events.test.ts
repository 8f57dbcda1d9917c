// The calendar's events: an operator's own, the owner's view of everyone's, and the pt-BR validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, calendarHarness, HOUR, range, url, wideRange } from '../support/calendar-fixtures.js';
import { auth } from '../support/test-app.js';

const h = calendarHarness();
beforeAll(h.start);
afterAll(h.stop);
const { post, put, del, list, created } = h;

describe('calendar events of an operator', () => {
  it('an operator creates, reads, edits and deletes their own event, tied to a contact', async () => {
    const event = await created(h.ana.token, { title: '  Ligar para a Carla  ', description: 'Proposta', startsAt: at(48 * HOUR), endsAt: at(49 * HOUR), contactId: h.contactId });
    expect(event).toMatchObject({
      title: 'Ligar para a Carla',
      description: 'Proposta',
      operatorId: h.ana.id,
      userId: h.ana.userId,
      ownerName: 'Operador agenda-ana',
      channelId: h.channelId,
      remindAt: null,
      reminderSentAt: null,
      contact: { _id: h.contactId, name: 'Carla Cliente', number: '5511987650001' },
    });
    expect((await list(h.ana.token)).map((e) => e._id)).toContain(event._id);

    const edited = await put(h.ana.token, event._id, { title: 'Visitar a Carla', startsAt: event.startsAt, remindAt: at(47 * HOUR) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().event).toMatchObject({ title: 'Visitar a Carla', description: null, endsAt: null, contact: null });

    expect((await del(h.ana.token, event._id)).statusCode).toBe(200);
    expect((await list(h.ana.token)).map((e) => e._id)).not.toContain(event._id);
    expect((await del(h.ana.token, event._id)).statusCode).toBe(404);
  });

  it('lists only the events that touch the asked range', async () => {
    const inside = await created(h.bia.token, { title: 'Dentro', startsAt: '2027-03-10T13:00:00.000Z' });
    const spanning = await created(h.bia.token, { title: 'Atravessa', startsAt: '2027-03-01T10:00:00.000Z', endsAt: '2027-03-05T10:00:00.000Z' });
    await created(h.bia.token, { title: 'Fora', startsAt: '2027-04-20T13:00:00.000Z' });
    const march = await list(h.bia.token, range('2027-03-03T00:00:00.000Z', '2027-04-01T00:00:00.000Z'));
    expect(march.map((e) => e._id)).toEqual([spanning._id, inside._id]);
  });

  it('an operator sees only their own events and cannot change or delete another operator’s', async () => {
    const mine = await created(h.ana.token, { title: 'Da Ana', startsAt: at(72 * HOUR) });
    const biaSees = await list(h.bia.token);
    expect(biaSees.map((e) => e._id)).not.toContain(mine._id);
    // Naming another operator in the query changes nothing for an operator.
    expect((await list(h.bia.token, wideRange(`&operatorId=${h.ana.id}`))).every((e) => e.operatorId === h.bia.id)).toBe(true);

    const edit = await put(h.bia.token, mine._id, { title: 'Roubado', startsAt: mine.startsAt });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().erroMensagem).toBe('Você só pode gerenciar os seus próprios compromissos.');
    expect((await del(h.bia.token, mine._id)).statusCode).toBe(403);
    const forOther = await post(h.bia.token, { title: 'Para a Ana', startsAt: at(HOUR * 80), operatorId: h.ana.id });
    expect(forOther.statusCode).toBe(403);
    expect((await list(h.ana.token)).find((e) => e._id === mine._id)?.title).toBe('Da Ana');
  });

  it('the owner sees everyone’s events, filters by operator and keeps events for any operator', async () => {
    const forBia = await created(h.owner, { title: 'Reunião da Bia', startsAt: at(HOUR * 90), operatorId: h.bia.id });
    expect(forBia).toMatchObject({ operatorId: h.bia.id, userId: h.bia.userId, ownerName: 'Operador agenda-bia' });
    expect((await list(h.bia.token)).map((e) => e._id)).toContain(forBia._id);
    const all = await list(h.owner);
    expect(new Set(all.map((e) => e.operatorId))).toEqual(new Set([h.ana.id, h.bia.id]));
    const onlyAna = await list(h.owner, wideRange(`&operatorId=${h.ana.id}`));
    expect(onlyAna.length).toBeGreaterThan(0);
    expect(onlyAna.every((e) => e.operatorId === h.ana.id)).toBe(true);
    expect((await list(h.owner, wideRange(`&userId=${h.ana.userId}`))).map((e) => e._id)).toEqual(onlyAna.map((e) => e._id));

    const moved = await put(h.owner, forBia._id, { title: 'Reunião da Ana', startsAt: forBia.startsAt, operatorId: h.ana.id });
    expect(moved.json().event.operatorId).toBe(h.ana.id);
    // A replacement that names no calendar keeps the event where it is.
    const kept = await put(h.owner, forBia._id, { title: 'Reunião da Ana, às 10h', startsAt: forBia.startsAt });
    expect(kept.json().event).toMatchObject({ operatorId: h.ana.id, userId: h.ana.userId });
    expect((await del(h.owner, forBia._id)).statusCode).toBe(200);
  });

  it('offers the owner the channel’s operators to choose from', async () => {
    const res = await h.t.app.inject({ method: 'GET', url: `${url}/operators`, headers: auth(h.owner) });
    expect(res.statusCode).toBe(200);
    const names = (res.json().operators as Array<{ name: string }>).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Operador agenda-ana', 'Operador agenda-bia', 'Operador Demo']));
    expect(names).not.toContain('Operador agenda-outra');
    expect(res.json().operators).toContainEqual({ _id: h.ana.id, userId: h.ana.userId, name: 'Operador agenda-ana' });
    expect((await h.t.app.inject({ method: 'GET', url: `${url}/operators`, headers: auth(h.ana.token) })).statusCode).toBe(403);
  });
});

describe('validation in pt-BR', () => {
  const message = async (payload: Record<string, unknown>) => {
    const res = await post(h.ana.token, payload);
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
    const noRange = await h.t.app.inject({ method: 'GET', url, headers: auth(h.ana.token) });
    expect(noRange.statusCode).toBe(400);
    expect(noRange.json().erroMensagem).toContain('Informe o início do período');
    const tooWide = await h.t.app.inject({ method: 'GET', url: range('2027-01-01T00:00:00.000Z', '2027-06-01T00:00:00.000Z'), headers: auth(h.ana.token) });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().erroMensagem).toContain('O período deve ter no máximo 3 meses');
    const backwards = await h.t.app.inject({ method: 'GET', url: range('2027-02-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'), headers: auth(h.ana.token) });
    expect(backwards.json().erroMensagem).toContain('O fim do período deve ser depois do início');
  });
});
