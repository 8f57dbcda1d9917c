import { defineConfig } from 'vitest/config';

// One runner for unit and integration tests; e2e runs separately in real Chromium.
export default defineConfig({
  test: {
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
          // Integration tests share one database server; files run one after another.
          fileParallelism: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
