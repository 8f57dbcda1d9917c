import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { sessionStore } from '@/shared/session/session-store';
import { bodiesTo, dept, period, reportUser, sessionAndChoices } from './report-fixtures';

cleanAppStateBetweenTests();

// The attendance report shows every filter of the bar.
const SUMMARY = '/api/report/attendance/summary';
const PAGE = /^\/api\/report\/attendance\/page\/(\d+)$/;
const summary = {
  statusCode: 200,
  period,
  summary: {
    opened: 0, stillOpen: 0, finished: 0, abandoned: 0, botOnly: 0,
    wait: { count: 0, averageSeconds: null, p90Seconds: null },
    handle: { count: 0, averageSeconds: null, p90Seconds: null },
    firstResponse: { count: 0, averageSeconds: null, p90Seconds: null },
    surveyAverage: null,
  },
  chart: [],
};
const emptyPage = { statusCode: 200, period, items: [], page: 1, perPage: 10, total: 0 };

function serve() {
  sessionStore.start('tok-1', reportUser());
  return fakeServer(
    ...sessionAndChoices(),
    on('POST', SUMMARY, () => jsonResponse(200, summary)),
    on('POST', PAGE, () => jsonResponse(200, emptyPage)),
  );
}

const lastSummaryBody = (calls: { method: string; url: string; body: unknown }[]) => bodiesTo(calls, SUMMARY).at(-1);
const pick = async (label: string, option: string) => {
  fireEvent.click(screen.getByRole('textbox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the report filter bar', { timeout: 60_000 }, () => {
  it('writes each filter to the URL and sends it flat in the body; reset goes back to the default period', async () => {
    const server = serve();
    const { router } = renderApp('/reportAttendance');
    await screen.findByText('01/11/2026 – 24/11/2026 (America/Sao_Paulo)', undefined, { timeout: 15_000 });
    expect(lastSummaryBody(server.calls)).toEqual({ period: 'last7' });

    await pick('Período', 'Últimos 30 dias');
    await waitFor(() => expect(lastSummaryBody(server.calls)).toEqual({ period: 'last30' }));
    expect(new URLSearchParams(router.state.location.search).get('period')).toBe('last30');

    await pick('Departamento', 'Vendas');
    await waitFor(() => expect(lastSummaryBody(server.calls)).toEqual({ period: 'last30', departmentId: dept._id }));
    expect(new URLSearchParams(router.state.location.search).get('departmentId')).toBe(dept._id);

    const contact = screen.getByRole('textbox', { name: 'Contato' });
    fireEvent.change(contact, { target: { value: 'João' } });
    fireEvent.keyDown(contact, { key: 'Enter' });
    await waitFor(() => expect(lastSummaryBody(server.calls)).toEqual({ period: 'last30', departmentId: dept._id, contact: 'João' }));
    expect(bodiesTo(server.calls, PAGE).at(-1)).toEqual({ period: 'last30', departmentId: dept._id, contact: 'João', perPage: 10 });

    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The default period's answer is still cached from the first visit: the inputs show it again.
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Período' }) as HTMLInputElement).value).toBe('Últimos 7 dias'));
    expect((screen.getByRole('textbox', { name: 'Departamento' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Contato' }) as HTMLInputElement).value).toBe(''));
  });

  it('reads a custom period, the statuses and the page from a shared link', async () => {
    const server = serve();
    renderApp('/reportAttendance?period=custom&from=2026-11-01&to=2026-11-24&status=finished,abandoned,bogus&page=2');
    await waitFor(() => expect(bodiesTo(server.calls, SUMMARY).length).toBeGreaterThan(0), { timeout: 15_000 });
    expect(bodiesTo(server.calls, SUMMARY)[0]).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-24', status: ['finished', 'abandoned'] });
    expect(server.calls.some((c) => c.method === 'POST' && c.url === '/api/report/attendance/page/2')).toBe(true);
  });

  it('asks nothing while a custom period lacks its dates, and says what is missing', async () => {
    const server = serve();
    renderApp('/reportAttendance?period=custom');
    expect(await screen.findByText('Escolha as datas inicial e final do período.', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Datas/ })).toBeTruthy();
    expect(bodiesTo(server.calls, SUMMARY)).toEqual([]);
    expect(bodiesTo(server.calls, PAGE)).toEqual([]);
  });
});

