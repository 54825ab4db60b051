import { test, expect, Frame, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { shown } from './board';

// Embedding a board of four rows (moruba, 4 x 12: wide and tall; issue 11): both snippets of the Embed dialog
// pasted into a page, embed.js's frame (sized by the height its page reports) and a plain iframe (sized by its
// aspect ratio and least height alone), on a desktop column and on a phone. Each shows all 48 pits inside the
// frame, without scroll bars, and takes a move. Screenshots in e2e/screenshots/.

mkdirSync('screenshots', { recursive: true });

// South's L (outer row, right end) sows M, N, O, P into the inner row; P faces North's u (4 seeds), with d
// behind it: 8 captured (`wari replay --variant moruba --moves L`, as in rows.spec.ts).
const AFTER_L = '4-4-4-4-4-4-4-4-4-4-4-0-5-5-5-5-4-4-4-4-4-4-4-4-4-4-4-0-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-0-4-4-4-8-0';
const START = Array(48).fill('4').concat(['0', '0']).join('-');

/** The Embed dialog's two snippets for moruba (buttons shown, two players). */
async function snippets(page: Page): Promise<{ iframe: string; script: string }> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./?variant=moruba&lang=en&south=human&north=human');
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

/** Everything about one frame's fit: its page's scroll sizes against its viewport, and its pits' boxes. */
async function fit(frame: Frame) {
  return frame.evaluate(() => ({
    view: [innerWidth, innerHeight],
    scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    pits: [...document.querySelectorAll('svg.board [data-pit]')].map((p) => {
      const r = p.getBoundingClientRect();
      return [r.left, r.top, r.right, r.bottom];
    }),
  }));
}

test('moruba embedded by embed.js and by a plain iframe: 48 pits, no scroll bars, a move, on a desktop column and a phone', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const { iframe, script } = await snippets(page);
  expect(iframe).toContain('aspect-ratio:640/358;min-height:min(35.6vw + 150px, 321px)');
  expect(script).toContain('data-aspect="640/358"');
  for (const [name, viewport, column] of [['desktop', { width: 1280, height: 1000 }, 700], ['phone', { width: 390, height: 844 }, 374]] as const) {
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
      await expect(frame.locator('svg.board [data-pit]')).toHaveCount(48);
      expect(await shown(frame)).toBe(START);
      const f = await fit(frame);
      const what = `${name}, frame ${k} (${k === 0 ? 'embed.js' : 'iframe'})`;
      // No scroll bars: the page fits its frame.
      expect(f.scroll[0], what).toBeLessThanOrEqual(f.view[0]);
      expect(f.scroll[1], what).toBeLessThanOrEqual(f.view[1]);
      // Every pit inside the frame, and large enough to tap on a phone (moruba's pits about 20 px there).
      for (const [l, t, r, b] of f.pits) {
        expect(l >= 0 && t >= 0 && r <= f.view[0] && b <= f.view[1], `${what}: pit at ${l},${t}`).toBe(true);
        expect(r - l, what).toBeGreaterThan(18);
      }
      await frame.locator('svg.board [data-letter="L"]').click();
      await expect.poll(() => shown(frame)).toBe(AFTER_L);
    }
    await page.screenshot({ path: `screenshots/embed-moruba-${name}.png`, fullPage: true });
  }
  expect(errors).toEqual([]);
});
