// Issue "Foundation": JavaScript a browser really downloads (gzip) for the login page, and for
// the operator panel's first load, measured in Chromium against the built app.
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage } from '../../e2e/support/browser.js';
import { DEMO_PASSWORD, startServer } from '../../e2e/support/server.js';
import { report } from '../report.js';

function collectJs(page: Page): () => Promise<{ files: number; raw: number; gzip: number }> {
  const pending: Promise<Buffer | null>[] = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (type.includes('javascript')) pending.push(res.body().catch(() => null));
  });
  return async () => {
    const bodies = (await Promise.all(pending)).filter((b): b is Buffer => b !== null);
    return {
      files: bodies.length,
      raw: bodies.reduce((n, b) => n + b.length, 0),
      gzip: bodies.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0),
    };
  };
}

export async function benchBundles(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const login = await newPage(browser, server.url);
    const loginJs = collectJs(login.page);
    await login.page.goto('/login', { waitUntil: 'networkidle' });
    const l = await loginJs();
    report({ bench: 'web_js_gzip', case: 'login_page', files: l.files, raw_kb: +(l.raw / 1024).toFixed(1), gzip_kb: +(l.gzip / 1024).toFixed(1), target_kb: 250 });

    await login.page.getByLabel('Login').fill('operador');
    await login.page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await login.page.getByRole('button', { name: 'Entrar' }).click();
    await login.page.waitForURL('**/attendance');
    const state = await login.context.storageState();
    await login.context.close();

    // A cold first load of the operator panel: empty cache, session already stored.
    const context = await browser.newContext({ baseURL: server.url, storageState: state });
    const page = await context.newPage();
    const panelJs = collectJs(page);
    await page.goto('/attendance', { waitUntil: 'networkidle' });
    const p = await panelJs();
    report({ bench: 'web_js_gzip', case: 'operator_panel_first_load', files: p.files, raw_kb: +(p.raw / 1024).toFixed(1), gzip_kb: +(p.gzip / 1024).toFixed(1), target_kb: 350 });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}
