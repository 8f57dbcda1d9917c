// Spec section 4 "Session": at start, no timestamp, an expired token or under 1 h left logs out.
import { sessionKeys, sessionStore, storedTimestamp } from '@/shared/session/session-store';
import { tokenUsable } from '@/shared/session/token-expiry';
import { endSession, logout, noteSessionExpiredAtStart } from '@/shared/session/logout';

export function checkSessionAtStart(now: number = Date.now()): void {
  const anythingStored = Object.values(sessionKeys).some((key) => localStorage.getItem(key) !== null);
  if (!anythingStored) return;
  const session = sessionStore.get();
  if (session && tokenUsable(storedTimestamp(), now)) return;
  endSession();
  // A real session that timed out (not leftovers of a broken one): the login page says so.
  if (session) noteSessionExpiredAtStart();
}

/** Logging out or in another tab applies here too. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== sessionKeys.token && event.key !== null) return;
    const hadSession = sessionStore.get() !== null;
    sessionStore.reload();
    if (hadSession && sessionStore.get() === null) logout();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
