// The channel owner signed in on /manageChannel: GET /api/user/me, GET /api/channel/{id} answering
// `current`, then whatever endpoints a test adds (its PUT, the blacklist...).
import type { Channel } from '@atende/contract';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, type FakeEndpoint } from '@/test/render-app';
import { sessionStore } from '@/shared/session/session-store';

export const slow = { timeout: 15_000 };

export function ownerServer(current: Channel, ...extra: FakeEndpoint[]) {
  const user = makeUser('channel');
  sessionStore.start('tok-1', user);
  return fakeServer(
    on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
    on('GET', `/api/channel/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, channel: { channel: current } })),
    ...extra,
  );
}

/** PUT /api/channel/{id}'s answer. */
export const saved = (channel: Channel) => jsonResponse(200, { statusCode: 200, channel: { channel } });

/** A PUT that answers the channel `channel(body)` builds from what was sent. */
export const savesAs = (channel: (patch: Partial<Channel>) => Channel): FakeEndpoint =>
  on('PUT', `/api/channel/${ids.channel}`, (body) => saved(channel(body as Partial<Channel>)));

export const putBodies = (server: ReturnType<typeof fakeServer>) => server.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
