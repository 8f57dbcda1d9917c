// /reportGupshupTraffic's API through the real app: per-day counts (days in the channel's time zone)
// by direction, type and pricing category from stored messages, 10 days per page, the period's totals,
// Gupshup's usage report from the fake Partner API, the pricing category a status webhook stores, and
// who may read whose channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MessageType } from '@atende/contract';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { createOperator } from '../support/operator-fixtures.js';
import { eventually } from '../support/eventually.js';
import { FAKE_GUPSHUP_PARTNER_TOKEN, gupshupCallback, gupshupFailures, startFakeGupshup, type FakeGupshup } from '../support/fake-gupshup/index.js';
import { upsertContact } from '../../src/modules/contacts/contacts.repository.js';
import { messages, messageTemplates } from '../../src/schema/index.js';

let t: TestApp;
let fake: FakeGupshup;
let creds: Record<string, string>;
let owner: string;
let channelId: string;
let otherOwner: string;
let otherChannelId: string;

const APP_ID = 'c0ffee00-app0-4000-8000-000000000001';

type Seed = { at: string; direction: 'in' | 'out'; type: MessageType; pricing?: string; template?: { name: string; language: string } };

async function seed(channel: string, number: string, list: Seed[]): Promise<void> {
  const contact = await upsertContact(t.ctx.db.orm, channel, number, 'Cliente Tráfego');
  await t.ctx.db.orm.insert(messages).values(
    list.map((m) => ({
      channelId: channel,
      contactId: contact.id,
      direction: m.direction,
      type: m.type,
      content: m.template ? { template: m.template } : { text: 'x' },
      status: m.direction === 'in' ? ('received' as const) : ('delivered' as const),
      createdAt: new Date(m.at),
      pricingCategory: m.pricing ?? null,
    })),
  );
}

