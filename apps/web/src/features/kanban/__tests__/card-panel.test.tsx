import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KanbanCard } from '@atende/contract';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { attendanceId, cardId, fail, history, kanbanId, kanbanServer, makeBoard, makeCard, ok, stepId, tagId } from './kanban-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const cardUrl = `/api/kanbans/${kanbanId}/cards/${cardId(1)}`;
const conflictMessage = 'Este cartão foi alterado por outra pessoa. O quadro foi atualizado.';

/** The board with card 1 answered by GET .../cards/{id} from `state.card`, and its history. */
function cardServer(state: { card: KanbanCard }, ...extra: Parameters<typeof kanbanServer>[1][]) {
  return kanbanServer(
    makeBoard(),
    ...extra,
    on('GET', cardUrl, () => ok({ card: state.card })),
    on('GET', `${cardUrl}/history`, () =>
      ok({
        history: history([
          { kind: 'created', toStepId: stepId(1) },
          { kind: 'moved', fromStepId: stepId(1), toStepId: stepId(2), at: '2025-03-11T18:05:00.000Z' },
          { kind: 'moved', fromStepId: stepId(9), toStepId: stepId(1) },
          { kind: 'edited', details: { title: ['A', 'B'], dueDate: [null, '2025-04-01'] } },
          { kind: 'value', details: { from: 10_000, to: 25_050 } },
          { kind: 'action', userId: null, userName: null, toStepId: stepId(2), details: { action: 'template', ok: false, detail: 'Modelo pausado pela Meta' } },
        ]),
      }),
    ),
  );
}

const drawer = () => screen.getByRole('dialog', { name: 'Cartão' });

