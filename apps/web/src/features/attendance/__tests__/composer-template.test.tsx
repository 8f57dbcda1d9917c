import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Attendance, Template } from '@atende/contract';
import { ids, jsonResponse } from '@/test/fixtures';
import { on } from '@/test/render-app';
import { makeAttendance, makeMessage, operatorState, panelServer, renderPanel, uuid } from './panel-harness';
import { cleanAppStateBetweenTests } from '@/test/clean-state';

cleanAppStateBetweenTests();

const approved: Template = {
  _id: uuid(7001),
  channelId: ids.channel,
  providerTemplateId: 'meta-1',
  name: 'retomar_conversa',
  language: 'pt_BR',
  category: 'UTILITY',
  status: 'APPROVED',
  rejectedReason: null,
  header: null,
  body: 'Olá {{1}}, seu pedido {{2}} está pronto. Podemos continuar?',
  footer: null,
  buttons: [{ type: 'QUICK_REPLY', text: 'Sim' }],
  bodyVariables: 2,
  updatedAt: '2025-03-10T15:30:00.000Z',
};

function closedWindow(overrides: Partial<Attendance> = {}) {
  const state = operatorState();
  const attendance = makeAttendance(1, { windowOpen: false, lastInboundAt: new Date(Date.now() - 2 * 86_400_000).toISOString(), ...overrides });
  state.attendances = [attendance];
  state.messages.set(attendance._id, [makeMessage(1, attendance)]);
  return { state, attendance };
}

const approvedEndpoint = on('GET', '/api/templates/approved', () => jsonResponse(200, { statusCode: 200, templates: [approved] }));

async function openDialogAndPick() {
  fireEvent.click(await screen.findByRole('button', { name: 'Enviar modelo' }, { timeout: 10000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Enviar modelo aprovado' });
  fireEvent.click(await within(dialog).findByRole('textbox', { name: 'Modelo' }));
  fireEvent.click(await screen.findByRole('option', { name: 'retomar_conversa (pt_BR)' }));
  return dialog;
}

describe('composer: templates outside the 24-hour window', { timeout: 30000 }, () => {
  it('offers no template while the window is open', async () => {
    const state = operatorState();
    const attendance = makeAttendance(1);
    state.attendances = [attendance];
    state.messages.set(attendance._id, [makeMessage(1, attendance)]);
    const server = panelServer(state, approvedEndpoint);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByText('Texto 1', {}, { timeout: 10000 });
    expect(screen.queryByRole('button', { name: 'Enviar modelo' })).toBeNull();
    expect(server.calls.some((c) => c.url === '/api/templates/approved')).toBe(false);
  });

  it('picks an approved template, prefills {{1}} with the contact name, previews it and posts the exact send_template body', async () => {
    const { state, attendance } = closedWindow();
    const sent = makeMessage(2, attendance, { direction: 'out', type: 'template', status: 'pending', content: { template: { name: 'retomar_conversa', language: 'pt_BR', params: ['Cliente 1', 'A-77'] } }, createdAt: new Date().toISOString() });
    const server = panelServer(state, approvedEndpoint, on('POST', '/api/message/send_template', () => jsonResponse(201, { statusCode: 201, message: sent })));
    renderPanel(state, `/attendance?a=${attendance._id}`);
    const dialog = await openDialogAndPick();
    const first = within(dialog).getByRole('textbox', { name: /^Valor de \{\{1\}\}/ }) as HTMLInputElement;
    expect(first.value).toBe('Cliente 1');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Valor de \{\{2\}\}/ }), { target: { value: 'A-77' } });
    const phone = within(dialog).getByRole('region', { name: 'Prévia no celular' });
    expect(within(phone).getByText('Olá Cliente 1, seu pedido A-77 está pronto. Podemos continuar?')).toBeTruthy();
    expect(within(phone).getByText('Sim')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar modelo' }));
    expect(await screen.findByText('Modelo enviado.')).toBeTruthy();
    const post = server.calls.find((c) => c.method === 'POST' && c.url === '/api/message/send_template');
    expect(post?.body).toEqual({
      channelId: ids.channel,
      attendanceId: attendance._id,
      templateName: 'retomar_conversa',
      language: 'pt_BR',
      params: ['Cliente 1', 'A-77'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enviar modelo aprovado' })).toBeNull());
  });

  it("asks for a text header's variable and a link button's variable and sends them as headerText and buttonParams", async () => {
    const invoice: Template = {
      ...approved,
      header: { format: 'TEXT', text: 'Olá, {{1}}', example: 'Ana' },
      body: 'Sua fatura de {{1}} está pronta.',
      buttons: [
        { type: 'QUICK_REPLY', text: 'Já paguei' },
        { type: 'URL', text: 'Ver fatura', url: 'https://loja.example.com/f/{{1}}', example: 'https://loja.example.com/f/1' },
      ],
      bodyVariables: 1,
    };
    const { state, attendance } = closedWindow();
    const sent = makeMessage(2, attendance, { direction: 'out', type: 'template', status: 'pending', createdAt: new Date().toISOString() });
    const server = panelServer(
      state,
      on('GET', '/api/templates/approved', () => jsonResponse(200, { statusCode: 200, templates: [invoice] })),
      on('POST', '/api/message/send_template', () => jsonResponse(201, { statusCode: 201, message: sent })),
    );
    renderPanel(state, `/attendance?a=${attendance._id}`);
    const dialog = await openDialogAndPick();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Valor de \{\{1\}\}/ }), { target: { value: 'R$ 10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar modelo' }));
    expect(await within(dialog).findByText('Informe a variável do cabeçalho')).toBeTruthy();
    expect(within(dialog).getByText('Informe a variável do link')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Valor da variável do cabeçalho/ }), { target: { value: 'Bia' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Final do link do botão "Ver fatura"/ }), { target: { value: 'xyz' } });
    expect(within(within(dialog).getByRole('region', { name: 'Prévia no celular' })).getByText('Olá, Bia')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar modelo' }));
    expect(await screen.findByText('Modelo enviado.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST' && c.url === '/api/message/send_template')?.body).toEqual({
      channelId: ids.channel,
      attendanceId: attendance._id,
      templateName: 'retomar_conversa',
      language: 'pt_BR',
      params: ['R$ 10'],
      headerText: 'Bia',
      buttonParams: [{ index: 1, text: 'xyz' }],
    });
  });

  it('refuses an empty variable with the contract message and shows the server pt-BR error on failure', async () => {
    const { state, attendance } = closedWindow({ contact: { _id: uuid(2001), name: null, number: '5511988880001' } });
    const server = panelServer(
      state,
      approvedEndpoint,
      on('POST', '/api/message/send_template', () =>
        jsonResponse(422, { statusCode: 422, error: 'template_params', erroMensagem: 'O número de parâmetros não corresponde ao modelo aprovado (132000).' }),
      ),
    );
    renderPanel(state, `/attendance?a=${attendance._id}`);
    const dialog = await openDialogAndPick();
    expect((within(dialog).getByRole('textbox', { name: /^Valor de \{\{1\}\}/ }) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar modelo' }));
    expect((await within(dialog).findAllByText('Parâmetro vazio')).length).toBe(2);
    expect(server.calls.some((c) => c.url === '/api/message/send_template')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Valor de \{\{1\}\}/ }), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Valor de \{\{2\}\}/ }), { target: { value: 'A-77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar modelo' }));
    expect((await within(dialog).findByTestId('template-send-error')).textContent).toBe('O número de parâmetros não corresponde ao modelo aprovado (132000).');
    expect(screen.getByRole('dialog', { name: 'Enviar modelo aprovado' })).toBeTruthy();
  });
});
