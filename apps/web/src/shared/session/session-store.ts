// The signed-in session: token, the time it was stored, and the user, kept in localStorage so a
// reload keeps the user in; React reads it through useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import { sessionUserSchema, type SessionUser } from '@atende/contract';

export type Session = { token: string; timestamp: number; user: SessionUser };

export const sessionKeys = {
  token: 'atende.token',
  timestamp: 'atende.tokenTimestamp',
  user: 'atende.user',
} as const;

function readStored(): Session | null {
  try {
    const token = localStorage.getItem(sessionKeys.token);
    const timestamp = Number(localStorage.getItem(sessionKeys.timestamp));
    const rawUser = localStorage.getItem(sessionKeys.user);
    if (!token || !rawUser || !localStorage.getItem(sessionKeys.timestamp)) return null;
    const parsed = sessionUserSchema.safeParse(JSON.parse(rawUser));
    return parsed.success ? { token, timestamp, user: parsed.data } : null;
  } catch {
    return null;
  }
}

/** The raw timestamp, even when the rest is unusable: "no timestamp" is itself a logout reason. */
export function storedTimestamp(): number | null {
  const raw = localStorage.getItem(sessionKeys.timestamp);
  return raw === null ? null : Number(raw);
}

let current: Session | null = readStored();
/**
 * The /chat embed signs this tab in with its own token, in memory only: the browser's stored session
 * (localStorage, shared by every tab) is neither used nor touched while it lasts.
 */
let tabOnly = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const sessionStore = {
  get: (): Session | null => current,
  user: (): SessionUser | null => current?.user ?? null,
  token: (): string | null => current?.token ?? null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isTabOnly: (): boolean => tabOnly,
  /** A session for this tab alone, kept in memory (the embeddable chat's operator token). */
  startTabOnly(token: string, user: SessionUser, now: number = Date.now()): void {
    tabOnly = true;
    current = { token, timestamp: now, user };
    emit();
  },
  start(token: string, user: SessionUser, now: number = Date.now()): void {
    tabOnly = false;
    localStorage.setItem(sessionKeys.token, token);
    localStorage.setItem(sessionKeys.timestamp, String(now));
    localStorage.setItem(sessionKeys.user, JSON.stringify(user));
    current = { token, timestamp: now, user };
    emit();
  },
  updateUser(update: (user: SessionUser) => SessionUser): void {
    if (!current) return;
    const user = update(current.user);
    if (!tabOnly) localStorage.setItem(sessionKeys.user, JSON.stringify(user));
    current = { ...current, user };
    emit();
  },
  clear(): void {
    if (tabOnly) tabOnly = false;
    else Object.values(sessionKeys).forEach((key) => localStorage.removeItem(key));
    if (current === null) return;
    current = null;
    emit();
  },
  /** Re-reads localStorage: after another tab changed it, and in tests. */
  reload(): void {
    if (tabOnly) return;
    current = readStored();
    emit();
  },
};

export const useSession = (): Session | null =>
  useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);

export const useSessionUser = (): SessionUser | null => useSession()?.user ?? null;
