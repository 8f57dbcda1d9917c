import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALREADY_PULLED_MESSAGE } from '@atende/contract';
import { ids, jsonResponse } from '@/test/fixtures';
import { on } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { makeAttendance, makeMessage, operatorState, panelServer, renderPanel, serverPush, uuid } from './panel-harness';

cleanAppStateBetweenTests();

const rowNames = () => screen.queryAllByTestId('attendance-contact').map((r) => r.textContent);
const queued = (n: number, departmentId: string | null = null) => makeAttendance(n, { status: 'waiting', operatorId: null, departmentId });

async function openQueue(state: ReturnType<typeof operatorState>) {
  renderPanel(state, '/attendance?tab=queue');
  await screen.findByRole('tab', { name: 'Na fila', selected: true });
}

describe('the "Na fila" tab', () => {
  it('pulling a row makes it the operator\'s: it leaves the queue, joins "Em atendimento" and opens', async () => {
    const state = operatorState();
    const waiting = queued(1);
    state.attendances = [waiting, queued(2)];
    state.messages.set(waiting._id, [makeMessage(1, waiting)]);
    const server = panelServer(
      state,
      on('POST', `/api/attendance/${waiting._id}/pull`, () => {
        const mine = { ...waiting, status: 'in_attendance' as const, statusLabel: 'Em atendimento', operatorId: ids.operator };
        state.attendances = state.attendances.map((a) => (a._id === waiting._id ? mine : a));
        return jsonResponse(200, { statusCode: 200, attendance: mine });
      }),
    );
    const { router } = renderPanel(state, '/attendance?tab=queue');
    await screen.findByText('Cliente 1');
    fireEvent.click(screen.getByRole('button', { name: 'Puxar o atendimento de Cliente 1' }));
    expect(await screen.findByText('Atendimento puxado da fila. Ele agora é seu.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST' && c.url === `/api/attendance/${waiting._id}/pull`)).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe(`?a=${waiting._id}`));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Em atendimento' }).getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText('Texto 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Na fila' }));
    await waitFor(() => expect(rowNames()).toEqual(['Cliente 2']));
  });

  it('when someone else pulled it first, shows the server message and drops the row', async () => {
    const state = operatorState();
    const taken = queued(1);
    state.attendances = [taken, queued(2)];
    panelServer(
      state,
      on('POST', `/api/attendance/${taken._id}/pull`, () => jsonResponse(409, { statusCode: 409, error: 'already_pulled', erroMensagem: ALREADY_PULLED_MESSAGE })),
    );
    await openQueue(state);
    await screen.findByText('Cliente 1');
    fireEvent.click(screen.getByRole('button', { name: 'Puxar o atendimento de Cliente 1' }));
    expect(await screen.findByText(ALREADY_PULLED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(rowNames()).toEqual(['Cliente 2']));
  });

  it('follows the socket: a customer entering the queue appears, one leaving it disappears, another department is not shown', async () => {
    const state = operatorState();
    state.user = { ...state.user, operatorData: { ...state.user.operatorData!, departmentIds: [uuid(901)] } };
    state.attendances = [queued(1)];
    panelServer(state);
    await openQueue(state);
    await screen.findByText('Cliente 1');

    serverPush('attendance.updated', { attendance: queued(2, uuid(901)) });
    await waitFor(() => expect(rowNames()).toContain('Cliente 2'));
    serverPush('attendance.updated', { attendance: queued(3, uuid(902)) });
    serverPush('queue.removed', { attendanceId: queued(1)._id });
    await waitFor(() => expect(rowNames()).toEqual(['Cliente 2']));
    // Taken by a colleague: the update no longer belongs to this queue either.
    serverPush('attendance.updated', { attendance: { ...queued(2, uuid(901)), status: 'in_attendance', operatorId: uuid(77) } });
    await waitFor(() => expect(rowNames()).toEqual([]));
    expect(within(screen.getByRole('tabpanel')).getByText('Ninguém na fila')).toBeTruthy();
  });
});
