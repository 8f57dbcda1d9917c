import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_TTL_MS } from '@atende/contract';
import { makeUser } from '@/test/fixtures';
import { sessionKeys, sessionStore } from '@/shared/session/session-store';
import { checkSessionAtStart } from '../session-start';

const hour = 60 * 60 * 1000;
const now = Date.UTC(2025, 2, 3, 10);

function store(timestamp: number | null) {
  localStorage.setItem(sessionKeys.token, 'tok');
  localStorage.setItem(sessionKeys.user, JSON.stringify(makeUser('channel')));
  if (timestamp !== null) localStorage.setItem(sessionKeys.timestamp, String(timestamp));
  sessionStore.reload();
}

const fetchMock = vi.fn(async () => new Response('{}'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('session check at start', () => {
  it('keeps a session stored a few hours ago', () => {
    store(now - 3 * hour);
    checkSessionAtStart(now);
    expect(sessionStore.get()?.token).toBe('tok');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['without a timestamp', null],
    ['older than 24 h', now - TOKEN_TTL_MS - 1],
    ['with under 1 h left', now - 23.5 * hour],
  ])('logs out a session %s, telling the server', (_label, timestamp) => {
    store(timestamp);
    checkSessionAtStart(now);
    expect(sessionStore.get()).toBeNull();
    expect(Object.values(sessionKeys).map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(fetchMock).toHaveBeenCalledWith('/api/user/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('drops a stored user that no longer matches the contract', () => {
    store(now - hour);
    localStorage.setItem(sessionKeys.user, '{"role":"ghost"}');
    sessionStore.reload();
    checkSessionAtStart(now);
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
  });
});
