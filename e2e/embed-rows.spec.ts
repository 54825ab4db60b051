import { test, expect, Frame, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { shown } from './board';

// Embedding boards of every shape: both snippets of the Embed dialog pasted into a page, embed.js's
// frame (sized by the height its page reports) and the plain iframe (its box sized by the board geometry's
// aspect ratio plus the lines under the board), in a 374 px and a 600 px column on a desktop and on a 390 px
// phone. Every frame shows all pits, the status and the bar, without a scroll bar, the board across the frame's
// width and no band of empty space around it. Screenshots in e2e/screenshots/.

mkdirSync('screenshots', { recursive: true });

// South's L (outer row, right end) sows M, N, O, P into the inner row; P faces North's u (4 seeds), with d
// behind it: 8 captured (`wari replay --variant moruba --moves L`, as in rows.spec.ts).
const AFTER_L = '4-4-4-4-4-4-4-4-4-4-4-0-5-5-5-5-4-4-4-4-4-4-4-4-4-4-4-0-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-0-4-4-4-8-0';

/** The Embed dialog's two snippets for `variant` (buttons shown, two players). */
async function snippets(page: Page, variant: string): Promise<{ iframe: string; script: string }> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`./?variant=${encodeURIComponent(variant)}&lang=en&south=human&north=human`);
  await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
  await page.locator('button[data-action="embed"]').click();
  const dialog = page.locator('#embed-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('#embed-controls').check();
  return {
    iframe: await dialog.locator('#embed-iframe-code').inputValue(),
    script: await dialog.locator('#embed-script-code').inputValue(),
  };
}

/** Everything about one frame's fit: its page's scroll sizes against its viewport, its pits' boxes, the bar's
 *  bottom, the board's box and the board as drawn in it (the viewBox scaled to fit, centred). */
async function fit(frame: Frame) {
  return frame.evaluate(() => {
    const svg = document.querySelector('svg.board') as SVGSVGElement;
    const box = svg.getBoundingClientRect();
    const vb = svg.viewBox.baseVal;
    const scale = svg.getScreenCTM()!.a;
    return {
      view: [innerWidth, innerHeight],
      scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
      pits: [...document.querySelectorAll('svg.board [data-pit]')].map((p) => {
        const r = p.getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom];
      }),
      bar: document.querySelector('.bar')!.getBoundingClientRect().bottom,
      upright: svg.classList.contains('vertical'),
      box: [box.width, box.height],
      drawn: [vb.width * scale, vb.height * scale],
    };
  });
}

const LAYOUTS: [string, number][] = [
  ['moruba', 48], ['numeros-3', 18], ['rows=3 pits=4', 12], ['rows=4 pits=4', 16], ['abapa', 12],
];
const PLACES = [
  ['column-374', { width: 1280, height: 900 }, 374],
  ['column-600', { width: 1280, height: 900 }, 600],
  ['phone', { width: 390, height: 844 }, 374],
] as const;

for (const [variant, count] of LAYOUTS) {
  test(`${variant} embedded by embed.js and by a plain iframe: the whole board, status and bar, no scroll bar, no empty band`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const { iframe, script } = await snippets(page, variant);
    expect(iframe).toMatch(/^<div style="position:relative;box-sizing:content-box;max-width:960px;aspect-ratio:\d+\/\d+;padding:0 0 clamp\(104px, \(640px - 100%\) \* 100, 144px\)"><iframe /);
    expect(script).toMatch(/data-aspect="640\/\d+"/);
    for (const [name, viewport, column] of PLACES) {
      await page.setViewportSize(viewport);
      await page.goto('./fixtures/blank.html');
      // Pasted into a column; a pasted <script> does not run, so the page adds it as a site would.
      await page.evaluate(({ iframe, script, column }) => {
        const col = document.createElement('div');
        col.style.width = `${column}px`;
        col.innerHTML = script.split('\n')[0] + iframe;
        document.body.appendChild(col);
        const s = document.createElement('script');
        s.src = /src="([^"]+)"/.exec(script.split('\n')[1])![1];
        document.body.appendChild(s);
      }, { iframe, script, column });
      await expect(page.locator('iframe')).toHaveCount(2);
      await expect(page.locator('iframe.wari-frame')).toHaveAttribute('data-wari-height', /^\d+$/);
      const handles = await page.locator('iframe').elementHandles();
      for (const [k, handle] of handles.entries()) {
        await handle.scrollIntoViewIfNeeded();
        const frame = (await handle.contentFrame())!;
        await expect(frame.locator('svg.board [data-pit]')).toHaveCount(count);
        const what = `${variant}, ${name}, ${k === 0 ? 'embed.js' : 'iframe'}`;
        // embed.js's frame settles on the height its page reports.
        if (k === 0) {
          await expect.poll(async () => { const f = await fit(frame); return Math.abs(f.box[1] - f.drawn[1]); }, { message: what }).toBeLessThan(2);
        }
        const f = await fit(frame);
        // No scroll bars: the page fits its frame, the bar included; the board lies flat.
        expect(f.scroll[0], what).toBeLessThanOrEqual(f.view[0]);
        expect(f.scroll[1], what).toBeLessThanOrEqual(f.view[1]);
        expect(f.bar, what).toBeLessThanOrEqual(f.view[1]);
        expect(f.upright, what).toBe(false);
        // Every pit inside the frame, large enough to tap (moruba's about 20 px on a phone).
        for (const [l, t, r, b] of f.pits) {
          expect(l >= 0 && t >= 0 && r <= f.view[0] && b <= f.view[1], `${what}: pit at ${l},${t}`).toBe(true);
          expect(r - l, what).toBeGreaterThan(18);
        }
        // The board spans the frame's width, and the empty band above and below it is small: none in
        // embed.js's frame; in the plain iframe (whose box has the board's ratio at the frame's width, the
        // board being the page's 8 px padding narrower) a few pixels.
        expect(f.drawn[0], what).toBeGreaterThan(f.box[0] - 2);
        expect(f.box[1] - f.drawn[1], what).toBeLessThan(9);
        // Below 640 px the bar takes two lines, Undo, Redo and Hint on the first.
        const lines = await frame.locator('.bar button:visible').evaluateAll((bs) => new Set(bs.map((b) => Math.round(b.getBoundingClientRect().top))).size);
        expect(lines, what).toBe(column < 640 ? 2 : 1);
      }
      if (variant === 'moruba') {
        for (const handle of handles) {
          const frame = (await handle.contentFrame())!;
          await frame.locator('svg.board [data-letter="L"]').click();
          await expect.poll(() => shown(frame)).toBe(AFTER_L);
        }
      }
      await page.screenshot({ path: `screenshots/embed-${variant.replace(/[ =]/g, '')}-${name}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
  });
}
