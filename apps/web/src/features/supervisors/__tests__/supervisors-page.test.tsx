import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { permissionNames, type Manager } from '@atende/contract';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';

const supId = '00000000-0000-4000-8000-0000000000e1';
const manager = (overrides: Partial<Manager> = {}): Manager => ({
  _id: supId,
  name: 'Paula Supervisora',
  login: 'paula',
  email: null,
  permissions: ['Contacts', 'Reports'],
  channelId: ids.channel,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

function ownerServer(...extra: Parameters<typeof fakeServer>) {
  const owner = makeUser('channel');
  sessionStore.start('tok-1', owner);
  return fakeServer(
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: owner })),
    on('GET', /\/api\/channel\/manager\/page\/1\?/, () => jsonResponse(200, { statusCode: 200, items: [manager()], page: 1, perPage: 20, total: 1 })),
    ...extra,
  );
}

afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const slow = { timeout: 10000 };

describe('/manageSupervisors', { timeout: 30000 }, () => {
  it('lists the supervisors with their permissions in pt-BR', async () => {
    ownerServer();
    renderApp('/manageSupervisors');
    const row = (await screen.findByText('Paula Supervisora', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Contatos, Relatórios')).toBeTruthy();
  });

  it('creates a supervisor with only the Contacts permission, and "Marcar todas" checks every permission', async () => {
    const server = ownerServer(
      on('POST', '/api/channel/manager', (body) => jsonResponse(201, { statusCode: 201, manager: manager(body as Partial<Manager>) })),
    );
    renderApp('/manageSupervisors');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo supervisor' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Novo supervisor' });

    fireEvent.click(within(drawer).getByRole('button', { name: 'Marcar todas' }));
    expect(within(drawer).getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(permissionNames.length);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Desmarcar todas' }));

    fireEvent.click(within(drawer).getByRole('button', { name: 'Criar supervisor' }));
    expect(await within(drawer).findByText('Informe o nome')).toBeTruthy();

    fireEvent.change(within(drawer).getByLabelText(/^Nome/), { target: { value: 'Rita' } });
    fireEvent.change(within(drawer).getByLabelText(/^Login/), { target: { value: 'rita' } });
    fireEvent.change(within(drawer).getByLabelText(/^Senha/), { target: { value: 'senha-forte-1' } });
    const service = within(drawer).getByRole('group', { name: 'Atendimento' });
    fireEvent.click(within(service).getByRole('checkbox', { name: 'Contatos' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Criar supervisor' }));

    expect(await screen.findByText('Supervisor criado com sucesso!')).toBeTruthy();
    const post = server.calls.find((c) => c.method === 'POST' && c.url === '/api/channel/manager');
    expect(post?.body).toEqual({ name: 'Rita', login: 'rita', password: 'senha-forte-1', email: '', permissions: ['Contacts'] });
  });

  it('edits permissions keeping the password when left empty', async () => {
    const server = ownerServer(on('PUT', `/api/channel/manager/${supId}`, (body) => jsonResponse(200, { statusCode: 200, manager: manager(body as Partial<Manager>) })));
    renderApp('/manageSupervisors');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Paula Supervisora' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Editar supervisor' });
    expect((within(drawer).getByRole('checkbox', { name: 'Relatórios' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Relatórios' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Supervisor salvo com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ permissions: ['Contacts'], password: '', login: 'paula' });
  });

  it('deletes after confirmation', async () => {
    const server = ownerServer(on('DELETE', `/api/channel/manager/${supId}`, () => jsonResponse(200, { statusCode: 200 })));
    renderApp('/manageSupervisors');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Paula Supervisora' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir supervisor' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Supervisor excluído.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
