import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CampaignRecipient, CampaignReportRow } from '@atende/contract';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { recipientsExportUrl } from '../api/campaign-recipients';
import { campaignId, campaignPage, makeCampaign, ok, one, ownerServer, queryOf } from './campaign-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const id = campaignId(4);
const campaign = makeCampaign(4, { name: 'Black Friday', status: 'completed' });
const recipient = (n: number, overrides: Partial<CampaignRecipient> = {}): CampaignRecipient => ({
  _id: `00000000-0000-4000-8000-${String(9500 + n).padStart(12, '0')}`,
  contactId: `00000000-0000-4000-8000-${String(9600 + n).padStart(12, '0')}`,
  contactName: `Cliente ${n}`,
  number: '5511987654321',
  outcome: 'read',
  reason: null,
  sentAt: '2025-03-10T15:00:00.000Z',
  repliedAt: null,
  ...overrides,
});
const period = { from: '2025-03-04', to: '2025-03-10', timezone: 'America/Sao_Paulo', days: 7 };
const outcomes = { recipients: 120, sent: 110, delivered: 100, read: 80, failed: 10, skipped: 0, replied: 15 };
const reportRow = (overrides: Partial<CampaignReportRow> = {}): CampaignReportRow => ({
  _id: id,
  name: 'Black Friday',
  status: 'completed',
  statusLabel: 'Concluída',
  templateName: 'promo_bf',
  startedAt: '2025-03-10T12:00:00.000Z',
  finishedAt: '2025-03-10T12:20:00.000Z',
  ...outcomes,
  ...overrides,
});
const recipientsUrl = new RegExp(`^/api/campaigns/${id}/recipients\\?`);

function reportServer() {
  return ownerServer(
    on('GET', /^\/api\/campaigns\?/, () => campaignPage([campaign])),
    on('GET', `/api/campaigns/${id}`, () => one(campaign)),
    on('GET', recipientsUrl, () =>
      ok({
        items: [
          recipient(1, { contactName: 'Ana Souza', outcome: 'failed', reason: 'Número sem WhatsApp', sentAt: null }),
          recipient(2, { contactName: null, repliedAt: '2025-03-10T16:30:00.000Z' }),
        ],
        page: 1,
        perPage: 20,
        total: 45,
      }),
    ),
    on('GET', new RegExp(`^/api/campaigns/${id}/recipients/export\\?`), () => new Response('nome;numero\n', { status: 200 })),
    on('POST', '/api/report/campaign/summary', () =>
      ok({ period, summary: { ...outcomes, recipients: 1120, campaigns: 2 }, perDay: [{ day: '2025-03-10', ...outcomes }] }),
    ),
    on('POST', '/api/report/campaign/page/1', () =>
      ok({ period, items: [reportRow(), reportRow({ _id: campaignId(5), name: 'Natal', status: 'sending', statusLabel: 'Enviando', recipients: 1000, startedAt: null, templateName: null })], page: 1, perPage: 10, total: 2 }),
    ),
  );
}

const recipientCalls = (server: { calls: { url: string }[] }) => server.calls.filter((c) => recipientsUrl.test(c.url)).map((c) => queryOf(c.url));

