import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '@/test/fixtures';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { makeTemplate, ownerServer, page } from './template-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
const preview = () => screen.getByRole('region', { name: 'Prévia no celular' });

async function chooseCategory(name: string) {
  fireEvent.click(screen.getByRole('textbox', { name: /^Categoria/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('/templateHSM', { timeout: 30000 }, () => {
  it('refuses over-limit fields with the contract messages and counts the characters', async () => {
    const server = ownerServer();
    renderApp('/templateHSM');
    await screen.findByLabelText(/^Nome/, {}, slow);
    type(/^Nome/, 'Lembrete Pagamento');
    type(/^Mensagem/, 'x'.repeat(1025));
    type(/^Rodapé/, 'y'.repeat(61));
    expect(screen.getByText('1025/1024')).toBeTruthy();
    expect(screen.getByText('61/60')).toBeTruthy();
    submit();
    expect(await screen.findByText('Use só letras minúsculas sem acento, números e _ (ex.: lembrete_pagamento)')).toBeTruthy();
    expect(screen.getByText('Escolha a categoria')).toBeTruthy();
    expect(screen.getByText('O texto da mensagem tem no máximo 1024 caracteres')).toBeTruthy();
    expect(screen.getByText('O rodapé tem no máximo 60 caracteres')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a skipped variable and a missing example, as the API would', async () => {
    const server = ownerServer();
    renderApp('/templateHSM');
    await screen.findByLabelText(/^Nome/, {}, slow);
    type(/^Nome/, 'pedido_enviado');
    await chooseCategory('Utilidade');
    type(/^Mensagem/, 'Olá {{1}}, seu pedido {{3}} saiu.');
    type(/^Exemplo de \{\{1\}\}/, 'Ana');
    submit();
    expect(await screen.findByText('Numere as variáveis em ordem: {{1}}, {{2}}, …')).toBeTruthy();
    expect(screen.getByText('Informe um exemplo para cada variável')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers Authentication disabled with the schema reason', async () => {
    ownerServer();
    renderApp('/templateHSM');
    await screen.findByLabelText(/^Nome/, {}, slow);
    expect(screen.getByText(/Autenticação: Modelos de autenticação usam o formato de código da Meta; crie-os no WhatsApp Manager/)).toBeTruthy();
    fireEvent.click(screen.getByRole('textbox', { name: /^Categoria/ }));
    const option = await screen.findByRole('option', { name: 'Autenticação' });
    expect(option.getAttribute('data-combobox-disabled') ?? option.getAttribute('aria-disabled')).toBeTruthy();
  });

  it('adds numbered variables, previews the examples and buttons, and posts the exact body', async () => {
    const server = ownerServer(
      on('POST', '/api/templates', (body) =>
        jsonResponse(201, { statusCode: 201, template: makeTemplate(9, { ...(body as object), status: 'PENDING', header: null, footer: 'Responda SAIR para sair', buttons: [] }) }),
      ),
      on('GET', /^\/api\/templates\?/, () => page([makeTemplate(9, { name: 'pedido_enviado', status: 'PENDING' })], new URLSearchParams())),
    );
    const { router } = renderApp('/templateHSM');
    await screen.findByLabelText(/^Nome/, {}, slow);
    type(/^Nome/, 'pedido_enviado');
    await chooseCategory('Utilidade');
    fireEvent.click(screen.getByRole('radio', { name: 'Texto' }));
    type(/^Texto do cabeçalho/, 'Pedido {{1}}');
    type(/^Exemplo da variável do cabeçalho/, '#123');
    type(/^Mensagem/, 'Olá');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar variável' }));
    expect((screen.getByLabelText(/^Mensagem/) as HTMLTextAreaElement).value).toBe('Olá {{1}}');
    type(/^Mensagem/, 'Olá {{1}}, seu pedido saiu às');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar variável' }));
    expect((screen.getByLabelText(/^Mensagem/) as HTMLTextAreaElement).value).toBe('Olá {{1}}, seu pedido saiu às {{2}}');
    type(/^Exemplo de \{\{1\}\}/, 'Ana');
    type(/^Exemplo de \{\{2\}\}/, '14h');
    type(/^Rodapé/, 'Responda SAIR para sair');
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resposta rápida' }));
    type(/^Texto do botão 1/, 'Rastrear');
    type(/^Link do botão 1/, 'https://loja.example/rastreio/{{1}}');
    type(/^Exemplo da variável do link 1/, 'ABC123');
    type(/^Texto do botão 2/, 'Falar com atendente');

    const phone = preview();
    expect(within(phone).getByText('Pedido #123')).toBeTruthy();
    expect(within(phone).getByText('Olá Ana, seu pedido saiu às 14h')).toBeTruthy();
    expect(within(phone).getByText('Responda SAIR para sair')).toBeTruthy();
    expect(within(phone).getByText('Rastrear')).toBeTruthy();
    expect(within(phone).getByText('Falar com atendente')).toBeTruthy();

    submit();
    expect(await screen.findByText('Modelo "pedido_enviado" enviado à Meta. Status: Em análise.')).toBeTruthy();
    const post = server.calls.find((c) => c.method === 'POST' && c.url === '/api/templates');
    expect(post?.body).toEqual({
      name: 'pedido_enviado',
      category: 'UTILITY',
      language: 'pt_BR',
      header: { format: 'TEXT', text: 'Pedido {{1}}', example: '#123' },
      body: 'Olá {{1}}, seu pedido saiu às {{2}}',
      bodyExamples: ['Ana', '14h'],
      footer: 'Responda SAIR para sair',
      buttons: [
        { type: 'URL', text: 'Rastrear', url: 'https://loja.example/rastreio/{{1}}', example: 'ABC123' },
        { type: 'QUICK_REPLY', text: 'Falar com atendente' },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageHSMModels'));
  });

  it("keeps Meta's refusal on screen and the name conflict under the name", async () => {
    let answer = jsonResponse(422, { statusCode: 422, error: 'provider_rejected', erroMensagem: 'A Meta recusou o modelo: o corpo não pode começar com uma variável.' });
    ownerServer(on('POST', '/api/templates', () => answer));
    renderApp('/templateHSM');
    await screen.findByLabelText(/^Nome/, {}, slow);
    type(/^Nome/, 'aviso');
    await chooseCategory('Marketing');
    type(/^Mensagem/, 'Promoção de hoje');
    submit();
    expect((await screen.findByTestId('server-error')).textContent).toBe('A Meta recusou o modelo: o corpo não pode começar com uma variável.');
    answer = jsonResponse(409, { statusCode: 409, error: 'template_exists', erroMensagem: 'Já existe um modelo com esse nome e idioma.' });
    submit();
    expect(await screen.findByText('Já existe um modelo com esse nome e idioma.')).toBeTruthy();
  });
});
