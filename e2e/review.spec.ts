import { test, expect, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import { open, shown } from './board';
import { texts } from './i18n';

// The game review (src/features/review): every position analysed in the worker, one a request, a chart of who
// was ahead after each move with each move a point shaped and coloured by its judgement, the move selected
// shown on the board where it was played with the engine's better move ringed, the table of every move, each
// player's summary. The analysis is the engine's (crates/engine/src/analysis, tested natively); here it is
// compared with `wari review --json` for the same game:
//
//   cargo run --release -p wari-cli -- review --variant abapa --moves AaBaCaDaEaAbAaBbCcDdFbAcBdCeDfBaF --json \
//     > e2e/fixtures/review-abapa.json
//
// Screenshots are kept in e2e/screenshots/ to look at.

mkdirSync('screenshots', { recursive: true });

const en = texts('en');
const fr = texts('fr');
const GAME = 'AaBaCaDaEaAbAaBbCcDdFbAcBdCeDfBaF';
type Summary = { player: string; moves: number; inaccuracies: number; mistakes: number; blunders: number; seeds_lost: number };
type Move = { ply: number; pit: number; best: number; letter: string; best_letter: string; seeds: number; judgement: string };
const fixture: { summary: Summary[]; moves: Move[] } = JSON.parse(readFileSync('fixtures/review-abapa.json', 'utf8'));

const card = (page: Page) => page.locator('.review-card');
const caption = (page: Page) => card(page).locator('.review-caption');
const done = async (page: Page, t = en) =>
  expect(card(page).locator('.review-status')).toHaveText(t('review-done'), { timeout: 60_000 });

/** The summary table as numbers: a row a kind (moves, inaccuracies, mistakes, blunders, seeds), a column a player. */
async function summary(page: Page): Promise<number[][]> {
  return card(page)
    .locator('.review-summary-table tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => Number(td.textContent))));
}

/** The pit ringed as the better move (the hint ring), by its letter. */
async function ringed(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector('svg.board .pit.hinted')?.getAttribute('data-letter') ?? null);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a finished game reviewed from its end: the chart, a point clicked, the board and the better move, the summary of wari review', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await open(page, `?variant=abapa&moves=${GAME}&south=human&north=human&lang=en`);
  const end = await shown(page);
  const ender = page.locator('.bar button.review-ender');
  await expect(ender).toHaveText(en('review-open'));
  const started = Date.now();
  await ender.click();
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('h2')).toHaveText(en('review-heading'));
  // The first points (measured, not asserted: the machine may be busy; the report gives the figure).
  await expect(card(page).locator('.review-svg .pt').first()).toBeAttached({ timeout: 30_000 });
  const firstPoint = Date.now() - started;
  await page.screenshot({ path: 'screenshots/review-running.png' });
  await done(page);
  const whole = Date.now() - started;
  console.log(`review of ${GAME.length} plies: first point ${firstPoint} ms, all ${whole} ms`);
  await expect(card(page).locator('.review-svg .pt')).toHaveCount(GAME.length);

  // The summary is wari review's: moves, inaccuracies, mistakes, blunders, seeds given away; South, North.
  const s = fixture.summary;
  expect(await summary(page)).toEqual([
    [s[0].moves, s[1].moves],
    [s[0].inaccuracies, s[1].inaccuracies],
    [s[0].mistakes, s[1].mistakes],
    [s[0].blunders, s[1].blunders],
    [s[0].seeds_lost, s[1].seeds_lost],
  ]);
  // Each move judged as wari review judged it, shape and name with the colour.
  const rows = card(page).locator('.review-table tbody tr');
  await expect(rows).toHaveCount(fixture.moves.length);
  const judged = await rows.evaluateAll((rs) => rs.map((r) => r.className.replace(' on', '')));
  expect(judged).toEqual(fixture.moves.map((m) => m.judgement));

  // The costliest move: its point clicked; the board shows where it was played, its better move ringed.
  const worst = fixture.moves.reduce((a, b) => (b.seeds > a.seeds ? b : a));
  expect(worst.seeds).toBeGreaterThanOrEqual(4);
  await card(page).locator(`.review-svg .hit[data-ply="${worst.ply + 1}"]`).click();
  const mover = worst.letter === worst.letter.toUpperCase() ? 'south' : 'north';
  await expect(caption(page)).toHaveText(
    `${en('review-move', { number: worst.ply + 1, player: mover, pit: worst.letter })} ` +
      en('review-move-costly', { judgement: worst.judgement, count: worst.seeds, better: worst.best_letter }),
  );
  expect(await ringed(page)).toBe(worst.best_letter);
  const there = await shown(page);
  expect(there).not.toBe(end);
  await expect(card(page).locator(`.review-svg .pt.on`)).toHaveClass(new RegExp(worst.judgement));
  await page.screenshot({ path: 'screenshots/review-desktop.png', fullPage: true });

  // Another move, from the table: the board and the ring change.
  const good = fixture.moves.find((m) => m.judgement === 'good' && m.best !== worst.best && m.ply > 2)!;
  await card(page).locator(`.review-table button[data-ply="${good.ply + 1}"]`).click();
  await expect(caption(page)).toContainText(en('review-move-good'));
  expect(await ringed(page)).toBe(good.best_letter);
  expect(await shown(page)).not.toBe(there);
  // A pit is not played in the review.
  await page.locator(`svg.board [data-letter="${good.letter}"]`).click();
  await expect(caption(page)).toContainText(en('review-move-good'));

  expect((await new AxeBuilder({ page }).include('.review-card').analyze()).violations).toEqual([]);
  // Back to the game: the end of the game again.
  await card(page).locator('button[data-action="review-close"]').click();
  await expect(card(page)).toBeHidden();
  expect(await shown(page)).toBe(end);
  // Opened again: nothing is analysed twice.
  await ender.click();
  await expect(card(page).locator('.review-status')).toHaveText(en('review-done'));
  expect(errors).toEqual([]);
});

