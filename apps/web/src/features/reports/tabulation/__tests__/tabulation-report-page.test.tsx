import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TabulationReportPage, TabulationReportSummary } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { sessionStore } from '@/shared/session/session-store';
import { dept, operator, period, reportUser, sessionAndChoices, tabulation } from '../../kit/__tests__/report-fixtures';

cleanAppStateBetweenTests();

const summary: TabulationReportSummary = {
  statusCode: 200,
  period,
  summary: { finished: 8, tabulated: 6, untabulated: 2 },
  byTabulation: [
    { tabulation, count: 6, share: 0.75 },
    { tabulation: null, count: 2, share: 0.25 },
  ],
};
const page: TabulationReportPage = {
  statusCode: 200,
  period,
  items: [
    { tabulation, operator, department: dept, count: 4, share: 4 / 6 },
    { tabulation: null, operator: null, department: null, count: 2, share: 1 },
  ],
  page: 1,
  perPage: 10,
  total: 2,
};

describe('/reportTabulation', { timeout: 40_000 }, () => {
  it('shows finished, tabulated and untabulated, and each tabulation × operator × department with its share', async () => {
    sessionStore.start('tok-1', reportUser());
    fakeServer(
      ...sessionAndChoices(),
      on('POST', '/api/report/tabulation/summary', () => jsonResponse(200, summary)),
      on('POST', /^\/api\/report\/tabulation\/page\/1$/, () => jsonResponse(200, page)),
    );
    renderApp('/reportTabulation');
    const finished = await screen.findByTestId('tile-finished', undefined, { timeout: 15_000 });
    await waitFor(() => expect(within(finished).getByTestId('tile-value').textContent).toBe('8'));
    expect(within(screen.getByTestId('tile-tabulated')).getByTestId('tile-value').textContent).toBe('6');
    expect(within(screen.getByTestId('tile-untabulated')).getByTestId('tile-value').textContent).toBe('2');
    expect(screen.getByRole('region', { name: 'Atendimentos por tabulação' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tabulações por operador e departamento' });
    await within(table).findByText('Venda realizada');
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Venda realizada', 'Ana Operadora', 'Vendas', '4', '66,7%'],
      ['Sem tabulação', '—', '—', '2', '100,0%'],
    ]);
  });
});
