// A template with an image header in real Chromium on the embedded default, the simulator standing in
// for Meta: the owner picks the sample file, it uploads at once (multipart through the real server) and
// the phone preview shows it; a file of the wrong type is refused before uploading; the created
// template waits in review with the handle the upload answered as its header's example.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { serverApi } from '../support/api.js';
import { DEMO_PASSWORD, type RunningServer } from '../support/server.js';
import { signIn, withPage } from '../support/session.js';
import { withServerAndBrowser } from '../support/suite.js';

let server: RunningServer;
let browser: Browser;
const TEMPLATE = 'vitrine_e2e';
const OUTCOME = { timeout: 30_000 };
/** A 1×1 PNG: a real image, so the server's check of the bytes passes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const api = serverApi(() => server.url, { getWithoutBody: true });

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

describe('a template with an image header', () => {
  it('uploads the picked sample, previews it, and creates the template with its handle', async () => {
    await withPage(browser, server.url, 'template-media-header', async (page) => {
      await signIn(page, 'empresa');
      await page.getByTestId('page-title').waitFor(OUTCOME);
      await page.goto('/templateHSM');
      await page.getByRole('textbox', { name: /^Nome/ }).fill(TEMPLATE);
      await page.getByRole('textbox', { name: /^Categoria/ }).click();
      await page.getByRole('option', { name: 'Marketing' }).click();
      await page.getByRole('textbox', { name: /^Mensagem/ }).fill('A vitrine nova chegou!');
      await page.getByText('Imagem', { exact: true }).click();
      await page.getByText('JPEG ou PNG, até 5 MB.', { exact: false }).waitFor(OUTCOME);

      const input = page.getByTestId('header-sample-input');
      await input.setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
      await page.getByText('O exemplo de um cabeçalho de imagem precisa ser JPEG ou PNG.').waitFor(OUTCOME);

      await input.setInputFiles({ name: 'vitrine.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('header-sample-name').filter({ hasText: 'vitrine.png · ' }).waitFor(OUTCOME);
      const shown = page.getByRole('region', { name: 'Prévia no celular' }).getByRole('img', { name: 'vitrine.png' });
      assert.match((await shown.getAttribute('src', OUTCOME)) ?? '', /^blob:/);

      await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
      await page.waitForURL('**/manageHSMModels', OUTCOME);
      await page.getByRole('row').filter({ hasText: TEMPLATE }).getByText('Em análise').waitFor(OUTCOME);
    });

    const login = await api<{ token: string }>('/api/user/login', null, { login: 'empresa', password: DEMO_PASSWORD });
    const listed = await api<{ items: Array<{ name: string; header: { format: string; example?: string } | null }> }>(`/api/templates?search=${TEMPLATE}`, login.token);
    const header = listed.items.find((t) => t.name === TEMPLATE)?.header;
    assert.equal(header?.format, 'IMAGE');
    assert.match(header?.example ?? '', /^sim-sample\.[0-9a-f-]{36}$/);
  });
});
