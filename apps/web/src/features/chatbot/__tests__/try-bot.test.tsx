import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultAutomaticMessages, type BotPreviewRequest } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { botEndpoint, departmentsEndpoint, mainMenu, signInOwner, supportMenu } from './chatbot-fixtures';

cleanAppStateBetweenTests();

const state = (step: number, menuId = 'mMain') => ({ menuId, invalidCount: 0, lastInteractionAt: '2025-01-01T12:00:00.000Z', step });

/** A fake dry run: start → greeting + buttons; the "Financeiro" tap → forwarded; text "2" → the support menu. */
function previewEndpoint() {
  return on('POST', '/api/chatbot/preview', (raw) => {
    const body = raw as BotPreviewRequest;
    if (!body.input) {
      return jsonResponse(200, {
        statusCode: 200,
        replies: [
          { kind: 'text', text: body.greeting },
          { kind: 'buttons', body: 'Como podemos ajudar?', buttons: [{ id: 'mMain:o1', title: 'Financeiro' }, { id: 'mMain:o2', title: 'Suporte' }] },
        ],
        state: state(0),
        outcome: null,
        finished: false,
      });
    }
    if (body.input.kind === 'button' && body.input.id === 'mMain:o1') {
      return jsonResponse(200, { statusCode: 200, replies: [], state: state(1), outcome: 'Encaminhado para o departamento Financeiro.', finished: true });
    }
    return jsonResponse(200, { statusCode: 200, replies: [{ kind: 'text', text: 'Escolha o assunto\n\n1 - Internet\n2 - Voltar' }], state: state(1, 'mSupport'), outcome: null, finished: false });
  });
}

describe('trying the bot', { timeout: 30_000 }, () => {
  it('walks start → tap → outcome with the saved menus, then starts over', async () => {
    const server = fakeServer(
      signInOwner(),
      botEndpoint([mainMenu, supportMenu], { maxInvalidAnswers: 2 }, { simulatorUrl: '/simulador?canal=abc' }),
      departmentsEndpoint,
      on('GET', '/api/chatbot/messages', () => jsonResponse(200, { statusCode: 200, messages: defaultAutomaticMessages })),
      previewEndpoint(),
    );
    renderApp('/manageChatbot');
    fireEvent.click(await screen.findByRole('button', { name: 'Testar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Testar o bot' });
    const phone = await within(drawer).findByRole('region', { name: 'Conversa de teste' });
    expect(await within(phone).findByText('Olá, Maria! Bem-vindo(a) ao nosso atendimento.')).toBeTruthy();
    const start = server.calls.find((c) => c.method === 'POST')?.body as BotPreviewRequest;
    expect(start).toMatchObject({ rootMenuId: 'mMain', maxInvalidAnswers: 2, state: null, input: null, invalidAnswer: defaultAutomaticMessages.invalidAnswer });
    expect(start.menus).toEqual([mainMenu, supportMenu]);

    const link = within(drawer).getByRole('link', { name: /Abrir no simulador do WhatsApp/ });
    expect(link.getAttribute('href')).toBe('/simulador?canal=abc');
    expect(link.getAttribute('target')).toBe('_blank');

    fireEvent.click(within(phone).getByRole('button', { name: 'Financeiro' }));
    expect(await within(phone).findByText('Encaminhado para o departamento Financeiro.')).toBeTruthy();
    const tap = server.calls.filter((c) => c.method === 'POST')[1]?.body as BotPreviewRequest;
    expect(tap.input).toEqual({ kind: 'button', id: 'mMain:o1' });
    expect(tap.state).toEqual(state(0));
    // The customer's tap shows as their message; the composer gives way to "Recomeçar".
    expect(within(phone).getAllByText('Financeiro')).toHaveLength(2);
    expect(within(drawer).queryByRole('textbox', { name: 'Digite uma resposta' })).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Recomeçar' }));
    await waitFor(() => expect(within(phone).queryByText('Encaminhado para o departamento Financeiro.')).toBeNull());
    expect(await within(phone).findByText('Como podemos ajudar?')).toBeTruthy();
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Digite uma resposta' }), { target: { value: '2' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Enviar' }));
    expect(await within(phone).findByText(/1 - Internet/)).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ input: { kind: 'text', text: '2' }, state: state(0) });
  });
});
