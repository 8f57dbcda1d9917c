import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DepartmentRow } from '@atende/contract';
import { jsonResponse } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { channelId, pageOf, signInOwner, uuid } from './catalog-fixtures';

cleanAppStateBetweenTests();

const department = (n: number, name: string, counts: Partial<DepartmentRow> = {}): DepartmentRow => ({
  _id: uuid(n),
  channelId,
  name,
  createdAt: '2025-02-03T12:00:00.000Z',
  operatorsCount: 0,
  openAttendancesCount: 0,
  ...counts,
});

const pageUrl = (query = 'perPage=20&sort=name&order=asc') => `/api/department/channel/${channelId}/page/1?${query}`;

describe('/manageDepartments', { timeout: 30_000 }, () => {
  it('lists the departments with their operators, open attendances and creation date', async () => {
    fakeServer(signInOwner(), on('GET', pageUrl(), () => pageOf([department(1, 'Financeiro', { operatorsCount: 3, openAttendancesCount: 7 })])));
    renderApp('/manageDepartments');
    const table = await screen.findByRole('table', { name: 'Departamentos' });
    const row = (await within(table).findByText('Financeiro')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
    expect(within(row).getByText('03/02/2025')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    fakeServer(signInOwner(), on('GET', pageUrl(), () => pageOf([])));
    renderApp('/manageDepartments');
    expect(await screen.findByText('Nenhum departamento cadastrado')).toBeTruthy();
  });

  it('sorts through the server when a column header is clicked', async () => {
    const server = fakeServer(
      signInOwner(),
      on('GET', pageUrl(), () => pageOf([department(1, 'A')])),
      on('GET', pageUrl('perPage=20&sort=name&order=desc'), () => pageOf([department(1, 'Z desc')])),
    );
    renderApp('/manageDepartments');
    fireEvent.click(await screen.findByRole('button', { name: 'Ordenar por Nome' }));
    expect(await screen.findByText('Z desc')).toBeTruthy();
    expect(server.calls.some((c) => c.url === pageUrl('perPage=20&sort=name&order=desc'))).toBe(true);
  });

  it('validates the name in pt-BR before sending, then creates', async () => {
    const server = fakeServer(
      signInOwner(),
      on('GET', pageUrl(), () => pageOf([])),
      on('POST', '/api/department', () => jsonResponse(201, { statusCode: 201, department: department(2, 'Comercial') })),
    );
    renderApp('/manageDepartments');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo departamento' }));
    const name = within(await screen.findByRole('dialog')).getByRole('textbox', { name: /^Nome/ });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome do departamento')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(name, { target: { value: '  Comercial ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Departamento criado com sucesso!')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Comercial' });
  });

  it('shows the server’s name-taken answer under the name', async () => {
    fakeServer(
      signInOwner(),
      on('GET', pageUrl(), () => pageOf([department(1, 'Financeiro')])),
      on('PUT', `/api/department/${uuid(1)}`, () =>
        jsonResponse(409, { statusCode: 409, error: 'department_name_taken', erroMensagem: 'Já existe um departamento com este nome.' }),
      ),
    );
    renderApp('/manageDepartments');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Financeiro' }));
    const name = within(await screen.findByRole('dialog')).getByRole('textbox', { name: /^Nome/ });
    expect((name as HTMLInputElement).value).toBe('Financeiro');
    fireEvent.change(name, { target: { value: 'Comercial' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um departamento com este nome.')).toBeTruthy();
  });

  it('asks what to do with a department in use, and deletes moving everything to the one chosen', async () => {
    const server = fakeServer(
      signInOwner(),
      on('GET', pageUrl(), () => pageOf([department(1, 'Vendas', { operatorsCount: 2, openAttendancesCount: 1 }), department(2, 'Suporte')])),
      on('GET', `/api/department/${uuid(1)}/usage`, () =>
        jsonResponse(200, {
          statusCode: 200,
          usage: [
            { kind: 'operators', count: 2 },
            { kind: 'openAttendances', count: 1 },
            { kind: 'attendances', count: 0 },
          ],
        }),
      ),
      on('GET', `/api/department/channel/${channelId}`, () =>
        jsonResponse(200, { statusCode: 200, departments: [{ _id: uuid(1), name: 'Vendas' }, { _id: uuid(2), name: 'Suporte' }] }),
      ),
      on('DELETE', `/api/department/${uuid(1)}?replaceWith=${uuid(2)}`, () => jsonResponse(200, { statusCode: 200 })),
    );
    renderApp('/manageDepartments');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Vendas' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 operadores')).toBeTruthy();
    expect(within(dialog).getByText('1 atendimento em aberto')).toBeTruthy();
    expect(within(dialog).queryByText(/finalizado/)).toBeNull();
    expect(within(dialog).getByLabelText('Mover para outro departamento')).toBeTruthy();
    expect(within(dialog).getByLabelText('Remover dos atendimentos')).toBeTruthy();

    // Confirming without a target asks for one.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Escolha para onde mover' }));
    const options = await screen.findAllByRole('option');
    // The department being deleted is not offered as its own replacement.
    expect(options.map((o) => o.textContent)).toEqual(['Suporte']);
    fireEvent.click(options[0] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Departamento excluído com sucesso!')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE' && c.url.endsWith(`replaceWith=${uuid(2)}`))).toBe(true);
  });

  it('deletes an unused department after a plain confirmation', async () => {
    const server = fakeServer(
      signInOwner(),
      on('GET', pageUrl(), () => pageOf([department(1, 'Vazio')])),
      on('GET', `/api/department/${uuid(1)}/usage`, () =>
        jsonResponse(200, { statusCode: 200, usage: [{ kind: 'operators', count: 0 }, { kind: 'openAttendances', count: 0 }, { kind: 'attendances', count: 0 }] }),
      ),
      on('DELETE', `/api/department/${uuid(1)}`, () => jsonResponse(200, { statusCode: 200 })),
    );
    renderApp('/manageDepartments');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Vazio' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Excluir o departamento "Vazio"? Esta ação não pode ser desfeita.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE' && c.url === `/api/department/${uuid(1)}`)).toBe(true));
    expect(await screen.findByText('Departamento excluído com sucesso!')).toBeTruthy();
  });
});
