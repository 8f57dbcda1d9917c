import { defineConfig } from 'vitest/config';

// One runner for unit and integration tests; e2e runs separately in real Chromium.
export default defineConfig({
  test: {
    // Two files at a time on the two cores (vitest's default is one fewer than the cores).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/__tests__/**/*.test.ts'],
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
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
