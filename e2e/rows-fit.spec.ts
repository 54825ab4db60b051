import { test, expect, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { open, pit } from './board';

// The four-row board (RULES.md L4, Moruba) on a phone and on a desktop: on a phone (390 x 844, the board
// upright) it fits the screen under the status line, so the player's own store is in view at the start; a
// puzzle's feedback and the editor's -/+ stay in view after a tap on a pit at the board's foot. On a desktop
// (1280 x 800) the board takes the page's width and no text on it is drawn under 14 px. Screenshots are kept in
// e2e/screenshots/.

mkdirSync('screenshots', { recursive: true });
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** The element's box on the screen, against the viewport's height. */
async function inView(page: Page, selector: string): Promise<{ top: number; bottom: number; height: number }> {
  return page.locator(selector).first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom), height: window.innerHeight };
  });
}

/** Scrolls the page as a player does who wants the foot of the board in view: its bottom edge at the screen's. */
async function scrollToBoardFoot(page: Page) {
  await page.evaluate(() => {
    const r = document.querySelector('svg.board')!.getBoundingClientRect();
    window.scrollBy(0, Math.max(0, r.bottom - window.innerHeight));
  });
}

test('moruba on a phone: the board fits under the status line; both stores are in view at the start', async ({ page }) => {
  await page.setViewportSize(phone);
  await open(page, '?variant=moruba&lang=en');
  await expect(page.locator('svg.board')).toHaveClass(/vertical/);
  const own = await inView(page, 'svg.board [data-store="S"]');
  expect(own.bottom, 'South\'s store (the player\'s own, at the foot of the upright board)').toBeLessThanOrEqual(own.height);
  const other = await inView(page, 'svg.board [data-store="N"]');
  expect(other.top).toBeGreaterThanOrEqual(0);
  const status = await inView(page, '#status');
  expect(status.top).toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: 'screenshots/fit-moruba-phone-game.png' });
});

test('moruba on a phone: a puzzle\'s feedback is in view after a tap at the foot of the board', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // moruba-1: the best capture is P; M (one seed, at the foot of the upright board) captures nothing.
  await page.goto('./?puzzle=moruba-1&lang=en');
  await expect(page.locator('.puzzle-card')).toBeVisible();
  await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
  await scrollToBoardFoot(page);
  await pit(page, 'M').click();
  await expect(page.locator('.puzzle-card .puzzle-feedback')).toHaveClass(/wrong/);
  await expect(page.locator('.puzzle-card .puzzle-feedback')).not.toBeEmpty();
  const feedback = await inView(page, '.puzzle-card .puzzle-feedback');
  expect(feedback.top, 'the feedback\'s top').toBeGreaterThanOrEqual(0);
  expect(feedback.bottom, 'the feedback\'s bottom').toBeLessThanOrEqual(feedback.height);
  await page.screenshot({ path: 'screenshots/fit-moruba-phone-puzzle.png' });
});

test('moruba on a phone: the editor\'s -/+ are in view after a tap on a pit at the head or the foot of the board', async ({ page }) => {
  await page.setViewportSize(phone);
  await open(page, '?variant=moruba&south=human&north=human&lang=en');
  await page.locator('button[data-action="editor"]').click();
  await expect(page.locator('.editor-card')).toBeVisible();
  // A at the board's head (the page scrolled back to its top), then M at its foot.
  for (const [letter, scroll] of [['A', 'head'], ['M', 'foot']] as const) {
    if (scroll === 'head') await page.evaluate(() => window.scrollTo(0, 0));
    else await scrollToBoardFoot(page);
    await pit(page, letter).click();
    await expect(page.locator('.editor-place label')).toHaveText(`Seeds in pit ${letter}`);
    for (const control of ['button[data-action="editor-less"]', '#editor-count', 'button[data-action="editor-more"]']) {
      const box = await inView(page, control);
      expect(box.top, `${control} after ${letter}`).toBeGreaterThanOrEqual(0);
      expect(box.bottom, `${control} after ${letter}`).toBeLessThanOrEqual(box.height);
    }
    if (scroll === 'head') await page.screenshot({ path: 'screenshots/fit-moruba-phone-editor.png' });
  }
  // The controls work from there: M 4 -> 5.
  await page.locator('button[data-action="editor-more"]').click();
  await expect(pit(page, 'M').locator('.count')).toHaveText('5');
});

/** Every text drawn on the board with its size on the screen: the computed font size (viewBox units) times
 *  the drawing's scale, and the box's height. Hidden texts (no count shown) are left out. */
async function textSizes(page: Page) {
  return page.evaluate(() => {
    const out: { what: string; px: number; box: number }[] = [];
    for (const t of document.querySelectorAll<SVGTextElement>('svg.board text')) {
      const style = getComputedStyle(t);
      if (!t.textContent || style.display === 'none' || style.visibility !== 'visible') continue;
      if (t.getBoundingClientRect().height === 0) continue;
      const scale = t.getScreenCTM()!.a;
      out.push({
        what: `${t.getAttribute('class')} "${t.textContent}"`,
        px: Math.round(parseFloat(style.fontSize) * scale * 10) / 10,
        box: Math.round(t.getBoundingClientRect().height * 10) / 10,
      });
    }
    return out;
  });
}

test('moruba on a desktop (1280 x 800): no text on the board under 14 px, three-digit counts too; the board in the window', async ({ page }) => {
  await page.setViewportSize(desktop);
  // The start, and positions with three-digit counts (the smaller figures): a pit of 100, a store of 100.
  const position = (a: number, x: number, stores: [number, number]) => {
    const pits = Array(48).fill(0);
    pits[0] = a;
    pits[47] = x;
    return [...pits, ...stores, 'S'].join('-');
  };
  for (const query of [
    '?variant=moruba&south=human&north=human&lang=en',
    `?variant=moruba&position=${position(100, 2, [45, 45])}&south=human&north=human&lang=en`,
    `?variant=moruba&position=${position(2, 2, [100, 88])}&south=human&north=human&lang=en`,
  ]) {
    await open(page, query);
    const sizes = await textSizes(page);
    // 48 letters, 48 pit counts, two store counts and two names.
    expect(sizes.length).toBe(100);
    if (query.includes('position')) expect(sizes.filter((s) => s.what.includes('small'))).toHaveLength(1);
    const small = sizes.filter((s) => s.px < 14 || s.box < 14);
    expect(small.length, `texts under 14 px: ${JSON.stringify(small.slice(0, 6))}`).toBe(0);
    const box = (await page.locator('svg.board').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(desktop.width);
    expect(box.y + box.height).toBeLessThanOrEqual(desktop.height);
  }
  await page.screenshot({ path: 'screenshots/fit-moruba-desktop.png' });
});
