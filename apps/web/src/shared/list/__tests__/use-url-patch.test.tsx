// A list's state lives in the URL, and a callback from an earlier render (a debounced search firing
// after a filter was picked) must patch the address as it is now, not as it was when that render ran.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useListState } from '../use-list-state';

function renderList(initial: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const view = renderHook(() => useListState({ sort: 'name', filters: ['visibility'] as const }), {
    wrapper: ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '/', element: children }], { initialEntries: [initial] });
      return <RouterProvider router={router} />;
    },
  });
  return { ...view, search: () => router?.state.location.search };
}

describe('useListState / useUrlPatch', () => {
  it('keeps a filter picked before an older render’s search callback fires', async () => {
    const { result, search } = renderList('/?page=3');
    const staleSetSearch = result.current.setSearch;
    await act(async () => {
      result.current.setFilter('visibility', 'hidden');
      staleSetSearch('anel ouro');
    });
    expect(new URLSearchParams(search()).get('visibility')).toBe('hidden');
    expect(new URLSearchParams(search()).get('search')).toBe('anel ouro');
    expect(new URLSearchParams(search()).get('page')).toBeNull();
  });

  it('keeps the page when only the page changes, and drops an emptied filter', async () => {
    const { result, search } = renderList('/?visibility=hidden');
    await act(async () => result.current.setPage(2));
    expect(new URLSearchParams(search()).get('page')).toBe('2');
    await act(async () => result.current.setFilter('visibility', null));
    expect(search()).toBe('');
  });
});
