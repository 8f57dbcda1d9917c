import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KanbanReportPage, KanbanReportSummary, KanbanStepFigures } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { bodiesTo, period } from '../../kit/__tests__/report-fixtures';
import { boards, kanbanReportServer, lead, lost, oldBoard, plain, proposal, salesBoard, won } from './kanban-fixtures';

cleanAppStateBetweenTests();

const figures = (patch: Partial<KanbanStepFigures> & Pick<KanbanStepFigures, 'step'>): KanbanStepFigures => ({
  cards: 0,
  valueCents: 0,
  entered: 0,
  enteredValueCents: 0,
  enteredCards: 0,
  advanced: 0,
  conversion: null,
  ...patch,
});
const steps = [
  figures({ step: lead, cards: 7, valueCents: 350_000, entered: 10, enteredValueCents: 500_000, enteredCards: 10, advanced: 4, conversion: 0.4 }),
  figures({ step: proposal, cards: 3, valueCents: 1_250_050, entered: 4, enteredCards: 4, advanced: 2, conversion: 0.5 }),
  figures({ step: won, cards: 2, valueCents: 900_000, entered: 2, enteredValueCents: 900_000, enteredCards: 2 }),
  figures({ step: lost, cards: 1, entered: 1, enteredCards: 1 }),
];
const summaryOf = (board = salesBoard): KanbanReportSummary => ({
  statusCode: 200,
  period,
  kanbans: boards,
  kanban: board,
  summary: { cards: 13, valueCents: 2_500_050, created: 11, won: 2, wonValueCents: 900_000, lost: 1 },
  steps,
});
const page: KanbanReportPage = { statusCode: 200, period, items: steps, page: 1, perPage: 10, total: 4 };
const { SUMMARY, PAGE, EXPORT, serve } = kanbanReportServer('kanban', () => summaryOf(), page);

const tileValue = (key: string) => within(screen.getByTestId(`tile-${key}`)).getByTestId('tile-value').textContent;

describe('/reportKanban', { timeout: 40_000 }, () => {
  it("shows the board's cards, value, created, won and lost, and each step's figures with its conversion", async () => {
    serve();
    renderApp('/reportKanban');
    const cards = await screen.findByTestId('tile-cards', undefined, { timeout: 15_000 });
    await waitFor(() => expect(within(cards).getByTestId('tile-value').textContent).toBe('13'));
    expect(plain(tileValue('totalValue'))).toBe('R$ 25.000,50');
    expect(tileValue('created')).toBe('11');
    expect(tileValue('won')).toBe('2');
    expect(plain(tileValue('wonValue'))).toBe('R$ 9.000,00');
    expect(tileValue('lost')).toBe('1');
    // The definitions are on screen (the help icons' names and the conversion's note).
    expect(within(cards).getByRole('img', { name: 'Como é calculado: Cartões nas etapas do quadro no fim do período.' })).toBeTruthy();
    expect(screen.getByTestId('definitions-help').getAttribute('aria-label')).toBe(
      'Como é calculado: Conversão de uma etapa: dos cartões que entraram nela no período, a parcela que depois (até o fim do período) entrou em uma etapa posterior do quadro que não seja de perda.',
    );
    expect(screen.getByRole('region', { name: 'Cartões, valor e conversão por etapa' })).toBeTruthy();
    // The board the server read is shown as chosen.
    expect((screen.getByRole('textbox', { name: 'Quadro' }) as HTMLInputElement).value).toBe('Funil de vendas');

    const table = await screen.findByRole('table', { name: 'Etapas do quadro' });
    await within(table).findByText('Proposta');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Etapa', 'Cartões', 'Valor', 'Entradas', 'Valor das entradas', 'Conversão']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').map((c) => plain(c.textContent)));
    expect(rows).toEqual([
      ['Lead', '7', 'R$ 3.500,00', '10', 'R$ 5.000,00', '40,0% (4 de 10)'],
      ['Proposta', '3', 'R$ 12.500,50', '4', 'R$ 0,00', '50,0% (2 de 4)'],
      ['FechadoGanho', '2', 'R$ 9.000,00', '2', 'R$ 9.000,00', '—'],
      ['PerdidoPerda', '1', 'R$ 0,00', '1', 'R$ 0,00', '—'],
    ]);
  });

  it('asks for the chosen board in the summary and the page, and keeps it in the URL', async () => {
    const server = serve((body) => summaryOf((body as { kanbanId?: string }).kanbanId === oldBoard._id ? oldBoard : salesBoard));
    const { router } = renderApp('/reportKanban');
    await screen.findByTestId('tile-cards', undefined, { timeout: 15_000 });
    await waitFor(() => expect(bodiesTo(server.calls, PAGE)).toHaveLength(1));
    // Nothing chosen: the server picks the first board, no kanbanId is sent.
    expect(bodiesTo(server.calls, SUMMARY)).toEqual([{ period: 'last7' }]);

    fireEvent.click(screen.getByRole('textbox', { name: 'Quadro' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pós-venda (arquivado)' }));
    await waitFor(() => expect(bodiesTo(server.calls, SUMMARY).at(-1)).toEqual({ period: 'last7', kanbanId: oldBoard._id }));
    await waitFor(() => expect(bodiesTo(server.calls, PAGE).at(-1)).toEqual({ period: 'last7', kanbanId: oldBoard._id, perPage: 10 }));
    expect(new URLSearchParams(router.state.location.search).get('kanbanId')).toBe(oldBoard._id);
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Quadro' }) as HTMLInputElement).value).toBe('Pós-venda (arquivado)'));
  });

  it('exports the kanban report with the chosen board and operator', async () => {
    const server = serve(undefined, [on('POST', EXPORT, () => jsonResponse(400, { statusCode: 400, error: 'x', erroMensagem: 'Falhou' }))]);
    renderApp(`/reportKanban?kanbanId=${oldBoard._id}&operatorId=00000000-0000-4000-8000-0000000000a1`);
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() =>
      expect(bodiesTo(server.calls, EXPORT)).toEqual([
        { period: 'last7', operatorId: '00000000-0000-4000-8000-0000000000a1', kanbanId: oldBoard._id, format: 'xlsx' },
      ]),
    );
  });

  it('shows only the period, board and operator filters, the ones the kanban endpoints honour', async () => {
    serve();
    renderApp('/reportKanban');
    await screen.findByTestId('tile-cards', undefined, { timeout: 15_000 });
    const bar = screen.getByRole('region', { name: 'Filtros do relatório' });
    const labels = within(bar)
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('aria-label') ?? document.querySelector(`label[for="${input.id}"]`)?.textContent);
    expect(labels).toEqual(['Período', 'Operador', 'Quadro']);
  });

  it('says the company has no board instead of empty figures, and offers no export', async () => {
    serve(() => ({ ...summaryOf(), kanbans: [], kanban: null, steps: [] }));
    renderApp('/reportKanban');
    expect(await screen.findByText('Nenhum quadro de kanban', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId('tile-cards')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
  });
});
