import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { texts } from './i18n';
import { ink, MM, openPrint, pdf, PT_PER_MM, words } from './pdf';

// Printing the boards of three and four rows (RULES.md L3, L4): at real size (55 mm pits), cut
// between pit columns and, as they are taller than a sheet, between two rows as well; the owners' bands and
// the sowing arrows printed in black; then the variant's rules page. Checked as PDFs printed by Chromium on A4
// and Letter landscape, in Spanish and in English (PDFs and PNGs in e2e/screenshots/).

mkdirSync('screenshots', { recursive: true });

const cases = [
  // numeros-3: 3 x 6 pits, 2 columns of sheets x 2 bands; moruba: 4 x 12 pits, 4 x 2.
  { variant: 'numeros-3', lang: 'es', cols: 2, pits: 18, sowing: 'sheet-sowing-three',
    // Bottom-left sheet: South's row A B C; top-left: North's f and, one row lower, g (both letters above).
    row: { page: 3, letters: ['A', 'B', 'C'] }, column: { page: 1, upper: 'f', lower: 'g' } },
  { variant: 'moruba', lang: 'en', cols: 4, pits: 48, sowing: 'sheet-sowing-four',
    // Bottom-left sheet: South's outer row A B C and, one row higher, their inner row X (letters below).
    row: { page: 5, letters: ['A', 'B', 'C'] }, column: { page: 5, upper: 'X', lower: 'A' } },
];

for (const c of cases) {
  test(`print=board of ${c.variant} (${c.lang}): ${2 * c.cols} sheets at real size with arrows and bands, then the rules`, async ({ page }) => {
    const t = texts(c.lang);
    await openPrint(page, `?variant=${c.variant}&lang=${c.lang}&print=board`);
    const view = page.locator('#print-view');
    const sheets = 2 * c.cols;
    await expect(view.locator('.sheet-board')).toHaveCount(sheets);
    const first = view.locator('.sheet-board').first();
    await expect(first).toContainText(t('sheet-of', { sheet: 1, sheets }));
    // Sheet 1 is cut at its right (onto sheet 2) and at its foot (onto the sheet below it).
    await expect(first.locator('.sheet-note')).toContainText(t('sheet-assemble-right', { sheet: 1, next: 2 }));
    await expect(first.locator('.sheet-note')).toContainText(t('sheet-assemble-below', { sheet: 1, next: 1 + c.cols }));
    await expect(first.locator('.sheet-note')).toContainText(t(c.sowing));
    // The sheet below carries the glue strip for sheet 1 at its top.
    await expect(view.locator('.sheet-board').nth(c.cols).locator('.p-glue-text').first()).toHaveText(t('sheet-glue', { sheet: 1 }));
    // Every pit letter and every sowing arrow (one from each pit to the next on its loop) printed once; both
    // players' bands.
    await expect(view.locator('.p-letter')).toHaveCount(c.pits);
    await expect(view.locator('.p-arrow')).toHaveCount(c.pits);
    expect(await view.locator('.p-band.south').count()).toBeGreaterThan(0);
    expect(await view.locator('.p-band.north').count()).toBeGreaterThan(0);
    // The rules of the variant, in the page's language.
    const heading = t('sheet-rules-heading', { variant: t(`variant-${c.variant}`) });
    await expect(view.locator('.sheet-rules h1')).toHaveText(heading);

    // Printed: each pit 55 mm across.
    await page.emulateMedia({ media: 'print' });
    const widths = await page.locator('.p-pit-outline').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    for (const w of widths) expect(Math.abs(w / MM - 55)).toBeLessThan(0.2);
    for (const format of ['A4', 'Letter'] as const) {
      const { file, pages } = await pdf(page, `print-board-${c.variant}-${c.lang}`, format);
      expect(pages, format).toBe(sheets + 1);
      // In the PDF: letters of a row 58 mm apart (55 mm pits, 3 mm gaps), of two neighbouring rows 66 mm
      // (55 mm pits, the 11 mm gap where the letters stand).
      const centre = (l: { x: number; y: number; w: number; h: number }) => [l.x + l.w / 2, l.y + l.h / 2];
      const row = words(file, c.row.page).filter((w) => c.row.letters.includes(w.text)).sort((a, b) => a.x - b.x);
      expect(row.map((l) => l.text), format).toEqual(c.row.letters);
      for (let k = 1; k < row.length; k++) {
        expect(Math.abs((centre(row[k])[0] - centre(row[k - 1])[0]) / PT_PER_MM - 58)).toBeLessThan(0.5);
      }
      const on = words(file, c.column.page);
      const [upper, lower] = [c.column.upper, c.column.lower].map((s) => on.find((w) => w.text === s)!);
      expect(upper && lower, `${c.column.upper} and ${c.column.lower} on page ${c.column.page}`).toBeTruthy();
      expect(Math.abs(centre(upper)[0] - centre(lower)[0]) / PT_PER_MM).toBeLessThan(0.5);
      expect(Math.abs((centre(lower)[1] - centre(upper)[1]) / PT_PER_MM - 66)).toBeLessThan(0.5);
      // The last page is the rules page.
      expect(words(file, pages).map((w) => w.text).join(' ')).toContain(heading.split(' ')[0]);
      // Black on white.
      for (const p of [1, sheets, pages]) expect(ink(file, p).coloured, `page ${p}`).toBe(0);
    }
  });
}

// The worksheet of a position ("Print this position") of three and four rows: the whole board on one page with
// the seed counts, the arrows and the bands, every pit still at least 12 mm across to write in.
for (const [variant, pits, least] of [['numeros-3', 18, 25], ['moruba', 48, 16], ['rows=4 pits=4 seeds=3', 16, 20]] as const) {
  test(`print=position of ${variant}: one page, ${pits} pits of at least ${least} mm with their counts (one empty after A), the arrows and bands`, async ({ page }) => {
    await openPrint(page, `?variant=${encodeURIComponent(variant)}&lang=es&south=human&north=human&moves=A&print=position`);
    const view = page.locator('#print-view');
    await expect(view.locator('.sheet-position')).toHaveCount(1);
    await expect(view.locator('.p-letter')).toHaveCount(pits);
    await expect(view.locator('.p-arrow')).toHaveCount(pits);
    expect(await view.locator('.p-band.south').count()).toBeGreaterThan(0);
    // After South's A the counts are those of the board (A emptied, the seeds sown into the next pits).
    const counts = await view.locator('.p-count:not(.p-store-count)').allTextContents();
    expect(counts.length).toBe(pits);
    expect(counts.filter((n) => n === '0').length).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const widths = await view.locator('.p-pit-outline').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    expect(widths.length).toBe(pits);
    for (const w of widths) expect(w / MM).toBeGreaterThanOrEqual(least);
    const { pages } = await pdf(page, `print-position-${variant.replace(/[ =]/g, '')}`, 'A4');
    expect(pages).toBe(1);
  });
}
