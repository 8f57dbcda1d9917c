import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Attendance, Operator } from '@atende/contract';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';
import { fakeSockets } from '@/test/fake-socket';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { on } from '@/test/render-app';
import { makeAttendance, makeMessage, operatorState, panelServer, renderPanel, serverPush, uuid } from './panel-harness';

// The real alert plays through WebAudio, which jsdom lacks: a stand-in counts the tones started.
const beeps = { count: 0 };
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator = () => ({
    type: '',
    frequency: { setValueAtTime: () => undefined },
    connect: (node: unknown) => node,
    start: () => {
      beeps.count += 1;
    },
    stop: () => undefined,
  });
  createGain = () => ({
    gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
    connect: (node: unknown) => node,
  });
}

beforeEach(() => {
  fakeSockets.length = 0;
  beeps.count = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

// As GET /api/operator/hideDeleted/channel/{id} answers: the contract's operator.
const colleague: Operator = {
  ...makeUser('operator').operatorData!,
  _id: uuid(77),
  name: 'Bruno Operador',
  status: true,
  userId: uuid(78),
  login: 'bruno',
  email: null,
  deleted: false,
};

function openConversation() {
  const state = operatorState();
  const attendance = makeAttendance(1);
  state.attendances = [attendance, makeAttendance(2)];
  state.messages.set(attendance._id, [makeMessage(1, attendance)]);
  return { state, attendance };
}

const rowIds = () => screen.queryAllByTestId('attendance-row').map((r) => r.getAttribute('data-attendance-id'));

describe('transfer and finish', () => {
  it('transfers to another operator with a note, then the row and the chat go away', async () => {
    const { state, attendance } = openConversation();
    const moved: Attendance = { ...attendance, operatorId: colleague._id };
    const server = panelServer(
      state,
      on('GET', `/api/operator/hideDeleted/channel/${ids.channel}`, () =>
        jsonResponse(200, { statusCode: 200, operators: [colleague, { ...colleague, _id: ids.operator, name: 'Ana Operadora' }] }),
      ),
      on('POST', `/api/attendance/${attendance._id}/transfer`, () => jsonResponse(200, { statusCode: 200, attendance: moved })),
    );
    const { router } = renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByText('Texto 1');
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Transferir atendimento' }));
    fireEvent.click(await dialog.findByRole('textbox', { name: 'Operador' }));
    // The operator does not see themself among the targets.
    expect(screen.queryByRole('option', { name: /Ana Operadora/ })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Bruno Operador (online)' }));
    fireEvent.change(dialog.getByLabelText('Observação (opcional)'), { target: { value: 'Cliente pediu o financeiro' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Transferir' }));

    expect(await screen.findByText('Atendimento transferido com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.url.endsWith('/transfer'))?.body).toEqual({ operatorId: colleague._id, note: 'Cliente pediu o financeiro' });
    await waitFor(() => expect(rowIds()).toEqual([makeAttendance(2)._id]));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Nenhum atendimento selecionado')).toBeTruthy();
  });

  it('says nobody is available when the server lists no operator and has no departments list yet', async () => {
    const { state, attendance } = openConversation();
    panelServer(
      state,
      on('GET', `/api/operator/hideDeleted/channel/${ids.channel}`, () =>
        jsonResponse(200, { statusCode: 200, operators: [{ ...colleague, _id: ids.operator, name: 'Ana Operadora' }] }),
      ),
    );
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByText('Texto 1');
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Transferir atendimento' }));
    expect((await dialog.findByTestId('transfer-empty')).textContent).toBe('Nenhum operador disponível');
    expect(dialog.getByRole('button', { name: 'Transferir' })).toHaveProperty('disabled', true);
    fireEvent.click(dialog.getByRole('radio', { name: 'Departamento' }));
    expect((await dialog.findByTestId('transfer-empty')).textContent).toBe('Nenhum departamento disponível');
  });

  it('finishes with an observation and moves the attendance to Finalizados', async () => {
    const { state, attendance } = openConversation();
    const finished: Attendance = { ...attendance, status: 'finished', statusLabel: 'Finalizado', finishedAt: new Date().toISOString() };
    const server = panelServer(
      state,
      on('POST', `/api/attendance/${attendance._id}/finish`, () => {
        state.attendances[0] = finished;
        return jsonResponse(200, { statusCode: 200, attendance: finished });
      }),
    );
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByText('Texto 1');
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finalizar atendimento' }));
    expect(dialog.getByText('Finalizar o atendimento de Cliente 1? A conversa sai da sua lista de atendimentos.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Observação (opcional)'), { target: { value: 'Resolvido' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Finalizar' }));

    expect(await screen.findByText('Atendimento finalizado com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.url.endsWith('/finish'))?.body).toEqual({ observation: 'Resolvido' });
    await waitFor(() => expect(rowIds()).toEqual([makeAttendance(2)._id]));
    fireEvent.click(screen.getByRole('tab', { name: 'Finalizados' }));
    await waitFor(() => expect(rowIds()).toEqual([attendance._id]));
  });

  it('shows the server message when the attendance was already finished', async () => {
    const { state, attendance } = openConversation();
    panelServer(
      state,
      on('POST', `/api/attendance/${attendance._id}/finish`, () =>
        jsonResponse(409, { statusCode: 409, error: 'attendance_closed', erroMensagem: 'Este atendimento já foi finalizado.' }),
      ),
    );
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByText('Texto 1');
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finalizar atendimento' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Este atendimento já foi finalizado.')).toBeTruthy();
  });

  it('opens a finished attendance read-only, without actions or unread counts', async () => {
    const state = operatorState();
    const attendance = makeAttendance(1, { status: 'finished', statusLabel: 'Finalizado', unread: 2 });
    state.attendances = [attendance, makeAttendance(2, { status: 'finished', statusLabel: 'Finalizado', unread: 3 })];
    state.messages.set(attendance._id, [makeMessage(1, attendance)]);
    panelServer(state);
    renderPanel(state, `/attendance?tab=finished&a=${attendance._id}`);
    expect((await screen.findByTestId('read-only-banner')).textContent).toBe('Este atendimento está finalizado: somente leitura.');
    expect(screen.getByRole('button', { name: 'Transferir' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Finalizar' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('tab', { name: 'Finalizados' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Cliente 2')).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });
});

describe('sound alert', () => {
  it('rings for a customer message in another attendance, not for the open one or when sound is off', async () => {
    const { state, attendance } = openConversation();
    const other = state.attendances[1]!;
    panelServer(state);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByText('Texto 1');
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    const at = (n: number) => new Date(Date.now() + n * 1000).toISOString();

    serverPush('message.created', { message: makeMessage(10, attendance, { createdAt: at(1) }) });
    expect(beeps.count).toBe(0);
    serverPush('message.created', { message: makeMessage(11, other, { createdAt: at(2) }) });
    expect(beeps.count).toBe(1);
    serverPush('message.created', { message: makeMessage(12, other, { direction: 'out', status: 'pending', createdAt: at(3) }) });
    expect(beeps.count).toBe(1);

    act(() => sessionStore.updateUser((user) => ({ ...user, soundAlert: false })));
    serverPush('message.created', { message: makeMessage(13, other, { createdAt: at(4) }) });
    expect(beeps.count).toBe(1);
  });
});
