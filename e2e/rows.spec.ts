import { test, expect, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { shown, open, pit } from './board';

// Boards of three and four rows (RULES.md L3, L4): drawn from the one geometry with the owners' bands
// and the sowing arrows, played by clicking and by the keyboard, the board checked against the engine's
// position texts (from `wari replay --json`).

/** Opens the game with instant moves (reduced motion). */

const focusedLetter = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-letter') || '');

test('three rows (numeros-3, L3): 18 pits, the middle row in its owners\' bands, an arrow per pit of the loop; clicks and arrows by place', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await open(page, '?variant=numeros-3&south=human&north=human&lang=en');
  await expect(page.locator('svg.board')).toHaveAttribute('data-rows', '3');
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(18);
  await expect(page.locator('svg.board .band.south')).toHaveCount(2);
  await expect(page.locator('svg.board .band.north')).toHaveCount(2);
  await expect(page.locator('svg.board .loop-arrow')).toHaveCount(18);
  await expect(page.locator('#variant')).toHaveValue('numeros-3');
  // South's A sows B, C, D, E along the bottom row (`wari replay --variant numeros-3 --moves A`).
  await pit(page, 'A').click();
  await expect.poll(() => shown(page)).toBe('0-5-5-5-5-4-4-4-4-4-4-4-4-4-4-4-4-4-0-0');
  // North's f (top row, left end) sows on the loop into the middle row's left half, g, h, i, and on to South's A.
  await pit(page, 'f').click();
  await expect.poll(() => shown(page)).toBe('1-5-5-5-5-4-4-4-4-4-4-4-4-4-0-5-5-5-0-0');
  // Keyboard: arrows go by place on the board, not along the loop. From South's A up to North's g (the middle
  // row's left end), right to h and i, then on to South's I (the halves touch, though not neighbours on the loop).
  await pit(page, 'A').focus();
  await page.keyboard.press('ArrowUp');
  expect(await focusedLetter(page)).toBe('g');
  for (const letter of ['h', 'i', 'I']) {
    await page.keyboard.press('ArrowRight');
    expect(await focusedLetter(page)).toBe(letter);
  }
  await page.keyboard.press('ArrowDown');
  expect(await focusedLetter(page)).toBe('D');
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toBe('1-5-5-0-6-5-5-5-5-4-4-4-4-4-0-5-5-5-0-0');
  expect(errors).toEqual([]);
});

test('four rows (moruba, L4): 48 pits, each player\'s own loop, and an L4-C capture of the facing inner pit and the outer pit behind it', async ({ page }) => {
  await open(page, '?variant=moruba&south=human&north=human&lang=en');
  await expect(page.locator('svg.board')).toHaveAttribute('data-rows', '4');
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(48);
  await expect(page.locator('svg.board .band.south')).toHaveCount(2);
  await expect(page.locator('svg.board .loop-arrow')).toHaveCount(48);
  // South's L (outer row, right end) sows M, N, O, P into the inner row; P faces North's u (4 seeds), with d
  // behind it: 8 captured (`wari replay --variant moruba --moves L`).
  await pit(page, 'L').click();
  await expect.poll(() => shown(page)).toBe(
    '4-4-4-4-4-4-4-4-4-4-4-0-5-5-5-5-4-4-4-4-4-4-4-4-4-4-4-0-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-0-4-4-4-8-0');
  // The rules text says the layout (board, own loop, L4-C) and has no two-row feeding line.
  await page.locator('details', { hasText: 'The rules of this variant' }).locator('summary').click();
  await expect(page.locator('body')).toContainText('Four rows of 12 pits');
  await expect(page.locator('body')).toContainText('the opponent\'s outer pit behind it');
});

test('L3: a capture chained back across the row turn (g in the middle row, then f at the top row\'s end), by click and by keyboard', async ({ page }) => {
  // South's I sows a..g: f and g reach 2 each; g is captured and the chain goes back along the loop to f, round
  // the row turn; e (4) stops it, h (4) is no capture forwards (`wari replay --variant numeros-3 --position
  // 4-0-0-0-0-0-0-0-7-3-3-3-3-3-1-1-4-0-20-20-S --moves I`).
  const before = '4-0-0-0-0-0-0-0-7-3-3-3-3-3-1-1-4-0-20-20-S';
  const after = '4-0-0-0-0-0-0-0-0-4-4-4-4-4-0-0-4-0-24-20';
  await open(page, `?variant=numeros-3&position=${before}&south=human&north=human&lang=en`);
  await pit(page, 'I').click();
  await expect.poll(() => shown(page)).toBe(after);
  await open(page, `?variant=numeros-3&position=${before}&south=human&north=human&lang=en`);
  await expect.poll(() => shown(page)).toBe(before.slice(0, -2));
  await pit(page, 'I').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toBe(after);
});

test('L4-C by keyboard: Enter on South\'s L captures North\'s facing inner pit u and the outer pit d behind it', async ({ page }) => {
  await open(page, '?variant=moruba&south=human&north=human&lang=en');
  await pit(page, 'L').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toBe(
    '4-4-4-4-4-4-4-4-4-4-4-0-5-5-5-5-4-4-4-4-4-4-4-4-4-4-4-0-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-0-4-4-4-8-0');
});

test('two rows stay without bands or arrows', async ({ page }) => {
  await open(page, '?variant=abapa&lang=en');
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
  await expect(page.locator('svg.board .marks')).toHaveCount(0);
});

for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`three and four rows: axe finds no violations and the board fits (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    mkdirSync('screenshots', { recursive: true });
    for (const variant of ['numeros-3', 'moruba']) {
      await open(page, `?variant=${variant}&south=human&north=human&lang=en`);
      const box = (await page.locator('svg.board').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
      const results = await new AxeBuilder({ page }).include('svg.board').analyze();
      expect(results.violations).toEqual([]);
      await page.screenshot({ path: `screenshots/rows-${variant}-${name}.png`, fullPage: true });
    }
  });
}
