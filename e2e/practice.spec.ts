import { test, expect, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { shown } from './board';
import { texts } from './i18n';

// Counting practice: with it on, a move is not sown at the first tap; the person taps the pit where
// the last seed will land, says how many seeds it will capture, and Sow plays the move the usual way; the card
// then counts the seeds and says whether the guess was right (checked against the engine's report, crates/core/src/practice.rs).
// Screenshots are kept in e2e/screenshots/ to look at.

mkdirSync('screenshots', { recursive: true });

const pit = (page: Page, i: number) => page.locator(`svg.board [data-pit="${i}"]`);
const card = (page: Page) => page.locator('.practice-card');
const status = (page: Page) => card(page).locator('.practice-status');

async function guess(page: Page, from: number, last: number, captured: number) {
  await pit(page, from).click();
  await pit(page, last).click();
  await expect(page.locator('#practice-number')).toBeFocused();
  await page.locator('#practice-number').fill(String(captured));
  await card(page).locator('button[data-action="practice-sow"]').click();
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('two players: a right guess and a wrong one, the score, the numbers hidden', async ({ page }) => {
  const en = texts('en');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('./?variant=abapa&south=human&north=human&lang=en');
  await page.locator('button[data-action="practice"]').click();
  await expect(page.locator('button[data-action="practice"]')).toHaveAttribute('aria-pressed', 'true');
  // C is chosen, nothing is sown yet.
  await pit(page, 2).click();
  await expect(status(page)).toHaveText(en('practice-ask-last', { pit: 'C', count: 4 }));
  expect(await shown(page)).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0');
  await pit(page, 6).click();
  await expect(status(page)).toHaveText(en('practice-ask-captured', { pit: 'C', last: 'a' }));
  await expect(pit(page, 6)).toHaveClass(/guessed/);
  expect((await new AxeBuilder({ page }).include('.practice-card').include('.practice').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/practice-ask.png' });
  await page.locator('#practice-number').fill('0');
  await card(page).locator('button[data-action="practice-sow"]').click();
  // C's 4 seeds: D, E, F, a; nothing captured. Right.
  await expect(status(page)).toHaveText(
    `${en('practice-counted', { numbers: '1, 2, 3, 4', last: 'a', count: 0 })} ${en('practice-right')}`);
  expect(await shown(page)).toBe('4-4-0-5-5-5-5-4-4-4-4-4-0-0');
  await expect(page.locator('.practice-score')).toHaveText(en('practice-score', { right: 1, total: 1 }));
  // North's d: 4 seeds to e, f, A, B. Said: A and 2 seeds. Wrong on both.
  await guess(page, 9, 0, 2);
  await expect(status(page)).toHaveText(
    `${en('practice-counted', { numbers: '1, 2, 3, 4', last: 'B', count: 0 })} ` +
    `${en('practice-last-wrong', { last: 'B', guess: 'A' })} ${en('practice-captured-wrong', { count: 0, guess: 2 })}`);
  expect(await shown(page)).toBe('5-5-0-5-5-5-5-4-4-0-5-5-0-0');
  await expect(page.locator('.practice-score')).toHaveText(en('practice-score', { right: 1, total: 2 }));
  // The numbers hidden: the pebbles must be counted.
  await page.locator('button[data-action="practice-hide"]').click();
  await expect(pit(page, 0).locator('.count')).toBeHidden();
  expect((await new AxeBuilder({ page }).include('.practice-card').include('.practice').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/practice-wrong-hidden.png' });
  // Choose another pit drops the move waiting; off, a tap plays at once.
  await pit(page, 1).click();
  await card(page).locator('button[data-action="practice-cancel"]').click();
  await page.locator('button[data-action="practice"]').click();
  await expect(card(page)).toBeHidden();
  await pit(page, 1).click();
  expect(await shown(page)).toBe('5-0-1-6-6-6-6-4-4-0-5-5-0-0');
  expect(errors).toEqual([]);
});

test('in a puzzle, by keyboard, in French at phone width: the capture counted', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fr = texts('fr');
  await page.goto('./?puzzle=abapa/1&lang=fr');
  await page.locator('button[data-action="practice"]').click();
  // F: its one seed makes 3 in a (C1). Said by keyboard: F, then a, then 3.
  await pit(page, 5).focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(fr('practice-ask-last', { pit: 'F', count: 1 }));
  await pit(page, 6).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#practice-number')).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(
    `${fr('practice-counted', { numbers: '1', last: 'a', count: 3 })} ${fr('practice-right')}`);
  await expect(page.locator('.puzzle-card .puzzle-feedback')).toHaveText(fr('puzzle-solved'));
  expect((await new AxeBuilder({ page }).include('.practice-card').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/practice-phone.png', fullPage: true });
});

test('against the computer: the guess, then the computer answers and the next move waits for a guess again', async ({ page }) => {
  const en = texts('en');
  await page.goto('./?variant=abapa&south=human&north=ai-1&lang=en');
  await page.locator('button[data-action="practice"]').click();
  await guess(page, 2, 6, 0);
  await expect(status(page)).toHaveText(
    `${en('practice-counted', { numbers: '1, 2, 3, 4', last: 'a', count: 0 })} ${en('practice-right')}`);
  // The computer's reply is played at once; the result stays until the next guess.
  await expect(page.locator('.moves .move:not(.start)')).toHaveCount(2, { timeout: 20_000 });
  await expect(status(page)).toContainText(en('practice-right'));
  await pit(page, 0).click();
  await expect(status(page)).toHaveText(en('practice-ask-last', { pit: 'A', count: await pit(page, 0).locator('.count').textContent().then(Number) }));
  expect((await page.locator('.moves .move:not(.start)').count())).toBe(2);
});

test('the numbers hidden are not in the pits\' names nor the question; options and score survive a reload', async ({ page }) => {
  const en = texts('en');
  await page.goto('./?variant=abapa&south=human&north=human&lang=en');
  await expect(pit(page, 2)).toHaveAttribute('aria-label', `C, ${en('seeds', { count: 4 })}, ${en('pit-playable')}`);
  await page.locator('button[data-action="practice"]').click();
  await page.locator('button[data-action="practice-hide"]').click();
  await expect(pit(page, 2)).toHaveAttribute('aria-label', `C, ${en('pit-playable')}`);
  await expect(pit(page, 7)).toHaveAttribute('aria-label', 'b');
  await pit(page, 2).click();
  await expect(status(page)).toHaveText(en('practice-ask-last-hidden', { pit: 'C' }));
  await pit(page, 6).click();
  await page.locator('#practice-number').fill('0');
  await card(page).locator('button[data-action="practice-sow"]').click();
  await expect(page.locator('.practice-score')).toHaveText(en('practice-score', { right: 1, total: 1 }));
  // A reload: practice still on, the numbers still hidden (and unnamed), the score kept.
  await page.reload();
  await expect(page.locator('button[data-action="practice"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('button[data-action="practice-hide"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.practice-score')).toHaveText(en('practice-score', { right: 1, total: 1 }));
  await expect(pit(page, 9)).toHaveAttribute('aria-label', `d, ${en('pit-playable')}`);
  await expect(pit(page, 0).locator('.count')).toBeHidden();
  // Shown again: the names say the seeds again.
  await page.locator('button[data-action="practice-hide"]').click();
  await expect(pit(page, 9)).toHaveAttribute('aria-label', `d, ${en('seeds', { count: 4 })}, ${en('pit-playable')}`);
});

test('a damaged score kept in the browser: a notice in the page\'s language, practice starts from nought', async ({ page }) => {
  const pl = texts('pl');
  await page.goto('./?variant=abapa&lang=pl');
  await page.evaluate(() => localStorage.setItem('wari.practice', '{"v":1,"on":true,"hide":true,"right":9,"tries":2}'));
  await page.reload();
  await expect(page.locator('.notice')).toContainText(pl('practice-saved-ignored'));
  await expect(page.locator('button[data-action="practice"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.practice-score')).toBeHidden();
  await expect(pit(page, 0).locator('.count')).toBeVisible();
});
