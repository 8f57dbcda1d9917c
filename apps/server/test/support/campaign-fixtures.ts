// A Cloud company with campaigns switched on, an approved template synced from the fake Graph server
// and tagged contacts: what the campaign tests start from.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CampaignInput } from '@atende/contract';
import { auth, createCompany, createTestApp, type TestApp } from './test-app.js';
import { startFakeGraph, type FakeGraph } from './fake-graph/index.js';

export type CampaignCompany = { channelId: string; owner: string; templateId: string; tagId: string; creds: Record<string, string> };

export const PROMO = { name: 'promo_natal', body: 'Olá {{1}}, seu cupom é {{2}}.' };

export async function campaignCompany(t: TestApp, graph: FakeGraph, name: string, number: string, overrides: Record<string, string> = {}): Promise<CampaignCompany> {
  const creds = graph.credentials(overrides);
  const company = await createCompany(t, { name, channelNumber: number, ownerLogin: `dona-${number}`, credentials: creds });
  const owner = company.ownerToken;
  const config = await t.app.inject({ method: 'PUT', url: `/api/channel/config/${company.channelId}`, headers: auth(owner), payload: { modules: { broadcastList: true } } });
  expect(config.statusCode).toBe(200);
  graph.wabaTemplates.add({ name: PROMO.name, language: 'pt_BR', category: 'MARKETING', status: 'APPROVED', components: [{ type: 'BODY', text: PROMO.body }] });
  graph.addTemplate(PROMO.name, 'pt_BR', 2);
  expect((await t.app.inject({ method: 'POST', url: '/api/templates/sync', headers: auth(owner) })).statusCode).toBe(200);
  const [template] = (await t.ctx.db.orm.execute<{ id: string }>(sql`select id from message_templates where channel_id = ${company.channelId} and name = ${PROMO.name}`)).rows;
  const [tag] = (await t.ctx.db.orm.execute<{ id: string }>(sql`insert into tags (channel_id, name, color) values (${company.channelId}, 'Clientes VIP', '#ff0000') returning id`)).rows;
  return { channelId: company.channelId, owner, templateId: template?.id ?? '', tagId: tag?.id ?? '', creds };
}

export type CampaignWorld = { t: TestApp; graph: FakeGraph; c: CampaignCompany; other: CampaignCompany; close: () => Promise<void> };

/**
 * The app with its queue, the fake Graph server, and two campaign companies on their own phone
 * numbers and WABAs: the one under test and another that must see none of it.
 */
export async function campaignWorld(mine: [name: string, number: string], theirs: [name: string, number: string, suffix: string]): Promise<CampaignWorld> {
  const graph = await startFakeGraph();
  const t = await createTestApp({ queue: true, config: graph.config() });
  const c = await campaignCompany(t, graph, ...mine);
  const [name, number, suffix] = theirs;
  const other = await campaignCompany(t, graph, name, number, { phoneNumberId: `10987654321${suffix}`, wabaId: `10000000000${suffix}` });
  return {
    t,
    graph,
    c,
    other,
    close: async () => {
      await t.close();
      await graph.close();
    },
  };
}

/** `count` contacts with the tag, numbers from `first` up, named Cliente 1..n. */
export async function taggedContacts(t: TestApp, c: CampaignCompany, count: number, first = 5511970000000): Promise<string[]> {
  const input = JSON.stringify(Array.from({ length: count }, (_, i) => ({ number: String(first + i), name: `Cliente ${i + 1}` })));
  await t.ctx.db.orm.execute(sql`
    insert into contacts (channel_id, number, name, tag_id)
    select ${c.channelId}::uuid, v.number, v.name, ${c.tagId}::uuid from jsonb_to_recordset(${input}::jsonb) as v(number text, name text)`);
  return Array.from({ length: count }, (_, i) => String(first + i));
}

export const promoCampaign = (c: CampaignCompany, overrides: Partial<CampaignInput> = {}): CampaignInput => ({
  name: 'Natal VIP',
  templateId: c.templateId,
  bodyVariables: [
    { source: 'field', field: 'firstName', fallback: 'cliente' },
    { source: 'fixed', value: 'NATAL10' },
  ],
  audience: { kind: 'contacts', tagIds: [c.tagId] },
  onReply: { action: 'bot', departmentId: null },
  ...overrides,
});

/** The template sends the fake Graph received, by recipient number. */
export function sendsByNumber(graph: FakeGraph): Map<string, Array<Record<string, unknown>>> {
  const out = new Map<string, Array<Record<string, unknown>>>();
  for (const body of graph.sentMessages() as Array<Record<string, unknown>>) {
    if (body.type !== 'template') continue;
    const to = String(body.to);
    out.set(to, [...(out.get(to) ?? []), body]);
  }
  return out;
}
