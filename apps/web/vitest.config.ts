import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Above the 10 s wait of findBy*/waitFor (src/test/setup.ts), so a slow wait fails with its own message.
    testTimeout: 20_000,
    // Files of one worker share loaded modules (the app, Mantine, the route tree) instead of importing them
    // again each: the suite takes ~40% less. What a file leaves behind is cleared by src/test/setup.ts
    // and cleanAppStateBetweenTests; module mocks live in setup.ts, since a file's own vi.mock would not
    // reach a module another file already loaded.
    isolate: false,
    // After the server's group (vitest.config.ts), two files at a time on the two cores.
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
  },
});
