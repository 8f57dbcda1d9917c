import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CampaignRecipient } from '@atende/contract';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { recipientsExportUrl } from '../api/campaign-recipients';
import { campaignId, campaignPage, makeCampaign, ok, one, ownerServer, queryOf } from './campaign-fixtures';

vi.mock('socket.io-client', async () => ({ io: (await import('@/test/fake-socket')).fakeIo }));

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
  );
}

const recipientCalls = (server: { calls: { url: string }[] }) => server.calls.filter((c) => recipientsUrl.test(c.url)).map((c) => queryOf(c.url));

describe('/reportCampaign', { timeout: 30000 }, () => {
  it('asks for a campaign first, then lists each contact with outcome, reason and times, 20 per page', async () => {
    const server = reportServer();
    const { router } = renderApp('/reportCampaign');
    expect(await screen.findByText('Escolha uma campanha', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('textbox', { name: 'Campanha' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Black Friday · Concluída' }));
    await waitFor(() => expect(router.state.location.search).toContain(`campaign=${id}`));

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