describe('/manageKanban card side panel', { timeout: 30000 }, () => {
  it('opens from the board, keeps ?card= in the URL and shows the history in pt-BR', async () => {
    const server = cardServer({ card: makeCard(1, { conversation: { state: 'inAttendance', attendanceId: attendanceId(1) } }) });
    const { router } = renderApp(`/manageKanban?id=${kanbanId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir o cartão Negócio 1' }, slow));
    await waitFor(() => expect(router.state.location.search).toContain(`card=${cardId(1)}`));
    const timeline = await screen.findByTestId('card-history', {}, slow);
    const lines = within(timeline)
      .getAllByText(/./)
      .map((el) => el.textContent?.replace(/\s/g, ' '));
    const by = 'Maria da Silva · 10/03/2025 12:30';
    expect(lines).toEqual([
      'Cartão criado em Prospecção',
      by,
      'Movido de Prospecção para Proposta',
      'Maria da Silva · 11/03/2025 15:05',
      'Movido de etapa removida para Prospecção',
      by,
      'Alterou o título, o prazo',
      by,
      'Valor de R$ 100,00 para R$ 250,50',
      by,
      'A ação da etapa falhou',
      'Modelo pausado pela Meta',
      'Automático · 10/03/2025 12:30',
    ]);
    expect(within(drawer()).getByTestId('card-contact').textContent).toBe('Cliente 1');
    expect(within(drawer()).getByText('Em atendimento')).toBeTruthy();
    expect(within(drawer()).getByRole('button', { name: 'Ver conversa' })).toBeTruthy();
    expect(server.calls.some((c) => c.url === `${cardUrl}/history`)).toBe(true);

    fireEvent.click(within(drawer()).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('card='));
  });

  it('opens from a link with ?card=', async () => {
    cardServer({ card: makeCard(1) });
    renderApp(`/manageKanban?id=${kanbanId}&card=${cardId(1)}`);
    expect(await screen.findByTestId('card-contact', {}, slow)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveProperty('value', 'Negócio 1');
  });

  it('saves only the changed fields with the version read; a 409 shows the conflict and reloads the card', async () => {
    const state = { card: makeCard(1, { version: 4 }) };
    let conflicts = 1;
    const server = cardServer(
      state,
      on('PATCH', cardUrl, (body) => {
        if (conflicts-- > 0) {
          // Someone else saved first: the server now has version 5 with another title.
          state.card = makeCard(1, { version: 5, title: 'Renomeado por outra pessoa' });
          return fail(409, 'kanban_card_conflict', conflictMessage);
        }
        const patch = body as { title: string; valueCents: number; tagIds: string[] };
        state.card = { ...state.card, ...patch, version: state.card.version + 1 };
        return ok({ card: state.card });
      }),
    );
    renderApp(`/manageKanban?id=${kanbanId}&card=${cardId(1)}`);
    const title = await screen.findByRole('textbox', { name: 'Título' }, slow);
    fireEvent.change(title, { target: { value: 'Contrato anual' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Valor' }), { target: { value: 'R$ 1.234,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await within(drawer()).findByText(conflictMessage)).toBeTruthy();
    const patches = () => server.calls.filter((c) => c.method === 'PATCH');
    // R$ 1.234,50 reaches the form as "1234.50" (Mantine keeps the trailing zero in a string): 123450 cents.
    expect(patches()[0]?.body).toEqual({ version: 4, title: 'Contrato anual', valueCents: 123450 });
    // The form now shows what the server has, and the next save carries its version.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título' })).toHaveProperty('value', 'Renomeado por outra pessoa'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), { target: { value: 'Contrato anual' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Cartão salvo.')).toBeTruthy();
    expect(patches()[1]?.body).toEqual({ version: 5, title: 'Contrato anual' });
  });

  it('sends the responsible operator and the tags chosen', async () => {
    const state = { card: makeCard(1, { version: 2 }) };
    const server = cardServer(state, on('PATCH', cardUrl, () => ok({ card: { ...state.card, version: 3 } })));
    renderApp(`/manageKanban?id=${kanbanId}&card=${cardId(1)}`);
    await screen.findByRole('textbox', { name: 'Título' }, slow);
    fireEvent.click(within(drawer()).getByRole('textbox', { name: 'Responsável' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ana Operadora' }));
    fireEvent.click(within(drawer()).getByRole('textbox', { name: 'Etiquetas' }));
    fireEvent.click(await screen.findByRole('option', { name: 'VIP' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = server.calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body.version).toBe(2);
    expect(body.tagIds).toEqual([tagId(1)]);
    expect(typeof body.responsibleOperatorId).toBe('string');
    expect(body).not.toHaveProperty('title');
  });

  it('moves the card to the top of another step from the step select, with its version', async () => {
    const state = { card: makeCard(1, { version: 3 }) };
    const server = cardServer(
      state,
      on('POST', `${cardUrl}/move`, () => {
        state.card = { ...state.card, stepId: stepId(3), version: 4, rank: '0' };
        return ok({ card: state.card });
      }),
    );
    renderApp(`/manageKanban?id=${kanbanId}&card=${cardId(1)}`);
    await screen.findByTestId('card-contact', {}, slow);
    fireEvent.click(within(drawer()).getByRole('textbox', { name: 'Etapa' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fechado' }));
    expect(await screen.findByText('Cartão movido para Fechado.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ stepId: stepId(3), afterCardId: null, beforeCardId: null, version: 3 });
  });

  it('deletes the card only after the confirmation, and closes the panel', async () => {
    const server = cardServer({ card: makeCard(1) }, on('DELETE', cardUrl, () => ok({ message: 'ok' })));
    const { router } = renderApp(`/manageKanban?id=${kanbanId}&card=${cardId(1)}`);
    await screen.findByTestId('card-contact', {}, slow);
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Excluir cartão' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir cartão' });
    expect(within(confirm).getByText(/O cartão "Negócio 1" e o seu histórico serão excluídos/)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir cartão' }));
    expect(await screen.findByText('Cartão excluído.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).not.toContain('card='));
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([cardUrl]);
  });
});
