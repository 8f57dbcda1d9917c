// The calendar's contact picker: what each role finds, links, and the paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, calendarHarness, HOUR, url } from '../support/calendar-fixtures.js';
import { auth } from '../support/test-app.js';
import { createOperator } from '../support/operator-fixtures.js';
import { upsertContact } from '../../src/modules/contacts/contacts.repository.js';

const h = calendarHarness();
beforeAll(h.start);
afterAll(h.stop);
const { post, put, created, servedBy } = h;

describe('contact picker', () => {
  type PickerPage = { items: Array<{ _id: string; name: string | null; number: string }>; page: number; perPage: number; total: number };
  const pageOf = async (token: string, text: string, paging = ''): Promise<PickerPage> => {
    const res = await h.t.app.inject({ method: 'GET', url: `${url}/contacts?search=${encodeURIComponent(text)}${paging}`, headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PickerPage>();
  };
  const search = async (token: string, text: string) => (await pageOf(token, text)).items.map((c) => c.name);

  it('the owner finds the company’s contacts by name or number, never another company’s', async () => {
    expect(await search(h.owner, 'carl')).toEqual(['Carla Cliente', 'Carlos Comprador']);
    expect(await search(h.owner, '98765-0002')).toEqual(['Carlos Comprador']);
    expect(await search(h.owner, 'Cláudia')).toEqual(['Cláudia Carteira']);
    expect(await search(h.other.ownerToken, 'carl')).toEqual(['Carla de Fora']);
  });

  it('an operator finds their wallet and their attendances’ contacts, not another operator’s wallet', async () => {
    expect(await search(h.ana.token, '')).toEqual(['Carla Cliente', 'Carlos Comprador']);
    expect(await search(h.ana.token, 'Cláudia')).toEqual([]);
    expect(await search(h.ana.token, '5511987650003')).toEqual([]);
    expect(await search(h.bia.token, '')).toEqual(['Cláudia Carteira']);
    expect(await search(h.otherOperator.token, '')).toEqual([]);
  });

  it('an operator links only a contact they may see; the owner links any of the company’s', async () => {
    const hidden = await post(h.ana.token, { title: 'Ligar para a Cláudia', startsAt: at(HOUR * 120), contactId: h.biaContactId });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ error: 'contact_not_found', erroMensagem: 'Contato não encontrado.' });
    const byOwner = await created(h.owner, { title: 'Cláudia com a Ana', startsAt: at(HOUR * 121), operatorId: h.ana.id, contactId: h.biaContactId });
    expect(byOwner.contact?._id).toBe(h.biaContactId);
    // Ana may still edit the event the owner gave her, keeping its contact.
    expect((await put(h.ana.token, byOwner._id, { title: 'Cláudia, remarcado', startsAt: at(HOUR * 122), contactId: h.biaContactId })).statusCode).toBe(200);
  });

  it('is paged with the total: pages do not overlap and together hold every match', async () => {
    for (let i = 0; i < 25; i++) await upsertContact(h.t.ctx.db.orm, h.channelId, `55119000000${String(i).padStart(2, '0')}`, `Lote ${String(i).padStart(2, '0')}`);
    const first = await pageOf(h.owner, 'Lote');
    expect(first).toMatchObject({ page: 1, perPage: 20, total: 25 });
    expect(first.items).toHaveLength(20);
    const second = await pageOf(h.owner, 'Lote', '&page=2&perPage=20');
    expect(second).toMatchObject({ page: 2, total: 25 });
    expect(second.items).toHaveLength(5);
    const names = [...first.items, ...second.items].map((c) => c.name);
    expect(new Set(names).size).toBe(25);
    expect((await pageOf(h.owner, 'Lote', '&perPage=10&page=3')).items.map((c) => c.name)).toEqual(['Lote 20', 'Lote 21', 'Lote 22', 'Lote 23', 'Lote 24']);
    // An operator's total counts only what they may see.
    expect(await pageOf(h.ana.token, 'Lote')).toMatchObject({ items: [], total: 0 });
    const tooMany = await h.t.app.inject({ method: 'GET', url: `${url}/contacts?perPage=101`, headers: auth(h.owner) });
    expect(tooMany.statusCode).toBe(400);
  });

  it('an operator with privacy on cannot search by number', async () => {
    const reserved = await createOperator(h.t, h.owner, 'agenda-privada', { privacy: true });
    await servedBy(reserved.id, h.contactId);
    expect(await search(reserved.token, '5511987650001')).toEqual([]);
    expect(await search(reserved.token, 'Carla')).toEqual(['Carla Cliente']);
  });
});
