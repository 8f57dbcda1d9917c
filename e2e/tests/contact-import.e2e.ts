// Contact import end to end in real Chromium against the built server: the owner imports a
// 1,000-row CSV with 10 bad rows from /contacts, sees 990 imported and 10 with errors, and downloads
// the error report, which holds exactly those rows with their reasons.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { newPage, screenshotOnFailure } from '../support/browser.js';
import { signIn } from '../support/session.js';
import type { RunningServer } from '../support/server.js';
import { withServerAndBrowser } from '../support/suite.js';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, chromium) => {
  server = started;
  browser = chromium;
});

type BadRow = { line: number; reason: string; name: string; number: string };

/**
 * 1,000 data rows (lines 2-1001): 990 distinct valid numbers and 10 bad rows, 5 with invalid
 * numbers and 5 repeating a number that appeared earlier in the file.
 */
function contactsFile(): { csv: string; bad: BadRow[] } {
  const lines = ['Nome;Número;E-mail'];
  const bad: BadRow[] = [];
  const invalid = ['12345', '9999', 'sem telefone', '(11) 1234', '+55 11 98765-432100'];
  let valid = 0;
  for (let i = 1; i <= 1000; i++) {
    const line = i + 1;
    if (i % 100 === 50) {
      const k = (i - 50) / 100;
      if (k < 5) {
        const row = { line, reason: 'Número inválido', name: `Inválido ${k + 1}`, number: invalid[k] ?? '1' };
        bad.push(row);
        lines.push(`${row.name};${row.number};`);
      } else {
        // Repeats the number of the (k)th valid row, written another way.
        const n = k * 10 + 1;
        const row = { line, reason: 'Número repetido no arquivo', name: `Repetido ${k - 4}`, number: `+55 (11) 9${String(70000000 + n)}` };
        bad.push(row);
        lines.push(`${row.name};${row.number};`);
      }
      continue;
    }
    valid += 1;
    lines.push(`Cliente ${valid};119${String(70000000 + valid)};cliente${valid}@exemplo.com.br`);
  }
  assert.equal(valid, 990);
  return { csv: `${lines.join('\r\n')}\r\n`, bad };
}

describe('contact import', () => {
  it('the owner imports 1,000 rows with 10 bad ones and downloads the error report with their reasons', async () => {
    const { context, page } = await newPage(browser, server.url);
    try {
      const { csv, bad } = contactsFile();
      await signIn(page, 'empresa');
      await page.getByTestId('page-title').waitFor();
      await page.goto('/contacts');
      await page.getByRole('button', { name: 'Importar contatos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar contatos' });
      await dialog.getByLabel('Planilha de contatos').setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

      await dialog.getByText('O arquivo clientes.csv tem 1000 linhas de contatos.', { exact: false }).waitFor();
      assert.equal(await dialog.getByRole('textbox', { name: /Número \(obrigatório\)/ }).inputValue(), 'Número');
      assert.equal(await dialog.getByRole('textbox', { name: 'Nome', exact: true }).inputValue(), 'Nome');
      assert.equal(await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue(), 'E-mail');
      await dialog.getByRole('table', { name: 'Primeiras linhas do arquivo' }).getByText('Cliente 1', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Importar 1000 contatos' }).click();

      await dialog.getByText('Importação concluída').waitFor({ timeout: 60_000 });
      assert.equal((await dialog.getByRole('group', { name: 'Criados' }).innerText()).split('\n')[0], '990');
      assert.equal((await dialog.getByRole('group', { name: 'Com erro' }).innerText()).split('\n')[0], '10');

      await dialog.getByRole('button', { name: 'Baixar relatório de erros' }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV (planilha de texto)' }).click()]);
      assert.match(download.suggestedFilename(), /^erros-importacao-clientes\.csv$/);
      const file = await download.path();
      const report = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      assert.equal(report[0], 'Linha;Motivo;Nome;Número;E-mail');
      // A number written "+55 …" would be a formula to a spreadsheet: the report quotes it (the import
      // reads it back without the quote).
      const asCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
      assert.deepEqual(
        report.slice(1),
        bad.map((row) => `${row.line};${row.reason};${row.name};${asCell(row.number)};`),
      );

      // The list behind the dialog was read again and holds the imported contacts.
      // The result's own "Fechar" (the dialog's × in the header has the same name).
      await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
      await page.getByText('Cliente 1', { exact: true }).first().waitFor();
    } catch (err) {
      await screenshotOnFailure(page, 'contact-import');
      throw err;
    } finally {
      await context.close();
    }
  });
});
