import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@/shared/session/session-store';
import { connectSocket, disconnectSocket } from '@/shared/socket/socket-client';
import { setNavigator } from '@/shared/navigation';
import { alertSuccess } from '@/shared/ui/alerts';
import { fakeSockets } from '@/test/fake-socket';
import { jsonResponse } from '@/test/fixtures';
import { AgendaButton, useCalendarReminders } from '..';
import { local, sampleEvent } from './calendar-fixtures';
import { calendarServer, carla, on, renderAlone } from './calendar-harness';

afterEach(() => {
  disconnectSocket();
  fakeSockets.length = 0;
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Reminders() {
  useCalendarReminders();
  return null;
}

async function connected() {
  await connectSocket({ token: 'tok-1', withQr: false, onUnauthorized: () => undefined, onGiveUp: () => undefined, isPaused: () => false });
  const socket = fakeSockets.at(-1);
  if (!socket) throw new Error('no socket');
  return socket;
}

describe('calendar reminders', () => {
  it('a calendar.reminder shows a notification that stays, with the title, the time, the contact and a link to the calendar', async () => {
    calendarServer('operator', () => []);
    const navigate = vi.fn();
    setNavigator(navigate);
    renderAlone(<Reminders />);
    const socket = await connected();
    act(() => {
      socket.serverEmits('calendar.reminder', { eventId: 'e1', title: 'Ligar para a Carla', startsAt: local('2026-11-21 14:30'), contact: { name: 'Carla Cliente', number: carla.number } });
    });
    expect(await screen.findByText('Lembrete: Ligar para a Carla às 14:30 — Carla Cliente')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Abrir a agenda' }));
    expect(navigate).toHaveBeenCalledWith('/calendar', undefined);
    await waitFor(() => expect(screen.queryByText('Lembrete: Ligar para a Carla às 14:30 — Carla Cliente')).toBeNull());
  });

  it('the embedded chat shows no reminders', async () => {
    calendarServer('operator', () => []);
    sessionStore.startTabOnly('embed-token', sessionStore.user() ?? (undefined as never));
    renderAlone(<Reminders />);
    const socket = await connected();
    act(() => {
      socket.serverEmits('calendar.reminder', { eventId: 'e2', title: 'Não mostrar', startsAt: local('2026-11-21 14:30'), contact: null });
    });
    // An alert shown after it appears, so the reminder would have too.
    act(() => {
      alertSuccess('Outro aviso');
    });
    expect(await screen.findByText('Outro aviso')).toBeTruthy();
    expect(screen.queryByText(/Não mostrar/)).toBeNull();
  });
});

// One Agenda button: the labelled one on a wide screen (jsdom's), an icon with the same name on a phone.
const openAgenda = () => fireEvent.click(screen.getByRole('button', { name: 'Agenda' }));

describe('operator scheduling panel', { timeout: 30_000 }, () => {
  it('lists today’s and the next 7 days’ events with time, title and contact', async () => {
    vi.useFakeTimers({ now: new Date(local('2026-11-21 10:00')), toFake: ['Date'] });
    const server = calendarServer('operator', () => [
      sampleEvent(),
      sampleEvent({ _id: '00000000-0000-4000-8000-0000000000e2', title: 'Reunião', startsAt: local('2026-11-24 09:00'), contact: null }),
    ]);
    renderAlone(<AgendaButton />);
    openAgenda();
    const panel = await screen.findByRole('dialog', { name: 'Meus compromissos' });
    expect(await within(panel).findByText('Ligar para a Carla')).toBeTruthy();
    expect(within(panel).getByText('14:30')).toBeTruthy();
    expect(within(panel).getByText('Carla Cliente')).toBeTruthy();
    expect(within(panel).getByText('24/11 09:00')).toBeTruthy();
    expect(within(panel).getByText('Sem contato')).toBeTruthy();
    const asked = new URL(server.calls.find((c) => c.url.startsWith('/api/operator/calendar?'))?.url ?? '', 'http://x').searchParams;
    expect(asked.get('from')).toBe(local('2026-11-21 00:00'));
    expect(asked.get('to')).toBe(local('2026-11-29 00:00'));
  });

  it('"Novo compromisso" opens the form; the operator’s event is sent without choosing an operator', async () => {
    const posted: unknown[] = [];
    calendarServer(
      'operator',
      () => [],
      on('POST', '/api/operator/calendar', (body) => {
        posted.push(body);
        return jsonResponse(201, { statusCode: 201, event: sampleEvent() });
      }),
    );
    renderAlone(<AgendaButton />);
    openAgenda();
    const panel = await screen.findByRole('dialog', { name: 'Meus compromissos' });
    expect(await within(panel).findByText('Nenhum compromisso hoje')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Novo compromisso' }));
    const form = await screen.findByRole('dialog', { name: 'Novo compromisso' });
    expect(within(form).queryByRole('textbox', { name: /^Operador/ })).toBeNull();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Título/ }), { target: { value: 'Retornar ligação' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Criar compromisso' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ title: 'Retornar ligação', contactId: null });
    expect(await screen.findByText('Compromisso criado com sucesso!')).toBeTruthy();
  });
});
