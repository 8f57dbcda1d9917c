import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AttendanceReportPage, AttendanceReportSummary } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { sessionStore } from '@/shared/session/session-store';
import { bodiesTo, dept, figure, operator, period, reportUser, sessionAndChoices, tabulation } from '../../kit/__tests__/report-fixtures';

cleanAppStateBetweenTests();

const zero = { waiting: 0, offline_operators: 0, in_attendance: 0, opened: 0, campaign: 0, abandoned: 0, in_survey: 0, finished: 0 };
const summary: AttendanceReportSummary = {
  statusCode: 200,
  period,
  summary: {
    opened: 1234,
    stillOpen: 7,
    finished: 1100,
    abandoned: 27,
    botOnly: 100,
    wait: figure(95, 300),
    handle: figure(3725, 7200),
    firstResponse: figure(150, 420),
    surveyAverage: 4.25,
  },
  chart: [{ day: '2026-11-01', byStatus: { ...zero, finished: 3, abandoned: 1 } }],
};

const row = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  protocol: '20261101-000042',
  contact: { _id: '00000000-0000-4000-8000-0000000000c2', name: 'João Cliente', number: '5511987654321' },
  department: dept,
  operator,
  tabulation,
  status: 'finished' as const,
  statusLabel: 'Finalizado',
  // 09:00, 09:01:35, 09:04:05 and 10:03:40 in São Paulo (UTC-3).
  openedAt: '2026-11-01T12:00:00.000Z',
  assignedAt: '2026-11-01T12:01:35.000Z',
  firstResponseAt: '2026-11-01T12:04:05.000Z',
  finishedAt: '2026-11-01T13:03:40.000Z',
  waitSeconds: 95,
  firstResponseSeconds: 150,
  handleSeconds: 3725,
  surveyScore: 5,
};
const page = (items: AttendanceReportPage['items'], total = items.length): AttendanceReportPage => ({ statusCode: 200, period, items, page: 1, perPage: 10, total });

const SUMMARY = '/api/report/attendance/summary';
const PAGE = /^\/api\/report\/attendance\/page\/(\d+)$/;

function serve(pageAnswer = page([row], 1), summaryAnswer: AttendanceReportSummary = summary) {
  sessionStore.start('tok-1', reportUser());
  return fakeServer(
    ...sessionAndChoices(),
    on('POST', SUMMARY, () => jsonResponse(200, summaryAnswer)),
    on('POST', PAGE, () => jsonResponse(200, pageAnswer)),
    on('POST', '/api/attendance/00000000-0000-4000-8000-0000000000c1/share-link', () => jsonResponse(200, { statusCode: 200, url: '/messages/x/y?sig=1', expiresAt: '2026-12-01T00:00:00.000Z' })),
  );
}

const tileValue = (key: string) => within(screen.getByTestId(`tile-${key}`)).getByTestId('tile-value').textContent;
const tileDetail = (key: string) => within(screen.getByTestId(`tile-${key}`)).queryByTestId('tile-detail')?.textContent ?? null;

describe('/reportAttendance', { timeout: 40_000 }, () => {
  it('shows the exact figures, the resolved period in the channel zone and the rows, asking with the default period', async () => {
    const server = serve();
    renderApp('/reportAttendance');
    await screen.findByText('01/11/2026 – 24/11/2026 (America/Sao_Paulo)', undefined, { timeout: 15_000 });
    await waitFor(() => expect(tileValue('opened')).toBe('1.234'));
    expect(tileValue('stillOpen')).toBe('7');
    expect(tileValue('finished')).toBe('1.100');
    expect(tileValue('abandoned')).toBe('27');
    expect(tileValue('botOnly')).toBe('100');
    expect(tileValue('wait')).toBe('1 min 35 s');
    expect(tileDetail('wait')).toBe('p90 ≈ 5 min');
    expect(tileValue('handle')).toBe('1 h 2 min');
    expect(tileDetail('handle')).toBe('p90 ≈ 2 h');
    expect(tileValue('firstResponse')).toBe('2 min 30 s');
    expect(tileDetail('firstResponse')).toBe('p90 ≈ 7 min');
    expect(tileValue('survey')).toBe('4,3');
    expect(screen.getByRole('listitem', { name: 'TME' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Atendimentos do período' });
    const cells = within(table).getAllByRole('row')[1];
    if (!cells) throw new Error('no row');
    expect(within(cells).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '20261101-000042',
      'João Cliente+55 (11) 9 8765-4321',
      'Vendas',
      'Ana Operadora',
      'Finalizado',
      '01/11/2026 09:00',
      '01/11/2026 09:011 min 35 s',
      '01/11/2026 09:042 min 30 s',
      '01/11/2026 10:031 h 2 min',
      'Venda realizada',
      '5',
    ]);
    expect(within(table.parentElement?.closest('.mantine-Paper-root') ?? document.body).getByText('1 registro')).toBeTruthy();
    expect(bodiesTo(server.calls, SUMMARY)).toEqual([{ period: 'last7' }]);
    expect(bodiesTo(server.calls, PAGE)[0]).toEqual({ period: 'last7', perPage: 10 });
  });

  it('opens the transcript of a row through its signed link', async () => {
    serve();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    renderApp('/reportAttendance');
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir a conversa do protocolo 20261101-000042' }, { timeout: 15_000 }));
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/messages/x/y?sig=1`));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('says "Nenhum dado no período" when the period has no attendances', async () => {
    serve(page([], 0));
    renderApp('/reportAttendance');
    expect(await screen.findByText('Nenhum dado no período', undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it("shows the server's pt-BR message when the report fails", async () => {
    sessionStore.start('tok-1', reportUser());
    fakeServer(
      ...sessionAndChoices(),
      on('POST', SUMMARY, () => jsonResponse(403, { statusCode: 403, error: 'forbidden', erroMensagem: 'Sem permissão para ver relatórios' })),
      on('POST', PAGE, () => jsonResponse(403, { statusCode: 403, error: 'forbidden', erroMensagem: 'Sem permissão para ver relatórios' })),
    );
    renderApp('/reportAttendance');
    expect((await screen.findByRole('alert', undefined, { timeout: 15_000 })).textContent).toBe('Sem permissão para ver relatórios');
  });
});
