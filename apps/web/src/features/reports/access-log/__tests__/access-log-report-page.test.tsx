import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccessLogReportRow } from '@atende/contract';
import { ids } from '@/test/fixtures';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { ok, pageOf, reportServer, slow } from '../../__tests__/report-page-server';

cleanAppStateBetweenTests();

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const row = (n: number, overrides: Partial<AccessLogReportRow> = {}): AccessLogReportRow => ({
  _id: uuid(500 + n),
  user: { _id: uuid(701), name: 'Bia Supervisora', login: 'bia', role: 'channel_manager' },
  login: 'bia',
  event: 'login',
  ip: '200.1.2.3',
  userAgent: chrome,
  createdAt: '2026-11-04T12:30:00.000Z',
  ...overrides,
});

const summary = {
  summary: { logins: 25, failures: 3, logouts: 20, users: 6 },
  perDay: [{ day: '2026-11-04', logins: 5, failures: 1 }],
};

const tile = (name: string) => within(screen.getByRole('listitem', { name })).getByTestId('tile-value').textContent;

function server() {
  return reportServer(
    'access-log',
    summary,
    () => pageOf([row(1), row(2, { user: null, login: 'intruso', event: 'login_failed', ip: null, userAgent: null })], 2),
    // The filter's one source: every user of the company, deleted ones flagged (no listing of managers or
    // operators is asked).
    on('GET', '/api/report/access-log/users', () =>
      ok({
        users: [
          { _id: uuid(701), name: 'Bia Supervisora', login: 'bia', role: 'channel_manager', deleted: false },
          { _id: uuid(702), name: 'Caio Operador', login: 'caio', role: 'operator', deleted: false },
          { _id: uuid(703), name: 'Dora Operadora', login: 'dora', role: 'operator', deleted: true },
          { _id: ids.user, name: 'Rita Proprietária', login: 'rita', role: 'channel', deleted: false },
        ],
      }),
    ),
  );
}

describe('/reportAccessLog', { timeout: 40_000 }, () => {
  it('shows the tiles and each access with user, role, login, event, IP and device', async () => {
    server();
    renderApp('/reportAccessLog');
    await screen.findByRole('listitem', { name: 'Entradas' }, slow);
    await waitFor(() => expect(tile('Entradas')).toBe('25'));
    expect(tile('Tentativas recusadas')).toBe('3');
    expect(tile('Saídas')).toBe('20');
    expect(tile('Usuários')).toBe('6');
    const table = await screen.findByRole('table', { name: 'Registro de acesso' });
    await within(table).findByText('intruso');
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['04/11/2026 09:30', 'Bia SupervisoraSupervisor', 'bia', 'Entrada', '200.1.2.3', 'Chrome 126 · Windows'],
      ['04/11/2026 09:30', 'Usuário não encontrado', 'intruso', 'Tentativa de entrada recusada', 'Não informado', 'Não informado'],
    ]);
  });

  it("filters by one of the company's users, the owner, supervisors and operators grouped", async () => {
    const calls = server();
    const { router } = renderApp('/reportAccessLog');
    await screen.findByRole('listitem', { name: 'Entradas' }, slow);
    fireEvent.click(screen.getByRole('textbox', { name: 'Usuário' }));
    expect(await screen.findByRole('option', { name: 'Caio Operador' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Bia Supervisora' })).toBeTruthy();
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByText('Proprietário')).toBeTruthy();
    expect(within(listbox).getByText('Supervisores')).toBeTruthy();
    expect(within(listbox).getByText('Operadores')).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: 'Rita Proprietária' })).toBeTruthy();
    expect(calls.calls.some((c) => c.url === '/api/channel/manager' || c.url.startsWith('/api/operator/'))).toBe(false);
    fireEvent.click(screen.getByRole('option', { name: 'Caio Operador' }));
    await waitFor(() => expect(router.state.location.search).toContain(`userId=${uuid(702)}`));
    await waitFor(() =>
      expect(calls.calls.filter((c) => c.url === '/api/report/access-log/summary').at(-1)?.body).toEqual({ period: 'last7', userId: uuid(702) }),
    );
    expect(calls.calls.filter((c) => c.url === '/api/report/access-log/page/1').at(-1)?.body).toEqual({ period: 'last7', userId: uuid(702), perPage: 10 });
  });

  it('offers a deleted user too, marked (excluído), and filters by them', async () => {
    const calls = server();
    const { router } = renderApp('/reportAccessLog');
    await screen.findByRole('listitem', { name: 'Entradas' }, slow);
    fireEvent.click(screen.getByRole('textbox', { name: 'Usuário' }));
    const gone = await screen.findByRole('option', { name: 'Dora Operadora (excluído)' });
    expect(screen.queryByRole('option', { name: 'Caio Operador (excluído)' })).toBeNull();
    fireEvent.click(gone);
    await waitFor(() => expect(router.state.location.search).toContain(`userId=${uuid(703)}`));
    await waitFor(() =>
      expect(calls.calls.filter((c) => c.url === '/api/report/access-log/summary').at(-1)?.body).toEqual({ period: 'last7', userId: uuid(703) }),
    );
  });
});
