import { test, expect, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { shown } from './board';
import { texts } from './i18n';

// The guided first game: `?lesson=1` or the newcomers' button opens it on the real board over the
// game in progress; each step is a position of the rules in play with one thing to do; a wrong try is not
// played and the card says why, kindly; the right move is played and explained; the last step leads back to
// the game; from the second wrong try at a step, a move that works is ringed. The steps and their right moves come from the engine (crates/core/src/lesson, tested natively); here they are
// followed by clicking and by keyboard. Screenshots are kept in e2e/screenshots/ to look at.

mkdirSync('screenshots', { recursive: true });

const en = texts('en');
const pit = (page: Page, i: number) => page.locator(`svg.board [data-pit="${i}"]`);
const card = (page: Page) => page.locator('.lesson-card');
const feedback = (page: Page) => card(page).locator('.lesson-feedback');
const next = (page: Page) => card(page).locator('button[data-action="lesson-next"]');

async function step(page: Page, number: number, topic: string, task: string) {
  await expect(card(page).locator('h2')).toHaveText(`${en('lesson-title', { number, total: 8 })} · ${en(topic)}`);
  await expect(card(page).locator('.lesson-task')).toHaveText(task);
  await expect(feedback(page)).toHaveText('');
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the whole lesson of Oware Abapa by clicking, with wrong tries explained, then back to the game', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('./?variant=abapa&moves=CdE&south=human&north=human&lang=en');
  const game = await shown(page);
  await expect(page.locator('.lesson-intro h2')).toHaveText(en('lesson-heading'));
  await page.locator('.lesson-intro button[data-action="lesson"]').click();
  await expect(card(page)).toBeVisible();
  await expect(page.locator('.bar')).toBeHidden();

  // 1. S1: sow C. North's a is refused by the engine; D is the wrong pit of ours.
  await step(page, 1, 'lesson-topic-sowing', en('lesson-task-sowing', { pit: 'C' }));
  expect(await shown(page)).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0');
  await expect(pit(page, 2)).toHaveClass(/hinted/);
  await pit(page, 6).click();
  await expect(feedback(page)).toContainText(en('lesson-try-again'));
  await pit(page, 3).click();
  await expect(feedback(page)).toHaveText(en('lesson-miss-other-pit', { pit: 'D', wanted: 'C' }));
  expect(await shown(page)).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0');
  await pit(page, 2).click();
  await expect(feedback(page)).toHaveText(en('lesson-done-sowing', { pit: 'C', count: 4, pits: 'D, E, F and a' }));
  expect(await shown(page)).toBe('4-4-0-5-5-5-5-4-4-4-4-4-0-0');
  expect((await new AxeBuilder({ page }).include('.lesson-card').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/lesson-step1.png' });
  await next(page).click();

  // 2. B3: from F the seeds go on into North's pits.
  await step(page, 2, 'lesson-topic-store', en('lesson-task-store', { pit: 'F' }));
  await pit(page, 5).click();
  await expect(feedback(page)).toHaveText(en('lesson-done-store', { pit: 'F', next: 'a' }));
  expect(await shown(page)).toBe('2-0-0-0-0-0-1-1-1-0-0-3-20-20');
  await next(page).click();

  // 3. C1: A's seeds stay at home; F's one seed makes 2 in a.
  await step(page, 3, 'lesson-topic-capture', en('lesson-task-capture', { counts: '2 or 3' }));
  expect(await shown(page)).toBe('2-0-0-0-0-1-1-0-1-0-0-0-21-22');
  await pit(page, 0).click();
  await expect(feedback(page)).toHaveText(en('lesson-miss-no-capture', { last: 'C', count: 1 }));
  await page.screenshot({ path: 'screenshots/lesson-wrong.png' });
  // A second wrong try: a move that works is ringed.
  await pit(page, 0).click();
  await expect(feedback(page)).toHaveText(`${en('lesson-miss-no-capture', { last: 'C', count: 1 })} ${en('lesson-ringed')}`);
  await expect(pit(page, 5)).toHaveClass(/hinted/);
  await pit(page, 5).click();
  await expect(feedback(page)).toHaveText(en('lesson-done-capture', { last: 'a', count: 2 }));
  expect(await shown(page)).toBe('2-0-0-0-0-0-0-0-1-0-0-0-23-22');
  await next(page).click();

  // 4. C2: E takes a only; F takes b and a.
  await step(page, 4, 'lesson-topic-chain', en('lesson-task-chain'));
  await pit(page, 4).click();
  await expect(feedback(page)).toHaveText(en('lesson-miss-one-pit', { count: 2 }));
  await pit(page, 5).click();
  await expect(feedback(page)).toHaveText(en('lesson-done-chain', { pits: 'a and b', count: 4 }));
  await next(page).click();

  // 5. S2: twelve seeds from A skip A and end in B.
  await step(page, 5, 'lesson-topic-lap', en('lesson-task-lap', { pit: 'A', count: 12 }));
  await pit(page, 0).click();
  await expect(feedback(page)).toHaveText(en('lesson-done-lap', { pit: 'A', count: 12, last: 'B' }));
  expect(await shown(page)).toBe('0-2-2-1-1-1-1-1-1-1-1-3-16-17');
  await next(page).click();

  // 6. G1: F would take all of North's seeds, so it captures nothing.
  await step(page, 6, 'lesson-topic-grand-slam', en('lesson-task-slam', { pit: 'F' }));
  await pit(page, 5).click();
  await expect(feedback(page)).toHaveText(en('lesson-done-slam-no-capture'));
  await next(page).click();

  // 7. F1: A does not feed North and is refused; F feeds.
  await step(page, 7, 'lesson-topic-feeding', en('lesson-task-feed'));
  await pit(page, 0).click();
  await expect(feedback(page)).toContainText(en('illegal-must-feed'));
  await pit(page, 5).click();
  await expect(feedback(page)).toHaveText(en('lesson-done-feed'));
  await next(page).click();

  // 8. E2: F's capture brings the store to 25; the game is over.
  await step(page, 8, 'lesson-topic-end', en('lesson-task-end', { store: 23, target: 25, count: 2 }));
  await pit(page, 0).click();
  await expect(feedback(page)).toHaveText(en('lesson-miss-not-over'));
  await pit(page, 5).click();
  await expect(feedback(page)).toHaveText(en('lesson-done-end', { store: 25 }));
  await expect(next(page)).toHaveText(en('lesson-finish'));
  await page.screenshot({ path: 'screenshots/lesson-end.png' });
  await next(page).click();
  await expect(card(page)).toBeHidden();
  expect(await shown(page)).toBe(game);
  await expect(page.locator('.bar')).toBeVisible();
  expect(errors).toEqual([]);
});

test('?lesson=1 by keyboard in Spanish at phone width, with the rules of numeros (G2)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const es = texts('es');
  await page.goto('./?lesson=1&variant=numeros&lang=es');
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('.lesson-task')).toHaveText(es('lesson-task-sowing', { pit: 'C' }));
  // The ringed pit is the board's pit in the tab order: Tab to it, Enter sows it.
  await expect(pit(page, 2)).toHaveAttribute('tabindex', '0');
  await pit(page, 2).focus();
  await page.keyboard.press('Enter');
  await expect(feedback(page)).toHaveText(es('lesson-done-sowing', { pit: 'C', count: 4, pits: 'D, E, F y a' }));
  expect((await new AxeBuilder({ page }).include('.lesson-card').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/lesson-phone.png', fullPage: true });
  // Straight to step 6, the grand slam under G2: F is refused, E captures.
  for (let i = 0; i < 5; i++) await next(page).click();
  await expect(card(page).locator('.lesson-task')).toHaveText(es('lesson-task-slam-forbidden'));
  await pit(page, 5).focus();
  await page.keyboard.press('Enter');
  await expect(feedback(page)).toContainText(es('illegal-forbidden-grand-slam'));
  await pit(page, 4).focus();
  await page.keyboard.press('Enter');
  await expect(feedback(page)).toHaveText(es('lesson-done-slam-forbidden', { count: 2 }));
  await page.screenshot({ path: 'screenshots/lesson-phone-slam.png', fullPage: true });
  // Back, and leaving gives back a game of numeros.
  await card(page).locator('button[data-action="lesson-back"]').click();
  await expect(card(page).locator('h2')).toContainText(es('lesson-topic-lap'));
  await card(page).locator('button[data-action="lesson-leave"]').click();
  await expect(card(page)).toBeHidden();
  expect(await shown(page)).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0');
});
