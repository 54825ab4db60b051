import { test, expect, Page } from '@playwright/test';
import { open } from './board';
import { texts } from './i18n';

// The game review's analysis kept across a reload (src/features/review/saved.rs, `wari.review` in
// localStorage): the review of the same game after a reload asks the worker nothing (no review request is
// posted, the chart and the summary are there at once); a damaged or inconsistent kept text is dropped and the
// game is analysed again, without an error.

const en = texts('en');
const GAME = 'AaBaCaDaEaAbAaBb';
const LINK = `?variant=abapa&moves=${GAME}&south=human&north=human&lang=en`;
const KEY = 'wari.review';

const card = (page: Page) => page.locator('.review-card');
const status = (page: Page) => card(page).locator('.review-status');

/** Counts the review requests the page posts to its workers (on each load of the page). */
function countReviews() {
  const w = window as any;
  w.__reviews = 0;
  const Base = window.Worker;
  w.Worker = class extends Base {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      const post = this.postMessage.bind(this);
      this.postMessage = (m: any, ...rest: any[]) => {
        if (m && typeof m === 'object' && 'review' in m) w.__reviews += 1;
        post(m, ...rest);
      };
    }
  };
}

const reviews = (page: Page) => page.evaluate(() => (window as any).__reviews as number);

/** The summary table's cells. */
const summary = (page: Page) =>
  card(page)
    .locator('.review-summary-table tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));

async function review(page: Page) {
  await page.locator('.moves-card button[data-action="review"]').click();
  await expect(card(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(countReviews);
});

test('a game reviewed once is not analysed again after a reload: no request, the same summary at once', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await open(page, LINK);
  await review(page);
  await expect(status(page)).toHaveText(en('review-done'), { timeout: 60_000 });
  expect(await reviews(page)).toBe(GAME.length + 1);
  const first = await summary(page);
  const chart = await card(page).locator('.review-svg').innerHTML();
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toContain('"positions":[[0,0,');

  await page.reload();
  await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
  await review(page);
  await expect(status(page)).toHaveText(en('review-done'), { timeout: 1_000 });
  await expect(card(page).locator('.review-progress progress')).toBeHidden();
  expect(await summary(page)).toEqual(first);
  expect(await card(page).locator('.review-svg').innerHTML()).toBe(chart);
  await expect(card(page).locator('.review-table tbody tr')).toHaveCount(GAME.length);
  await page.waitForTimeout(300);
  expect(await reviews(page)).toBe(0);
  await page.screenshot({ path: 'screenshots/review-kept.png', fullPage: true });

  // Another game is analysed as usual.
  await open(page, `?variant=abapa&moves=CdEb&south=human&north=human&lang=en`);
  await review(page);
  await expect(status(page)).toHaveText(en('review-done'), { timeout: 60_000 });
  expect(await reviews(page)).toBe(5);
  expect(errors).toEqual([]);
});

test('a damaged or inconsistent kept analysis is dropped: the game is analysed again, without an error', async ({ page }) => {
  const errors: string[] = [];
  const warned: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'warning' && warned.push(m.text()));
  await open(page, LINK);
  await review(page);
  await expect(status(page)).toHaveText(en('review-done'), { timeout: 60_000 });
  const kept = (await page.evaluate((k) => localStorage.getItem(k), KEY))!;
  const first = await summary(page);
  const damaged = [
    kept.slice(0, kept.length / 2),
    kept.replace('"agreed":false', '"agreed":true'),
    kept.replace('"v":1', '"v":9'),
    kept.replace('"positions":[[0,0,', '"positions":[[0,1,'),
  ];
  for (const text of damaged) {
    await page.evaluate(([k, t]) => localStorage.setItem(k, t), [KEY, text]);
    await page.reload();
    await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
    await review(page);
    await expect(status(page)).toHaveText(en('review-done'), { timeout: 60_000 });
    expect(await reviews(page), text).toBe(GAME.length + 1);
    expect(await summary(page)).toEqual(first);
    // The analysis done again is kept in its place.
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe(kept);
  }
  expect(warned.filter((w) => w.startsWith('kept review refused')).length).toBe(damaged.length);
  expect(errors).toEqual([]);
});
