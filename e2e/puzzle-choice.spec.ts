import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { languages, texts } from './i18n';

// Which puzzle a link opens and which puzzles the list offers: puzzle ids are `<variant>/<n>` (never a variant
// id: `numeros-3/1` is the first three-row puzzle), old links open what they opened (`?puzzle=numeros-3` the third
// Números puzzle); "This week's 6" follows the variant being played and says what it chose from; two menus
// narrow the list to a variant and a level. Screenshots of the filtered list (desktop, phone) in e2e/screenshots/.

mkdirSync('screenshots', { recursive: true });

const en = texts('en');
const card = (page: Page) => page.locator('.puzzle-card');
const dialog = (page: Page) => page.locator('#puzzles');
/** The names of the puzzles the list shows (the variant's name after the number). */
const shownNames = (page: Page) => dialog(page).locator('li:visible .puzzle-name').allTextContents();
/** The names of the puzzles ticked for the worksheet. */
const tickedNames = (page: Page) =>
  dialog(page).locator('li:has(input.sheet-pick:checked) .puzzle-name').allTextContents();

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('?puzzle=numeros-3/1 opens the three-row puzzle; the old ?puzzle=numeros-3 still opens the Números one, whose link now says numeros/3', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./?puzzle=numeros-3/1&lang=en');
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('h2')).toHaveText(`Puzzle 10 of 49 · ★ · ${en('variant-numeros-3')}`);
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(18);
  await expect(page.locator('#notices')).toBeEmpty();
  // The slash written %2F, as a browser may.
  await page.goto('./?puzzle=numeros-3%2F2&lang=en');
  await expect(card(page).locator('h2')).toHaveText(`Puzzle 35 of 49 · ★★ · ${en('variant-numeros-3')}`);
  // The old id: what it always opened, on two rows.
  await page.goto('./?puzzle=numeros-3&lang=en');
  await expect(card(page).locator('h2')).toHaveText(`Puzzle 18 of 49 · ★★ · ${en('variant-numeros')}`);
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
  await expect(page.locator('#notices')).toBeEmpty();
  await page.getByRole('button', { name: en('copy-link') }).click();
  const link = await page.locator('#share-text').inputValue();
  expect(link).toMatch(/\?(.*&)?puzzle=numeros\/3(&|$)/);
  const other = await context.newPage();
  await other.emulateMedia({ reducedMotion: 'reduce' });
  await other.goto(link);
  await expect(card(other).locator('h2')).toHaveText(`Puzzle 18 of 49 · ★★ · ${en('variant-numeros')}`);
  // Every other old id, too (`numeros3-1` was the first three-row puzzle).
  await page.goto('./?puzzle=numeros3-1&lang=en');
  await expect(card(page).locator('h2')).toHaveText(`Puzzle 10 of 49 · ★ · ${en('variant-numeros-3')}`);
});

test("this week's 6 follow the variant played: six Abapa puzzles from an Abapa game; all three Moruba ones and three more from a Moruba game, said so", async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-03-04T10:00:00Z'));
  await page.goto('./?variant=abapa&south=human&north=human&lang=en');
  await page.locator('button[data-action="puzzles"]').click();
  await dialog(page).locator('button[data-action="puzzles-sheet-week"]').click();
  const abapa = await tickedNames(page);
  expect(abapa).toHaveLength(6);
  for (const name of abapa) expect(name).toContain(en('variant-abapa'));
  await expect(dialog(page).locator('.sheet-week-note')).toHaveText(en('puzzles-week-own', { variant: en('variant-abapa') }));
  // Opening a puzzle of another variant keeps the game in progress the one followed.
  await dialog(page).locator('.puzzle-item[data-id="10"]').click();
  await expect(card(page).locator('h2')).toContainText(en('variant-moruba'));
  await page.locator('button[data-action="puzzles"]').click();
  await dialog(page).locator('button[data-action="puzzles-sheet-week"]').click();
  expect(await tickedNames(page)).toEqual(abapa);

  await page.goto('./?variant=moruba&south=human&north=human&lang=en');
  await page.locator('button[data-action="puzzles"]').click();
  await dialog(page).locator('button[data-action="puzzles-sheet-week"]').click();
  const moruba = await tickedNames(page);
  expect(moruba).toHaveLength(6);
  expect(moruba.filter((n) => n.includes(en('variant-moruba')))).toHaveLength(3);
  // The closest board to four rows: the three-row puzzles.
  expect(moruba.filter((n) => n.includes(en('variant-numeros-3')))).toHaveLength(3);
  await expect(dialog(page).locator('.sheet-week-note')).toHaveText(
    en('puzzles-week-mixed', { variant: en('variant-moruba'), own: 3, others: 3 }));
});

