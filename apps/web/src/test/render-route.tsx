// Renders the real route tree at an address, with the virtual viewport the chat list needs.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { setNavigator } from '@/shared/navigation';
import { setUnauthorizedHandler } from '@/shared/http/http-client';
import { logout } from '@/shared/session/logout';
import { queryClient } from '@/shared/query/query-client';

export function renderRoute(path: string) {
  queryClient.clear();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  setUnauthorizedHandler(() => logout('session_expired'));
  const view = render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 1200, itemHeight: 40 }}>
      <AppProviders env="test">
        <RouterProvider router={router} />
      </AppProviders>
    </VirtuosoMockContext.Provider>,
  );
  return { ...view, router };
}
