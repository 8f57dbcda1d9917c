// "Não receber campanhas" through the contacts API: true marks the contact (the first date kept), an
// absent field leaves it, false clears it; the list, the export and the API document show it; a
// campaign skips the contact with the pt-BR reason and reaches it again once cleared; another
// company can neither read nor change it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Campaign, CampaignRecipient, Contact } from '@atende/contract';
import { auth, type TestApp } from '../support/test-app.js';
import type { FakeGraph } from '../support/fake-graph/index.js';
import { eventually } from '../support/eventually.js';
import { campaignWorld, type CampaignWorld, promoCampaign, sendsByNumber, taggedContacts, type CampaignCompany } from '../support/campaign-fixtures.js';

let t: TestApp;
let graph: FakeGraph;
let c: CampaignCompany;
let other: CampaignCompany;

let world: CampaignWorld;

beforeAll(async () => {
  world = await campaignWorld(['Loja Opt-out', '5511955560000'], ['Outra Opt-out', '5511955569999', '8888']);
  ({ t, graph, c, other } = world);
});
afterAll(() => world.close());
beforeEach(() => {
  graph.reset();
  graph.addTemplate('promo_natal', 'pt_BR', 2);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = c.owner) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const contactOf = (res: { json: () => unknown }) => (res.json() as { contact: Contact }).contact;
const storedOptOut = async (id: string) =>
  (await t.ctx.db.orm.execute<{ at: string | null }>(sql`select opted_out_at::text as at from contacts where id = ${id}`)).rows[0]?.at;
const idOf = async (number: string) =>
  (await t.ctx.db.orm.execute<{ id: string }>(sql`select id from contacts where channel_id = ${c.channelId} and number = ${number}`)).rows[0]?.id ?? '';

async function sendCampaign(name: string): Promise<Campaign> {
  const made = await call('POST', '/api/campaigns', promoCampaign(c, { name }));
  expect(made.statusCode, made.body).toBe(201);
  const campaign = made.json<{ campaign: Campaign }>().campaign;
  expect((await call('POST', `/api/campaigns/${campaign._id}/send`, {})).statusCode).toBe(200);
  await eventually(async () => expect((await call('GET', `/api/campaigns/${campaign._id}/status`)).json().status).toBe('completed'), { attempts: 300, delayMs: 50 });
  return campaign;
}

describe('the switch on a contact', () => {
  it('true marks the contact with a date that repeats keep, an absent field leaves it, false clears it', async () => {
    const created = await call('POST', '/api/contact', { number: '11955561001', name: 'Pediu para sair', optedOutOfCampaigns: true });
    expect(created.statusCode, created.body).toBe(201);
    const contact = contactOf(created);
    expect(contact.optedOutOfCampaigns).toBe(true);
    expect(contact.optedOutAt).not.toBeNull();
    const firstDate = await storedOptOut(contact._id);
    expect(firstDate).not.toBeNull();

    const again = await call('PUT', `/api/contact/${contact._id}`, { name: 'Pediu de novo', optedOutOfCampaigns: true });
    expect(contactOf(again)).toMatchObject({ name: 'Pediu de novo', optedOutOfCampaigns: true, optedOutAt: contact.optedOutAt });
    expect(await storedOptOut(contact._id)).toBe(firstDate);

    // A client that does not send the field (an older integration) does not undo the request.
    const absent = await call('PUT', `/api/contact/${contact._id}`, { name: 'Sem o campo' });
    expect(contactOf(absent)).toMatchObject({ name: 'Sem o campo', optedOutOfCampaigns: true });
    expect(await storedOptOut(contact._id)).toBe(firstDate);

    const cleared = await call('PUT', `/api/contact/${contact._id}`, { name: 'Voltou', optedOutOfCampaigns: false });
    expect(contactOf(cleared)).toMatchObject({ optedOutOfCampaigns: false, optedOutAt: null });
    expect(await storedOptOut(contact._id)).toBeNull();
    expect(contactOf(await call('GET', `/api/contact/${contact._id}`))).toMatchObject({ optedOutOfCampaigns: false, optedOutAt: null });

    const plain = contactOf(await call('POST', '/api/contact', { number: '11955561002', name: 'Sem pedido' }));
    expect(plain).toMatchObject({ optedOutOfCampaigns: false, optedOutAt: null });
  });

  it('refuses a value that is not true or false with a pt-BR message', async () => {
    const res = await call('POST', '/api/contact', { number: '11955561003', name: 'Talvez', optedOutOfCampaigns: 'sim' });
    expect(res.statusCode).toBe(400);
    expect(res.json().erroMensagem).toContain('Informe true ou false em "Não receber campanhas"');
  });

  it('the list shows it and the export writes "Sim" under "Não receber campanhas"', async () => {
    const made = contactOf(await call('POST', '/api/contact', { number: '11955561004', name: 'Listado Fora', optedOutOfCampaigns: true }));
    const page = await call('GET', `/api/contact/channel/${c.channelId}/page/1?search=Listado`);
    expect(page.json().items).toEqual([expect.objectContaining({ _id: made._id, optedOutOfCampaigns: true, optedOutAt: made.optedOutAt })]);
    const exported = await call('GET', `/api/contact/channel/${c.channelId}/export?format=csv&search=Listado`);
    const [header, row] = exported.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header?.split(';').at(-1)).toBe('Não receber campanhas');
    expect(row?.split(';').at(-1)).toBe('Sim');
  });

  it('the API document describes the field on create and edit', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    type Body = { content: Record<string, { schema: { properties: Record<string, { type?: string; description?: string }> } }> };
    const bodyOf = (path: string, method: string) => (doc.paths[path][method].requestBody as Body).content['application/json']?.schema.properties;
    for (const [path, method] of [['/api/contact', 'post'], ['/api/contact/{id}', 'put']] as const) {
      const field = bodyOf(path, method)?.optedOutOfCampaigns;
      expect(field?.type, `${method} ${path}`).toBe('boolean');
      expect(field?.description).toMatch(/Não receber campanhas/);
    }
  });
});

