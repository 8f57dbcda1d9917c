import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Tabulation } from '@atende/contract';
import { ids, jsonResponse } from '@/test/fixtures';
import { on } from '@/test/render-app';
import { fakeSockets } from '@/test/fake-socket';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { sessionStore } from '@/shared/session/session-store';
import { makeAttendance, makeMessage, operatorState, panelServer, renderPanel, uuid } from './panel-harness';

cleanAppStateBetweenTests();

const tabulation = (n: number, name: string): Tabulation => ({ _id: uuid(600 + n), channelId: ids.channel, name, createdAt: new Date(0).toISOString() });

function conversation() {
  const state = operatorState();
  const attendance = makeAttendance(1);
  state.attendances = [attendance];
  state.messages.set(attendance._id, [makeMessage(1, attendance)]);
  return { state, attendance };
}

async function openFinishDialog(attendanceId: string) {
  renderPanel(conversationState!, `/attendance?a=${attendanceId}`);
  await screen.findByText('Texto 1');
  fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
  return within(await screen.findByRole('dialog', { name: 'Finalizar atendimento' }));
}
let conversationState: ReturnType<typeof operatorState> | null = null;

describe('finish dialog', () => {
  it('with tabulations in the channel, requires one and sends it', async () => {
    const { state, attendance } = conversation();
    state.tabulations = [tabulation(1, 'Dúvida resolvida'), tabulation(2, 'Venda realizada')];
    conversationState = state;
    const server = panelServer(
      state,
      on('POST', `/api/attendance/${attendance._id}/finish`, () =>
        jsonResponse(200, { statusCode: 200, attendance: { ...attendance, status: 'finished', statusLabel: 'Finalizado' } }),
      ),
    );
    const dialog = await openFinishDialog(attendance._id);
    const select = await dialog.findByRole('textbox', { name: /Tabulação/ });
    fireEvent.click(dialog.getByRole('button', { name: 'Finalizar' }));
    expect(await dialog.findByText('Escolha uma tabulação para finalizar.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Venda realizada' }));
    fireEvent.change(dialog.getByLabelText('Observação (opcional)'), { target: { value: 'Plano anual' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Atendimento finalizado com sucesso!')).toBeTruthy();
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ observation: 'Plano anual', tabulationId: tabulation(2, '')._id });
  });

  it('without tabulations, finishes with no choice to make', async () => {
    const { state, attendance } = conversation();
    conversationState = state;
    const server = panelServer(
      state,
      on('POST', `/api/attendance/${attendance._id}/finish`, () =>
        jsonResponse(200, { statusCode: 200, attendance: { ...attendance, status: 'finished', statusLabel: 'Finalizado' } }),
      ),
    );
    const dialog = await openFinishDialog(attendance._id);
    await waitFor(() => expect(server.calls.some((c) => c.url === `/api/channel/tabulations/${ids.channel}`)).toBe(true));
    expect(dialog.queryByRole('textbox', { name: /Tabulação/ })).toBeNull();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Finalizar' })).toHaveProperty('disabled', false));
    fireEvent.click(dialog.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Atendimento finalizado com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({});
  });
});

describe('observation in the contact panel', () => {
  it('the operator adds an observation and sees it saved', async () => {
    const { state, attendance } = conversation();
    const server = panelServer(
      state,
      on('PUT', `/api/attendance/${attendance._id}/observation`, (body) =>
        jsonResponse(200, { statusCode: 200, attendance: { ...attendance, observation: (body as { observation: string }).observation } }),
      ),
    );
    renderPanel(state, `/attendance?a=${attendance._id}`);
    expect((await screen.findByTestId('contact-observation')).textContent).toBe('Nenhuma observação');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar observação' }));
    fireEvent.change(screen.getByTestId('observation-input'), { target: { value: 'Prefere ligação à tarde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Observação salva.')).toBeTruthy();
    expect((await screen.findByTestId('contact-observation')).textContent).toBe('Prefere ligação à tarde');
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ observation: 'Prefere ligação à tarde' });
  });
});

describe('operator status alerts', () => {
  const statusSwitch = () => screen.getByTestId('operator-status') as HTMLInputElement;

  it('workTimeOver from the server shows the alert and turns the switch off', async () => {
    const state = operatorState();
    panelServer(state);
    renderPanel(state);
    await waitFor(() => expect(statusSwitch().checked).toBe(true));
    await waitFor(() => expect(fakeSockets.find((s) => s.namespace === '/')).toBeTruthy());
    act(() => fakeSockets.find((s) => s.namespace === '/')?.serverEmits('workTimeOver'));
    expect(await screen.findByText('Seu horário de atendimento foi finalizado!')).toBeTruthy();
    await waitFor(() => expect(statusSwitch().checked).toBe(false));
    expect(sessionStore.user()?.operatorData?.status).toBe(false);
  });

  it('going online after hours (408) shows the work-time alert and stays offline', async () => {
    const state = operatorState();
    state.user = { ...state.user, operatorData: { ...state.user.operatorData!, status: false } };
    panelServer(
      state,
      on('PATCH', `/api/operator/status/${ids.operator}`, () =>
        jsonResponse(408, { statusCode: 408, error: 'work_time_over', erroMensagem: 'Seu horário de atendimento foi finalizado!' }),
      ),
    );
    renderPanel(state);
    await waitFor(() => expect(statusSwitch().checked).toBe(false));
    fireEvent.click(statusSwitch());
    expect(await screen.findByText('Seu horário de atendimento foi finalizado!')).toBeTruthy();
    expect(statusSwitch().checked).toBe(false);
  });

  it('going offline refused (409) lists the attendances still in progress and stays online', async () => {
    const state = operatorState();
    panelServer(
      state,
      on('PATCH', `/api/operator/status/${ids.operator}`, () =>
        jsonResponse(409, {
          statusCode: 409,
          error: 'attendances_open',
          erroMensagem: 'Finalize ou transfira seus atendimentos antes de ficar offline.',
          data: { attendances: [{ _id: uuid(1), protocol: '000042', contactName: 'Maria Souza' }] },
        }),
      ),
    );
    renderPanel(state);
    await waitFor(() => expect(statusSwitch().checked).toBe(true));
    fireEvent.click(statusSwitch());
    const dialog = within(await screen.findByRole('dialog', { name: 'Atendimentos em andamento' }));
    expect(dialog.getByText('Protocolo 000042 — Maria Souza')).toBeTruthy();
    expect(screen.getByText('Finalize ou transfira seus atendimentos antes de ficar offline.')).toBeTruthy();
    expect(statusSwitch().checked).toBe(true);
  });
});
