// An owner signed in, and page answers in the server's shape, for the catalog screens' tests.
import { makeUser, ids, jsonResponse } from '@/test/fixtures';
import { sessionStore } from '@/shared/session/session-store';
import { on, type FakeEndpoint } from '@/test/render-app';

export const channelId = ids.channel;

export function signInOwner(): FakeEndpoint {
  const owner = makeUser('channel');
  sessionStore.start('tok-owner', owner);
  return on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: owner }));
}

export const pageOf = <T>(items: T[], perPage = 20) => jsonResponse(200, { statusCode: 200, items, page: 1, perPage, total: items.length });

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
