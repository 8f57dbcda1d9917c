import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Role } from '@atende/contract';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';
import { sampleEvent } from './calendar-fixtures';

/** Noon of today in São Paulo: the calendar opens on the current month, whatever day the suite runs. */
const todayAtNoon = () => `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())}T15:00:00.000Z`;

afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

// The whole route tree and FullCalendar render for real: a generous bound on a busy machine, no timing asserted.
describe('the profile menu’s Agenda', { timeout: 60_000 }, () => {
  it.each<[Role, string]>([
    ['admin', '/channels'],
    ['channel_manager', '/main'],
  ])('opens the %s’s own calendar', async (role, home) => {
    const user = makeUser(role);
    sessionStore.start('tok-1', user);
    const server = fakeServer(
      on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
      on('GET', /^\/api\/operator\/calendar\?/, () =>
        jsonResponse(200, { statusCode: 200, events: [sampleEvent({ title: 'Renovar contrato', contact: null, operatorId: null, userId: user._id, startsAt: todayAtNoon() })] }),
      ),
    );
    renderApp(home);
    fireEvent.click(await screen.findByRole('button', { name: 'Perfil' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Agenda' }));
    expect(await screen.findByText('Renovar contrato', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText('Você não tem acesso à agenda.')).toBeNull();
    expect(server.calls.some((c) => c.url.startsWith('/api/operator/calendar?'))).toBe(true);
  });
});