test('the keyboard steps through the moves on the chart and the table', async ({ page }) => {
  await open(page, `?variant=abapa&moves=${GAME.slice(0, 8)}&south=human&north=human&lang=en`);
  await page.locator('.moves-card button[data-action="review"]').click();
  await done(page);
  const chart = card(page).locator('.review-chart');
  await chart.focus();
  await page.keyboard.press('Home');
  await expect(caption(page)).toContainText(en('review-move', { number: 1, player: 'south', pit: 'A' }));
  expect(await shown(page)).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0');
  await page.keyboard.press('ArrowRight');
  await expect(caption(page)).toContainText(en('review-move', { number: 2, player: 'north', pit: 'a' }));
  expect(await shown(page)).toBe('0-5-5-5-5-4-4-4-4-4-4-4-0-0');
  await page.keyboard.press('End');
  await expect(caption(page)).toContainText(en('review-move', { number: 8, player: 'north', pit: 'a' }));
  await page.keyboard.press('ArrowLeft');
  await expect(caption(page)).toContainText(en('review-move', { number: 7, player: 'south', pit: 'D' }));
  // The buttons do the same, and the move list selects the move.
  await card(page).locator('button[data-action="review-prev"]').click();
  await expect(caption(page)).toContainText(en('review-move', { number: 6, player: 'north', pit: 'a' }));
  await page.locator('.moves button[data-ply="3"]').click();
  await expect(caption(page)).toContainText(en('review-move', { number: 3, player: 'south', pit: 'B' }));
  await expect(page.locator('.moves button[data-ply="3"]')).toHaveAttribute('aria-current', 'step');
});

test('the link ?moves=..&review=1 opens the review, in French, at phone width, and it can be stopped', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `?variant=abapa&moves=${GAME}&review=1&lang=fr`);
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('h2')).toHaveText(fr('review-heading'));
  await card(page).locator('button[data-action="review-cancel"]').click();
  await expect(card(page).locator('.review-status')).toContainText(fr('review-stopped', { done: 0, total: 0 }).split(' ')[0]);
  await card(page).locator('button[data-action="review-resume"]').click();
  await done(page, fr);
  await expect(card(page).locator('.review-legend li')).toHaveText([
    fr('review-good'),
    fr('review-inaccuracy'),
    fr('review-mistake'),
    fr('review-blunder'),
  ]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect((await new AxeBuilder({ page }).include('.review-card').analyze()).violations).toEqual([]);
  await card(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/review-phone.png', fullPage: true });
});

test('offline: once the page has been opened, a game is reviewed with the network off (the worker is kept by sw.js)', async ({ page, context }) => {
  await open(page, `?variant=abapa&moves=${GAME.slice(0, 10)}&south=human&north=human&lang=en`);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
  await page.locator('.moves-card button[data-action="review"]').click();
  await done(page);
  await expect(card(page).locator('.review-table tbody tr')).toHaveCount(10);
});
