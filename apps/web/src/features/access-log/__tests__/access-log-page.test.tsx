import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AccessLogEntryView } from '@atende/contract';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';

afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const entry = (overrides: Partial<AccessLogEntryView>): AccessLogEntryView => ({
  _id: '00000000-0000-4000-8000-0000000000f1',
  userId: ids.user,
  login: 'operator.login',
  event: 'login',
  ip: '198.51.100.8',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  createdAt: '2025-06-02T15:04:00.000Z',
  ...overrides,
});

describe('/log', { timeout: 40_000 }, () => {
  it("shows the user's own entries with pt-BR events, the channel's time, IP and browser", async () => {
    const user = makeUser('operator');
    sessionStore.start('tok-1', user);
    fakeServer(
      on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
      on('GET', '/api/user/access-log/page/1?perPage=20', () =>
        jsonResponse(200, {
          statusCode: 200,
          page: 1,
          perPage: 20,
          total: 2,
          items: [
            entry({ _id: '00000000-0000-4000-8000-0000000000f2', event: 'login_failed', ip: null, userAgent: null, createdAt: '2025-06-02T15:03:00.000Z' }),
            entry({}),
          ],
        }),
      ),
    );
    renderApp('/log');
    const table = await screen.findByRole('table', { name: 'Meu histórico de acesso' }, { timeout: 15_000 });
    await within(table).findByText('Entrada');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Tentativa de entrada recusada')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getAllByText('Não informado')).toHaveLength(2);
    // 15:04 UTC is 12:04 in São Paulo.
    expect(within(rows[2] as HTMLElement).getByText('02/06/2025 12:04')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Entrada')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Chrome 126 · Windows')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('198.51.100.8')).toBeTruthy();
  });
});
