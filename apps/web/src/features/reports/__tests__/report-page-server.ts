// The owner of a channel on a report page: /api/user/me, the report's summary and page answered from
// fixtures, every call recorded (bodies included) so a test can check what was asked.
import { jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, type FakeEndpoint } from '@/test/render-app';
import { sessionStore } from '@/shared/session/session-store';

export const period = { from: '2026-11-01', to: '2026-11-07', timezone: 'America/Sao_Paulo', days: 7 };
export const ok = (body: object) => jsonResponse(200, { statusCode: 200, ...body });
export const pageOf = <T>(items: T[], total = items.length, page = 1) => ok({ period, items, page, perPage: 10, total });

export function reportServer(name: string, summary: object, page: () => Response, ...more: FakeEndpoint[]) {
  const user = makeUser('channel');
  sessionStore.start('tok-1', user);
  return fakeServer(
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
    on('POST', `/api/report/${name}/summary`, () => ok({ period, ...summary })),
    on('POST', new RegExp(`^/api/report/${name}/page/\\d+$`), page),
    ...more,
  );
}

/** The first render loads the lazy route tree: slow on a busy machine. */
export const slow = { timeout: 15_000 };
