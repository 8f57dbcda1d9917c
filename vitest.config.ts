import { defineConfig } from 'vitest/config';

// One runner for unit and integration tests; e2e runs separately in real Chromium.

/**
 * The server's files share a worker's loaded modules (isolate: false): each builds its own app on its
 * own database, and importing the whole server again per file was half of the group's time.
 */
const serverGroup = { sequence: { groupOrder: 0 }, maxWorkers: 4, isolate: false };

/**
 * A Mantine transition (a dialog or menu closing) may still hold a timer when a test file ends; it fires
 * once jsdom's window is gone and throws "window is not defined" from use-transition. Nothing a test can
 * check happens there, so that one error is not counted; any other unhandled error still fails the run.
 */
function countsAsFailure(error: { name?: string; message?: string; stack?: string }): false | void {
  const fromTransition = error.stack?.includes('@mantine/core') && error.stack.includes('use-transition');
  if (error.name === 'ReferenceError' && error.message === 'window is not defined' && fromTransition) return false;
}

export default defineConfig({
  test: {
    // For every project (vitest reads it from the root config only).
    onUnhandledError: countsAsFailure,
    // Two groups, one after the other. The server's files mostly wait (on PostgreSQL, Redis, jobs and
    // local fake providers), so four run at once; the web's files keep a core busy each, so two do.
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/__tests__/**/*.test.ts'],
          ...serverGroup,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/__tests__/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run in parallel: each creates its own database (test/support/test-database.ts) and its
          // apps use a Redis key prefix of their worker (test/support/test-app.ts).
          ...serverGroup,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
