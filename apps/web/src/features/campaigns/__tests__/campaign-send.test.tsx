import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Campaign } from '@atende/contract';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { campaignId, editorLists, makeCampaign, makeTemplate, one, ok, ownerServer, progressOf, tagId } from './campaign-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const template = makeTemplate(1, { name: 'lembrete', body: 'Olá {{1}}!', bodyVariables: 1 });
const draft = makeCampaign(3, {
  name: 'Lembrete de março',
  templateId: template._id,
  templateName: 'lembrete',
  bodyVariables: [{ source: 'field', field: 'firstName' }],
  audience: { kind: 'contacts', tagIds: [tagId(1)] },
});
const sendUrl = `/api/campaigns/${campaignId(3)}/send`;

/** The draft campaign opened, the server answering send and cancel with `after`. */
function openDraft(after: (body: unknown) => Campaign) {
  const server = ownerServer(
    ...editorLists([template]),
    on('GET', `/api/campaigns/${campaignId(3)}`, () => one(draft)),
    on('POST', '/api/campaigns/audience/count', () => ok({ total: 120, excluded: 20 })),
    on('POST', sendUrl, (body) => one(after(body))),
    on('POST', `/api/campaigns/${campaignId(3)}/cancel`, () => one({ ...draft, status: 'cancelled' })),
  );
  renderApp(`/manageCampaign?id=${campaignId(3)}`);
  return server;
}

describe('/manageCampaign sending', { timeout: 30000 }, () => {
  it('sends now only after a confirmation that says how many contacts get it, then shows the live page', async () => {
    const server = openDraft(() => ({ ...draft, status: 'sending', startedAt: '2025-03-10T15:00:00.000Z', progress: progressOf({ total: 100, queued: 100 }) }));
    const panel = await screen.findByRole('region', { name: 'Envio' }, slow);
    await screen.findByTestId('audience-count');
    fireEvent.click(within(panel).getByRole('button', { name: 'Enviar agora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar a campanha agora?' });
    expect(within(dialog).getByText(/A mensagem será enviada agora para 100 contatos\./)).toBeTruthy();
    expect(server.calls.some((c) => c.url === sendUrl)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    expect(await screen.findByText('Envio iniciado.')).toBeTruthy();
    expect(server.calls.filter((c) => c.url === sendUrl).map((c) => c.body)).toEqual([{}]);
    expect(await screen.findByRole('button', { name: 'Pausar' }, slow)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progresso da campanha' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it("schedules only in the future, read in the channel's time zone, and cancels the schedule", async () => {
    const server = openDraft((body) => ({ ...draft, status: 'scheduled', scheduledAt: (body as { scheduledAt: string }).scheduledAt }));
    const panel = await screen.findByRole('region', { name: 'Envio' }, slow);
    const at = within(panel).getByLabelText(/^Data e hora do envio/);
    fireEvent.change(at, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Agendar' }));
    expect(await within(panel).findByText('Escolha um momento no futuro')).toBeTruthy();
    expect(server.calls.some((c) => c.url === sendUrl)).toBe(false);

    fireEvent.change(at, { target: { value: '2099-01-01T10:00' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('Campanha agendada para 01/01/2099 10:00.')).toBeTruthy();
    // 10:00 in São Paulo (UTC−3) is 13:00 UTC.
    expect(server.calls.find((c) => c.url === sendUrl)?.body).toEqual({ scheduledAt: '2099-01-01T13:00:00.000Z' });
    expect((await screen.findByTestId('scheduled-for')).textContent).toBe('Agendada para 01/01/2099 10:00.');

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar agendamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar agendamento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }));
    expect(await screen.findByText('Agendamento cancelado.')).toBeTruthy();
    expect(server.calls.filter((c) => c.url.endsWith('/cancel'))).toHaveLength(1);
  });

  it('does not send a campaign with unsaved changes', async () => {
    openDraft(() => draft);
    const panel = await screen.findByRole('region', { name: 'Envio' }, slow);
    await screen.findByRole('textbox', { name: /^Modelo/ }, slow);
    expect(within(panel).getByRole('button', { name: 'Enviar agora' }).hasAttribute('disabled')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Nome da campanha/), { target: { value: 'Outro nome' } });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Enviar agora' }).hasAttribute('disabled')).toBe(true));
    expect(within(panel).getByText('Salve as alterações antes de enviar.')).toBeTruthy();
  });
});
