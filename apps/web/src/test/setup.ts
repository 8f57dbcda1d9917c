// jsdom lacks a few browser APIs Mantine relies on.
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// Tests run as a user who asked for reduced motion (theme.respectReducedMotion): Mantine's dialogs and
// menus open and close at once, and leave no transition timer to fire after a file's window is gone.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// No test opens a real socket: every file gets the recording stand-in (test/fake-socket.ts). Mocked
// here, before any file imports the app, so it holds when files share a worker's modules (isolate: false).
vi.mock('socket.io-client', async () => ({ io: (await import('@/test/fake-socket')).fakeIo }));

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  // The notifications store outlives the rendered tree; start each test without old alerts.
  notifications.clean();
  localStorage.clear();
});

// findBy*/waitFor wait up to 10 s: lazy routes and their chunks load slowly on a busy 2-core CI machine,
// and a wait only lasts that long when the thing never shows (the test then fails, as it should).
configure({ asyncUtilTimeout: 10_000 });
