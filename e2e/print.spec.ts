import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { texts } from './i18n';
import { ink, MM, openPrint, pdf, PT_PER_MM, words } from './pdf';

// The print view: print=board (the empty board at real size, split over sheets with glue strips,
// then the rules) and print=position (a worksheet of the position shown), checked as PDFs printed by
// Chromium on A4 and Letter landscape. The PDFs and their pages as PNG (pdftoppm, 50 dpi) are kept in
// e2e/screenshots/ to look at.

mkdirSync('screenshots', { recursive: true });

const en = texts('en');
/** A player's name as the printed board writes it: upper case, with the direction of sowing. */
const side = (t: typeof en, player: 'south' | 'north') => `${t('player', { player }).toUpperCase()}  →`;

test('print=board: six pits at real size on two sheets, then the rules; 3 pages on A4 and on Letter', async ({ page }) => {
  await openPrint(page, '?variant=abapa&lang=en&print=board');
  const view = page.locator('#print-view');
  await expect(view).toHaveAttribute('data-view', 'board');
  await expect(view.locator('.sheet-board')).toHaveCount(2);
  await expect(view.locator('.sheet-rules h1')).toHaveText(en('sheet-rules-heading', { variant: en('variant-abapa') }));
  await expect(view.locator('.sheet-rules .rules-text li')).toHaveCount(9);
  await expect(view.locator('.sheet-board').first()).toContainText(en('sheet-of', { sheet: 1, sheets: 2 }));
  await expect(view.locator('.sheet-board').first()).toContainText(en('sheet-assemble', { sheet: 1, next: 2 }));
  // Both sheets show the sides, the stores and the letters: sheet 1 the left half (North's store, A-C, d-f).
  const first = view.locator('.sheet-board').first();
  await expect(first.locator('.p-name')).toHaveText([side(en, 'north'), side(en, 'south')]);
  await expect(first.locator('.p-store-name')).toContainText([en('store-name', { player: 'north' })]);
  // The screen preview has a toolbar; nothing of the game shows.
  await expect(page.locator('.print-toolbar button')).toHaveText(en('print-now'));
  await expect(page.locator('#app')).toBeHidden();
  await page.screenshot({ path: 'screenshots/print-preview.png', fullPage: false });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Printed: only the sheets, each pit 55 mm across (CSS px at 96 per inch).
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-toolbar')).toBeHidden();
  const sizes = await page.locator('.p-pit-outline').evaluateAll((els) =>
    els.map((e) => { const r = e.getBoundingClientRect(); return [r.width, r.height]; }));
  // 6 pits a side, each drawn on the sheet that shows it (C and d again under sheet 2's glue strip, for continuity).
  expect(sizes.length).toBe(14);
  for (const [w, h] of sizes) {
    expect(Math.abs(w / MM - 55)).toBeLessThan(0.2);
    expect(Math.abs(h / MM - 55)).toBeLessThan(0.2);
  }

  for (const format of ['A4', 'Letter'] as const) {
    const { file, pages } = await pdf(page, 'print-board-abapa', format);
    expect(pages, format).toBe(3);
    // In the PDF itself: the pit letters of the bottom row are 58 mm apart (55 mm pits, 3 mm gaps).
    const letters = words(file, 1).filter((w) => /^[A-C]$/.test(w.text)).sort((a, b) => a.x - b.x);
    expect(letters.map((l) => l.text)).toEqual(['A', 'B', 'C']);
    const centre = (l: { x: number; w: number }) => l.x + l.w / 2;
    expect(Math.abs((centre(letters[1]) - centre(letters[0])) / PT_PER_MM - 58)).toBeLessThan(0.5);
    expect(Math.abs((centre(letters[2]) - centre(letters[1])) / PT_PER_MM - 58)).toBeLessThan(0.5);
    // Page 2 holds the other half (D-F), page 3 the rules.
    expect(words(file, 2).map((w) => w.text)).toEqual(expect.arrayContaining(['D', 'E', 'F']));
    expect(words(file, 3).map((w) => w.text).join(' ')).toContain('Rules: Oware Abapa');
    // Black and white, and little ink: outlines and letters only.
    for (const p of [1, 2, 3]) {
      const { coloured, dark } = ink(file, p);
      expect(coloured, `page ${p}`).toBe(0);
      expect(dark, `page ${p}`).toBeLessThan(0.06);
    }
  }
});

