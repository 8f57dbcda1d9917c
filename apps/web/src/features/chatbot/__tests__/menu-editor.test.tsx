import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { botEndpoint, departmentId, departmentsEndpoint, mainMenu, signInOwner, supportMenu } from './chatbot-fixtures';

cleanAppStateBetweenTests();

const openNew = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Novo menu' }));
  return screen.findByRole('dialog', { name: 'Novo menu' });
};

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('the menu editor', { timeout: 30_000 }, () => {
  it('stops at WhatsApp’s 3 buttons and refuses a 21-character button title with the pt-BR message', async () => {
    const server = fakeServer(signInOwner(), botEndpoint([]), departmentsEndpoint);
    renderApp('/manageButton');
    expect(await screen.findByText('Nenhum menu ainda — crie o primeiro')).toBeTruthy();
    const drawer = await openNew();
    const add = within(drawer).getByRole('button', { name: 'Adicionar botão' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(within(drawer).getAllByRole('textbox', { name: /^Título do botão/ })).toHaveLength(3);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(drawer).getByText('O WhatsApp permite no máximo 3 botões')).toBeTruthy();

    type(within(drawer).getByRole('textbox', { name: /^Texto de apresentação/ }), 'Olá! Escolha:');
    const titles = within(drawer).getAllByRole('textbox', { name: /^Título do botão/ });
    type(titles[0]!, 'Atendimento comercial');
    expect(within(drawer).getByText('21/20')).toBeTruthy();
    type(titles[1]!, 'Vendas');
    type(titles[2]!, 'Sair');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('O título do botão deve ter no máximo 20 caracteres')).toBeTruthy();
    // The empty department of a new option asks for one in plain words, not an identifier error.
    expect(within(drawer).getAllByText('Escolha o departamento').length).toBeGreaterThan(0);
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('previews a numbered menu as the text message the customer receives, and creates it', async () => {
    const server = fakeServer(
      signInOwner(),
      botEndpoint([]),
      departmentsEndpoint,
      on('POST', '/api/chatbot/menus', (body) => jsonResponse(201, { statusCode: 201, menu: body })),
    );
    renderApp('/managemenu');
    const drawer = await openNew();
    type(within(drawer).getByRole('textbox', { name: /^Cabeçalho/ }), 'Loja Exemplo');
    type(within(drawer).getByRole('textbox', { name: /^Texto de apresentação/ }), 'Como podemos ajudar?');
    type(within(drawer).getByRole('textbox', { name: /^Rodapé/ }), 'Responda com o número');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Adicionar opção' }));
    const titles = within(drawer).getAllByRole('textbox', { name: /^Título da opção/ });
    type(titles[0]!, 'Financeiro');
    type(titles[1]!, 'Falar com atendente');

    const phone = within(drawer).getByRole('region', { name: 'Prévia no celular do cliente' });
    const bubble = within(phone).getByText(/Como podemos ajudar\?/);
    expect(bubble.textContent).toBe('Loja Exemplo\nComo podemos ajudar?\n\n1 - Financeiro\n2 - Falar com atendente\n\nResponda com o número');

    // Option 1 → the Financeiro department; option 2 → the channel's general queue.
    fireEvent.click(within(drawer).getByRole('textbox', { name: 'Departamento — Financeiro' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Financeiro' }));
    fireEvent.click(within(drawer).getByRole('textbox', { name: 'Departamento — Falar com atendente' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fila geral do canal' }));

    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Menu criado com sucesso!')).toBeTruthy();
    const body = server.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'numbered',
      header: 'Loja Exemplo',
      text: 'Como podemos ajudar?',
      footer: 'Responda com o número',
      options: [
        { title: 'Financeiro', target: { kind: 'department', departmentId } },
        { title: 'Falar com atendente', target: { kind: 'department', departmentId: null } },
      ],
    });
    expect(body.id).toMatch(/^m[a-z0-9]{8}$/);
    expect(body).not.toHaveProperty('name');
  });

  it('previews a list menu: the list button opens its sections and rows', async () => {
    fakeServer(signInOwner(), botEndpoint([]), departmentsEndpoint);
    renderApp('/manageList');
    const drawer = await openNew();
    type(within(drawer).getByRole('textbox', { name: /^Texto de apresentação/ }), 'Escolha um assunto');
    type(within(drawer).getByRole('textbox', { name: /^Título da linha/ }), 'Segunda via');
    type(within(drawer).getByRole('textbox', { name: /^Descrição/ }), 'Boleto do mês');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Adicionar linha' }));
    type(within(drawer).getAllByRole('textbox', { name: /^Título da linha/ })[1]!, 'Cancelamento');

    const phone = within(drawer).getByRole('region', { name: 'Prévia no celular do cliente' });
    expect(within(phone).getByText('Escolha um assunto')).toBeTruthy();
    expect(within(phone).queryByText('Segunda via')).toBeNull();
    fireEvent.click(within(phone).getByRole('button', { name: 'Ver opções' }));
    const sheet = within(phone).getByRole('group', { name: 'Ver opções' });
    expect(within(sheet).getAllByTestId('list-row').map((row) => row.textContent)).toEqual(['Segunda viaBoleto do mês', 'Cancelamento']);
  });

  it('edits a menu of the bot keeping its id, and may lead an option to another menu', async () => {
    const server = fakeServer(
      signInOwner(),
      botEndpoint([mainMenu, supportMenu]),
      departmentsEndpoint,
      on('PUT', '/api/chatbot/menus/mSupport', (body) => jsonResponse(200, { statusCode: 200, menu: body })),
    );
    renderApp('/manageMenuCustom');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Suporte' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar menu' });
    expect((within(drawer).getByRole('textbox', { name: 'Menu — Voltar' }) as HTMLInputElement).value).toBe('Principal');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Menu alterado com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual(supportMenu);
  });
});
