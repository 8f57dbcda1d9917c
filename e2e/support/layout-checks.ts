// What a screen must hold at 390, 1366 and 1920 px, checked the same way by every layout test: a
// control is usable (scrolled into view, still, inside the viewport and what a tap at its centre hits),
// nothing inside a region runs out of its box, and the page never scrolls sideways.
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { screenshotOnFailure } from './browser.js';

export const LAYOUT_WIDTHS = [390, 1366, 1920] as const;

/** A fresh pt-BR context at `width` (800 px tall); a failure leaves a screenshot named after `name`. */
export async function atWidth(browser: Browser, baseURL: string, width: number, name: string, fn: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width, height: 800 } });
  const page = await context.newPage();
  try {
    await fn(page);
  } catch (err) {
    await screenshotOnFailure(page, `${name}-${width}`);
    throw err;
  } finally {
    await context.close();
  }
}

/** Scrolled into view (its panel scrolls on its own), inside the viewport and what a tap at its centre hits. */
export async function assertUsable(control: Locator, what: string): Promise<void> {
  await control.waitFor();
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // Measured once it stops moving: a drawer slides in, a panel may still be scrolling.
  // (No named helpers inside: the test's compiler would wrap them in a function the page lacks.)
  await control.evaluate(async (el) => {
    let last = JSON.stringify(el.getBoundingClientRect());
    for (let i = 0; i < 600; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = JSON.stringify(el.getBoundingClientRect());
      if (now === last) return;
      last = now;
    }
  });
  const seen = await control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      box: { left: Math.round(box.left), right: Math.round(box.right), top: Math.round(box.top), bottom: Math.round(box.bottom) },
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
      hitsItself: hit !== null && (hit === el || el.contains(hit)),
      hit: hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 80)}` : 'nothing',
    };
  });
  const inside = seen.box.left >= 0 && seen.box.right <= seen.viewport.width && seen.box.top >= 0 && seen.box.bottom <= seen.viewport.height;
  assert.ok(inside, `${what} is off screen: ${JSON.stringify(seen.box)} in ${JSON.stringify(seen.viewport)}`);
  assert.ok(seen.hitsItself, `${what} is covered by ${seen.hit}`);
}

/** No text of `region` matching `selector` runs out of its box, and the region does not scroll sideways. */
export async function assertNothingCut(region: Locator, where: string, selector = '.mantine-Badge-label, dd, .mantine-Anchor-root'): Promise<void> {
  const cut = await region.locator(selector).evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => `${el.textContent} (${el.clientWidth}px of ${el.scrollWidth}px)`),
  );
  assert.deepEqual(cut, [], `text cut in ${where}`);
  const wide = await region.evaluate((el) => ({ content: el.scrollWidth, box: el.clientWidth }));
  assert.ok(wide.content <= wide.box + 1, `${where} scrolls sideways: ${wide.content}px in ${wide.box}px`);
}

/** The page itself is no wider than the screen: nothing pushes content off to the right. */
export async function assertNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
  assert.ok(widths.content <= widths.screen, `${where} is ${widths.content}px wide on a ${widths.screen}px screen`);
}
