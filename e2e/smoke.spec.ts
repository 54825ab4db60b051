import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';

// Foundation check: the wasm module starts and draws the board (12 pits, 2 stores) with no console error.
test('the page loads and draws a board of 12 pits and 2 stores', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('./?variant=abapa');
  await expect(page.locator('svg [data-pit]')).toHaveCount(12);
  await expect(page.locator('svg .store')).toHaveCount(2);
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: 'screenshots/smoke.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('dist works from a sub-folder of another site', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/sub/folder/?variant=abapa');
  await expect(page.locator('svg [data-pit]')).toHaveCount(12);
  expect(errors).toEqual([]);
});