beforeAll(async () => {
  fake = await startFakeGupshup();
  creds = fake.credentials({ appId: APP_ID });
  t = await createTestApp({ queue: true, config: { GUPSHUP_PARTNER_TOKEN: FAKE_GUPSHUP_PARTNER_TOKEN, GUPSHUP_PARTNER_API_BASE: fake.baseUrl, ...fake.config() } });
  const company = await createCompany(t, { name: 'Loja Tráfego', channelNumber: '5511944440000', ownerLogin: 'trafego', apiType: 'gupshup', credentials: creds });
  owner = company.ownerToken;
  channelId = company.channelId;
  const other = await createCompany(t, { name: 'Outra Tráfego', channelNumber: '5511944449999', ownerLogin: 'outra-trafego' });
  otherOwner = other.ownerToken;
  otherChannelId = other.channelId;
  // São Paulo is UTC-3: 02:30Z on the 10th is still the 9th there, 02:00Z on the 16th still the 15th.
  await seed(channelId, '5511977772001', [
    { at: '2025-03-15T12:00:00Z', direction: 'in', type: 'text' },
    { at: '2025-03-15T13:00:00Z', direction: 'out', type: 'template', pricing: 'marketing' },
    { at: '2025-03-15T14:00:00Z', direction: 'out', type: 'text', pricing: 'service' },
    { at: '2025-03-15T15:00:00Z', direction: 'out', type: 'image' },
    { at: '2025-03-16T02:00:00Z', direction: 'in', type: 'audio' },
    { at: '2025-03-14T12:00:00Z', direction: 'in', type: 'button' },
    { at: '2025-03-10T02:30:00Z', direction: 'in', type: 'location' },
    { at: '2025-03-02T12:00:00Z', direction: 'out', type: 'template', pricing: 'utility' },
    // Outside the period, in São Paulo's days: the 28th (23:00) and the 16th (00:30).
    { at: '2025-03-01T02:00:00Z', direction: 'out', type: 'text', pricing: 'marketing' },
    { at: '2025-03-16T03:30:00Z', direction: 'in', type: 'text' },
  ]);
  await seed(otherChannelId, '5511977772002', [{ at: '2025-03-15T12:00:00Z', direction: 'out', type: 'template', pricing: 'marketing' }]);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const report = (query: string, token = owner) => t.app.inject({ method: 'GET', url: `/api/report/gupshup-traffic?${query}`, headers: auth(token) });
const counts = (inbound: number, outbound: number, byType: Partial<Record<string, number>> = {}, byCategory: Partial<Record<string, number>> = {}) => ({
  inbound,
  outbound,
  byType: { text: 0, template: 0, media: 0, interactive: 0, other: 0, ...byType },
  byCategory: { marketing: 0, utility: 0, authentication: 0, service: 0, none: 0, ...byCategory },
});
const PERIOD = 'from=2025-03-01&to=2025-03-15';

describe('GET /api/report/gupshup-traffic', () => {
  it("counts each local day's messages by direction, type and pricing category, newest first, 10 days per page, with the period's totals", async () => {
    const res = await report(`${PERIOD}&page=1`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ channelId, timezone: 'America/Sao_Paulo', from: '2025-03-01', to: '2025-03-15', page: 1, perPage: 10, total: 15 });
    expect(body.days.map((d: { date: string }) => d.date)).toEqual(['2025-03-15', '2025-03-14', '2025-03-13', '2025-03-12', '2025-03-11', '2025-03-10', '2025-03-09', '2025-03-08', '2025-03-07', '2025-03-06']);
    expect(body.days[0]).toEqual({ date: '2025-03-15', ...counts(2, 3, { text: 2, template: 1, media: 2 }, { marketing: 1, service: 1, none: 1 }) });
    expect(body.days[1]).toEqual({ date: '2025-03-14', ...counts(1, 0, { interactive: 1 }) });
    expect(body.days[5]).toEqual({ date: '2025-03-10', ...counts(0, 0) });
    expect(body.days[6]).toEqual({ date: '2025-03-09', ...counts(1, 0, { other: 1 }) });
    expect(body.totals).toEqual(counts(4, 4, { text: 2, template: 2, media: 2, interactive: 1, other: 1 }, { marketing: 1, utility: 1, service: 1, none: 1 }));

    const second = (await report(`${PERIOD}&page=2`)).json();
    expect(second.days.map((d: { date: string }) => d.date)).toEqual(['2025-03-05', '2025-03-04', '2025-03-03', '2025-03-02', '2025-03-01']);
    expect(second.days[3]).toEqual({ date: '2025-03-02', ...counts(0, 1, { template: 1 }, { utility: 1 }) });
    expect(second.totals).toEqual(body.totals);
    expect((await report(`${PERIOD}&page=3`)).json().days).toEqual([]);
  });

  it("adds Gupshup's usage report for the page's days from the Partner API; its failure leaves our counts standing", async () => {
    fake.setUsage(APP_ID, [
      { date: '2025-03-15', incomingMsg: 2, outgoingMsg: 2, outgoingMediaMsg: 1, templateMsg: 1, marketing: 1, service: 1, utility: 0, authentication: 0, totalFees: 0.0625, currency: 'USD' },
      { date: '2025-03-02', incomingMsg: 0, outgoingMsg: 1, templateMsg: 1, utility: 1, totalFees: 0.008, currency: 'USD' },
    ]);
    const first = (await report(`${PERIOD}&page=1`)).json();
    const call = fake.requests.find((r) => r.path === `/partner/app/${APP_ID}/usage`);
    expect(call?.headers.authorization).toBe(FAKE_GUPSHUP_PARTNER_TOKEN);
    expect(call?.query).toEqual({ from: '2025-03-06', to: '2025-03-15' });
    expect(first.provider).toEqual({
      appId: APP_ID,
      error: null,
      days: [{ date: '2025-03-15', incoming: 2, outgoing: 3, templates: 1, marketing: 1, utility: 0, authentication: 0, service: 1, totalFees: 0.0625, currency: 'USD' }],
    });
    expect((await report(`${PERIOD}&page=2`)).json().provider.days.map((d: { date: string }) => d.date)).toEqual(['2025-03-02']);

    fake.failNext(1, gupshupFailures.serverError());
    const failed = (await report(`${PERIOD}&page=1`)).json();
    expect(failed.provider).toMatchObject({ appId: APP_ID, days: [] });
    expect(failed.provider.error).toContain('Não foi possível ler o relatório de uso da Gupshup');
    expect(failed.days[0].outbound).toBe(3);
    // A Cloud channel has no Gupshup usage to show.
    expect((await report(PERIOD, otherOwner)).json().provider).toBeNull();
  });

  it("counts a sent template without the provider's category under our template's category", async () => {
    await t.ctx.db.orm.insert(messageTemplates).values([
      { channelId, name: 'pedido_enviado', language: 'pt_BR', category: 'UTILITY', status: 'APPROVED', body: 'Seu pedido saiu' },
      { channelId: otherChannelId, name: 'pedido_enviado', language: 'pt_BR', category: 'MARKETING', status: 'APPROVED', body: 'Oferta' },
    ]);
    await seed(channelId, '5511977772003', [
      { at: '2025-04-10T12:00:00Z', direction: 'out', type: 'template', template: { name: 'pedido_enviado', language: 'pt_BR' } },
      // The provider's category, when it sent one, stays the one counted.
      { at: '2025-04-10T13:00:00Z', direction: 'out', type: 'template', pricing: 'marketing', template: { name: 'pedido_enviado', language: 'pt_BR' } },
      // A template we no longer have stays without a category.
      { at: '2025-04-10T14:00:00Z', direction: 'out', type: 'template', template: { name: 'apagado', language: 'pt_BR' } },
    ]);
    const body = (await report('from=2025-04-10&to=2025-04-10')).json();
    expect(body.totals).toEqual(counts(0, 3, { template: 3 }, { utility: 1, marketing: 1, none: 1 }));
    expect(body.days[0]).toEqual({ date: '2025-04-10', ...counts(0, 3, { template: 3 }, { utility: 1, marketing: 1, none: 1 }) });
  });

  it("never counts another channel's messages, and refuses another channel's id to its owner", async () => {
    const mine = (await report(PERIOD, otherOwner)).json();
    expect(mine.channelId).toBe(otherChannelId);
    expect(mine.totals).toEqual(counts(0, 1, { template: 1 }, { marketing: 1 }));
    const refused = await report(`${PERIOD}&channelId=${channelId}`, otherOwner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('other_channel');
  });

  it('lets admins read the channel they choose (and asks them for one); managers need ReportGupshupTraffic or Reports; operators are refused', async () => {
    const admin = await t.tokenOf('admin');
    const noChannel = await report(PERIOD, admin);
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.json().error).toBe('channel_required');
    const chosen = await report(`${PERIOD}&channelId=${channelId}`, admin);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().totals.outbound).toBe(4);

    const manager = async (login: string, permissions: string[]) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/channel/manager', headers: auth(owner), payload: { name: `Gerente ${login}`, login, password: 'senha-forte-1', permissions } });
      expect(res.statusCode, res.body).toBe(201);
      return t.tokenOf(login, 'senha-forte-1');
    };
    expect((await report(PERIOD, await manager('ger-trafego', ['ReportGupshupTraffic']))).statusCode).toBe(200);
    expect((await report(PERIOD, await manager('ger-contatos', ['Contacts']))).statusCode).toBe(403);
    const operator = await createOperator(t, owner, 'op-trafego');
    expect((await report(PERIOD, operator.token)).statusCode).toBe(403);
  });

  it('refuses a period that ends before it starts or spans more than 366 days', async () => {
    expect((await report('from=2025-03-15&to=2025-03-01')).statusCode).toBe(400);
    expect((await report('from=2024-01-01&to=2025-03-01')).statusCode).toBe(400);
    expect((await report('from=2025-02-30&to=2025-03-01')).statusCode).toBe(400);
  });
});

