import { useSyncExternalStore } from 'react';

// Open/closed state of "Meu Perfil", so any header (standard or operator) can open the one modal.
let opened = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  opened = value;
  listeners.forEach((l) => l());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => opened;

export const openProfileModal = () => set(true);
export const closeProfileModal = () => set(false);
export const useProfileModalOpened = () => useSyncExternalStore(subscribe, get, get);
