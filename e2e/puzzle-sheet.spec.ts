import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { texts } from './i18n';

// The puzzle worksheet: puzzles ticked in the Puzzles list, or this week's six, printed two a sheet
// with their counts, goal and writing lines, and the answers with a one-line explanation on a separate last
// sheet; checked as PDFs printed by Chromium on A4 and Letter, whose pages are kept as PNG in
// e2e/screenshots/ to look at.

mkdirSync('screenshots', { recursive: true });

/** Opens the puzzle list in `lang`, ticks the puzzles of the collection's `indices` and prints their sheet. */
async function printPicked(page: Page, lang: string, indices: number[]) {
  await page.goto(`./?variant=abapa&lang=${lang}`);
  await page.locator('button[data-action="puzzles"]').click();
  for (const index of indices) await page.locator(`#puzzles input.sheet-pick[value="${index}"]`).check();
  await page.locator('#puzzles button[data-action="puzzles-sheet-print"]').click();
}

function pdfText(file: string, pageNo: number): string {
  return execFileSync('pdftotext', ['-layout', '-f', String(pageNo), '-l', String(pageNo), file, '-'], { encoding: 'utf8' });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    (window as any).printed = 0;
    window.print = () => { (window as any).printed += 1; };
  });
});

for (const lang of ['en', 'pl'] as const) {
  test(`this week's six in ${lang}: two puzzles a sheet, then the answers on the last page`, async ({ page }) => {
    const t = texts(lang);
    // This week's six depend on the date: a fixed one.
    await page.clock.setFixedTime(new Date('2026-03-04T10:00:00Z'));
    await page.goto(`./?variant=abapa&lang=${lang}`);
    await page.locator('button[data-action="puzzles"]').click();
    const dialog = page.locator('#puzzles');
    await expect(dialog.locator('input.sheet-pick')).toHaveCount(49);
    await dialog.locator('button[data-action="puzzles-sheet-week"]').click();
    await expect(dialog.locator('input.sheet-pick:checked')).toHaveCount(6);
    expect((await new AxeBuilder({ page }).include('#puzzles').analyze()).violations).toEqual([]);
    if (lang === 'en') await page.screenshot({ path: 'screenshots/puzzle-sheet-choice.png' });
    const chosen = await dialog.locator('input.sheet-pick:checked').evaluateAll((els) =>
      els.map((e) => Number((e as HTMLInputElement).value)));
    await dialog.locator('button[data-action="puzzles-sheet-print"]').click();
    await expect(dialog).toBeHidden();
    // The print module draws the sheets (loaded at the first print when not yet: src/features/print/client.rs).
    await expect.poll(() => page.evaluate(() => (window as any).printed)).toBe(1);
    const view = page.locator('#print-view');
    await expect(view.locator('.sheet-puzzle')).toHaveCount(6);
    // Two a sheet, in order; a moruba board (twelve pits a row) alone on its sheet.
    const ids = await view.locator('.sheet-puzzle').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')!));
    let expected = 0, open = false;
    for (const id of ids) {
      const alone = id.startsWith('moruba');
      if (!alone && open) open = false;
      else { expected++; open = !alone; }
    }
    await expect(view.locator('.sheet-puzzles')).toHaveCount(expected);
    const pagesExpected = expected + 1;
    await expect(view.locator('.sheet-puzzle h2').first()).toContainText(t('sheet-puzzle', { number: chosen[0] + 1 }));
    await expect(view.locator('.sheet-answers h1')).toHaveText(t('sheet-answers'));
    await expect(view.locator('.sheet-answer-list li')).toHaveCount(6);
    // Every pit of every board with its count.
    expect(await view.locator('.sheet-puzzle .p-count').count()).toBeGreaterThanOrEqual(6 * 12);
    for (const format of ['A4', 'Letter'] as const) {
      if (format === 'Letter') {
        // Printing (a PDF too) takes the print view away afterwards: print again.
        await page.emulateMedia({ media: 'screen' });
        await page.locator('button[data-action="puzzles"]').click();
        await dialog.locator('button[data-action="puzzles-sheet-week"]').click();
        await dialog.locator('button[data-action="puzzles-sheet-print"]').click();
        await expect(view.locator('.sheet-puzzle')).toHaveCount(6);
      }
      await page.emulateMedia({ media: 'print' });
      const file = `screenshots/puzzle-sheet-${lang}-${format}.pdf`;
      writeFileSync(file, await page.pdf({ format, landscape: true, printBackground: false }));
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
      expect(pages, format).toBe(pagesExpected);
      execFileSync('pdftoppm', ['-r', '50', '-png', file, `screenshots/puzzle-sheet-${lang}-${format}`]);
      // The answers are on the last page only, each puzzle's number with its explanation.
      const last = pdfText(file, pagesExpected);
      expect(last).toContain(t('sheet-answers'));
      for (const i of chosen) expect(last).toContain(t('sheet-puzzle', { number: i + 1 }));
      for (let p = 1; p < pagesExpected; p++) {
        const text = pdfText(file, p);
        expect(text).not.toContain(t('sheet-answers'));
        expect(text).toContain(t('sheet-of', { sheet: p, sheets: pagesExpected }));
      }
    }
  });
}

