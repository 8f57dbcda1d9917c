import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '@/test/fixtures';
import { sessionStore } from '@/shared/session/session-store';
import { CalendarPage } from '../routes/calendar-route';
import { local, sampleEvent } from './calendar-fixtures';
import { ids } from '@/test/fixtures';
import { biaUser, calendarServer as serve, on, renderAlone } from './calendar-harness';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// FullCalendar renders for real in jsdom, which is slow on a busy machine: a generous bound, no timing asserted.
describe('/calendar', { timeout: 30_000 }, () => {
  it('shows the month with each event at its time, asking the server for the range on screen', async () => {
    vi.useFakeTimers({ now: new Date(local('2026-11-18 10:00')), toFake: ['Date'] });
    const server = serve('operator', () => [sampleEvent()]);
    renderAlone(<CalendarPage />);
    expect(await screen.findByText('14:30')).toBeTruthy();
    expect(screen.getByText('Ligar para a Carla — Carla Cliente')).toBeTruthy();
    const asked = server.calls.find((c) => c.url.startsWith('/api/operator/calendar?'));
    const params = new URL(asked?.url ?? '', 'http://x').searchParams;
    expect(new Date(params.get('from') ?? '') <= new Date(local('2026-11-01 00:00'))).toBe(true);
    expect(new Date(params.get('to') ?? '') >= new Date(local('2026-11-30 23:59'))).toBe(true);
    // An operator has no calendar filter: the calendar is their own.
    expect(screen.queryByRole('textbox', { name: 'Agenda' })).toBeNull();
  });

  it('the owner filters by calendar (their own or an operator’s) and sees whose each event is', async () => {
    vi.useFakeTimers({ now: new Date(local('2026-11-18 10:00')), toFake: ['Date'] });
    const server = serve('channel', () => [sampleEvent()]);
    renderAlone(<CalendarPage />);
    expect(await screen.findByText('Ligar para a Carla — Carla Cliente (Ana Operadora)')).toBeTruthy();
    fireEvent.click(screen.getByRole('textbox', { name: 'Agenda' }));
    expect(await screen.findByRole('option', { name: 'Minha agenda' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('option', { name: 'Bia Operadora' }));
    await waitFor(() => expect(server.calls.some((c) => c.url.includes(`userId=${biaUser}`))).toBe(true));
    fireEvent.click(screen.getByRole('textbox', { name: 'Agenda' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Minha agenda' }));
    await waitFor(() => expect(server.calls.some((c) => c.url.includes(`userId=${ids.user}`))).toBe(true));
  });

  it('the admin and a manager without Manageoperators open their own calendar, without a filter', async () => {
    vi.useFakeTimers({ now: new Date(local('2026-11-18 10:00')), toFake: ['Date'] });
    for (const role of [{ role: 'admin', permissions: [] }, { role: 'channel_manager', permissions: ['Contacts'] }] as const) {
      const server = serve(role, () => [sampleEvent({ contact: null, title: 'Renovar contrato', ownerName: 'Maria da Silva', operatorId: null })]);
      const view = renderAlone(<CalendarPage />);
      expect(await screen.findByText('Renovar contrato')).toBeTruthy();
      expect(screen.queryByText('Você não tem acesso à agenda.')).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Agenda' })).toBeNull();
      expect(server.calls.some((c) => c.url.startsWith('/api/operator/calendar/operators'))).toBe(false);
      view.unmount();
    }
  });

  it('a manager with Manageoperators filters by the operators’ calendars', async () => {
    vi.useFakeTimers({ now: new Date(local('2026-11-18 10:00')), toFake: ['Date'] });
    const server = serve({ role: 'channel_manager', permissions: ['Manageoperators'] }, () => [sampleEvent()]);
    renderAlone(<CalendarPage />);
    expect(await screen.findByText('Ligar para a Carla — Carla Cliente (Ana Operadora)')).toBeTruthy();
    fireEvent.click(screen.getByRole('textbox', { name: 'Agenda' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bia Operadora' }));
    await waitFor(() => expect(server.calls.some((c) => c.url.includes(`userId=${biaUser}`))).toBe(true));
  });

  it('the admin creates an event in their own calendar, with no contact to link', async () => {
    const posted: unknown[] = [];
    serve('admin', () => [], on('POST', '/api/operator/calendar', (body) => {
      posted.push(body);
      return jsonResponse(201, { statusCode: 201, event: sampleEvent({ contact: null, operatorId: null, channelId: null }) });
    }));
    renderAlone(<CalendarPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo compromisso' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo compromisso' });
    expect(within(drawer).queryByRole('textbox', { name: 'Contato' })).toBeNull();
    expect(within(drawer).queryByRole('textbox', { name: 'Agenda' })).toBeNull();
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Título/ }), { target: { value: 'Renovar certificados' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Criar compromisso' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ title: 'Renovar certificados', userId: null, contactId: null });
    expect(await screen.findByText('Compromisso criado com sucesso!')).toBeTruthy();
  });

  it('creating: the owner’s event goes in their own calendar unless they choose another, with the contact picked', async () => {
    const posted: unknown[] = [];
    serve('channel', () => [], on('POST', '/api/operator/calendar', (body) => {
      posted.push(body);
      return jsonResponse(201, { statusCode: 201, event: sampleEvent() });
    }));
    renderAlone(<CalendarPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo compromisso' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo compromisso' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Criar compromisso' }));
    expect(await within(drawer).findByText('Informe o título')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Título/ }), { target: { value: 'Visitar a Carla' } });
    fireEvent.click(within(drawer).getByRole('textbox', { name: 'Agenda' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bia Operadora' }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Contato' }), { target: { value: 'Carl' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Carla Cliente · +55 (11) 9 8765-0001' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Criar compromisso' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ title: 'Visitar a Carla', userId: biaUser, contactId: '00000000-0000-4000-8000-0000000000c1', endsAt: null, remindAt: null });
    expect(await screen.findByText('Compromisso criado com sucesso!')).toBeTruthy();
  });

  it('editing an event offers to delete it, after a confirmation', async () => {
    vi.useFakeTimers({ now: new Date(local('2026-11-18 10:00')), toFake: ['Date'] });
    let events = [sampleEvent()];
    const server = serve('operator', () => events, on('DELETE', `/api/operator/calendar/${sampleEvent()._id}`, () => {
      events = [];
      return jsonResponse(200, { statusCode: 200, message: 'Compromisso excluído.' });
    }));
    renderAlone(<CalendarPage />);
    fireEvent.click(await screen.findByText('Ligar para a Carla — Carla Cliente'));
    const drawer = await screen.findByRole('dialog', { name: 'Editar compromisso' });
    expect((within(drawer).getByRole('textbox', { name: /^Título/ }) as HTMLInputElement).value).toBe('Ligar para a Carla');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Excluir compromisso' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir compromisso' });
    expect(within(confirm).getByText('Excluir o compromisso "Ligar para a Carla"? Esta ação não pode ser desfeita.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir compromisso' }));
    expect(await screen.findByText('Compromisso excluído com sucesso!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Ligar para a Carla — Carla Cliente')).toBeNull());
  });

  it('says so when the user has no access to the calendar', async () => {
    serve('channel', () => [], on('GET', /^\/api\/operator\/calendar\?/, () => jsonResponse(403, { statusCode: 403, error: 'forbidden', erroMensagem: 'Sem permissão' })));
    // The forbidden answer comes first, so it wins over the default one.
    renderAlone(<CalendarPage />);
    expect(await screen.findByText('Você não tem acesso à agenda.')).toBeTruthy();
  });
});
