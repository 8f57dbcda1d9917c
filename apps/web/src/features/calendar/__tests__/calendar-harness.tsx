// Renders a calendar piece alone (no route tree), with fetch answered by fake endpoints.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/shared/query/query-client';
import { sessionStore } from '@/shared/session/session-store';
import { vi } from 'vitest';
import type { PermissionName, Role } from '@atende/contract';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';

type Call = { method: string; url: string; body: unknown };
export type Endpoint = (request: Call) => Response | undefined;

// The route tree's harness (test/render-app) loads every page; these tests need only the calendar.
export const on =
  (method: string, url: string | RegExp, respond: (body: unknown) => Response): Endpoint =>
  (request) =>
    request.method === method && (typeof url === 'string' ? request.url === url : url.test(request.url)) ? respond(request.body) : undefined;

function fakeServer(...endpoints: Endpoint[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = { method: init?.method ?? 'GET', url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
      calls.push(request);
      for (const endpoint of endpoints) {
        const response = endpoint(request);
        if (response) return response;
      }
      return jsonResponse(404, { statusCode: 404, error: 'not_found', erroMensagem: `Sem rota: ${request.method} ${request.url}` });
    }),
  );
  return { calls };
}

export const bia = '00000000-0000-4000-8000-0000000000b2';
/** Bia's user: the calendars are picked by user. */
export const biaUser = '00000000-0000-4000-8000-0000000000b3';
export const carla = { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Carla Cliente', number: '5511987650001' };
const operators = [
  { _id: ids.operator, userId: '00000000-0000-4000-8000-0000000000a1', name: 'Ana Operadora' },
  { _id: bia, userId: biaUser, name: 'Bia Operadora' },
];

export function renderAlone(ui: ReactNode) {
  queryClient.clear();
  return render(<AppProviders env="test">{ui}</AppProviders>);
}

/** Signs in as `role` and answers the calendar's endpoints; `extra` endpoints are asked first. */
export function calendarServer(role: Role | { role: Role; permissions: readonly PermissionName[] }, events: () => unknown[], ...extra: Endpoint[]) {
  const user = typeof role === 'string' ? makeUser(role) : makeUser(role.role, { permissions: [...role.permissions] });
  sessionStore.start('tok-1', user);
  return fakeServer(
    ...extra,
    on('GET', /^\/api\/operator\/calendar\?/, () => jsonResponse(200, { statusCode: 200, events: events() })),
    on('GET', '/api/operator/calendar/operators', () => jsonResponse(200, { statusCode: 200, operators })),
    on('GET', /^\/api\/operator\/calendar\/contacts/, () => jsonResponse(200, { statusCode: 200, items: [carla], page: 1, perPage: 20, total: 1 })),
  );
}
