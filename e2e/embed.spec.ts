import { test, expect, Page, FrameLocator, Frame } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { texts, moveSentence } from './i18n';

// Embedding: embed=1 shows the board and a minimal bar; the "Embed…" dialog builds the snippets;
// www/embed.js turns <div data-wari> into iframes sized by postMessage, found relative to its own URL (so it
// works from a sub-folder), two boards on one page each sized by its own messages. Screenshots of the example
// page are kept in e2e/screenshots/ to look at.

mkdirSync('screenshots', { recursive: true });
const en = texts('en');
const es = texts('es');

/** The board as shown in a frame: pits in index order, South store, North store. */
async function shown(f: FrameLocator | Page): Promise<string> {
  const pits = f.locator('svg.board [data-pit]');
  await expect(pits.first()).toBeVisible();
  const counts = await pits.evaluateAll((els) =>
    els.sort((a, b) => Number(a.getAttribute('data-pit')) - Number(b.getAttribute('data-pit')))
      .map((g) => g.querySelector('.count')!.textContent));
  const s = await f.locator('svg.board [data-store="S"] .store-count').textContent();
  const n = await f.locator('svg.board [data-store="N"] .store-count').textContent();
  return [...counts, s, n].join('-');
}

/** Waits until every wari iframe got its height from its page. */
async function framesSized(page: Page, count: number) {
  await expect(page.locator('iframe.wari-frame')).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    await expect(page.locator('iframe.wari-frame').nth(i)).toHaveAttribute('data-wari-height', /^\d+$/);
  }
}

/** The content height of a frame's page and the frame's own height, in CSS px. */
async function heights(page: Page, i: number): Promise<[number, number]> {
  const el = page.locator('iframe.wari-frame').nth(i);
  const frame = (await (await el.elementHandle())!.contentFrame()) as Frame;
  const content = await frame.evaluate(() => document.body.getBoundingClientRect().height);
  const box = (await el.boundingBox())!;
  return [content, box.height];
}

test('the embed example shows two working boards, each frame sized to its own board', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./www/embed-example.html');
  await framesSized(page, 2);
  const spanish = page.frameLocator('iframe.wari-frame >> nth=0');
  const puzzle = page.frameLocator('iframe.wari-frame >> nth=1');
  // The first board: Abapa in Spanish against the computer; the second: the puzzle position, in English.
  await expect(spanish.locator('svg.board')).toHaveAttribute('data-pits', '6');
  await expect(spanish.locator('#status')).toContainText(es('your-move'));
  expect(await shown(spanish)).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0');
  expect(await shown(puzzle)).toBe('3-0-1-0-0-2-1-2-2-0-1-1-18-17');
  // Board and minimal bar only: no side panel, header or mode buttons.
  for (const f of [spanish, puzzle]) {
    await expect(f.locator('.panel')).toBeHidden();
    await expect(f.locator('.top')).toBeHidden();
    await expect(f.locator('.bar button[data-action="undo"]')).toBeVisible();
  }
  await expect(page.locator('iframe.wari-frame').nth(0)).toHaveAttribute('title', 'Tablero de Wari: Oware Abapa, contra el ordenador');
  // Each frame is exactly as tall as its own page (the narrow puzzle column is shorter than the wide board).
  const [c0, h0] = await heights(page, 0);
  const [c1, h1] = await heights(page, 1);
  expect(Math.abs(h0 - Math.ceil(c0))).toBeLessThanOrEqual(1);
  expect(Math.abs(h1 - Math.ceil(c1))).toBeLessThanOrEqual(1);
  expect(h1).toBeLessThan(h0);
  await page.screenshot({ path: 'screenshots/embed-example.png', fullPage: true });

  // A click in the puzzle board plays: F sows a and b to 2 and 3, both captured (C1, C2): South's store 18 + 5.
  await puzzle.locator('svg.board [data-letter="F"]').click();
  await expect(puzzle.locator('#status')).toContainText(moveSentence(en, 'south', 'F', [[3, 'b'], [2, 'a']]));
  expect(await shown(puzzle)).toBe('3-0-1-0-0-0-0-0-2-0-1-1-23-17');
  // A click in the Spanish board plays too, and the computer answers.
  await spanish.locator('svg.board [data-letter="C"]').click();
  await expect(spanish.locator('.moves .move[data-ply="1"]')).toHaveText('C');
  await expect(spanish.locator('.moves .move[data-ply="2"]')).toHaveText(/^[a-f]$/, { timeout: 20_000 });
  expect(await shown(spanish)).not.toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0');
  // The other board did not change.
  expect(await shown(puzzle)).toBe('3-0-1-0-0-0-0-0-2-0-1-1-23-17');
  await page.screenshot({ path: 'screenshots/embed-example-played.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('the embed example on a phone: boards fit the column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./www/embed-example.html');
  await framesSized(page, 2);
  for (let i = 0; i < 2; i++) {
    const [content, height] = await heights(page, i);
    expect(Math.abs(height - Math.ceil(content))).toBeLessThanOrEqual(1);
    const f = page.frameLocator(`iframe.wari-frame >> nth=${i}`);
    const board = (await f.locator('svg.board').boundingBox())!;
    const frame = (await page.locator('iframe.wari-frame').nth(i).boundingBox())!;
    expect(board.width).toBeLessThanOrEqual(frame.width);
  }
  await page.screenshot({ path: 'screenshots/embed-example-phone.png', fullPage: true });
});

test('embed.js finds the game next to itself when the site lives in a sub-folder', async ({ page }) => {
  // (Not under /csp/ yet: Trunk's inline loader script is refused by a strict script-src there.)
  for (const prefix of ['sub/folder/']) {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`./${prefix}www/embed-example.html`);
    await framesSized(page, 2);
    const src = await page.locator('iframe.wari-frame').first().getAttribute('src');
    expect(src).toBe(`http://127.0.0.1:${new URL(page.url()).port}/${prefix}?embed=1&variant=abapa&lang=es&south=human&north=ai-2`);
    const puzzle = page.frameLocator('iframe.wari-frame >> nth=1');
    await puzzle.locator('svg.board [data-letter="F"]').click();
    expect(await shown(puzzle)).toBe('3-0-1-0-0-0-0-0-2-0-1-1-23-17');
    // New game in a puzzle starts the puzzle again.
    await puzzle.locator('.bar button[data-action="new-game"]').click();
    expect(await shown(puzzle)).toBe('3-0-1-0-0-2-1-2-2-0-1-1-18-17');
    expect(errors).toEqual([]);
  }
});

