// A campaign whose template declares a currency variable (issue 17 item 12): each recipient's value
// reaches Meta as its currency parameter, the value itself as the fallback text; text variables and
// the stored body are as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Campaign } from '@atende/contract';
import { auth, type TestApp } from '../support/test-app.js';
import type { FakeGraph } from '../support/fake-graph/index.js';
import { eventually } from '../support/eventually.js';
import { campaignWorld, type CampaignWorld, promoCampaign, sendsByNumber, taggedContacts, type CampaignCompany } from '../support/campaign-fixtures.js';

let t: TestApp;
let graph: FakeGraph;
let c: CampaignCompany;
let world: CampaignWorld;

beforeAll(async () => {
  world = await campaignWorld(['Loja Valores Campanha', '5511955560000'], ['Outra Loja Valores', '5511955569999', '8888']);
  ({ t, graph, c } = world);
});
afterAll(() => world.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(c.owner), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('a campaign with a currency variable', () => {
  it("sends each recipient's value as Meta's currency parameter and keeps the filled body", async () => {
    expect((await call('PUT', `/api/templates/${c.templateId}/variable-types`, { variableTypes: ['text', 'currency'] })).statusCode).toBe(200);
    const numbers = await taggedContacts(t, c, 2, 5511971110000);
    const res = await call('POST', '/api/campaigns', promoCampaign(c, { bodyVariables: [{ source: 'field', field: 'firstName', fallback: 'cliente' }, { source: 'fixed', value: 'R$ 25,90' }] }));
    expect(res.statusCode, res.body).toBe(201);
    const campaign = res.json<{ campaign: Campaign }>().campaign;
    expect((await call('POST', `/api/campaigns/${campaign._id}/send`, {})).statusCode).toBe(200);
    await eventually(
      async () => {
        const status = (await call('GET', `/api/campaigns/${campaign._id}/status`)).json<{ status: string }>();
        expect(status.status).toBe('completed');
      },
      { attempts: 300, delayMs: 50 },
    );
    const first = sendsByNumber(graph).get(numbers[0] ?? '')?.[0] as { template: { components: unknown[] } };
    expect(first.template.components).toEqual([
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Cliente' },
          { type: 'currency', currency: { fallback_value: 'R$ 25,90', code: 'BRL', amount_1000: 25900 } },
        ],
      },
    ]);
    const [stored] = (
      await t.ctx.db.orm.execute<{ text: string }>(sql`
        select m.content->>'text' as text from campaign_recipients r join messages m on m.id = r.message_id
         join contacts k on k.id = r.contact_id where r.campaign_id = ${campaign._id} and k.number = ${numbers[0]}`)
    ).rows;
    expect(stored?.text).toBe('Olá Cliente, seu cupom é R$ 25,90.');
  });
});
