import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ManageAttendance } from '@atende/contract';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { fakeSockets } from '@/test/fake-socket';
import { changeLanguage } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';
import { manageRow } from './manage-fixtures';

afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  fakeSockets.length = 0;
  vi.unstubAllGlobals();
  changeLanguage('pt-BR');
});

// The server labels statuses in pt-BR (statusLabel); the screen must not show those in English.
const row = (n: number, overrides: Partial<ManageAttendance> = {}): ManageAttendance => manageRow(n, { department: null, operator: null, ...overrides });

function ownerServer(rows: ManageAttendance[]) {
  const owner = makeUser('channel');
  sessionStore.start('tok-1', owner);
  fakeServer(
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: owner })),
    on('GET', /^\/api\/attendance\/manage\/page\/1\?/, () => jsonResponse(200, { statusCode: 200, items: rows, page: 1, perPage: 10, total: rows.length, totalCapped: false })),
    on('GET', `/api/department/channel/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, departments: [] })),
    on('GET', `/api/operator/hideDeleted/channel/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, operators: [] })),
    on('GET', `/api/channel/tags/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, tags: [] })),
    on('GET', /^\/api\/message\/attendance\//, () => jsonResponse(200, { statusCode: 200, messages: [], nextBefore: null })),
    on('GET', /^\/api\/attendance\/contact\//, () =>
      jsonResponse(200, { statusCode: 200, items: [rows[0], row(7, { status: 'abandoned', statusLabel: 'Abandonado' })], page: 1, perPage: 5, total: 2 }),
    ),
  );
}

describe('/attendancesManage in English', { timeout: 20_000 }, () => {
  it('shows the statuses in English, not the pt-BR labels the server sends, and dates month first', async () => {
    changeLanguage('en');
    ownerServer([row(1), row(2, { status: 'finished', statusLabel: 'Finalizado' })]);
    renderApp('/attendancesManage');
    await screen.findByText('Cliente 1', {}, { timeout: 5000 });
    const table = screen.getByRole('table', { name: 'Attendances of the channel' });
    expect(within(table).getByText('In attendance')).toBeTruthy();
    expect(within(table).getByText('Finished')).toBeTruthy();
    expect(within(table).queryByText('Em atendimento')).toBeNull();
    expect(within(table).queryByText('Finalizado')).toBeNull();
    expect(within(table).getAllByText('03/10/2025 12:00').length).toBe(2);
    expect(within(table).queryByText(/10\/03\/2025/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for attendance 000001' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Follow' }));
    const drawer = await screen.findByRole('dialog', { name: 'Following attendance 000001' });
    const history = await within(drawer).findByRole('table', { name: 'Contact’s attendances' });
    expect(within(history).getByText('Abandoned')).toBeTruthy();
    expect(within(drawer).queryByText('Em atendimento')).toBeNull();
    expect(within(drawer).getAllByText('In attendance').length).toBeGreaterThan(0);
  });

  it('keeps pt-BR statuses and day-first dates in Portuguese', async () => {
    ownerServer([row(1)]);
    renderApp('/attendancesManage');
    await screen.findByText('Cliente 1', {}, { timeout: 5000 });
    const table = screen.getByRole('table', { name: 'Atendimentos do canal' });
    expect(within(table).getByText('Em atendimento')).toBeTruthy();
    expect(within(table).getAllByText('10/03/2025 12:00').length).toBe(1);
  });
});
