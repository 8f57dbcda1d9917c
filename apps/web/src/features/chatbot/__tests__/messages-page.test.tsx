import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { defaultAutomaticMessages } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { signInOwner } from './chatbot-fixtures';

cleanAppStateBetweenTests();

describe('/managemessages', { timeout: 30_000 }, () => {
  it('previews with sample values, inserts a placeholder at the cursor and saves every message', async () => {
    const server = fakeServer(
      signInOwner(),
      on('GET', '/api/chatbot/messages', () => jsonResponse(200, { statusCode: 200, messages: defaultAutomaticMessages })),
      on('PUT', '/api/chatbot/messages', (body) => jsonResponse(200, { statusCode: 200, messages: body })),
    );
    renderApp('/managemessages');
    const greeting = (await screen.findByRole('textbox', { name: /^Saudação/ })) as HTMLTextAreaElement;
    expect(screen.getByLabelText('Prévia: Saudação').textContent).toBe('Olá, Maria! Bem-vindo(a) ao nosso atendimento.');
    expect(screen.getByLabelText('Prévia: Fora do horário').textContent).toBe('Vazia: esta mensagem não é enviada.');
    // {{posicao}} is offered where it makes sense only.
    expect(screen.getByRole('button', { name: 'Inserir Posição na fila em Posição na fila' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inserir Posição na fila em Saudação' })).toBeNull();

    fireEvent.change(greeting, { target: { value: 'Oi! Protocolo: ' } });
    greeting.setSelectionRange(15, 15);
    fireEvent.click(screen.getByRole('button', { name: 'Inserir Protocolo em Saudação' }));
    expect(greeting.value).toBe('Oi! Protocolo: {{protocolo}}');
    expect(screen.getByLabelText('Prévia: Saudação').textContent).toBe('Oi! Protocolo: 20250001');

    fireEvent.change(screen.getByRole('textbox', { name: /^Fora do horário/ }), { target: { value: 'Voltamos amanhã às 8h, {{nome}}.' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Pedido de comentário/ }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Pergunta da pesquisa/ }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar mensagens' }));
    expect(await screen.findByText('Informe a pergunta da pesquisa')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /^Pergunta da pesquisa/ }), { target: { value: 'Dê uma nota de 1 a 5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar mensagens' }));
    expect(await screen.findByText('Mensagens salvas com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...defaultAutomaticMessages,
      greeting: 'Oi! Protocolo: {{protocolo}}',
      outsideHours: 'Voltamos amanhã às 8h, {{nome}}.',
      surveyComment: null,
      surveyQuestion: 'Dê uma nota de 1 a 5',
    });
    expect(within(document.body).queryByText('Informe a pergunta da pesquisa')).toBeNull();
  });
});
