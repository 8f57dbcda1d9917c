// What the report endpoints answer in the web tests: the resolved period, durations and the fake
// endpoints of POST /api/report/<name>/summary and .../page/{n}, plus the filter bar's choices.
import type { DurationFigure, ResolvedPeriod } from '@atende/contract';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { on, type FakeEndpoint } from '@/test/render-app';

export const period: ResolvedPeriod = { from: '2026-11-01', to: '2026-11-24', timezone: 'America/Sao_Paulo', days: 24 };

export const figure = (averageSeconds: number | null, p90Seconds: number | null, count = 1): DurationFigure => ({ count, averageSeconds, p90Seconds });

export const reportUser = () => makeUser('channel');

export const dept = { _id: '00000000-0000-4000-8000-0000000000d1', name: 'Vendas' };
export const operator = { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Ana Operadora' };
export const tabulation = { _id: '00000000-0000-4000-8000-0000000000b1', name: 'Venda realizada' };

/** GET /api/user/me and the filter bar's choices (departments, operators, tags, tabulations). */
export function sessionAndChoices(user = reportUser()): FakeEndpoint[] {
  return [
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
    on('GET', `/api/department/channel/${ids.channel}`, () =>
      jsonResponse(200, { statusCode: 200, departments: [dept] }),
    ),
    on('GET', `/api/operator/hideDeleted/channel/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, operators: [operator] })),
    on('GET', `/api/channel/tags/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, tags: [] })),
    on('GET', `/api/channel/tabulations/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, tabulations: [] })),
  ];
}

/** The bodies the page sent to one report endpoint, oldest first. */
export const bodiesTo = (calls: { method: string; url: string; body: unknown }[], url: string | RegExp) =>
  calls.filter((c) => c.method === 'POST' && (typeof url === 'string' ? c.url === url : url.test(c.url))).map((c) => c.body);
