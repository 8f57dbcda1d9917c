import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, useLocation } from 'react-router';
import { z } from 'zod';
import '@/shared/i18n/i18n';
import { withQuery } from '@/shared/http/query-string';
import { fileNameOf } from '@/shared/http/download';
import { useListState } from '@/shared/list/use-list-state';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { DataTable } from '../data-table';
import { DeleteInUseDialog } from '../delete-in-use-dialog';

const inRouter = (initial: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider>
        <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
      </MantineProvider>
    );
  };

describe('withQuery', () => {
  it('skips empty values and repeats array keys', () => {
    expect(withQuery('/api/x', { a: 1, b: '', c: undefined, d: null, s: ['waiting', 'opened'], q: 'João Silva' })).toBe(
      '/api/x?a=1&s=waiting&s=opened&q=Jo%C3%A3o+Silva',
    );
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of Content-Disposition and falls back when there is none', () => {
    expect(fileNameOf(`attachment; filename="Relatorio.csv"; filename*=UTF-8''Relat%C3%B3rio.csv`, 'x.csv')).toBe('Relatório.csv');
    expect(fileNameOf('attachment; filename="a.xlsx"', 'x.csv')).toBe('a.xlsx');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});

describe('useListState', () => {
  it('reads page, search, sort and filters from the URL and builds the request query', () => {
    const { result } = renderHook(() => useListState({ sort: 'name', filters: ['tagId', 'month'] as const }), {
      wrapper: inRouter('/contacts?page=3&search=ana&sort=createdAt&order=desc&tagId=t1'),
    });
    expect(result.current.page).toBe(3);
    expect(result.current.query).toEqual({ perPage: 20, sort: 'createdAt', order: 'desc', search: 'ana', tagId: 't1' });
  });

  it('goes back to page 1 when the search, a filter or the sort changes, but not when the page does', () => {
    const { result } = renderHook(
      () => ({ list: useListState({ sort: 'name', filters: ['tagId'] as const }), location: useLocation() }),
      { wrapper: inRouter('/contacts?page=4') },
    );
    act(() => result.current.list.setPage(5));
    expect(result.current.list.page).toBe(5);
    act(() => result.current.list.setFilter('tagId', 'abc'));
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.filters.tagId).toBe('abc');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSearch('  maria '));
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.search).toBe('maria');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSort('createdAt', 'desc'));
    expect(result.current.list.page).toBe(1);
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('?search=maria&sort=createdAt&order=desc');
  });
});

describe('useZodForm', () => {
  const schema = z.object({ name: z.string().trim().min(1, 'Informe o nome'), max: z.number().int().min(1, 'Mínimo 1') });

  it('shows the schema messages under the fields and hands over the parsed values only when valid', () => {
    const handler = vi.fn();
    const { result } = renderHook(() => useZodForm(schema, { name: '  ', max: 0 }), { wrapper: inRouter('/') });
    act(() => result.current.submitWith(handler)());
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'Informe o nome', max: 'Mínimo 1' });
    act(() => result.current.setValues({ name: '  Ana ', max: 2 }));
    act(() => result.current.submitWith(handler)());
    expect(handler).toHaveBeenCalledWith({ name: 'Ana', max: 2 });
    expect(result.current.errors).toEqual({});
  });
});

describe('DataTable sorting', () => {
  it('asks the server for the clicked column, flipping the order on a second click', () => {
    const onSortChange = vi.fn();
    const rows = [{ id: '1', name: 'Ana' }];
    const table = (sort: { key: string; order: 'asc' | 'desc' }) => (
      <MantineProvider>
        <DataTable
          caption="Pessoas"
          columns={[
            { key: 'name', header: 'Nome', sortable: true, render: (r: (typeof rows)[number]) => r.name },
            { key: 'id', header: 'Id', render: (r: (typeof rows)[number]) => r.id },
          ]}
          rows={rows}
          rowKey={(r) => r.id}
          loading={false}
          paging={{ page: 1, perPage: 20, total: 1, onPageChange: () => {}, sort, onSortChange }}
        />
      </MantineProvider>
    );
    const { rerender } = render(table({ key: 'id', order: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Nome' }));
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'asc');
    rerender(table({ key: 'name', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Nome/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Nome' }));
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'desc');
    expect(screen.queryByRole('button', { name: 'Ordenar por Id' })).toBeNull();
  });
});

describe('DeleteInUseDialog', () => {
  const renderDialog = (onConfirm: (id: string | null) => void) =>
    render(
      <MantineProvider>
        <DeleteInUseDialog
          opened
          title="Excluir departamento Vendas"
          usage={[
            { label: '3 operadores', count: 3 },
            { label: '0 atendimentos abertos', count: 0 },
          ]}
          replacementLabel="Mover para outro departamento"
          replacementOptions={[{ value: 'd2', label: 'Suporte' }]}
          clearLabel="Remover dos atendimentos"
          onConfirm={onConfirm}
          onClose={() => {}}
        />
      </MantineProvider>,
    );

  it('lists only what is really in use and will not move without a target', () => {
    const onConfirm = vi.fn();
    renderDialog(onConfirm);
    expect(screen.getByText('3 operadores')).toBeTruthy();
    expect(screen.queryByText('0 atendimentos abertos')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('clearing the reference confirms with null', () => {
    const onConfirm = vi.fn();
    renderDialog(onConfirm);
    fireEvent.click(screen.getByRole('radio', { name: 'Remover dos atendimentos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledWith(null);
  });
});
