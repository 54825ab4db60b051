import { test, expect, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';

// Puzzles: the Puzzles card lists the collection by difficulty with a solved mark kept in the
// browser; a puzzle opens on the real board over the game in progress, which "Back to my game" gives back;
// each click is judged (a wrong move is not played and the card says why), the opponent answers with the
// engine's best defence, the explanation follows; `?puzzle=ID` opens one, also embedded. Screenshots are kept
// in e2e/screenshots/ to look at.

mkdirSync('screenshots', { recursive: true });

/** The board shown: pits in index order, then South's store and North's. */
async function shown(page: Page): Promise<string> {
  const pits = page.locator('svg.board [data-pit]');
  await expect(pits.first()).toBeVisible();
  const counts = await pits.evaluateAll((els) =>
    els.sort((a, b) => Number(a.getAttribute('data-pit')) - Number(b.getAttribute('data-pit')))
      .map((g) => g.querySelector('.count')!.textContent));
  const s = await page.locator('svg.board [data-store="S"] .store-count').textContent();
  const n = await page.locator('svg.board [data-store="N"] .store-count').textContent();
  return [...counts, s, n].join('-');
}

const pit = (page: Page, i: number) => page.locator(`svg.board [data-pit="${i}"]`);
const card = (page: Page) => page.locator('.puzzle-card');

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('C1: a wrong capture is refused with the reason, the right one solves and is marked in the list', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('./?variant=abapa&moves=CdE&south=human&north=human&lang=en');
  const game = await shown(page);
  await page.locator('button[data-action="puzzles"]').click();
  const dialog = page.locator('#puzzles');
  await expect(dialog).toBeVisible();
  // Three difficulty groups, every puzzle of the collection listed once.
  await expect(dialog.locator('.puzzle-list h3')).toHaveText(['★ First steps', '★★ Practice', '★★★ Challenge']);
  await expect(dialog.locator('.puzzle-item')).toHaveCount(49);
  await expect(dialog.locator('.puzzle-item.solved')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include('#puzzles').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/puzzles-list.png' });
  await dialog.locator('.puzzle-item[data-id="0"]').click();
  await expect(dialog).toBeHidden();
  await expect(card(page).locator('h2')).toHaveText('Puzzle 1 of 49 · ★ · Oware Abapa (international)');
  await expect(card(page).locator('.puzzle-goal')).toHaveText('Capture as many seeds as you can with one move.');
  expect(await shown(page)).toBe('1-1-1-6-0-1-2-0-0-1-1-0-14-20');
  // The game's own controls are put away while solving.
  await expect(page.locator('.bar')).toBeHidden();
  // D makes 2 in d: not the most. Nothing is played.
  await pit(page, 3).click();
  await expect(card(page).locator('.puzzle-feedback')).toHaveText('That move captures 2, but another captures 3 seeds. Try again.');
  expect(await shown(page)).toBe('1-1-1-6-0-1-2-0-0-1-1-0-14-20');
  await card(page).locator('button[data-action="puzzle-hint"]').click();
  await expect(card(page).locator('.puzzle-hint')).toHaveText('One move captures 3 seeds. For each pit, count where its last seed lands.');
  // F: its one seed makes 3 in a (C1).
  await pit(page, 5).click();
  await expect(card(page).locator('.puzzle-feedback')).toHaveText('Solved!');
  await expect(card(page).locator('.puzzle-explain')).toHaveText('F captures 3 seeds; no other move captures more than 2.');
  // The status line says so too, not whose turn it would be.
  await expect(page.locator('.status-turn')).toHaveText('The puzzle is solved.');
  expect(await shown(page)).toBe('1-1-1-6-0-0-0-0-0-1-1-0-17-20');
  await expect(page.locator('.puzzle-count')).toHaveText('1 of 49 solved');
  expect((await new AxeBuilder({ page }).include('.puzzle-card').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/puzzle-solved.png' });
  // The game in progress comes back, and the mark stays after a reload.
  await card(page).locator('button[data-action="puzzle-leave"]').click();
  await expect(card(page)).toBeHidden();
  expect(await shown(page)).toBe(game);
  await page.reload();
  expect(await shown(page)).toBe(game);
  await page.locator('button[data-action="puzzles"]').click();
  await expect(page.locator('#puzzles .puzzle-item.solved')).toHaveCount(1);
  await expect(page.locator('#puzzles .puzzle-item.solved')).toContainText('✓ solved');
  expect(errors).toEqual([]);
});

test('E2: win in 2 by keyboard; the opponent answers with the best defence; a reload keeps the game, not the puzzle', async ({ page }) => {
  await page.goto('./?puzzle=abapa/7&lang=en');
  await expect(card(page).locator('.puzzle-goal')).toHaveText('Win in 2 moves, whatever your opponent plays.');
  expect(await shown(page)).toBe('0-2-1-4-2-2-1-0-0-0-0-2-22-12');
  // E lets North defend.
  await pit(page, 4).focus();
  await page.keyboard.press('Enter');
  await expect(card(page).locator('.puzzle-feedback')).toHaveText('After that move your opponent can defend. Try again.');
  expect(await shown(page)).toBe('0-2-1-4-2-2-1-0-0-0-0-2-22-12');
  // F, then North's best defence f (captures 3 in B), then E wins (E2: 25).
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(card(page).locator('.puzzle-feedback')).toHaveText('Right! Your opponent answers with their best defence. Your move.');
  await expect.poll(() => shown(page)).toBe('1-0-1-4-2-0-2-1-0-0-0-0-22-15');
  await pit(page, 4).focus();
  await page.keyboard.press('Enter');
  await expect(card(page).locator('.puzzle-feedback')).toHaveText('Solved!');
  expect(await shown(page)).toBe('1-0-1-4-0-1-0-1-0-0-0-0-25-15');
  await expect(card(page).locator('.puzzle-explain')).toHaveText('F f E: after your opponent\'s best defence the game ends 25 to 15 for you.');
  // Start again: the puzzle's position; Show the solution plays the line on the board.
  await card(page).locator('button[data-action="puzzle-restart"]').click();
  expect(await shown(page)).toBe('0-2-1-4-2-2-1-0-0-0-0-2-22-12');
  await card(page).locator('button[data-action="puzzle-solution"]').click();
  await expect(card(page).locator('.puzzle-feedback')).toHaveText('Here is the solution.');
  await expect.poll(() => shown(page)).toBe('1-0-1-4-0-1-0-1-0-0-0-0-25-15');
  await page.reload();
  await expect(card(page)).toBeHidden();
  expect(await shown(page)).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0');
});

test('?puzzle= embedded: the puzzle card on the board only, solved by clicking; an unknown id is a notice', async ({ page }) => {
  await page.goto('./?puzzle=abapa/6&embed=1&lang=pl');
  await expect(page.locator('.panel')).toBeHidden();
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('button[data-action="puzzle-leave"]')).toBeHidden();
  await expect(card(page).locator('.puzzle-goal')).toHaveText('Przeciwnik nie ma ziaren: daj mu je tak, żeby nie mógł niczego zebrać.');
  // D feeds but lets North's f capture 2 in A (F1); E feeds safely.
  await pit(page, 3).click();
  await expect(card(page).locator('.puzzle-feedback')).toHaveText('Wtedy przeciwnik mógłby zebrać 2 ziarna. Spróbuj jeszcze raz.');
  await pit(page, 4).click();
  await expect(card(page).locator('.puzzle-feedback')).toHaveText('Rozwiązane!');
  await page.screenshot({ path: 'screenshots/puzzle-embedded.png' });
  await page.goto('./?puzzle=abapa-99&lang=es');
  await expect(page.locator('#notices')).toContainText('ningún problema se llama así');
  await expect(card(page)).toBeHidden();
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
});

for (const [lang, heading, next] of [
  ['es', 'Problemas', 'Siguiente problema'],
  ['fr', 'Problèmes', 'Problème suivant'],
  ['hu', 'Feladványok', 'Következő feladvány'],
  ['pl', 'Zadania', 'Następne zadanie'],
]) {
  test(`the puzzle card in ${lang}, at phone width`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`./?puzzle=antigua/3&lang=${lang}`);
    await expect(page.locator('.puzzles h2')).toHaveText(heading);
    await expect(card(page).locator('button[data-action="puzzle-next"]')).toHaveText(next);
    await card(page).locator('button[data-action="puzzle-hint"]').click();
    await expect(card(page).locator('.puzzle-hint')).toBeVisible();
    expect((await new AxeBuilder({ page }).include('.puzzle-card').analyze()).violations).toEqual([]);
    await page.screenshot({ path: `screenshots/puzzle-phone-${lang}.png` });
    await card(page).locator('button[data-action="puzzle-next"]').click();
    await expect(card(page).locator('h2')).toContainText('30');
  });
}