test('every board size prints on the fewest sheets: 3 pits on two, 10 pits on three (+ the rules page)', async ({ page }) => {
  for (const [pits, sheets] of [[3, 2], [10, 3]] as const) {
    const variant = encodeURIComponent(`pits=${pits} seeds=4 captures=2,3`);
    await openPrint(page, `?variant=${variant}&lang=pl&print=board`);
    await expect(page.locator('#print-view .sheet-board')).toHaveCount(sheets);
    const pl = texts('pl');
    await expect(page.locator('#print-view .sheet-board').first()).toContainText(pl('sheet-of', { sheet: 1, sheets }));
    await expect(page.locator('#print-view .p-name').first()).toHaveText(side(pl, 'north'));
    // Every pit letter is printed, once (no pit is cut in two).
    const letters = await page.locator('#print-view .p-letter').allTextContents();
    expect(letters.length).toBe(2 * pits);
    await page.emulateMedia({ media: 'print' });
    const widths = await page.locator('.p-pit-outline').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    for (const w of widths) expect(Math.abs(w / MM - 55)).toBeLessThan(0.2);
    for (const format of ['A4', 'Letter'] as const) {
      const { pages } = await pdf(page, `print-board-${pits}pits`, format);
      expect(pages, `${pits} pits on ${format}`).toBe(sheets + 1);
    }
    await page.emulateMedia({ media: 'screen' });
  }
});

test('print=position: one worksheet page with the seed counts and who is to move', async ({ page }) => {
  // The mockup's game: after CdEbDaBc North has captured 7, South to move.
  await openPrint(page, '?variant=abapa&moves=CdEbDaBc&lang=es&print=position');
  const view = page.locator('#print-view');
  await expect(view.locator('.sheet')).toHaveCount(1);
  const counts = await view.locator('.p-pit').evaluateAll((els) =>
    els.sort((a, b) => Number(a.getAttribute('data-pit')) - Number(b.getAttribute('data-pit')))
      .map((g) => g.querySelector('.p-count')!.textContent));
  const stores = await view.locator('.p-store .p-count').allTextContents();
  expect([...counts, ...stores].join('-')).toBe('8-1-0-0-0-8-1-0-0-4-8-8-3-7');
  const es = texts('es');
  await expect(view.locator('.worksheet-turn')).toHaveText(es('to-move', { player: 'south' }));
  await expect(view.locator('.sheet-foot')).toContainText(es('sheet-position-text', { position: '8-1-0-0-0-8-1-0-0-4-8-8-3-7-S' }));
  await expect(view.locator('.sheet-foot')).toContainText(es('sheet-moves-so-far', { moves: 'CdEbDaBc' }));
  for (const format of ['A4', 'Letter'] as const) {
    const { pages } = await pdf(page, 'print-position', format);
    expect(pages, format).toBe(1);
  }
});

test('the panel buttons print the board and the position (window.print), and the view goes after printing', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./?variant=numeros&south=human&north=human&lang=en');
  await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
  await page.evaluate(() => {
    (window as any).__printed = [];
    window.print = () => {
      const v = document.getElementById('print-view');
      (window as any).__printed.push({
        view: v?.getAttribute('data-view'), sheets: v?.querySelectorAll('.sheet').length,
        counts: [...(v?.querySelectorAll('.p-pit .p-count') ?? [])].map((c) => c.textContent).join(','),
        classes: document.body.className,
      });
    };
  });
  await page.locator('button[data-action="print-board"]').click();
  await page.locator('svg.board [data-letter="C"]').click();
  await page.locator('button[data-action="print-position"]').click();
  // The print module draws the view (loaded at the first print when not yet loaded: src/features/print/client.rs).
  await expect.poll(() => page.evaluate(() => (window as any).__printed.length)).toBe(2);
  const printed = await page.evaluate(() => (window as any).__printed);
  expect(printed[0]).toMatchObject({ view: 'board', sheets: 3 });
  expect(printed[0].classes).toContain('has-print-view');
  expect(printed[1].view).toBe('position');
  expect(printed[1].sheets).toBe(1);
  // Numeros (RULES.md): 6 pits of 4; C sown: D, E, F and a get one each.
  expect(printed[1].counts).toBe('4,4,0,5,5,5,5,4,4,4,4,4');
  // On screen the game stays; after printing the view goes.
  await expect(page.locator('#app')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('#print-view')).toHaveCount(0);
});

test('a bad print= value gives a notice and the game', async ({ page }) => {
  await page.goto('./?print=poster&lang=en');
  const reason = en('problem-choice', { values: en('list-or', { items: 'board', last: 'position' }) });
  await expect(page.locator('.notice')).toContainText(en('notice-not-used', { param: 'print', value: 'poster', reason }));
  await expect(page.locator('#print-view')).toHaveCount(0);
  await expect(page.locator('svg.board')).toBeVisible();
});

test('printing the game page from the browser menu prints the worksheet of the position, not the screen', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./?variant=abapa&moves=CdEbDaBc&south=human&north=human&lang=hu');
  await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
  await expect.poll(() => beforePrint(page), { timeout: 20_000 }).toBe('position');
  await expect(page.locator('#print-view .worksheet-turn')).toHaveText(texts('hu')('to-move', { player: 'south' }));
  const { file, pages } = await pdf(page, 'print-menu', 'A4');
  expect(pages).toBe(1);
  expect(ink(file, 1).coloured).toBe(0);
  // On screen the game is unchanged, and after printing the view goes.
  await expect(page.locator('svg.board')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('#print-view')).toHaveCount(0);
});

