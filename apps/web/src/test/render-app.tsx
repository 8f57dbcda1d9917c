// Renders the real route tree in memory, with fetch answered by a table of fake endpoints.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { setNavigator } from '@/shared/navigation';
import { setUnauthorizedHandler } from '@/shared/http/http-client';
import { logout } from '@/shared/session/logout';
import { queryClient } from '@/shared/query/query-client';
import { jsonResponse } from './fixtures';

export type FakeEndpoint = (request: { method: string; url: string; body: unknown }) => Response | undefined;

export function fakeServer(...endpoints: FakeEndpoint[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    calls.push(request);
    for (const endpoint of endpoints) {
      const response = endpoint(request);
      if (response) return response;
    }
    return jsonResponse(404, { statusCode: 404, error: 'not_found', erroMensagem: `Sem rota: ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export const on =
  (method: string, url: string | RegExp, respond: (body: unknown) => Response): FakeEndpoint =>
  (request) =>
    request.method === method && (typeof url === 'string' ? request.url === url : url.test(request.url))
      ? respond(request.body)
      : undefined;

export function renderApp(path: string) {
  queryClient.clear();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  setUnauthorizedHandler(() => logout('session_expired'));
  const view = render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