describe('pricing category from status webhooks', () => {
  it("stores a delivered event's pricing category, and a later read without pricing keeps it", async () => {
    const contact = await upsertContact(t.ctx.db.orm, channelId, '5511977772003', 'Cliente Cobrado');
    const [sent] = await t.ctx.db.orm
      .insert(messages)
      .values({ channelId, contactId: contact.id, direction: 'out', type: 'template', content: { text: 'oi' }, status: 'sent', providerMessageId: 'gs-cobrado-1' })
      .returning();
    const post = (body: unknown) =>
      t.app.inject({ method: 'POST', url: `/api/webhooks/gupshup/${channelId}?token=${encodeURIComponent(creds.webhookToken ?? '')}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const stored = async () => (await t.ctx.db.orm.execute<{ status: string; pricing_category: string | null }>(sql`select status, pricing_category from messages where id = ${sent?.id}`)).rows[0];
    expect((await post(gupshupCallback.billed(creds.appName ?? '', 'delivered', 'gs-cobrado-1', '5511977772003', 'marketing'))).statusCode).toBe(200);
    await eventually(async () => expect(await stored()).toEqual({ status: 'delivered', pricing_category: 'marketing' }));
    expect((await post(gupshupCallback.event(creds.appName ?? '', 'read', 'gs-cobrado-1', '5511977772003'))).statusCode).toBe(200);
    await eventually(async () => expect(await stored()).toEqual({ status: 'read', pricing_category: 'marketing' }));
  });
});
