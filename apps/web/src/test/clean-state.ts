// Every test that renders the app starts with no sockets, no session and no stubbed globals.
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';
import { fakeSockets } from './fake-socket';

export function cleanAppStateBetweenTests(): void {
  beforeEach(() => {
    fakeSockets.length = 0;
  });
  afterEach(() => {
    disconnectSocket();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });
}
