// The catalogue end to end in real Chromium (issue 20): the owner turns the products module on in
// /manageModules, creates a category in /productsList, then a product in it with a price in reais and
// an image uploaded from the form (its thumbnail shows before saving), and finds it by typing its name
// without accents; the row shows the category, the BRL price and the image served by its signed link.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { newPage, screenshotOnFailure } from '../support/browser.js';
import { pageTitle, signIn } from '../support/session.js';
import type { RunningServer } from '../support/server.js';
import { withServerAndBrowser } from '../support/suite.js';

let server: RunningServer;
let browser: Browser;
const OUTCOME = { timeout: 30_000 };
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PRODUCT = { name: 'Anel Solitário de Ouro 18k', sku: 'AN-SOL-18K', price: '1.299,90', category: 'Anéis de Noivado' };

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

describe('product catalogue', () => {
  it('the owner turns the module on, creates a category and a product with an image, and finds it without accents', async () => {
    const { context, page } = await newPage(browser, server.url);
    try {
      await signIn(page, 'empresa');
      await pageTitle(page).waitFor();
      await page.goto('/manageModules');
      const products = page.getByRole('switch', { name: 'Produtos' });
      if (!(await products.isChecked())) {
        await products.click({ force: true });
        await page.getByText('Configuração atualizada.').first().waitFor(OUTCOME);
      }
      await page.goto('/productsList');
      await page.getByRole('table', { name: 'Produtos do catálogo' }).waitFor(OUTCOME);
      await page.getByText('Nenhum produto no catálogo').waitFor(OUTCOME);

      await page.getByRole('button', { name: 'Categorias', exact: true }).click();
      const categories = page.getByRole('dialog', { name: 'Categorias do catálogo' });
      await categories.getByRole('textbox', { name: 'Nova categoria' }).fill(PRODUCT.category);
      await categories.getByRole('button', { name: 'Adicionar' }).click();
      await categories.getByText(PRODUCT.category, { exact: true }).waitFor(OUTCOME);
      await page.keyboard.press('Escape');
      await categories.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Novo produto' }).click();
      const form = page.getByRole('dialog', { name: 'Novo produto' });
      await form.getByLabel('Nome', { exact: false }).first().fill(PRODUCT.name);
      await form.getByRole('textbox', { name: /^SKU/ }).fill(PRODUCT.sku);
      await form.getByRole('textbox', { name: /^Preço/ }).first().fill(PRODUCT.price);
      await form.getByRole('textbox', { name: 'Estoque' }).fill('3');
      await form.getByRole('textbox', { name: 'Categoria' }).click();
      await page.getByRole('option', { name: PRODUCT.category }).click();
      await form.getByTestId('product-image-input').setInputFiles({ name: 'anel.png', mimeType: 'image/png', buffer: PNG });
      await form.getByRole('img', { name: 'Imagem 1 do produto' }).waitFor(OUTCOME);
      await form.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Produto cadastrado.').waitFor(OUTCOME);

      const search = page.getByRole('textbox', { name: 'Buscar por nome, SKU ou descrição' });
      await search.fill('solitario ouro');
      await search.press('Enter');
      await page.waitForURL(/search=solitario/, OUTCOME);
      const row = page.getByRole('row', { name: new RegExp(PRODUCT.name) });
      await row.waitFor(OUTCOME);
      const text = (await row.innerText()).replace(/\s+/g, ' ');
      assert.match(text, new RegExp(PRODUCT.category));
      assert.match(text, /R\$ 1\.299,90/);
      assert.match(text, new RegExp(PRODUCT.sku));
      const thumb = row.getByRole('img', { name: PRODUCT.name });
      await thumb.waitFor(OUTCOME);
      await page.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await thumb.elementHandle(), OUTCOME);

      // A search with a word the product does not have finds nothing.
      await search.fill('solitario prata');
      await search.press('Enter');
      await page.getByText('Nenhum produto encontrado com a busca ou os filtros').waitFor(OUTCOME);
    } catch (err) {
      await screenshotOnFailure(page, 'products');
      throw err;
    } finally {
      await context.close();
    }
  });
});
