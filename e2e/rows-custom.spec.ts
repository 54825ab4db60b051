import { test, expect } from '@playwright/test';
import { open } from './board';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';

// Custom rules with a rows choice (RULES.md L3, L4): only the settings of the chosen layout are
// enabled, the pits field says the layout's range, the engine's refusals are shown in the page's language; and
// How to play follows the layout.

const notOnFourRows = ['#c-captures', '#c-chain', '#c-slam', '#c-feed', '#c-end'];

test('the rows choice enables only the settings that apply, and the refusals are in the page\'s language', async ({ page }) => {
  await open(page, '?variant=abapa&south=human&north=human&lang=es');
  await page.locator('#custom summary').click();
  await expect(page.locator('#c-rows')).toHaveValue('2');
  for (const f of notOnFourRows) await expect(page.locator(f)).toBeEnabled();
  await expect(page.locator('#c-four-note')).toBeHidden();

  // Four rows: the one-loop settings are disabled and the note says why; 13 pits a row are refused.
  await page.locator('#c-rows').selectOption('4');
  for (const f of notOnFourRows) await expect(page.locator(f)).toBeDisabled();
  await expect(page.locator('#c-four-note')).toBeVisible();
  await expect(page.locator('label[for="c-pits"]')).toHaveText('Hoyos por hilera (4–12)');
  await page.locator('#c-pits').fill('13');
  await page.getByRole('button', { name: 'Jugar con estas reglas' }).click();
  await expect(page.locator('#custom-error')).toHaveText(
    'Con estas reglas no se puede jugar: un tablero de cuatro hileras necesita de 4 a 12 hoyos por hilera, no 13.');
  // 5 pits a row, 3 seeds: a four-row board of 40 pits (the disabled settings are left out of the rules text).
  await page.locator('#c-pits').fill('5');
  await page.locator('#c-seeds').fill('3');
  await page.getByRole('button', { name: 'Jugar con estas reglas' }).click();
  await expect(page.locator('#custom-error')).toHaveText('');
  await expect(page.locator('svg.board')).toHaveAttribute('data-rows', '4');
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(20);
  await expect(page.locator('#variant')).toHaveValue('custom');
  // The form shows the rules played: still four rows.
  await expect(page.locator('#c-rows')).toHaveValue('4');
  await expect(page.locator('#c-captures')).toBeDisabled();
  mkdirSync('screenshots', { recursive: true });
  await page.locator('#custom').screenshot({ path: 'screenshots/rows-custom-four-es.png' });
  const axe = await new AxeBuilder({ page }).include('#custom').analyze();
  expect(axe.violations).toEqual([]);

  // Three rows: the settings come back; 5 pits a row are refused (L3: even, 4 to 8), 4 are played.
  await page.locator('#c-rows').selectOption('3');
  for (const f of notOnFourRows) await expect(page.locator(f)).toBeEnabled();
  await expect(page.locator('label[for="c-pits"]')).toHaveText('Hoyos por hilera (4, 6 u 8)');
  await page.getByRole('button', { name: 'Jugar con estas reglas' }).click();
  await expect(page.locator('#custom-error')).toContainText(
    'un tablero de tres hileras necesita un número par de hoyos por hilera, de 4 a 8, no 5');
  await page.locator('#c-pits').fill('4');
  await page.getByRole('button', { name: 'Jugar con estas reglas' }).click();
  await expect(page.locator('svg.board')).toHaveAttribute('data-rows', '3');
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);

  // Back to two rows: the pits field says a side again.
  await page.locator('#c-rows').selectOption('2');
  await expect(page.locator('label[for="c-pits"]')).toHaveText('Hoyos por hilera (3–10)');
});

test('How to play follows the layout: L3\'s loop on three rows, the own loops and L4-C on four', async ({ page }) => {
  const help = page.locator('#help');
  await open(page, '?variant=numeros-3&south=human&north=human&lang=en');
  await page.getByRole('button', { name: 'How to play' }).click();
  await expect(help).toContainText('This board has three rows of pits');
  await expect(help).toContainText('they are not next to each other on the loop');
  await expect(help).toContainText('you must play a move that gives them some');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.locator('#variant').selectOption('moruba');
  await page.getByRole('button', { name: 'How to play' }).click();
  await expect(help).toContainText('This board has four rows of pits');
  await expect(help).toContainText('also the seeds of your opponent\'s outer pit behind it');
  await expect(help).toContainText('There is no duty to feed');
  await expect(help).not.toContainText('you must play a move that gives them some');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.locator('#variant').selectOption('abapa');
  await page.getByRole('button', { name: 'How to play' }).click();
  await expect(help).toContainText('on a board with two rows of pits');
  await expect(help.locator('p')).toHaveCount(7);
});
