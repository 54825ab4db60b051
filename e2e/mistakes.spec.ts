import { test, expect, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { open, pit, shown } from './board';
import { texts } from './i18n';
import { ink, pdf, words } from './pdf';

// "Learn from your mistakes" (src/features/mistakes) and the review sheet to print (crates/print/src/review.rs),
// both from the game review of a finished game: South (a person) against the computer, North winning 26 to 4.
// `wari review --variant abapa --moves BbCfBdFdAcDbFdEeFfEcFaCd` judges three of South's moves blunders:
//
//   move  9: A gave away 8 seeds, B the best (D would give 3, E 4);
//   move 11: D gave away 4, A the best;            move 13: F gave away 7, A the best;
//
// and one of North's (move 12: b, 5 seeds, d better). The exercises are South's three, in that order.
// Screenshots and the sheet's PDFs (as PNG) are kept in e2e/screenshots/ to look at.

mkdirSync('screenshots', { recursive: true });

const GAME = 'BbCfBdFdAcDbFdEeFfEcFaCd';
/** The board before move 9 (after eight moves): pits A-F, a-f, South's store, North's. */
const BEFORE_9 = '6-1-0-7-7-0-6-2-6-0-8-0-2-3';
/** The board at the end: North won 26 to 4. */
const END = '0-0-0-2-1-1-0-6-2-0-3-3-4-26';

const card = (page: Page) => page.locator('.mistakes-card');
const feedback = (page: Page) => card(page).locator('.puzzle-feedback');
const control = (page: Page, name: string) => card(page).locator(`button[data-action="mistakes-${name}"]`);

/** Opens the finished game in `lang`, reviews it to the end. */
async function reviewed(page: Page, lang: string) {
  await open(page, `?variant=abapa&moves=${GAME}&south=human&north=ai-3&lang=${lang}`);
  expect(await shown(page)).toBe(END);
  await page.locator('.bar button.review-ender').click();
  await expect(page.locator('.review-card .review-status')).toHaveText(texts(lang)('review-done'), { timeout: 60_000 });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('learn from your mistakes by mouse: the blunders in order on the real board, judged by the review, hint, show, skip, what was found', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const en = texts('en');
  await reviewed(page, 'en');
  await page.locator('button[data-action="review-learn"]').click();
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('h2')).toHaveText(en('mistakes-count', { number: 1, total: 3 }));
  await expect(card(page).locator('.mistakes-task')).toHaveText(en('mistakes-task-you', { move: 9, pit: 'A', count: 8 }));
  // The position before the blunder, the eight moves before it in the move list, South at the bottom.
  expect(await shown(page)).toBe(BEFORE_9);
  await expect(page.locator('.moves .move[data-ply]:not(.start)')).toHaveCount(8);
  await page.screenshot({ path: 'screenshots/mistakes-desktop.png' });
  const axe = await new AxeBuilder({ page }).include('.mistakes-card').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The blunder again, then a move that still gives seeds away: judged, not played.
  await pit(page, 'A').click();
  await expect(feedback(page)).toHaveText(en('mistakes-same'));
  await pit(page, 'D').click();
  await expect(feedback(page)).toHaveText(en('mistakes-wrong', { pit: 'D', count: 3 }));
  await expect(feedback(page)).toHaveClass(/wrong/);
  expect(await shown(page)).toBe(BEFORE_9);
  await expect(control(page, 'next')).toHaveText(en('mistakes-skip'));
  // The hint, then the better move: played on the board.
  await control(page, 'hint').click();
  await expect(card(page).locator('.puzzle-hint')).toBeVisible();
  await pit(page, 'B').click();
  await expect(feedback(page)).toHaveText(en('mistakes-right-best', { pit: 'B' }));
  await expect(page.locator('.moves .move[data-ply]:not(.start)')).toHaveCount(9);
  await expect(card(page).locator('.puzzle-hint')).toBeHidden();
  await page.screenshot({ path: 'screenshots/mistakes-right.png' });

  // The second: the better move shown. The third: skipped.
  await control(page, 'next').click();
  await expect(card(page).locator('h2')).toHaveText(en('mistakes-count', { number: 2, total: 3 }));
  await expect(card(page).locator('.mistakes-task')).toHaveText(en('mistakes-task-you', { move: 11, pit: 'D', count: 4 }));
  await control(page, 'show').click();
  await expect(feedback(page)).toHaveText(en('mistakes-shown', { pit: 'A' }));
  await expect(page.locator('.moves .move[data-ply]:not(.start)')).toHaveCount(11);
  await control(page, 'next').click();
  await expect(card(page).locator('.mistakes-task')).toHaveText(en('mistakes-task-you', { move: 13, pit: 'F', count: 7 }));
  await expect(control(page, 'next')).toHaveText(en('mistakes-skip'));
  await control(page, 'next').click();
  await expect(card(page).locator('h2')).toHaveText(en('mistakes-heading'));
  await expect(card(page).locator('.mistakes-task')).toHaveText(en('mistakes-end', { found: 1, total: 3 }));
  expect(await shown(page)).toBe(END);
  // Back: the game as it was.
  await control(page, 'leave').click();
  await expect(card(page)).toBeHidden();
  expect(await shown(page)).toBe(END);
  expect(errors).toEqual([]);
});

