import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultBotSettings } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { botEndpoint, departmentId, departmentsEndpoint, mainMenu, signInOwner, supportMenu } from './chatbot-fixtures';

cleanAppStateBetweenTests();

describe('/manageChatbot', { timeout: 30_000 }, () => {
  it('lists every menu with its kind, options and the initial badge, and warns when the channel has no buttons', async () => {
    fakeServer(signInOwner(), botEndpoint([mainMenu, supportMenu], {}, { interactive: false }), departmentsEndpoint);
    renderApp('/manageChatbot');
    const main = (await screen.findByText('Principal')).closest('tr') as HTMLElement;
    expect(within(main).getByText('Inicial')).toBeTruthy();
    expect(within(main).getByText('Botões')).toBeTruthy();
    expect(within(main).getByText('2')).toBeTruthy();
    const support = screen.getByText('Suporte', { selector: 'p' }).closest('tr') as HTMLElement;
    expect(within(support).getByText('Numerado')).toBeTruthy();
    expect(within(support).queryByText('Inicial')).toBeNull();
    expect(screen.getByText('Este canal não mostra botões nem listas')).toBeTruthy();
  });

  it('shows only the menus of its kind on /managemenu, with the switch, Testar and a way to the behaviour', async () => {
    fakeServer(signInOwner(), botEndpoint([mainMenu, supportMenu]), departmentsEndpoint);
    renderApp('/managemenu');
    expect(await screen.findByRole('button', { name: 'Editar Suporte' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar Principal' })).toBeNull();
    expect(screen.getByRole('switch', { name: /^Bot ligado/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Testar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comportamento' }).getAttribute('href')).toBe('/manageChatbot?tab=behaviour');
  });

  it('warns before deleting a menu another menu leads to, naming it, and sends nothing', async () => {
    const server = fakeServer(signInOwner(), botEndpoint([mainMenu, supportMenu]), departmentsEndpoint);
    renderApp('/manageChatbot');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Suporte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Não é possível excluir "Suporte"' });
    expect(within(dialog).getByText('Este menu leva a ele. Altere essa opção antes de excluí-lo:')).toBeTruthy();
    expect(within(dialog).getByText('Principal')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('dialog', { name: 'Editar menu' })).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('deletes a menu nothing leads to after a confirmation, and shows the server’s refusal', async () => {
    const loose = { ...supportMenu, id: 'mLoose', name: 'Solto', options: [{ id: 'o1', title: 'Sair', target: { kind: 'end' as const } }] };
    const server = fakeServer(
      signInOwner(),
      botEndpoint([mainMenu, loose]),
      departmentsEndpoint,
      on('DELETE', '/api/chatbot/menus/mLoose', () =>
        jsonResponse(409, { statusCode: 409, error: 'menu_in_use', erroMensagem: 'Outros menus levam a este: "X". Altere essas opções antes de excluí-lo.' }),
      ),
    );
    renderApp('/manageChatbot');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Solto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir menu' });
    expect(within(dialog).getByText('Excluir o menu "Solto"? Esta ação não pode ser desfeita.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Outros menus levam a este: "X". Altere essas opções antes de excluí-lo.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('saves the behaviour with the whole settings body', async () => {
    const server = fakeServer(
      signInOwner(),
      botEndpoint([mainMenu, supportMenu], { enabled: true }),
      departmentsEndpoint,
      on('PUT', '/api/chatbot/settings', (body) => jsonResponse(200, { statusCode: 200, settings: body })),
    );
    renderApp('/manageChatbot?tab=behaviour');
    const rootSelect = await screen.findByRole('textbox', { name: /^Menu inicial/ });
    expect((rootSelect as HTMLInputElement).value).toBe('Principal');
    fireEvent.click(rootSelect);
    fireEvent.click(await screen.findByRole('option', { name: 'Suporte' }));
    fireEvent.click(screen.getByRole('textbox', { name: /^Departamento padrão/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Financeiro' }));
    fireEvent.click(screen.getByRole('radio', { name: 'A conversa é encerrada' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Abandono na fila/ }), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('switch', { name: /^Enviar a pesquisa/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Comportamento do bot salvo!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...defaultBotSettings,
      enabled: true,
      rootMenuId: 'mSupport',
      defaultDepartmentId: departmentId,
      outsideHoursAction: 'end',
      queueAbandonmentMinutes: 120,
      surveyEnabled: true,
    });
  });

  it('shows the server’s message when the bot cannot be turned on', async () => {
    const server = fakeServer(
      signInOwner(),
      botEndpoint([], { rootMenuId: null }),
      departmentsEndpoint,
      on('PUT', '/api/chatbot/settings', () =>
        jsonResponse(400, { statusCode: 400, error: 'root_menu_required', erroMensagem: 'Escolha o menu inicial para ativar o bot.' }),
      ),
    );
    renderApp('/manageChatbot');
    fireEvent.click(await screen.findByRole('switch', { name: /^Bot ligado/ }));
    expect(await screen.findByText('Escolha o menu inicial para ativar o bot.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch', { name: /^Bot ligado/ }) as HTMLInputElement).checked).toBe(false));
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ enabled: true, rootMenuId: null });
  });
});
