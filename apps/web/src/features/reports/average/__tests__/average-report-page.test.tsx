import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AverageReportPage, AverageReportSummary } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { sessionStore } from '@/shared/session/session-store';
import { bodiesTo, dept, figure, operator, period, reportUser, sessionAndChoices } from '../../kit/__tests__/report-fixtures';

cleanAppStateBetweenTests();

const figures = { wait: figure(95, 300, 4), handle: figure(600, 1800, 3), firstResponse: figure(30, 60, 3), finished: 3 };
const summary: AverageReportSummary = {
  statusCode: 200,
  period,
  summary: figures,
  byDepartment: [{ ...figures, group: dept }],
  trend: [{ day: '2026-11-01', waitSeconds: 95, handleSeconds: 600, firstResponseSeconds: 30 }],
};
const pageOf = (group: AverageReportPage['items'][number]['group']): AverageReportPage => ({
  statusCode: 200,
  period,
  items: [{ ...figures, group }, { ...figures, finished: 0, wait: figure(null, null, 0), handle: figure(null, null, 0), firstResponse: figure(null, null, 0), group: null }],
  page: 1,
  perPage: 10,
  total: 2,
});
const PAGE = /^\/api\/report\/average\/page\/1$/;

describe('/reportAverage', { timeout: 40_000 }, () => {
  it('shows TME, TMA and first response with their ≈p90 and definitions, by operator then by department', async () => {
    sessionStore.start('tok-1', reportUser());
    const server = fakeServer(
      ...sessionAndChoices(),
      on('POST', '/api/report/average/summary', () => jsonResponse(200, summary)),
      on('POST', PAGE, (body) => jsonResponse(200, pageOf((body as { grouping?: string }).grouping === 'department' ? dept : operator))),
    );
    const { router } = renderApp('/reportAverage');
    const wait = await screen.findByTestId('tile-wait', undefined, { timeout: 15_000 });
    await waitFor(() => expect(within(wait).getByTestId('tile-value').textContent).toBe('1 min 35 s'));
    expect(within(wait).getByTestId('tile-detail').textContent).toBe('p90 ≈ 5 min');
    expect(within(screen.getByTestId('tile-handle')).getByTestId('tile-value').textContent).toBe('10 min');
    expect(within(screen.getByTestId('tile-firstResponse')).getByTestId('tile-value').textContent).toBe('30 s');
    expect(within(screen.getByTestId('tile-finished')).getByTestId('tile-value').textContent).toBe('3');
    // The exact definition is on the screen (the help icon's accessible name and tooltip).
    expect(
      within(wait).getByRole('img', {
        name: 'Como é calculado: TME = tempo médio de espera: da entrada na fila até o atendimento ser assumido, contado no dia em que foi assumido. p90 estimado por faixas.',
      }),
    ).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Tempos por operador' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Ana Operadora', '3', '1 min 35 s', '≈ 5 min', '10 min', '≈ 30 min', '30 s', '≈ 1 min'],
      ['Sem operador', '0', '—', '—', '—', '—', '—', '—'],
    ]);
    expect(bodiesTo(server.calls, PAGE)).toEqual([{ period: 'last7', grouping: 'operator', perPage: 10 }]);

    fireEvent.click(screen.getByRole('radio', { name: 'Departamento' }));
    const byDepartment = await screen.findByRole('table', { name: 'Tempos por departamento' });
    await within(byDepartment).findByText('Vendas');
    expect(within(byDepartment).getByText('Sem departamento')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('grouping')).toBe('department');
    expect(bodiesTo(server.calls, PAGE).at(-1)).toEqual({ period: 'last7', grouping: 'department', perPage: 10 });
  });

  it('exports with the grouping', async () => {
    sessionStore.start('tok-1', reportUser());
    const server = fakeServer(
      ...sessionAndChoices(),
      on('POST', '/api/report/average/summary', () => jsonResponse(200, summary)),
      on('POST', PAGE, () => jsonResponse(200, pageOf(dept))),
      on('POST', '/api/report/average/export', () => jsonResponse(400, { statusCode: 400, error: 'x', erroMensagem: 'Falhou' })),
    );
    renderApp('/reportAverage?grouping=department');
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(bodiesTo(server.calls, '/api/report/average/export')).toEqual([{ period: 'last7', grouping: 'department', format: 'csv' }]));
  });
});
