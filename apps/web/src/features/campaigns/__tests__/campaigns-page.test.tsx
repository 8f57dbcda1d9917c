import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { fakeSockets } from '@/test/fake-socket';
import { changeLanguage } from '@/shared/i18n/i18n';
import { campaignId, campaignPage, emitProgress, makeCampaign, ok, ownerServer, progressOf, queryOf } from './campaign-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const rowOf = async (name: string) => (await screen.findByText(name, {}, slow)).closest('tr') as HTMLElement;
const settings = on('GET', '/api/campaigns/settings', () => ok({ settings: { messagesPerSecond: 80 } }));

const sending = makeCampaign(1, {
  name: 'Black Friday',
  status: 'sending',
  templateName: 'promo_bf',
  startedAt: '2025-03-10T15:00:00.000Z',
  progress: progressOf({ total: 100, queued: 70, sent: 25, delivered: 20, failed: 5 }),
});
const draft = makeCampaign(2, { name: 'Natal', status: 'draft' });

describe('/manageCampaigns', { timeout: 30000 }, () => {
  it('lists name, template, status label, progress with counts and start time, newest first, 10 per page', async () => {
    const server = ownerServer(settings, on('GET', /^\/api\/campaigns\?/, () => campaignPage([sending, draft])));
    renderApp('/manageCampaigns');
    const row = await rowOf('Black Friday');
    expect(within(row).getByText('promo_bf (pt_BR)')).toBeTruthy();
    expect(within(row).getByText('Enviando')).toBeTruthy();
    expect(within(row).getByTestId('progress-counts').textContent).toBe('30/100');
    expect(within(row).getByRole('progressbar', { name: 'Progresso de Black Friday' }).getAttribute('aria-valuenow')).toBe('30');
    expect(within(row).getByText('Iniciada em 10/03/2025 12:00')).toBeTruthy();
    expect(within(await rowOf('Natal')).getByText('Rascunho')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Black Friday' }).getAttribute('href')).toBe(`/manageCampaign?id=${campaignId(1)}`);
    const first = server.calls.find((c) => c.url.startsWith('/api/campaigns?'));
    expect(queryOf(first!.url)).toMatchObject({ page: '1', perPage: '10', sort: 'createdAt', order: 'desc' });
  });

  it('moves a row to the status and counts campaign.progress brings, without reading the list again', async () => {
    const server = ownerServer(settings, on('GET', /^\/api\/campaigns\?/, () => campaignPage([sending, draft])));
    renderApp('/manageCampaigns');
    await rowOf('Black Friday');
    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    const reads = server.calls.filter((c) => c.url.startsWith('/api/campaigns?')).length;

    emitProgress(sending, 'sending', progressOf({ total: 100, queued: 40, sent: 55, delivered: 50, failed: 5 }));
    const row = await rowOf('Black Friday');
    expect(await within(row).findByText('60/100')).toBeTruthy();
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');

    emitProgress(sending, 'completed', progressOf({ total: 100, sent: 90, delivered: 88, failed: 6, skipped: 4 }));
    expect(await within(row).findByText('Concluída')).toBeTruthy();
    expect(within(row).getByTestId('progress-counts').textContent).toBe('100/100');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    // The other row is untouched and the list was not fetched again.
    expect(within(await rowOf('Natal')).getByTestId('progress-counts').textContent).toBe('0/0');
    expect(server.calls.filter((c) => c.url.startsWith('/api/campaigns?')).length).toBe(reads);
  });

  it('filters by status and searches on the server', async () => {
    const server = ownerServer(settings, on('GET', /^\/api\/campaigns\?/, () => campaignPage([draft])));
    renderApp('/manageCampaigns');
    await rowOf('Natal');
    fireEvent.click(screen.getByRole('textbox', { name: 'Situação' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Agendada' }));
    await waitFor(() => expect(server.calls.some((c) => c.url.startsWith('/api/campaigns?') && queryOf(c.url).status === 'scheduled')).toBe(true));
    const search = screen.getByRole('textbox', { name: 'Buscar pelo nome' });
    fireEvent.change(search, { target: { value: 'natal' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(server.calls.some((c) => c.url.startsWith('/api/campaigns?') && queryOf(c.url).search === 'natal')).toBe(true));
  });

  it('deletes only after a confirmation, and offers no delete while a campaign sends', async () => {
    const server = ownerServer(
      settings,
      on('DELETE', `/api/campaigns/${campaignId(2)}`, () => ok({})),
      on('GET', /^\/api\/campaigns\?/, () => campaignPage([sending, draft])),
    );
    renderApp('/manageCampaigns');
    expect(within(await rowOf('Black Friday')).queryByRole('button', { name: 'Excluir Black Friday' })).toBeNull();
    fireEvent.click(within(await rowOf('Natal')).getByRole('button', { name: 'Excluir Natal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir campanha' });
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Campanha excluída.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`/api/campaigns/${campaignId(2)}`]);
  });

  it('shows the empty state with the way to a new campaign', async () => {
    ownerServer(settings, on('GET', /^\/api\/campaigns\?/, () => campaignPage([])));
    const { router } = renderApp('/manageCampaigns');
    const empty = await screen.findByTestId('empty-state', {}, slow);
    expect(within(empty).getByText('Nenhuma campanha ainda')).toBeTruthy();
    fireEvent.click(within(empty).getByRole('link', { name: 'Nova campanha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageCampaign'));
  });

  it("refuses a sending limit out of 1–1000 with the contract's message and saves a valid one", async () => {
    const server = ownerServer(
      settings,
      on('PUT', '/api/campaigns/settings', (body) => ok({ settings: body as object })),
      on('GET', /^\/api\/campaigns\?/, () => campaignPage([draft])),
    );
    renderApp('/manageCampaigns');
    const card = await screen.findByRole('region', { name: 'Limite de envio' }, slow);
    const input = within(card).getByRole('textbox', { name: /^Mensagens por segundo/ }) as HTMLInputElement;
    expect(input.value).toBe('80');
    fireEvent.change(input, { target: { value: '2000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Salvar limite' }));
    expect(await within(card).findByText('No máximo 1000 mensagens por segundo')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Salvar limite' }));
    expect(await screen.findByText('Limite de envio salvo.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ messagesPerSecond: 250 });
  });
});

describe('/manageCampaigns in English', { timeout: 30000 }, () => {
  it('shows the status badges and the status filter in English, not the contract’s pt-BR labels', async () => {
    changeLanguage('en');
    try {
      ownerServer(settings, on('GET', /^\/api\/campaigns\?/, () => campaignPage([sending, draft])));
      renderApp('/manageCampaigns');
      const row = await rowOf('Black Friday');
      expect(within(row).getByText('Sending')).toBeTruthy();
      expect(within(row).queryByText('Enviando')).toBeNull();
      expect(within(await rowOf('Natal')).getByText('Draft')).toBeTruthy();
      fireEvent.click(screen.getByRole('textbox', { name: 'Status' }));
      expect(await screen.findByRole('option', { name: 'Completed' })).toBeTruthy();
      expect(screen.queryByRole('option', { name: 'Concluída' })).toBeNull();
    } finally {
      changeLanguage('pt-BR');
    }
  });
});
