import { defineConfig } from 'vitest/config';

// One runner for unit and integration tests; e2e runs separately in real Chromium.

/**
 * The server's files share a worker's loaded modules (isolate: false): each builds its own app on its
 * own database, and importing the whole server again per file was half of the group's time.
 */
const serverGroup = { sequence: { groupOrder: 0 }, maxWorkers: 4, isolate: false };

export default defineConfig({
  test: {
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
