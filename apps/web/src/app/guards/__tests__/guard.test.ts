import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_MS } from '@atende/contract';
import { makeUser } from '@/test/fixtures';
import type { Session } from '@/shared/session/session-store';
import { guardOutcome } from '../guard';

const now = Date.UTC(2025, 5, 1, 9);
const session = (user: Session['user'], age = 60_000): Session => ({ token: 't', timestamp: now - age, user });
const here = (pathname: string, search = '') => ({ pathname, search });

describe('guardOutcome', () => {
  it('sends a visitor to login keeping the page (customer-specific path included) as redirect', () => {
    expect(guardOutcome('/contacts', here('/contacts', '?page=2'), null, now)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fcontacts%3Fpage%3D2',
    });
    expect(guardOutcome('*', here('/minha-loja'), null, now)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fminha-loja',
    });
  });

  it('lets anyone open the public pages', () => {
    expect(guardOutcome('/login', here('/login'), null, now)).toEqual({ kind: 'allow' });
    expect(guardOutcome('/messages/:channelId/:attendanceId', here('/messages/a/b'), null, now)).toEqual({
      kind: 'allow',
    });
  });

  it('sends a user without the role home', () => {
    expect(guardOutcome('/channels', here('/channels'), session(makeUser('channel')), now)).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guardOutcome('/channels', here('/channels'), session(makeUser('admin')), now)).toEqual({ kind: 'allow' });
  });

  it('lets a channel_manager in through its permissions and their aliases', () => {
    const manager = session(makeUser('channel_manager', { permissions: ['Reports'] }));
    expect(guardOutcome('/reportStats', here('/reportStats'), manager, now)).toEqual({ kind: 'allow' });
    expect(guardOutcome('/contacts', here('/contacts'), manager, now)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends an operator from Home to the attendance panel', () => {
    expect(guardOutcome('/', here('/'), session(makeUser('operator')), now)).toEqual({
      kind: 'redirect',
      to: '/attendance',
    });
    expect(guardOutcome('/', here('/'), session(makeUser('channel')), now)).toEqual({ kind: 'allow' });
  });

  it('ends a session whose token is too old before opening a protected page', () => {
    const stale = session(makeUser('channel'), TOKEN_TTL_MS - 30 * 60_000);
    expect(guardOutcome('/contacts', here('/contacts'), stale, now)).toEqual({
      kind: 'expired',
      to: '/login?logout=session_expired&redirect=%2Fcontacts',
    });
  });
});