test('the list narrows to a variant and a level; nothing left says so; desktop and phone screenshots', async ({ page }) => {
  await page.goto('./?variant=abapa&lang=en');
  await page.locator('button[data-action="puzzles"]').click();
  const variant = dialog(page).getByLabel(en('puzzles-filter-variant'));
  const level = dialog(page).getByLabel(en('puzzles-filter-level'));
  await expect(variant).toHaveValue('');
  expect(await shownNames(page)).toHaveLength(49);
  await variant.selectOption('numeros-3');
  const three = await shownNames(page);
  expect(three).toHaveLength(3);
  for (const name of three) expect(name).toContain(en('variant-numeros-3'));
  // Only the levels with a puzzle shown keep their heading (numeros-3: one ★, two ★★).
  await expect(dialog(page).locator('.puzzle-list h3:visible')).toHaveText([en('puzzles-level-1'), en('puzzles-level-2')]);
  await level.selectOption('3');
  expect(await shownNames(page)).toHaveLength(0);
  await expect(dialog(page).locator('.puzzles-none')).toHaveText(en('puzzles-filter-none'));
  await variant.selectOption('');
  const hard = await shownNames(page);
  expect(hard).toHaveLength(12);
  await expect(dialog(page).locator('.puzzles-none')).toBeHidden();
  await variant.selectOption('abapa');
  await level.selectOption('');
  expect(await shownNames(page)).toHaveLength(10);
  // The filter is kept when the list is opened again.
  await dialog(page).locator('button[data-action="puzzles-close"]').click();
  await page.locator('button[data-action="puzzles"]').click();
  expect(await shownNames(page)).toHaveLength(10);
  expect((await new AxeBuilder({ page }).include('#puzzles').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/puzzles-filter-desktop.png' });
  await dialog(page).locator('button[data-action="puzzles-sheet-week"]').click();
  await page.screenshot({ path: 'screenshots/puzzles-filter-week-desktop.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./?variant=abapa&lang=es');
  await page.locator('button[data-action="puzzles"]').click();
  const es = texts('es');
  await dialog(page).getByLabel(es('puzzles-filter-level')).selectOption('2');
  expect(await shownNames(page)).toHaveLength(25);
  // Both menus within the phone's width, the list scrolled below them: the menus stay in view.
  for (const id of ['#puzzles-variant', '#puzzles-level']) {
    const box = (await page.locator(id).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await dialog(page).locator('li:visible').nth(8).scrollIntoViewIfNeeded();
  await expect(page.locator('#puzzles-level')).toBeInViewport();
  expect((await new AxeBuilder({ page }).include('#puzzles').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/puzzles-filter-phone.png' });
});

for (const lang of languages) {
  test(`the filter's words in ${lang}`, async ({ page }) => {
    const t = texts(lang);
    await page.goto(`./?variant=abapa&lang=${lang}`);
    await page.locator('button[data-action="puzzles"]').click();
    await expect(dialog(page).locator('label[for="puzzles-variant"]')).toHaveText(t('puzzles-filter-variant'));
    await expect(dialog(page).locator('label[for="puzzles-level"]')).toHaveText(t('puzzles-filter-level'));
    await expect(dialog(page).locator('#puzzles-variant option').first()).toHaveText(t('puzzles-filter-all-variants'));
    await expect(dialog(page).locator('#puzzles-level option')).toHaveText(
      [t('puzzles-filter-all-levels'), t('puzzles-level-1'), t('puzzles-level-2'), t('puzzles-level-3')]);
    await expect(dialog(page).locator('#puzzles-variant option[value="moruba"]')).toHaveText(t('variant-moruba'));
  });
}
