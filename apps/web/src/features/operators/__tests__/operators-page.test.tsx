import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultWorkingHours, type OperatorRow } from '@atende/contract';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { fakeSockets } from '@/test/fake-socket';
import { sessionStore } from '@/shared/session/session-store';

const vendas = '00000000-0000-4000-8000-0000000000d1';
const anaId = '00000000-0000-4000-8000-0000000000a1';
const beatrizId = '00000000-0000-4000-8000-0000000000a2';

const operator = (overrides: Partial<OperatorRow>): OperatorRow => ({
  _id: anaId,
  userId: '00000000-0000-4000-8000-0000000000b1',
  name: 'Ana Souza',
  channelId: ids.channel,
  status: false,
  ...defaultWorkingHours,
  privacy: false,
  maxAttendances: 10,
  departmentIds: [],
  login: 'ana',
  email: null,
  deleted: false,
  departments: [],
  openAttendances: 0,
  walletCount: 0,
  blocked: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const rows = () => [
  operator({ departmentIds: [vendas], departments: [{ _id: vendas, name: 'Vendas' }], weekStartTime: '08:00', weekFinishTime: '18:00', walletCount: 3 }),
  operator({ _id: beatrizId, name: 'Beatriz Lima', login: 'bia', status: true, privacy: true }),
];

function ownerServer(...extra: Parameters<typeof fakeServer>) {
  const owner = makeUser('channel');
  sessionStore.start('tok-1', owner);
  return fakeServer(
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: owner })),
    on('GET', new RegExp(`/api/operator/channel/${ids.channel}/page/1\\?`), () =>
      jsonResponse(200, { statusCode: 200, items: rows(), page: 1, perPage: 20, total: 2 }),
    ),
    on('GET', `/api/department/channel/${ids.channel}`, () =>
      jsonResponse(200, { statusCode: 200, departments: [{ _id: vendas, name: 'Vendas' }] }),
    ),
    ...extra,
  );
}

cleanAppStateBetweenTests();

// The first render loads the lazy layout and page: slow on a busy machine.
const slow = { timeout: 10000 };
const rowOf = async (name: string) => (await screen.findByText(name, {}, slow)).closest('tr') as HTMLElement;

