import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { languages, texts } from './i18n';
// @ts-ignore: a plain ES module shared with `make first-board`
import { drawBoards, drawnIn, firstPaint, VIEWS } from './first-board.mjs';

// The first board: index.html holds the start position's board, drawn from the program's own board
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

// The words before the program (scripts/boot_words.py, www/boot.js): a page opened in any language shows no
// English while its wasm module is held back. index.html itself holds no loading text (only the boot script,
// which knows the language, writes it); the noscript message is there in every language.
for (const lang of languages) {
  test(`before the program starts, a page opened with ?lang=${lang} shows only ${lang} words`, async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((ok) => { release = ok; });
    await page.route('**/wari_bg.wasm', async (route) => { await held; await route.continue(); });
    const t = texts(lang);
    const en = texts('en');
    await page.goto(`./?reset=1&lang=${lang}`);
    await expect(page.locator('.loading')).toHaveText(t('page-loading'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t('page-description'));
    // Every text of the page before the program: the loading line, the first board's letters and counts.
    const shown = await page.evaluate(() => {
      const out: string[] = [];
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (n.parentElement?.closest('noscript, script, style')) continue;
        if (n.textContent!.trim()) out.push(n.textContent!.trim());
      }
      return out;
    });
    expect(shown).toContain(t('page-loading'));
    if (lang !== 'en') {
      const english = new Set(['page-loading', 'page-description'].flatMap((id) => en(id).split(/[^A-Za-z]+/))
        .filter((w) => w.length > 3 && !['Wari', 'Oware', 'WebAssembly', 'JavaScript'].includes(w)));
      const found = shown.flatMap((s) => s.split(/[^A-Za-z]+/)).filter((w) => english.has(w));
      expect(found, `English words before the program in ${lang}`).toEqual([]);
    }
    await page.screenshot({ path: `screenshots/first-board-words-${lang}.png` });
    release();
    await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
    await context.close();
  });
}

test('index.html has no loading text of its own and the noscript message in every language', () => {
  const page = html();
  expect(page).toMatch(/<p class="loading" data-words="page-loading"><\/p>/);
  const noscript = page.match(/<noscript data-words="page-noscript">(.*?)<\/noscript>/s)![1];
  for (const lang of languages) expect(noscript).toContain(`<p lang="${lang}">`);
  expect(noscript).toContain(texts('pl')('page-noscript'));
});

test('when the program cannot start, the error box replaces the first board', async ({ page }) => {
  await page.route('**/wari_bg.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('./?lang=pl');
  await expect(page.locator('#error-box h2')).toHaveText(texts('pl')('error-title'));
  await expect(page.locator('.first-paint')).toHaveCount(0);
});