describe('campaigns', () => {
  it('skip a contact opted out through the API with the pt-BR reason, and reach it again once cleared', async () => {
    await t.ctx.db.orm.execute(sql`delete from contacts where channel_id = ${c.channelId}`);
    const [stays, leaves] = await taggedContacts(t, c, 2, 5511955562000);
    const leavesId = await idOf(leaves ?? '');
    expect((await call('PUT', `/api/contact/${leavesId}`, { name: 'Cliente 2', tagId: c.tagId, optedOutOfCampaigns: true })).statusCode).toBe(200);

    const first = await sendCampaign('Sem quem saiu');
    const skipped = await call('GET', `/api/campaigns/${first._id}/recipients?outcome=skipped`);
    expect(skipped.json<{ items: CampaignRecipient[] }>().items).toEqual([
      expect.objectContaining({ number: leaves, outcome: 'skipped', reason: 'Número bloqueado ou cliente não quer receber campanhas.' }),
    ]);
    expect([...sendsByNumber(graph).keys()]).toEqual([stays]);

    graph.reset();
    graph.addTemplate('promo_natal', 'pt_BR', 2);
    expect((await call('PUT', `/api/contact/${leavesId}`, { name: 'Cliente 2', tagId: c.tagId, optedOutOfCampaigns: false })).statusCode).toBe(200);
    await sendCampaign('Com quem voltou');
    expect([...sendsByNumber(graph).keys()].sort()).toEqual([stays, leaves].sort());
  });
});

describe('tenants', () => {
  it("another company can neither read nor change a contact's opt-out", async () => {
    const mine = contactOf(await call('POST', '/api/contact', { number: '11955563001', name: 'Minha Cliente' }));
    const read = await call('GET', `/api/contact/${mine._id}`, undefined, other.owner);
    expect(read.statusCode).toBe(404);
    const change = await call('PUT', `/api/contact/${mine._id}`, { name: 'Minha Cliente', optedOutOfCampaigns: true }, other.owner);
    expect(change.statusCode).toBe(404);
    expect(await storedOptOut(mine._id)).toBeNull();

    const marked = contactOf(await call('POST', '/api/contact', { number: '11955563002', name: 'Fora', optedOutOfCampaigns: true }));
    expect((await call('PUT', `/api/contact/${marked._id}`, { name: 'Fora', optedOutOfCampaigns: false }, other.owner)).statusCode).toBe(404);
    expect(await storedOptOut(marked._id)).not.toBeNull();
    // The same number in the other company is its own contact, not opted out.
    const theirs = await call('POST', '/api/contact', { number: '11955563002', name: 'Deles' }, other.owner);
    expect(contactOf(theirs).optedOutOfCampaigns).toBe(false);
  });
});
