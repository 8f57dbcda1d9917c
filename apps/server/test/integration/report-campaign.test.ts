// /reportCampaign on the shared filter bar against hand-computed fixtures: campaigns started in the
// period's São Paulo days (23:30 on 8 March local is 02:30Z on the 9th), their recipients' outcomes in
// total and per start day, the table and its export, the broadcastList gate, who may read it, and
// another company's campaigns never counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { CampaignReportPage, CampaignReportSummary } from '@atende/contract';
import { auth } from '../support/test-app.js';
import { insertContact, one, postReport, reportCompany, type ReportCompany } from '../support/report-company-fixtures.js';
import { campaignReportTable, type CampaignExportRow } from '../../src/modules/campaigns/campaign-period-report.table.js';
import { reportRequestOf } from '../../src/modules/reports/report-scope.js';

let c: ReportCompany;
const period = { period: 'custom', from: '2026-03-02', to: '2026-03-08' };
const campaign: Record<string, string> = {};
let contactSeq = 0;

const summary = (body: Record<string, unknown> = {}, token = c.owner) => postReport<CampaignReportSummary>(c.t, token, '/api/report/campaign/summary', { ...period, ...body });
const page = (n: number, body: Record<string, unknown> = {}, token = c.owner) => postReport<CampaignReportPage>(c.t, token, `/api/report/campaign/page/${n}`, { ...period, ...body });

async function setBroadcast(channelId: string, token: string, on: boolean) {
  const res = await c.t.app.inject({ method: 'PUT', url: `/api/channel/config/${channelId}`, headers: auth(token), payload: { modules: { broadcastList: on } } });
  expect(res.statusCode).toBe(200);
}

async function insertCampaign(key: string, k: { name: string; status: string; startedAt: string | null; finishedAt?: string | null }, channelId = c.channelId) {
  campaign[key] = (
    await one<{ id: string }>(
      c.t,
      sql`insert into campaigns (channel_id, name, status, template_name, template_language, audience, on_reply, started_at, finished_at)
          values (${channelId}, ${k.name}, ${k.status}, 'promo_natal', 'pt_BR', '{}'::jsonb, '{}'::jsonb, ${k.startedAt}, ${k.finishedAt ?? null}) returning id`,
    )
  ).id;
}

/** A recipient in `state`; with `message`, its message in that delivery status. */
async function recipient(key: string, state: string, message: string | null = null, replied = false, channelId = c.channelId) {
  const contactId = await insertContact(c.t, channelId, `55119333${String(++contactSeq).padStart(5, '0')}`, `Destinatário ${contactSeq}`);
  const messageId = message
    ? (
        await one<{ id: string }>(
          c.t,
          sql`insert into messages (channel_id, contact_id, direction, type, content, status, created_at)
              values (${channelId}, ${contactId}, 'out', 'template', '{}'::jsonb, ${message}, '2026-03-02T12:00:00Z') returning id`,
        )
      ).id
    : null;
  await c.t.ctx.db.orm.execute(sql`
    insert into campaign_recipients (campaign_id, channel_id, contact_id, state, message_id, sent_at, replied_at)
    values (${campaign[key]}, ${channelId}, ${contactId}, ${state}, ${messageId}, ${message ? '2026-03-02T12:00:00Z' : null}, ${replied ? '2026-03-02T13:00:00Z' : null})`);
}

beforeAll(async () => {
  c = await reportCompany('camp');
  await setBroadcast(c.channelId, c.owner, true);
  await insertCampaign('natal', { name: 'Natal', status: 'completed', startedAt: '2026-03-02T12:00:00Z', finishedAt: '2026-03-02T13:00:00Z' });
  await recipient('natal', 'sent', 'read', true);
  await recipient('natal', 'sent', 'delivered');
  await recipient('natal', 'sent', 'sent');
  await recipient('natal', 'sent', 'failed');
  await recipient('natal', 'failed');
  await recipient('natal', 'skipped');
  await recipient('natal', 'cancelled');
  // Started at 23:30 on 8 March local: inside the period.
  await insertCampaign('pascoa', { name: 'Páscoa', status: 'sending', startedAt: '2026-03-09T02:30:00Z' });
  await recipient('pascoa', 'queued');
  await recipient('pascoa', 'sent', 'delivered', true);
  // Started at 23:30 on 1 March local: before the period. A draft never started.
  await insertCampaign('carnaval', { name: 'Carnaval', status: 'completed', startedAt: '2026-03-02T02:30:00Z', finishedAt: '2026-03-02T03:00:00Z' });
  await recipient('carnaval', 'sent', 'read');
  await insertCampaign('rascunho', { name: 'Rascunho', status: 'draft', startedAt: null });
  await insertCampaign('deles', { name: 'Deles', status: 'completed', startedAt: '2026-03-03T12:00:00Z' }, c.other.channelId);
  await recipient('deles', 'sent', 'read', false, c.other.channelId);
});
afterAll(() => c.close());

