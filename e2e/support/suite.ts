// The frame of every browser test file: the built server on a fresh embedded database and a real
// Chromium, started before the file's tests (then `started`, for the file's own setup) and stopped after.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

export function withServerAndBrowser(started: (server: RunningServer, browser: Browser) => void | Promise<void>): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await started(server, browser);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}
