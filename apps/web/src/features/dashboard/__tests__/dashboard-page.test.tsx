import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { DashboardToday, DashboardWeek } from '@atende/contract';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { fakeSockets } from '@/test/fake-socket';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';

afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const zeros = { waiting: 0, offline_operators: 0, in_attendance: 0, opened: 0, campaign: 0, abandoned: 0, in_survey: 0, finished: 0 };
const today = (overrides: Partial<DashboardToday> = {}): DashboardToday => ({
  timezone: 'America/Sao_Paulo',
  date: '2025-06-02',
  createdToday: { ...zeros, waiting: 1, offline_operators: 1, in_attendance: 3, finished: 4 },
  openNow: { ...zeros, waiting: 1, offline_operators: 1, in_attendance: 5, opened: 2 },
  waitingNow: 2,
  operatorsOnline: 3,
  operatorsTotal: 7,
  averageWaitSeconds: 125,
  finishedToday: 6,
  ...overrides,
});

const week: DashboardWeek = {
  days: [
    { day: '2025-05-27', opened: 12, finished: 10, waitSeconds: 95, handleSeconds: 610 },
    { day: '2025-06-02', opened: 9, finished: 4, waitSeconds: null, handleSeconds: null },
  ],
  operators: [
    { _id: 'op-ana', name: 'Ana', online: false, open: 0, maxAttendances: 5 },
    { _id: 'op-bia', name: 'Bia', online: true, open: 3, maxAttendances: 4 },
    { _id: 'op-caio', name: 'Caio', online: true, open: 5, maxAttendances: 5 },
  ],
};

const card = (name: string) => within(screen.getByRole('group', { name })).getByTestId('stat-value').textContent;

function ownerServer(answers: DashboardToday[], weekAnswer: () => Response = () => jsonResponse(200, { statusCode: 200, week })) {
  const user = makeUser('channel');
  sessionStore.start('tok-1', user);
  let served = 0;
  return fakeServer(
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
    on('GET', '/api/dashboard/today', () => jsonResponse(200, { statusCode: 200, dashboard: answers[Math.min(served++, answers.length - 1)] })),
    on('GET', '/api/dashboard/week', weekAnswer),
  );
}

// The first render loads the lazy route tree: slow on a busy machine.
const slow = { timeout: 15_000 };

describe('dashboard', { timeout: 30_000 }, () => {
  it("shows today's cards and the attendances of today by status with the spec's labels", async () => {
    ownerServer([today()]);
    renderApp('/main');
    await screen.findByRole('group', { name: 'Aguardando agora' }, slow);
    expect(card('Aguardando agora')).toBe('2');
    expect(card('Em atendimento')).toBe('5');
    expect(card('Em auto-atendimento')).toBe('2');
    expect(card('Operadores online')).toBe('3 de 7');
    expect(card('Tempo médio de espera hoje')).toBe('02:05');
    expect(card('Finalizados hoje')).toBe('6');
    const byStatus = screen.getByRole('list', { name: 'Atendimentos de hoje por status' });
    expect(within(byStatus).getByRole('listitem', { name: 'Fila de Espera: 1' })).toBeTruthy();
    expect(within(byStatus).getByRole('listitem', { name: 'Em atendimento: 3' })).toBeTruthy();
    expect(within(byStatus).getByRole('listitem', { name: 'Em pesquisa de satisfação: 0' })).toBeTruthy();
    expect(screen.getByText('9 atendimentos')).toBeTruthy();
  });

  it("lists each operator's live load, online and busiest first, and the week's figures for screen readers", async () => {
    ownerServer([today()]);
    renderApp('/main');
    const load = await screen.findByRole('list', { name: 'Carga dos operadores agora' }, slow);
    expect(within(load).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Caio, online: 5 de 5 atendimentos',
      'Bia, online: 3 de 4 atendimentos',
      'Ana, offline: 0 de 5 atendimentos',
    ]);
    expect(within(load).getByText('3 / 4')).toBeTruthy();
    expect(screen.getByText('2 online')).toBeTruthy();
    const days = screen.getByRole('table', { name: 'Últimos 7 dias por dia' });
    const rows = within(days).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((c) => c.textContent));
    expect(rows.filter((cells) => cells.length > 0)).toEqual([
      ['27/05/2025', '12', '10', '01:35', '10:10'],
      ['02/06/2025', '9', '4', '—', '—'],
    ]);
    expect(await screen.findByRole('figure', { name: 'Últimos 7 dias: atendimentos abertos e finalizados' }, slow)).toBeTruthy();
  });

  it("keeps today's cards when the week cannot be read", async () => {
    ownerServer([today()], () => jsonResponse(500, { statusCode: 500, error: 'internal', erroMensagem: 'Falha ao ler a semana' }));
    renderApp('/main');
    expect(await screen.findByText('Não foi possível carregar os últimos 7 dias.', {}, slow)).toBeTruthy();
    expect(card('Aguardando agora')).toBe('2');
  });

  it('reads the numbers again when an attendance changes on the socket', async () => {
    const server = ownerServer([today(), today({ waitingNow: 3, openNow: { ...zeros, waiting: 2, offline_operators: 1 } })]);
    renderApp('/');
    await screen.findByRole('group', { name: 'Aguardando agora' }, slow);
    expect(card('Aguardando agora')).toBe('2');
    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    const socket = fakeSockets.find((s) => s.namespace === '/');
    act(() => socket?.serverEmits('attendance.updated', { attendance: {} }));
    await waitFor(() => expect(card('Aguardando agora')).toBe('3'));
    expect(server.calls.filter((c) => c.url === '/api/dashboard/today')).toHaveLength(2);
  });
});