test('on a phone the preview shows each whole sheet, smaller; printed from there, the pits keep their real size', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPrint(page, '?variant=abapa&print=board&lang=en');
  const fits = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    sheets: [...document.querySelectorAll('#print-view .sheet')].map((s) => s.getBoundingClientRect().right),
  }));
  expect(fits.scroll).toBeLessThanOrEqual(390);
  for (const right of fits.sheets) expect(right).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'screenshots/print-preview-phone.png', fullPage: true });
  // The printout is not zoomed: a pit is still 55 mm across on paper (its 0.6 mm outline included).
  await page.emulateMedia({ media: 'print' });
  const pit = await page.locator('#print-view .sheet').first().locator('.p-pit-outline').first().boundingBox();
  expect(Math.abs(pit!.width / MM - 55.6)).toBeLessThan(0.3);
});

/** The browser's print event (Ctrl+P), and the print view's kind it left in the same task (or `null`). */
async function beforePrint(page: import('@playwright/test').Page): Promise<string | null> {
  return page.evaluate(() => {
    window.dispatchEvent(new Event('beforeprint'));
    return document.getElementById('print-view')?.getAttribute('data-view') ?? null;
  });
}

test('with no print asked, the print module is loaded once the page has been idle a while after the start', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname.split('/').pop()!));
  await page.goto('./?variant=abapa&south=human&north=human&lang=en');
  await expect(page.locator('svg.board [data-pit].legal')).toHaveCount(6);
  expect(asked.filter((f) => f.startsWith('wari-print'))).toEqual([]);
  await expect.poll(() => asked.filter((f) => f.startsWith('wari-print')).sort(), { timeout: 20_000 })
    .toEqual(['wari-print.js', 'wari-print_bg.wasm']);
});

test('the print view is a module of its own: not loaded before the first move; Ctrl+P before it loads prints the screen, after it the worksheet at once', async ({ page }) => {
  const asked: { file: string; at: number }[] = [];
  const t0 = Date.now();
  page.on('request', (r) => asked.push({ file: new URL(r.url()).pathname.split('/').pop()!, at: Date.now() - t0 }));
  await page.goto('./?variant=abapa&south=human&north=human&lang=fr');
  await expect(page.locator('svg.board [data-pit].legal')).toHaveCount(6);
  const printFiles = (f: string) => /^wari-print|^print\.css$/.test(f);
  expect(asked.filter((r) => printFiles(r.file))).toEqual([]);
  const wasm = page.waitForEvent('requestfinished', { predicate: (r) => r.url().endsWith('/wari-print_bg.wasm'), timeout: 20_000 });
  // Ctrl+P before the module is loaded: the browser prints the screen, and nothing is drawn afterwards (the
  // module starts loading then, else when the page has been idle a while after the start: www/boot.js).
  expect(await beforePrint(page)).toBeNull();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect.poll(() => asked.filter((r) => printFiles(r.file)).map((r) => r.file).sort(), { timeout: 20_000 })
    .toEqual(['print.css', 'wari-print.js', 'wari-print_bg.wasm']);
  await wasm;
  await page.waitForTimeout(500);
  await expect(page.locator('#print-view')).toHaveCount(0);
  // Once it is loaded, the browser's print event is answered in the same task: the worksheet is there before the
  // dialog opens. Before, the event is let go (the browser prints the screen) and leaves nothing behind.
  await expect.poll(() => beforePrint(page), { timeout: 20_000 }).toBe('position');
  await expect(page.locator('#print-view .worksheet-turn')).toHaveText(texts('fr')('to-move', { player: 'south' }));
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('#print-view')).toHaveCount(0);
});

test.describe('without the service worker (which would serve the module from its cache, past page.route)', () => {
  test.use({ serviceWorkers: 'block' });
  test('the print module cannot be loaded: a notice in the page\'s language, the game goes on, the next print tries again', async ({ page }) => {
    let blocked = true;
    await page.route(/wari-print_bg\.wasm$/, (route) => (blocked ? route.abort() : route.continue()));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('./?variant=abapa&south=human&north=human&lang=pl');
    await expect(page.locator('svg.board [data-pit].legal')).toHaveCount(6);
    await page.evaluate(() => { window.print = () => {}; });
    await page.locator('button[data-action="print-board"]').click();
    const pl = texts('pl');
    await expect(page.locator('.notice')).toContainText(pl('print-unavailable'));
    await expect(page.locator('#print-view')).toHaveCount(0);
    await expect(page.locator('#error-box')).toHaveCount(0);
    await page.locator('svg.board [data-letter="C"]').click();
    await expect(page.locator('.moves .move[data-ply="1"]')).toHaveText('C');
    blocked = false;
    await page.locator('button[data-action="print-board"]').click();
    await expect(page.locator('#print-view')).toHaveAttribute('data-view', 'board');
    await expect(page.locator('#print-view .sheet-rules h1')).toContainText(pl('variant-abapa'));
  });
});
