import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { fakeSockets } from '@/test/fake-socket';
import { cardId, column, kanbanId, kanbanServer, makeBoard, makeCard, makeKanban, queryOf, serverEmits, stepId } from './kanban-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const columnOf = (name: string) => screen.getByRole('region', { name: `Etapa ${name}` });
const totals = (name: string) =>
  Array.from(within(columnOf(name)).getByTestId('column-totals').children)
    .map((el) => el.textContent)
    .join(' ')
    .replace(/\s/g, ' ');
const cardTitles = (name: string) => within(columnOf(name)).queryAllByRole('button', { name: /^Abrir o cartão/ }).map((b) => b.textContent);
const boardCalls = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === 'GET' && c.url.startsWith(`/api/kanbans/${kanbanId}/board`));

async function openBoard() {
  renderApp(`/manageKanban?id=${kanbanId}`);
  await screen.findByRole('region', { name: 'Etapa Prospecção' }, slow);
}

describe('/manageKanban board', { timeout: 30000 }, () => {
  it('shows the board name and every step with its count and total in BRL', async () => {
    kanbanServer(makeBoard());
    await openBoard();
    expect(screen.getByTestId('board-name').textContent).toBe('Vendas 2025');
    expect(totals('Prospecção')).toBe('2 cartões R$ 300,00');
    expect(totals('Proposta')).toBe('1 cartão R$ 300,00');
    expect(totals('Fechado')).toBe('0 cartões R$ 0,00');
    expect(cardTitles('Prospecção')).toEqual(['Negócio 1', 'Negócio 2']);
    expect(within(columnOf('Fechado')).getByText('Nenhum cartão nesta etapa')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos quadros' }).getAttribute('href')).toBe('/manageKanbans');
    expect(screen.getByRole('button', { name: 'Novo cartão' }).hasAttribute('disabled')).toBe(false);
  });

  it('reads the board again with the operator filter ("Sem responsável" as none) and the search, and keeps them in the URL', async () => {
    const server = kanbanServer(makeBoard());
    const { router } = renderApp(`/manageKanban?id=${kanbanId}`);
    await screen.findByRole('region', { name: 'Etapa Prospecção' }, slow);
    expect(boardCalls(server.calls).map((c) => queryOf(c.url))).toEqual([{}]);

    fireEvent.click(screen.getByRole('textbox', { name: 'Operador' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sem responsável' }));
    await waitFor(() => expect(boardCalls(server.calls).map((c) => queryOf(c.url))).toContainEqual({ operatorId: 'none' }));
    expect(router.state.location.search).toContain('operatorId=none');

    fireEvent.change(screen.getByRole('textbox', { name: 'Título ou nome do contato' }), { target: { value: 'Maria' } });
    await waitFor(() => expect(boardCalls(server.calls).map((c) => queryOf(c.url))).toContainEqual({ operatorId: 'none', search: 'Maria' }));
  });

  it('shows the failure with a retry that reads the board again', async () => {
    let fail = true;
    const server = kanbanServer(makeBoard(), (request) =>
      fail && request.url.startsWith(`/api/kanbans/${kanbanId}/board`)
        ? new Response(JSON.stringify({ statusCode: 500, error: 'internal', erroMensagem: 'Falha no servidor' }), { status: 500, headers: { 'Content-Type': 'application/json' } })
        : undefined,
    );
    renderApp(`/manageKanban?id=${kanbanId}`);
    expect(await screen.findByText('Não foi possível carregar o quadro.', {}, slow)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('region', { name: 'Etapa Prospecção' })).toBeTruthy();
    expect(boardCalls(server.calls).length).toBeGreaterThan(1);
  });

  it('tells when the board has no steps and disables "Novo cartão"; an archived board says so', async () => {
    kanbanServer(makeBoard({ kanban: makeKanban({ steps: [], archived: true }), columns: [] }));
    renderApp(`/manageKanban?id=${kanbanId}`);
    expect(await screen.findByText('Este quadro ainda não tem etapas.', {}, slow)).toBeTruthy();
    expect(screen.getByText('Arquivado: os cartões não podem ser movidos.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo cartão' }).hasAttribute('disabled')).toBe(true);
  });

  it('without ?id= points back to the kanban list', async () => {
    kanbanServer(makeBoard());
    renderApp('/manageKanban');
    expect(await screen.findByText('Escolha um quadro na lista de kanbans.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos quadros' }).getAttribute('href')).toBe('/manageKanbans');
  });

  it('moves a card between columns, with counts and totals, when a kanban.card event arrives', async () => {
    kanbanServer(makeBoard());
    await openBoard();
    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    serverEmits('kanban.card', {
      kanbanId,
      fromStepId: stepId(1),
      card: makeCard(1, { stepId: stepId(2), version: 2, rank: 'a0' }),
    });
    await waitFor(() => expect(cardTitles('Proposta')).toEqual(['Negócio 1', 'Negócio 3']));
    expect(cardTitles('Prospecção')).toEqual(['Negócio 2']);
    expect(totals('Prospecção')).toBe('1 cartão R$ 200,00');
    expect(totals('Proposta')).toBe('2 cartões R$ 400,00');
  });

  it('ignores another board’s events, and leaves for the list with a notice when the board is deleted', async () => {
    kanbanServer(makeBoard());
    const { router } = renderApp(`/manageKanban?id=${kanbanId}`);
    await screen.findByRole('region', { name: 'Etapa Prospecção' }, slow);
    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    serverEmits('kanban.card', { kanbanId: cardId(99), fromStepId: stepId(1), card: makeCard(1, { kanbanId: cardId(99), stepId: stepId(2), version: 5 }) });
    expect(cardTitles('Prospecção')).toEqual(['Negócio 1', 'Negócio 2']);

    serverEmits('kanban.board', { kanbanId, deleted: true });
    expect(await screen.findByText('Este quadro foi excluído.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageKanbans'));
  });

  it('asks to watch the board again, and reads it again, when the account changes (session.updated)', async () => {
    const server = kanbanServer(makeBoard());
    await openBoard();
    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    const socket = fakeSockets.find((s) => s.namespace === '/');
    const watches = () => socket?.emitted.filter(([event]) => event === 'kanban.watch').length ?? 0;
    await waitFor(() => expect(watches()).toBe(1));
    const reads = boardCalls(server.calls).length;
    serverEmits('session.updated', { userId: 'u1' });
    await waitFor(() => expect(watches()).toBe(2));
    await waitFor(() => expect(boardCalls(server.calls).length).toBeGreaterThan(reads));
  });

  it('keeps a column total right when a card of a page not loaded yet leaves it', async () => {
    kanbanServer(makeBoard({ columns: [column(1, [makeCard(1)], { count: 40, totalCents: 4_000_000, nextCursor: 'c1' }), column(2, []), column(3, [])] }));
    await openBoard();
    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    serverEmits('kanban.card', { kanbanId, fromStepId: stepId(1), card: makeCard(50, { stepId: stepId(2), valueCents: 50_000, version: 3 }) });
    await waitFor(() => expect(totals('Proposta')).toBe('1 cartão R$ 500,00'));
    expect(totals('Prospecção')).toBe('39 cartões R$ 39.500,00');
  });
});
