import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { texts } from './i18n';
// @ts-ignore: a plain ES module shared with `make first-board`
import { drawBoards, drawnIn, firstPaint, VIEWS } from './first-board.mjs';

// The first board (issue 12): index.html holds the start position's board, drawn from the program's own board
// (e2e/first-board.mjs), shown before the program arrives and taken over by it in place.

const html = () => readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8');

test('index.html holds the board that the program draws now (else: make first-board)', async ({ browser, baseURL }) => {
  const now = firstPaint(await drawBoards(browser, baseURL));
  expect(drawnIn(html()), 'dist/index.html is older than the program\'s board: run `make first-board`').toBe(now);
});

/** The visible drawing of the first paint, and its box. */
async function firstBoard(page: Page) {
  const svg = page.locator('.first-paint svg:visible');
  await expect(svg).toHaveCount(1);
  return svg;
}

for (const view of VIEWS) {
  test(`${view.viewport.width}x${view.viewport.height}: the board shows before the program, and the program takes it over in place`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: view.viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    // Hold the wasm module back until the first board has been looked at.
    let release!: () => void;
    const held = new Promise<void>((ok) => { release = ok; });
    await page.route('**/wari_bg.wasm', async (route) => { await held; await route.continue(); });
    await page.goto('./?reset=1&lang=en');
    const svg = await firstBoard(page);
    // The 12 named pits, readable: the letters A-F and a-f, each visible, and each pit's count of 4.
    const letters = await svg.locator('text').evaluateAll((texts) => texts
      .filter((t) => { const r = t.getBoundingClientRect(); return r.width > 0 && r.height > 0; })
      .map((t) => t.textContent));
    expect(letters.filter((t) => /^[A-Fa-f]$/.test(t!)).sort()).toEqual([...'ABCDEFabcdef']);
    expect(letters.filter((t) => t === '4')).toHaveLength(12);
    expect(letters.filter((t) => t === '0')).toHaveLength(2);
    // Nothing in it for the page's scripts or tests: no live board, nothing to focus, hidden from screen readers.
    await expect(page.locator('svg.board, [data-pit], [data-letter]')).toHaveCount(0);
    await expect(page.locator('.first-paint')).toHaveAttribute('aria-hidden', 'true');
    await page.screenshot({ path: `screenshots/first-board-${view.name}.png` });
    const before = (await svg.boundingBox())!;

    release();
    await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
    await expect(page.locator('.first-paint')).toHaveCount(0);
    await expect(page.locator('#app')).not.toHaveAttribute('aria-busy');
    const after = (await page.locator('svg.board').boundingBox())!;
    for (const k of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(after[k] - before[k]), `the board's ${k} at the take-over: ${before[k]} -> ${after[k]}`).toBeLessThanOrEqual(3);
    }
    await page.screenshot({ path: `screenshots/first-board-${view.name}-live.png` });
    await context.close();
  });
}

test('when the program cannot start, the error box replaces the first board', async ({ page }) => {
  await page.route('**/wari_bg.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('./?lang=pl');
  await expect(page.locator('#error-box h2')).toHaveText(texts('pl')('error-title'));
  await expect(page.locator('.first-paint')).toHaveCount(0);
});