describe('/reportCampaign', { timeout: 30000 }, () => {
  it('shows the period\'s campaigns with their outcomes on the report kit', async () => {
    const server = reportServer();
    renderApp('/reportCampaign');
    const table = await screen.findByRole('table', { name: 'Campanhas do período' }, slow);
    await within(table).findByText('Natal');
    const tile = (name: string) => within(screen.getByRole('listitem', { name })).getByTestId('tile-value').textContent;
    await waitFor(() => expect(tile('Campanhas')).toBe('2'));
    expect(tile('Contatos')).toBe('1.120');
    expect(tile('Enviadas')).toBe('110');
    expect(tile('Entregues')).toBe('100');
    expect(tile('Lidas')).toBe('80');
    expect(tile('Falharam')).toBe('10');
    expect(tile('Responderam')).toBe('15');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Black Friday', 'Concluída', 'promo_bf', '10/03/2025 09:00', '120', '110', '100', '80', '10', '15'],
      ['Natal', 'Enviando', '—', '—', '1.000', '110', '100', '80', '10', '15'],
    ]);
    expect(server.calls.find((c) => c.url === '/api/report/campaign/summary')?.body).toEqual({ period: 'last7' });
  });

  it('opens a campaign of the period, then lists each contact with outcome, reason and times, 20 per page', async () => {
    const server = reportServer();
    const { router } = renderApp('/reportCampaign?period=last30');
    fireEvent.click(await screen.findByRole('button', { name: 'Ver os contatos da campanha Black Friday' }, slow));
    await waitFor(() => expect(router.state.location.search).toContain(`campaign=${id}`));
    expect(router.state.location.search).toContain('period=last30');

    const ana = (await screen.findByText('Ana Souza', {}, slow)).closest('tr') as HTMLElement;
    expect(within(ana).getByText('Falhou')).toBeTruthy();
    expect(within(ana).getByText('Número sem WhatsApp')).toBeTruthy();
    expect(within(ana).getByText('+55 (11) 9 8765-4321')).toBeTruthy();
    const unnamed = screen.getByText('Sem nome').closest('tr') as HTMLElement;
    expect(within(unnamed).getByText('Lida')).toBeTruthy();
    expect(within(unnamed).getByText('10/03/2025 13:30')).toBeTruthy();
    expect(recipientCalls(server)[0]).toEqual({ page: '1', perPage: '20' });

    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(recipientCalls(server).some((q) => q.page === '2')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Voltar às campanhas do período' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=last30'));
    expect(await screen.findByRole('table', { name: 'Campanhas do período' })).toBeTruthy();
  });

  it('still picks a campaign outside the period by name', async () => {
    reportServer();
    const { router } = renderApp('/reportCampaign');
    await screen.findByRole('table', { name: 'Campanhas do período' }, slow);
    fireEvent.click(screen.getByRole('textbox', { name: 'Campanha' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Black Friday · Concluída' }));
    await waitFor(() => expect(router.state.location.search).toContain(`campaign=${id}`));
    expect(await screen.findByText('Ana Souza', {}, slow)).toBeTruthy();
  });

  it('filters by outcome, reply and search on the server and exports the same filter', async () => {
    const server = reportServer();
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    renderApp(`/reportCampaign?campaign=${id}`);
    await screen.findByText('Ana Souza', {}, slow);
    fireEvent.click(screen.getByRole('textbox', { name: 'Resultado' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Falhou' }));
    // Each filter lands in the URL through a navigation: the next one starts after it.
    await waitFor(() => expect(recipientCalls(server).at(-1)).toMatchObject({ outcome: 'failed' }));
    fireEvent.click(screen.getByRole('textbox', { name: 'Respondeu' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Não' }));
    await waitFor(() => expect(recipientCalls(server).at(-1)).toMatchObject({ outcome: 'failed', replied: 'false' }));
    const search = screen.getByRole('textbox', { name: 'Nome ou número' });
    fireEvent.change(search, { target: { value: 'ana' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(recipientCalls(server).at(-1)).toEqual({ page: '1', perPage: '20', outcome: 'failed', replied: 'false', search: 'ana' }));

    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() =>
      expect(server.calls.map((c) => c.url)).toContain(`/api/campaigns/${id}/recipients/export?outcome=failed&replied=false&search=ana&format=xlsx`),
    );
  });

  it('leaves empty filters out of the export address', () => {
    expect(recipientsExportUrl(id, { outcome: '', replied: 'true', search: '' }, 'csv')).toBe(`/api/campaigns/${id}/recipients/export?replied=true&format=csv`);
  });
});