test('embed.js passes only known, well-formed data attributes, URL-encoded, and never as HTML', async ({ page }) => {
  await page.goto('./fixtures/embed-hostile.html');
  await framesSized(page, 2);
  const srcs = await page.locator('iframe.wari-frame').evaluateAll((els) => els.map((e) => e.getAttribute('src')!));
  const q0 = new URL(srcs[0]).searchParams;
  // data-lang with markup and data-north with an injected parameter are dropped; data-onload is unknown.
  expect([...q0.keys()].sort()).toEqual(['controls', 'embed', 'variant']);
  expect(q0.get('variant')).toBe('pits=4 seeds=3 captures=2,3');
  expect(q0.get('controls')).toBe('0');
  expect(srcs[0]).not.toContain('onerror');
  expect(srcs[0]).not.toContain('ai-6');
  // No element came from the attributes, and the hostile title is only text.
  expect(await page.locator('img').count()).toBe(0);
  expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
  await expect(page.locator('iframe.wari-frame').nth(0)).toHaveAttribute('title', '<img src=x onerror="window.__pwned=1">');
  // The custom rules reached the game: four pits a side of three seeds, no buttons (controls=0).
  const f0 = page.frameLocator('iframe.wari-frame >> nth=0');
  expect(await shown(f0)).toBe('3-3-3-3-3-3-3-3-0-0');
  await expect(f0.locator('.bar')).toBeHidden();
  // The second board's moves and side came through.
  const f1 = page.frameLocator('iframe.wari-frame >> nth=1');
  await expect(f1.locator('svg.board')).toHaveAttribute('data-flipped', '1');
  await expect(f1.locator(".moves .move:not(.start)")).toHaveCount(3);
  // A frame cannot size another: a message from the page itself is ignored.
  const before = await page.locator('iframe.wari-frame').nth(0).getAttribute('data-wari-height');
  await page.evaluate(() => window.postMessage({ type: 'wari:height', height: 999 }, '*'));
  await page.waitForTimeout(200);
  expect(await page.locator('iframe.wari-frame').nth(0).getAttribute('data-wari-height')).toBe(before);
});