test('three ticked puzzles: two sheets and the answers; after printing the game page is back', async ({ page }) => {
  await page.goto('./?variant=abapa&lang=en');
  await page.locator('button[data-action="puzzles"]').click();
  const picks = page.locator('#puzzles input.sheet-pick');
  await picks.nth(0).check();
  await picks.nth(42).check();
  await picks.nth(20).check();
  await page.locator('#puzzles button[data-action="puzzles-sheet-print"]').click();
  await expect(page.locator('#print-view .sheet-puzzle')).toHaveCount(3);
  await expect(page.locator('#print-view .sheet')).toHaveCount(3);
  await page.emulateMedia({ media: 'print' });
  const file = 'screenshots/puzzle-sheet-3-A4.pdf';
  writeFileSync(file, await page.pdf({ format: 'A4', landscape: true, printBackground: false }));
  expect(Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1])).toBe(3);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('#print-view')).toHaveCount(0);
});

test('a board of twelve pits a row (moruba) gets a sheet of its own, its pits still large', async ({ page }) => {
  // abapa/1 (index 0), moruba/1 (10), abapa/4 (12): the moruba puzzle alone between the two others.
  await printPicked(page, 'en', [0, 10, 12]);
  const sheets = page.locator('#print-view .sheet-puzzles');
  await expect(sheets).toHaveCount(3);
  await expect(sheets.nth(1).locator('.sheet-puzzle')).toHaveAttribute('data-id', 'moruba/1');
  await page.emulateMedia({ media: 'print' });
  const MM = 96 / 25.4;
  const widths = await sheets.nth(1).locator('.p-pit-outline').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
  expect(widths.length).toBe(48);
  for (const w of widths) expect(w / MM).toBeGreaterThanOrEqual(12);
});

test('the three puzzles of three rows (numeros-3) on the sheet: two a sheet, every pit at least 12 mm', async ({ page }) => {
  // numeros-3/1 (index 9), numeros-3/2 (34), numeros-3/3 (35).
  await printPicked(page, 'hu', [9, 34, 35]);
  const sheets = page.locator('#print-view .sheet-puzzles');
  await expect(sheets).toHaveCount(2);
  const ids = await page.locator('#print-view .sheet-puzzle').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
  expect(ids).toEqual(['numeros-3/1', 'numeros-3/2', 'numeros-3/3']);
  await page.emulateMedia({ media: 'print' });
  const MM = 96 / 25.4;
  const widths = await page.locator('#print-view .p-pit-outline').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
  expect(widths.length).toBe(54);
  for (const w of widths) expect(w / MM).toBeGreaterThanOrEqual(12);
});