describe('/manageoperators', { timeout: 30000 }, () => {
  it('lists operators with departments, hours, privacy, status and wallet, and the badge follows the socket', async () => {
    ownerServer();
    renderApp('/manageoperators');
    const ana = await rowOf('Ana Souza');
    expect(within(ana).getByText('Vendas')).toBeTruthy();
    expect(within(ana).getByText('Seg–Sex 08:00–18:00 · Sáb 00:00–23:59 · Dom 00:00–23:59')).toBeTruthy();
    expect(within(ana).getByText('Offline')).toBeTruthy();
    expect(within(ana).getByText('3')).toBeTruthy();
    const bia = await rowOf('Beatriz Lima');
    expect(within(bia).getByText('Online')).toBeTruthy();
    expect(within(bia).getByText('Sim')).toBeTruthy();

    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    act(() => fakeSockets.find((s) => s.namespace === '/')?.serverEmits('operator_status_update', { operatorId: anaId, status: true }));
    expect(await within(await rowOf('Ana Souza')).findByText('Online')).toBeTruthy();
  });

  it('validates the new operator in pt-BR, then creates it with the default hours 00:00–23:59', async () => {
    const server = ownerServer(
      on('POST', '/api/operator', (body) => jsonResponse(201, { statusCode: 201, operator: operator({ ...(body as object), _id: anaId }) })),
    );
    renderApp('/manageoperators');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo operador' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Novo operador' });
    expect((within(drawer).getByLabelText('Início (semana)') as HTMLInputElement).value).toBe('00:00');
    expect((within(drawer).getByLabelText('Fim (domingo)') as HTMLInputElement).value).toBe('23:59');

    fireEvent.change(within(drawer).getByLabelText('Fim (sábado)'), { target: { value: '00:00' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Criar operador' }));
    expect(await within(drawer).findByText('Informe o nome')).toBeTruthy();
    expect(within(drawer).getByText('A senha deve ter ao menos 8 caracteres')).toBeTruthy();
    expect(within(drawer).getByText('O fim deve ser depois do início')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(drawer).getByLabelText(/^Nome/), { target: { value: 'Carla Dias' } });
    fireEvent.change(within(drawer).getByLabelText(/^Login/), { target: { value: 'carla' } });
    fireEvent.change(within(drawer).getByLabelText(/^Senha/), { target: { value: 'senha-forte-1' } });
    fireEvent.change(within(drawer).getByLabelText('Fim (sábado)'), { target: { value: '12:00' } });
    fireEvent.click(within(drawer).getByRole('switch', { name: /Ocultar o número do cliente/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Criar operador' }));

    expect(await screen.findByText('Operador criado com sucesso!')).toBeTruthy();
    const post = server.calls.find((c) => c.method === 'POST' && c.url === '/api/operator');
    expect(post?.body).toMatchObject({
      name: 'Carla Dias',
      login: 'carla',
      password: 'senha-forte-1',
      weekStartTime: '00:00',
      weekFinishTime: '23:59',
      satFinishTime: '12:00',
      privacy: true,
      maxAttendances: 10,
      departmentIds: [],
    });
  });

  it('shows a login already in use under the login field', async () => {
    ownerServer(
      on('PUT', `/api/operator/${anaId}`, () =>
        jsonResponse(409, { statusCode: 409, error: 'login_taken', erroMensagem: 'Este login já está em uso.' }),
      ),
    );
    renderApp('/manageoperators');
    fireEvent.click(within(await rowOf('Ana Souza')).getByRole('button', { name: 'Ações de Ana Souza' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar operador' });
    expect((within(drawer).getByLabelText('Início (semana)') as HTMLInputElement).value).toBe('08:00');
    fireEvent.change(within(drawer).getByLabelText(/^Login/), { target: { value: 'bia' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('Este login já está em uso.')).toBeTruthy();
  });

  it('transfers the wallet after saying how many contacts go from whom to whom', async () => {
    const server = ownerServer(
      on('GET', `/api/operator/${anaId}/wallet`, () => jsonResponse(200, { statusCode: 200, count: 3 })),
      on('GET', `/api/operator/hideDeleted/channel/${ids.channel}`, () =>
        jsonResponse(200, { statusCode: 200, operators: rows().map(({ departments: _d, openAttendances: _o, walletCount: _w, blocked: _b, createdAt: _c, ...o }) => o) }),
      ),
      on('POST', '/api/operator/transfer-wallet', () => jsonResponse(200, { statusCode: 200, moved: 3 })),
    );
    renderApp('/manageoperators');
    fireEvent.click(within(await rowOf('Ana Souza')).getByRole('button', { name: 'Ações de Ana Souza' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Transferir carteira' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir carteira' });
    expect(await within(dialog).findByText('3 contatos na carteira.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Transferir para' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Beatriz Lima' }));
    expect(await within(dialog).findByText('3 contatos serão transferidos de Ana Souza para Beatriz Lima.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('3 contatos transferidos.')).toBeTruthy();
    const post = server.calls.find((c) => c.url === '/api/operator/transfer-wallet');
    expect(post?.body).toEqual({ operatorIdFrom: anaId, operatorIdTo: beatrizId });
  });

  it('deletes only after a confirmation that says the history stays and open attendances go back to the queue', async () => {
    const server = ownerServer(on('DELETE', `/api/operator/${anaId}`, () => jsonResponse(200, { statusCode: 200 })));
    renderApp('/manageoperators');
    fireEvent.click(within(await rowOf('Ana Souza')).getByRole('button', { name: 'Ações de Ana Souza' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir operador' });
    expect(within(dialog).getByText(/histórico de atendimentos continua guardado, os atendimentos em andamento voltam para a fila/)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Operador excluído.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE' && c.url === `/api/operator/${anaId}`)).toBe(true);
  });
});