test('embed.js takes the first proportions from data-aspect (written by the embed dialog), never from its own sums', async ({ page }) => {
  // The frames are kept from loading, so they never report a height: only the first guess is seen.
  await page.route('**/?embed=1*', (route) => route.abort());
  await page.route('**/aspect-test.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><div data-wari data-variant="pits=3" data-aspect="640/335"></div>'
      + '<div data-wari data-variant="wari-72" data-aspect="1/0;x"></div><div data-wari></div>'
      + '<script src="/www/embed.js"></script>',
  }));
  await page.goto('./aspect-test.html');
  const ratios = await page.locator('iframe.wari-frame').evaluateAll((els) => els.map((e) => (e as HTMLElement).style.aspectRatio));
  expect(ratios).toEqual(['640 / 335', '2 / 1', '2 / 1']);
});

test('embed=1: the board fills the width with a minimal bar; controls=0 hides the buttons', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 600 });
  await page.goto('./?embed=1&variant=hu-wari&lang=hu');
  await expect(page.locator('svg.board')).toBeVisible();
  await expect(page.locator('.panel')).toBeHidden();
  await expect(page.locator('.top')).toBeHidden();
  await expect(page.locator('.bar')).toBeVisible();
  const board = (await page.locator('svg.board').boundingBox())!;
  expect(board.width).toBeGreaterThan(680);
  await expect(page.locator('.embed-credit a')).toHaveAttribute('href', /\?variant=hu-wari&lang=hu$/);
  await expect(page.locator('.embed-credit a')).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: 'screenshots/embed-direct.png' });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.goto('./?embed=1&controls=0&variant=abapa');
  await expect(page.locator('svg.board')).toBeVisible();
  await expect(page.locator('.bar')).toBeHidden();
});

test('the Embed dialog builds working snippets for the current variant, language and players', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./?variant=numeros&lang=es&south=human&north=human&moves=Cd');
  await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
  await page.locator('button[data-action="embed"]').click();
  const dialog = page.locator('#embed-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('h2')).toHaveText(es('embed-heading'));
  const code = dialog.locator('#embed-iframe-code');
  const base = new URL('./', page.url()).href;
  const title = es('embed-frame-title', { variant: 'X' }).split('X')[0];
  await expect(code).toHaveValue(new RegExp(`^<div style="[^"]*aspect-ratio:1000/320;[^"]*"><iframe src="${base.replace(/[.?]/g, '\\$&')}\\?embed=1&amp;variant=numeros&amp;lang=es&amp;south=human&amp;north=human" title="${title}`));
  await expect(dialog.locator('#embed-script-code')).toHaveValue(`<div data-wari data-variant="numeros" data-lang="es" data-south="human" data-north="human" data-aspect="640/309"></div>\n<script src="${base}www/embed.js" async></script>`);
  // Options: no buttons, start from the position shown (after C and d).
  await dialog.locator('#embed-controls').uncheck();
  await dialog.locator('#embed-position').check();
  await expect(code).toHaveValue(/&amp;controls=0&amp;position=5-5-0-5-5-5-5-4-4-0-5-5-0-0-S"/);
  await dialog.locator('button[data-action="embed-copy-iframe"]').click();
  await expect(dialog.locator('.embed-status')).toHaveText(new RegExp(`${es('copied')}|${es('copy-manual')}`));
  await page.screenshot({ path: 'screenshots/embed-dialog.png' });
  const axe = await new AxeBuilder({ page }).include('#embed-dialog').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The snippet works when pasted into another page.
  const snippet = await code.inputValue();
  await dialog.locator('button[data-action="embed-close"]').click();
  await expect(page.locator('#embed-dialog')).toHaveCount(0);
  await page.goto('./fixtures/blank.html');
  await page.evaluate((html) => { document.body.insertAdjacentHTML('beforeend', html); }, snippet);
  const f = page.frameLocator('iframe');
  expect(await shown(f)).toBe("5-5-0-5-5-5-5-4-4-0-5-5-0-0");
  await expect(f.locator('.bar')).toBeHidden();
  await expect(f.locator('#status')).toContainText(es('player', { player: 'south' }));
});
