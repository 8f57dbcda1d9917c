import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KanbanPerformancePage, KanbanPerformanceSummary } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { bodiesTo, figure, operator, period } from '../../kit/__tests__/report-fixtures';
import { boards, kanbanReportServer, lead, oldBoard, plain, proposal, salesBoard, won } from '../../kanban/__tests__/kanban-fixtures';

cleanAppStateBetweenTests();

const summaryOf = (board = salesBoard): KanbanPerformanceSummary => ({
  statusCode: 200,
  period,
  kanbans: boards,
  kanban: board,
  summary: { moved: 42, won: 5, wonValueCents: 1_234_567, timeToWin: figure(2 * 86_400, 5 * 86_400, 5), timeInStep: figure(3_600, 7_200, 30) },
  steps: [
    { step: lead, time: figure(1_800, 3_600, 20) },
    { step: proposal, time: figure(7_200, 14_400, 8) },
    { step: won, time: figure(null, null, 0) },
  ],
});
const page: KanbanPerformancePage = {
  statusCode: 200,
  period,
  items: [
    { user: operator, moved: 30, won: 4, wonValueCents: 1_000_000, timeToWin: figure(86_400, 172_800, 4) },
    { user: null, moved: 12, won: 1, wonValueCents: 234_567, timeToWin: figure(null, null, 0) },
  ],
  page: 1,
  perPage: 10,
  total: 2,
};
const { SUMMARY, PAGE, EXPORT, serve } = kanbanReportServer('kanban-performance', () => summaryOf(), page);

const tile = (key: string) => screen.getByTestId(`tile-${key}`);

describe('/reportKanbanPerformance', { timeout: 40_000 }, () => {
  it('shows moves, wins, value won, time to win and time in step with their exact p90, and each person', async () => {
    serve();
    renderApp('/reportKanbanPerformance');
    const moved = await screen.findByTestId('tile-moved', undefined, { timeout: 15_000 });
    await waitFor(() => expect(within(moved).getByTestId('tile-value').textContent).toBe('42'));
    expect(within(tile('won')).getByTestId('tile-value').textContent).toBe('5');
    expect(plain(within(tile('wonValue')).getByTestId('tile-value').textContent)).toBe('R$ 12.345,67');
    expect(within(tile('timeToWin')).getByTestId('tile-value').textContent).toBe('2 d');
    // Read from every stay: exact, so no "≈".
    expect(within(tile('timeToWin')).getByTestId('tile-detail').textContent).toBe('p90 5 d');
    expect(within(tile('timeInStep')).getByTestId('tile-value').textContent).toBe('1 h');
    expect(within(tile('timeInStep')).getByTestId('tile-detail').textContent).toBe('p90 2 h');
    expect(
      within(tile('timeToWin')).getByRole('img', {
        name: 'Como é calculado: Tempo até ganhar: da primeira entrada do cartão no quadro até a entrada na etapa de ganho.',
      }),
    ).toBeTruthy();
    expect(
      within(tile('timeInStep')).getByRole('img', { name: 'Como é calculado: Tempo em etapa: passagens que terminaram no período, em qualquer etapa.' }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tempo em cada etapa' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Desempenho por pessoa' });
    await within(table).findByText('Ana Operadora');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').map((c) => plain(c.textContent)));
    expect(rows).toEqual([
      ['Ana Operadora', '30', '4', 'R$ 10.000,00', '1 d', '2 d'],
      ['Sem usuário registrado', '12', '1', 'R$ 2.345,67', '—', '—'],
    ]);
  });

  it('asks for the chosen board in the summary and the page', async () => {
    const server = serve((body) => summaryOf((body as { kanbanId?: string }).kanbanId === oldBoard._id ? oldBoard : salesBoard));
    renderApp('/reportKanbanPerformance');
    await screen.findByTestId('tile-moved', undefined, { timeout: 15_000 });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Quadro' }) as HTMLInputElement).value).toBe('Funil de vendas'));
    fireEvent.click(screen.getByRole('textbox', { name: 'Quadro' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pós-venda (arquivado)' }));
    await waitFor(() => expect(bodiesTo(server.calls, SUMMARY).at(-1)).toEqual({ period: 'last7', kanbanId: oldBoard._id }));
    await waitFor(() => expect(bodiesTo(server.calls, PAGE).at(-1)).toEqual({ period: 'last7', kanbanId: oldBoard._id, perPage: 10 }));
  });

  it('exports the kanban performance report with the chosen board', async () => {
    const server = serve(undefined, [on('POST', EXPORT, () => jsonResponse(400, { statusCode: 400, error: 'x', erroMensagem: 'Falhou' }))]);
    renderApp(`/reportKanbanPerformance?kanbanId=${oldBoard._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(bodiesTo(server.calls, EXPORT)).toEqual([{ period: 'last7', kanbanId: oldBoard._id, format: 'csv' }]));
  });

  it('says the company has no board instead of empty figures', async () => {
    serve(() => ({ ...summaryOf(), kanbans: [], kanban: null, steps: [] }));
    renderApp('/reportKanbanPerformance');
    expect(await screen.findByText('Nenhum quadro de kanban', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId('tile-moved')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