test('learn from your mistakes by keyboard, in French, on a phone: the pits by the arrows and Enter, the buttons by Enter', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fr = texts('fr');
  await reviewed(page, 'fr');
  const learn = page.locator('button[data-action="review-learn"]');
  await learn.focus();
  await page.keyboard.press('Enter');
  await expect(card(page).locator('h2')).toHaveText(fr('mistakes-count', { number: 1, total: 3 }));
  // The focus is on the board, on the first pit South can play (A). The phone's board stands upright, South's
  // row the left column running down: the arrow down to B, Enter plays it.
  await expect(pit(page, 'A')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(feedback(page)).toHaveText(fr('mistakes-same'));
  await page.keyboard.press('ArrowDown');
  await expect(pit(page, 'B')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(feedback(page)).toHaveText(fr('mistakes-right-best', { pit: 'B' }));
  await page.screenshot({ path: 'screenshots/mistakes-phone.png', fullPage: true });
  await control(page, 'next').focus();
  await page.keyboard.press('Enter');
  await expect(card(page).locator('h2')).toHaveText(fr('mistakes-count', { number: 2, total: 3 }));
  // Move 11: A is the best; the focus is on A again.
  await expect(pit(page, 'A')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(feedback(page)).toHaveText(fr('mistakes-right-best', { pit: 'A' }));
  await control(page, 'next').focus();
  await page.keyboard.press('Enter');
  await control(page, 'next').focus();
  await page.keyboard.press('Enter');
  await expect(card(page).locator('.mistakes-task')).toHaveText(fr('mistakes-end', { found: 2, total: 3 }));
  // Every mistake again from the first.
  await control(page, 'again').focus();
  await page.keyboard.press('Enter');
  await expect(card(page).locator('h2')).toHaveText(fr('mistakes-count', { number: 1, total: 3 }));
  expect(await shown(page)).toBe(BEFORE_9);
});

test('the review sheet: the summaries, the chart, the mistakes with the better move, the three costliest boards; 2 pages on A4 and on Letter, black on white', async ({ page }) => {
  const en = texts('en');
  await reviewed(page, 'en');
  await page.evaluate(() => { window.print = () => {}; });
  const print = page.locator('button[data-action="review-print"]');
  const view = page.locator('#print-view');
  await print.click();
  await expect(view).toHaveAttribute('data-view', 'review');
  await expect(view.locator('.sheet')).toHaveCount(2);
  // Both players' summaries, as wari review sums them up.
  const summary = await view.locator('.r-summary tr').evaluateAll((rows) =>
    rows.slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
  expect(summary).toEqual([
    [en('player', { player: 'south' }), '12', '3', '0', '3', '22'],
    [en('player', { player: 'north' }), '12', '1', '0', '1', '6'],
  ]);
  // A point a position, a mark a move that was no good move (4 inaccuracies, 4 blunders).
  expect(await view.locator('.r-line').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){24}$/);
  await expect(view.locator('.r-chart .r-mark')).toHaveCount(8);
  await expect(view.locator('.r-chart .r-mark.blunder')).toHaveCount(4);
  // The mistakes and blunders with the better move, in the order of the game.
  const rows = await view.locator('.r-list tr[data-ply]').evaluateAll((rs) =>
    rs.map((r) => [...r.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent).join(' ')));
  const south = en('player', { player: 'south' });
  const north = en('player', { player: 'north' });
  expect(rows).toEqual([`9 ${south} A B 8`, `11 ${south} D A 4`, `12 ${north} b d 5`, `13 ${south} F A 7`]);
  // The three costliest moves, the costliest first, each ringed: the move played dashed, the better thick.
  await expect(view.locator('.r-costly')).toHaveCount(3);
  expect(await view.locator('.r-costly').evaluateAll((a) => a.map((e) => e.getAttribute('data-ply')))).toEqual(['8', '12', '11']);
  await expect(view.locator('.r-costly').first().locator('.r-played, .r-better')).toHaveCount(2);

  await page.emulateMedia({ media: 'print' });
  for (const format of ['A4', 'Letter'] as const) {
    // Printing ends with the view gone (afterprint): ask for it again before each.
    await page.emulateMedia({ media: 'screen' });
    await print.click();
    await expect(view.locator('.sheet')).toHaveCount(2);
    await page.emulateMedia({ media: 'print' });
    const { file, pages } = await pdf(page, 'review-sheet', format);
    expect(pages, format).toBe(2);
    expect(words(file, 1).map((w) => w.text).join(' ')).toContain(en('review-sheet-list').split(',')[0]);
    expect(words(file, 2).map((w) => w.text).join(' ')).toContain(en('review-sheet-costliest'));
    for (const p of [1, 2]) {
      const { coloured, dark } = ink(file, p);
      expect(coloured, `${format} page ${p}`).toBe(0);
      expect(dark, `${format} page ${p}`).toBeLessThan(0.08);
    }
  }
});
