import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Campaign } from '@atende/contract';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { fakeSockets } from '@/test/fake-socket';
import { campaignId, emitProgress, makeCampaign, ok, one, ownerServer, progressOf } from './campaign-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const id = campaignId(5);
const sending = makeCampaign(5, {
  name: 'Black Friday',
  status: 'sending',
  startedAt: '2025-03-10T15:00:00.000Z',
  progress: progressOf({
    total: 200,
    queued: 100,
    sent: 90,
    delivered: 80,
    read: 40,
    failed: 6,
    skipped: 4,
    replied: 12,
    failures: [
      { reason: 'Número sem WhatsApp', count: 4 },
      { reason: 'Limite de envio da Meta', count: 2 },
    ],
  }),
});
const tile = (name: string) => within(screen.getByRole('group', { name })).getByText(/^\d+$/).textContent;
const bar = () => screen.getByRole('progressbar', { name: 'Progresso da campanha' });

/** The campaign page of a campaign the server keeps in `state.current`; pause/resume/cancel change it. */
function openLive() {
  const state = { current: sending };
  const act = (status: Campaign['status']) => () => {
    state.current = { ...state.current, status };
    return one(state.current);
  };
  const server = ownerServer(
    on('GET', `/api/campaigns/${id}`, () => one(state.current)),
    on('GET', `/api/campaigns/${id}/status`, () => ok({ status: state.current.status, progress: state.current.progress })),
    on('POST', `/api/campaigns/${id}/pause`, act('paused')),
    on('POST', `/api/campaigns/${id}/resume`, act('sending')),
    on('POST', `/api/campaigns/${id}/cancel`, act('cancelled')),
  );
  renderApp(`/manageCampaign?id=${id}`);
  return { server, state };
}

describe('/manageCampaign live page', { timeout: 30000 }, () => {
  it('shows every count, the failure reasons and the progress, and follows campaign.progress to 100%', async () => {
    const { state } = openLive();
    expect(await screen.findByRole('button', { name: 'Pausar' }, slow)).toBeTruthy();
    expect(tile('Na fila')).toBe('100');
    expect(tile('Enviadas')).toBe('90');
    expect(tile('Entregues')).toBe('80');
    expect(tile('Lidas')).toBe('40');
    expect(tile('Falharam')).toBe('6');
    expect(tile('Ignorados')).toBe('4');
    expect(tile('Responderam')).toBe('12');
    expect(tile('Canceladas')).toBe('0');
    const reasons = screen.getByRole('region', { name: 'Motivos das falhas' });
    expect(within(reasons).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['4 Número sem WhatsApp', '2 Limite de envio da Meta']);
    expect(bar().getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('progress-text').textContent).toBe('100 de 200 contatos (50%)');
    expect(screen.getByRole('link', { name: 'Ver o relatório' }).getAttribute('href')).toBe(`/reportCampaign?campaign=${id}`);

    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    emitProgress(sending, 'sending', progressOf({ ...sending.progress, queued: 20, sent: 170, delivered: 150 }));
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('90'));
    expect(tile('Na fila')).toBe('20');

    const done = progressOf({ ...sending.progress, queued: 0, sent: 190, delivered: 170, read: 90, replied: 30 });
    state.current = { ...sending, status: 'completed', finishedAt: '2025-03-10T16:00:00.000Z', progress: done };
    emitProgress(sending, 'completed', done);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.getByText('Concluída')).toBeTruthy();
    expect(tile('Responderam')).toBe('30');
    expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();
    // The end read the campaign again for its dates.
    expect(await screen.findByText(/Fim: 10\/03\/2025 13:00/)).toBeTruthy();
  });

  it('pauses, resumes, and cancels only after a confirmation', async () => {
    const { server } = openLive();
    fireEvent.click(await screen.findByRole('button', { name: 'Pausar' }, slow));
    expect(await screen.findByText('Campanha pausada.')).toBeTruthy();
    expect(screen.getByText('Pausada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retomar' }));
    expect(await screen.findByText('Envio retomado.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pausar' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar campanha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar campanha' });
    expect(server.calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }));
    expect(await screen.findByText('Campanha cancelada.')).toBeTruthy();
    expect(screen.getByText('Cancelada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar campanha' })).toBeNull();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => [c.url.split('/').at(-1), c.body])).toEqual([
      ['pause', {}],
      ['resume', {}],
      ['cancel', {}],
    ]);
  });

  it('reads the status again while it sends when no campaign.progress arrives', async () => {
    const { server, state } = openLive();
    expect(await screen.findByRole('button', { name: 'Pausar' }, slow)).toBeTruthy();
    state.current = { ...sending, status: 'completed', progress: progressOf({ total: 200, sent: 190, failed: 6, skipped: 4 }) };
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('100'), { timeout: 8000 });
    expect(server.calls.some((c) => c.url === `/api/campaigns/${id}/status`)).toBe(true);
    expect(screen.getByText('Concluída')).toBeTruthy();
  }, 20_000);
});