describe('the campaign summary', () => {
  it('sums the outcomes of the campaigns started in the period, per São Paulo start day', async () => {
    const { status, body } = await summary();
    expect(status).toBe(200);
    expect(body.summary).toEqual({ campaigns: 2, recipients: 9, sent: 4, delivered: 3, read: 1, failed: 2, skipped: 1, replied: 2 });
    const zero = { recipients: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0, replied: 0 };
    expect(body.perDay).toEqual([
      { day: '2026-03-02', recipients: 7, sent: 3, delivered: 2, read: 1, failed: 2, skipped: 1, replied: 1 },
      { day: '2026-03-03', ...zero },
      { day: '2026-03-04', ...zero },
      { day: '2026-03-05', ...zero },
      { day: '2026-03-06', ...zero },
      { day: '2026-03-07', ...zero },
      { day: '2026-03-08', recipients: 2, sent: 1, delivered: 1, read: 0, failed: 0, skipped: 0, replied: 1 },
    ]);
    const before = await summary({ from: '2026-03-01', to: '2026-03-01' });
    expect(before.body.summary).toEqual({ campaigns: 1, recipients: 1, sent: 1, delivered: 1, read: 1, failed: 0, skipped: 0, replied: 0 });
  });
});

describe('the campaign table', () => {
  it('lists the started campaigns newest first with their outcomes', async () => {
    const { status, body } = await page(1);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      { _id: campaign.pascoa, name: 'Páscoa', status: 'sending', statusLabel: 'Enviando', templateName: 'promo_natal', startedAt: '2026-03-09T02:30:00.000Z', finishedAt: null, recipients: 2, sent: 1, delivered: 1, read: 0, failed: 0, skipped: 0, replied: 1 },
      { _id: campaign.natal, name: 'Natal', status: 'completed', statusLabel: 'Concluída', templateName: 'promo_natal', startedAt: '2026-03-02T12:00:00.000Z', finishedAt: '2026-03-02T13:00:00.000Z', recipients: 7, sent: 3, delivered: 2, read: 1, failed: 2, skipped: 1, replied: 1 },
    ]);
    expect((await page(2, { perPage: 1 })).body.items.map((r) => r._id)).toEqual([campaign.natal]);
  });

  it('exports the same rows in keyset batches, times in the channel’s zone', async () => {
    const req = await reportRequestOf(c.t.ctx, c.channelId, { period: 'custom', from: '2026-03-02', to: '2026-03-08', perPage: 10 }, new Date('2026-03-10T15:00:00Z'));
    expect(await campaignReportTable.count(c.t.ctx, req)).toBe(2);
    const rows: CampaignExportRow[] = [];
    for await (const batch of campaignReportTable.batches(c.t.ctx, req, 1)) rows.push(...batch);
    expect(rows.map((r) => r._id)).toEqual([campaign.pascoa, campaign.natal]);
    expect(campaignReportTable.columns.map((col) => col.value(rows[1] as CampaignExportRow))).toEqual(['Natal', 'Concluída', 'promo_natal', '02/03/2026 09:00', '02/03/2026 10:00', 7, 3, 2, 1, 2, 1, 1]);
  });
});

describe('who reads the campaign report', () => {
  it('refuses a manager without Reports, answers a manager with it, and never counts another company’s campaigns', async () => {
    expect((await summary({}, c.withoutReports.token)).status).toBe(403);
    expect((await summary({}, c.withReports.token)).body.summary.campaigns).toBe(2);
    await setBroadcast(c.other.channelId, c.other.ownerToken, true);
    expect((await summary({}, c.other.ownerToken)).body.summary).toEqual({ campaigns: 1, recipients: 1, sent: 1, delivered: 1, read: 1, failed: 0, skipped: 0, replied: 0 });
    expect((await page(1, {}, c.other.ownerToken)).body.items.map((r) => r.name)).toEqual(['Deles']);
  });

  it('downloads the table as CSV through the reports’ export', async () => {
    const res = await c.t.app.inject({ method: 'POST', url: '/api/report/campaign/export', headers: auth(c.owner), payload: { ...period, format: 'csv' } });
    expect(res.statusCode, res.body).toBe(200);
    const records = parse(res.body.slice(1), { delimiter: ';' }) as string[][];
    expect(records.map((r) => r[0])).toEqual(['Campanha', 'Páscoa', 'Natal']);
    expect(records[2]).toEqual(['Natal', 'Concluída', 'promo_natal', '02/03/2026 09:00', '02/03/2026 10:00', '7', '3', '2', '1', '2', '1', '1']);
  });

  it('answers the module gate’s error while campaigns are switched off', async () => {
    await setBroadcast(c.channelId, c.owner, false);
    try {
      const exported = await c.t.app.inject({ method: 'POST', url: '/api/report/campaign/export', headers: auth(c.owner), payload: { ...period, format: 'csv' } });
      expect(exported.statusCode).toBe(403);
      for (const res of [await summary(), await page(1)]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ error: 'module_disabled', erroMensagem: 'Este módulo não está habilitado para o canal.' });
      }
    } finally {
      await setBroadcast(c.channelId, c.owner, true);
    }
  });
});
