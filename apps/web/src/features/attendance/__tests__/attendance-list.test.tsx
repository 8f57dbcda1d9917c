import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeSockets } from '@/test/fake-socket';
import { ids } from '@/test/fixtures';
import { makeAttendance, makeMessage, operatorState, panelServer, renderPanel, serverPush } from './panel-harness';
import { cleanAppStateBetweenTests } from '@/test/clean-state';

cleanAppStateBetweenTests();

const rows = () => screen.getAllByTestId('attendance-row');
const rowOf = (name: string) => rows().find((row) => within(row).queryByText(name)) ?? null;

describe('attendance list', () => {
  it('shows the operator attendances newest first with unread badges', async () => {
    const state = operatorState();
    state.attendances = [makeAttendance(1, { unread: 3 }), makeAttendance(2), makeAttendance(3, { unread: 12 })];
    panelServer(state);
    renderPanel(state);
    await screen.findByText('Cliente 1');
    expect(rows().map((r) => within(r).getByTestId('attendance-contact').textContent)).toEqual(['Cliente 1', 'Cliente 2', 'Cliente 3']);
    expect(within(rowOf('Cliente 1')!).getByLabelText('3 mensagens não lidas').textContent).toBe('3');
    expect(within(rowOf('Cliente 2')!).queryByTestId('unread-badge')).toBeNull();
    expect(within(rowOf('Cliente 1')!).getByTestId('attendance-preview').textContent).toBe('Mensagem 1');
    expect(screen.getByText('3 atendimentos')).toBeTruthy();
  });

  it('says so when there is nothing in progress', async () => {
    const state = operatorState();
    panelServer(state);
    renderPanel(state);
    expect(await screen.findByText('Nenhum atendimento em andamento')).toBeTruthy();
    expect(screen.getByText('Nenhum atendimento selecionado')).toBeTruthy();
  });

  it('counts a customer message on a row that is not open and moves it to the top', async () => {
    const state = operatorState();
    const [a1, a2] = [makeAttendance(1), makeAttendance(2, { unread: 1 })];
    state.attendances = [a1, a2];
    panelServer(state);
    renderPanel(state);
    await screen.findByText('Cliente 2');
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));

    const message = makeMessage(1, a2, { content: { text: 'Oi, tudo bem?' }, createdAt: new Date().toISOString() });
    serverPush('message.created', { message });
    await waitFor(() => expect(within(rows()[0]!).getByTestId('attendance-contact').textContent).toBe('Cliente 2'));
    expect(within(rows()[0]!).getByLabelText('2 mensagens não lidas')).toBeTruthy();
    expect(within(rows()[0]!).getByTestId('attendance-preview').textContent).toBe('Oi, tudo bem?');

    // The same message again (replay, or attendance.updated already counted it) changes nothing.
    serverPush('message.created', { message });
    expect(within(rows()[0]!).getByLabelText('2 mensagens não lidas')).toBeTruthy();
  });

  it('adds a newly assigned attendance on top and drops one transferred away', async () => {
    const state = operatorState();
    const a1 = makeAttendance(1);
    state.attendances = [a1];
    panelServer(state);
    renderPanel(state);
    await screen.findByText('Cliente 1');
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));

    const assigned = makeAttendance(9, {
      unread: 1,
      lastMessage: { type: 'image', text: null, direction: 'in', createdAt: new Date().toISOString() },
    });
    serverPush('attendance.updated', { attendance: assigned });
    await waitFor(() => expect(within(rows()[0]!).getByTestId('attendance-contact').textContent).toBe('Cliente 9'));
    expect(within(rows()[0]!).getByTestId('attendance-preview').textContent).toBe('📷 Imagem');
    expect(screen.getByText('2 atendimentos')).toBeTruthy();

    serverPush('attendance.updated', { attendance: { ...a1, operatorId: '00000000-0000-4000-8000-0000000000ff' } });
    await waitFor(() => expect(screen.queryByText('Cliente 1')).toBeNull());
    expect(screen.getByText('1 atendimento')).toBeTruthy();
  });

  it('filters the loaded rows by name or number', async () => {
    const state = operatorState();
    state.attendances = [makeAttendance(1), makeAttendance(2, { contact: { _id: ids.user, name: null, number: '5521977776666' } })];
    panelServer(state);
    renderPanel(state);
    await screen.findByText('Cliente 1');
    const search = screen.getByLabelText('Buscar por nome ou número');
    fireEvent.change(search, { target: { value: '97777' } });
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('+55 (21) 9 7777-6666')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'cliente 1' } });
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('Cliente 1')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'ninguém' } });
    expect(screen.getByText('Nenhum atendimento encontrado para “ninguém”')).toBeTruthy();
  });

  it('loads the next server page on "Carregar mais"', async () => {
    const state = operatorState();
    state.attendances = Array.from({ length: 13 }, (_, i) => makeAttendance(i + 1));
    const server = panelServer(state);
    renderPanel(state);
    await screen.findByText('Cliente 10');
    expect(rows()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await screen.findByText('Cliente 13');
    expect(rows()).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(server.calls.map((c) => c.url)).toContain(`/api/attendance/operator/${ids.operator}?page=2&perPage=10&status=in_attendance`);
  });

  it('shows the queue of both waiting statuses, each row with its Puxar button', async () => {
    const state = operatorState();
    state.attendances = [makeAttendance(1, { status: 'waiting', operatorId: null }), makeAttendance(2, { status: 'offline_operators', operatorId: null })];
    panelServer(state);
    renderPanel(state);
    fireEvent.click(await screen.findByRole('tab', { name: 'Na fila' }));
    expect(await screen.findByText('Cliente 1')).toBeTruthy();
    expect(screen.getByText('Aguardando')).toBeTruthy();
    expect(screen.getByText('Fila de Espera')).toBeTruthy();
    expect(screen.getAllByTestId('pull-button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Puxar o atendimento de Cliente 1',
      'Puxar o atendimento de Cliente 2',
    ]);
  });

  it('masks the middle digits of numbers for an operator with privacy on', async () => {
    const state = operatorState({}, true);
    state.attendances = [makeAttendance(1, { contact: { _id: ids.user, name: null, number: '5511988887777' } })];
    panelServer(state);
    renderPanel(state, `/attendance?a=${state.attendances[0]!._id}`);
    expect(await screen.findByText('+55 (11) • ••••-7777', { selector: '[data-testid="attendance-contact"]' })).toBeTruthy();
    expect((await screen.findByTestId('contact-number')).textContent).toBe('+55 (11) • ••••-7777');
    expect(screen.queryByText(/8888/)).toBeNull();
  });
});
