import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { KanbanContactCard } from '@atende/contract';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/shared/query/query-client';
import { sessionStore } from '@/shared/session/session-store';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { ids, makeUser } from '@/test/fixtures';
import { AddToKanbanAction, ContactKanbanSection } from '../index';
import { attendanceId, contactId, kanbanId, kanbanServer, makeCard, makeKanban, ok, stepId } from './kanban-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };

function signIn(kanbanOn: boolean) {
  sessionStore.start('tok-1', makeUser('operator', { modules: { kanban: kanbanOn }, config: { customerPortfolioEnabled: true } }));
}

function renderPiece(piece: React.ReactNode) {
  queryClient.clear();
  return render(<AppProviders env="test">{piece}</AppProviders>);
}

describe('the attendance panel’s kanban', { timeout: 30000 }, () => {
  it('"Adicionar ao kanban" posts the attendance and the chosen step (the first by default)', async () => {
    signIn(true);
    const server = fakeServer(
      on('GET', '/api/kanbans/available', () => ok({ kanbans: [makeKanban()] })),
      on('POST', `/api/kanbans/${kanbanId}/cards`, () => ok({ card: makeCard(1) }, 201)),
    );
    renderPiece(<AddToKanbanAction attendanceId={attendanceId(1)} contactId={contactId(1)} compact={false} disabled={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar ao kanban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar ao kanban' });
    const boardSelect = within(dialog).getByRole('textbox', { name: 'Quadro' });
    await waitFor(() => expect(boardSelect.hasAttribute('disabled')).toBe(false), slow);
    fireEvent.click(boardSelect);
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Vendas 2025' }));
    expect(within(dialog).getByRole('textbox', { name: 'Etapa' })).toHaveProperty('value', 'Prospecção');
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Etapa' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Proposta' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Contato adicionado ao quadro "Vendas 2025".')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ stepId: stepId(2), attendanceId: attendanceId(1) }]);
  });

  it('shows no kanban action when the company’s kanban is off', () => {
    signIn(false);
    fakeServer();
    renderPiece(<AddToKanbanAction attendanceId={attendanceId(1)} contactId={contactId(1)} compact={false} disabled={false} />);
    expect(screen.queryByRole('button', { name: 'Adicionar ao kanban' })).toBeNull();
  });

  it('the contact section lists the contact’s cards and moves one to the top of another step with its version', async () => {
    signIn(true);
    const card: KanbanContactCard = { ...makeCard(1, { version: 6 }), kanbanName: 'Vendas 2025', stepName: 'Prospecção', stepColor: '#228be6' };
    const server = fakeServer(
      on('GET', `/api/kanbans/contact-cards/${contactId(1)}`, () => ok({ cards: [card] })),
      on('GET', '/api/kanbans/available', () => ok({ kanbans: [makeKanban()] })),
      on('POST', `/api/kanbans/${kanbanId}/cards/${card._id}/move`, () => ok({ card: makeCard(1, { stepId: stepId(2), version: 7 }) })),
    );
    renderPiece(<ContactKanbanSection contactId={contactId(1)} />);
    const list = await screen.findByRole('list', { name: 'Cartões do contato' }, slow);
    expect(within(list).getByTestId('contact-kanban-step').textContent).toBe('Prospecção');
    const select = within(list).getByRole('textbox', { name: 'Etapa no quadro Vendas 2025' });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    fireEvent.click(select);
    fireEvent.click(await within(list).findByRole('option', { name: 'Proposta' }));
    expect(await screen.findByText('Cartão movido para "Proposta".')).toBeTruthy();
    await waitFor(() => expect(within(list).getByTestId('contact-kanban-step').textContent).toBe('Proposta'));
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ stepId: stepId(2), afterCardId: null, beforeCardId: null, version: 6 });
  });
});

describe('/manageKanbans', { timeout: 30000 }, () => {
  it('links each board to its live board /manageKanban?id=', async () => {
    kanbanServer(
      () => {
        throw new Error('the list does not read a board');
      },
      on('GET', /^\/api\/kanbans\/page\/1/, () =>
        ok({ items: [{ ...makeKanban(), stepsCount: 3, cardsCount: 12 }], page: 1, perPage: 10, total: 1 }),
      ),
      on('GET', `/api/department/channel/${ids.channel}`, () => ok({ departments: [] })),
    );
    renderApp('/manageKanbans');
    const link = await screen.findByRole('link', { name: 'Vendas 2025' }, slow);
    expect(link.getAttribute('href')).toBe(`/manageKanban?id=${kanbanId}`);
  });
});
