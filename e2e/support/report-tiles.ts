// Reading a report page as a person does: the figure a summary tile shows once loaded.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * The figure a summary tile shows, once loaded (tiles are empty while their query runs); a report
 * that shows an error instead fails the test with it rather than waiting out the time-out.
 */
export async function tile(page: Page, key: string): Promise<string> {
  const value = page.getByTestId(`tile-${key}`).getByTestId('tile-value');
  const alert = page.locator('.report-page').getByRole('alert');
  let text = '';
  for (let i = 0; i < 300 && (!text || text === '—'); i++) {
    if (await alert.count()) assert.fail(`${page.url()} shows an error: ${await alert.first().textContent()}`);
    text = ((await value.textContent({ timeout: 1000 }).catch(() => '')) ?? '').trim();
    if (!text || text === '—') await page.waitForTimeout(100);
  }
  return text;
}
