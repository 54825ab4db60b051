import { test, expect, Page, Frame } from '@playwright/test';
import { shown, pit } from './board';

// A blog page with many boards stays light (issue 30): the embedded boards of a page share one computer (a
// SharedWorker, www/worker.js), which answers each board in turn; the endgame tables are built only near the
// end of a game, and once per browser: kept in Cache Storage ('wari-tables'), read back by the next computer,
// rebuilt when the kept entry is damaged. The page of boards is e2e/fixtures/boards.html; its figures (CPU,
// memory, time until all eight moved) are the benchmark's, e2e/boardsbench.mjs (make boardsbench).

const START = '4-4-4-4-4-4-4-4-4-4-4-4-0-0';
/** Abapa with 20 seeds on the board (14 in each store), South to move: the tables are due (24 seeds or fewer). */
const LATE = '2-1-3-0-2-1-0-2-1-3-1-4-14-14-S';

/** The page of `n` embedded boards, each playing `game`. */
async function boards(page: Page, n: number, game: string): Promise<Frame[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`./fixtures/boards.html?n=${n}&game=${encodeURIComponent(game)}`);
  await expect(page.locator('iframe')).toHaveCount(n);
  const frames = await Promise.all((await page.locator('iframe').elementHandles()).map((h) => h.contentFrame()));
  return frames as Frame[];
}

/** The browser's workers by kind ('worker', 'shared_worker'), as Chromium's targets. */
async function workers(page: Page): Promise<Record<string, number>> {
  const cdp = await page.context().browser()!.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  const count: Record<string, number> = { worker: 0, shared_worker: 0 };
  for (const t of targetInfos) if (t.type in count) count[t.type]++;
  return count;
}

test('eight embedded boards where the computer moves first share one computer, and all eight move', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const frames = await boards(page, 8, 'variant=abapa&south=ai-6&north=human');
  for (const frame of frames) {
    await expect.poll(() => shown(frame), { timeout: 30_000 }).not.toBe(START);
  }
  expect(await workers(page)).toEqual({ worker: 0, shared_worker: 1 });
  // The boards are played on independently: a move on the first board is answered there, not elsewhere.
  const before = await Promise.all(frames.map((f) => shown(f)));
  await frames[0].locator('svg.board .pit.legal').first().click();
  await expect.poll(() => shown(frames[0])).not.toBe(before[0]);
  const played = await shown(frames[0]);
  await expect.poll(() => shown(frames[0]), { timeout: 30_000 }).not.toBe(played);
  expect(await Promise.all(frames.slice(1).map((f) => shown(f)))).toEqual(before.slice(1));
  expect(errors).toEqual([]);
});

/** The kept tables: their entries' names, and the bytes and marker of the one entry kept. */
async function kept(page: Page) {
  return page.evaluate(async () => {
    const store = await caches.open('wari-tables');
    const keys = await store.keys();
    const first = keys[0] && (await store.match(keys[0]));
    const bytes = first ? new Uint8Array(await first.clone().arrayBuffer()) : new Uint8Array();
    let sum = 0;
    for (const b of bytes) sum = (sum * 31 + b) >>> 0;
    return { names: keys.map((k) => k.url.split('/').pop()), length: bytes.length, sum, mark: first?.headers.get('x-test') ?? null };
  });
}

/** Replaces the kept entry by its bytes (one byte flipped when `damage`), marked `mark`. */
async function rewrite(page: Page, mark: string, damage: boolean) {
  await page.evaluate(async ({ mark, damage }) => {
    const store = await caches.open('wari-tables');
    const [key] = await store.keys();
    const bytes = new Uint8Array(await (await store.match(key))!.arrayBuffer());
    if (damage) bytes[bytes.length - 10] ^= 1;
    await store.put(key, new Response(bytes, { headers: { 'x-test': mark } }));
  }, { mark, damage });
}

/** A new page of the same browser (its own worker) late in a game: a move, and the computer's answer (which
 *  comes after the tables were read or built). */
async function playLate(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`./?variant=abapa&south=human&north=ai-6&lang=en&position=${LATE}`);
  await pit(page, 'A').click();
  await expect(page.locator('.moves .move:not(.start)')).toHaveCount(2, { timeout: 60_000 });
}

test('the endgame tables are built late in a game, kept once per browser, read back, and rebuilt when damaged', async ({ context }) => {
  test.setTimeout(120_000);
  // At the start of a game the computer builds no tables.
  const first = await context.newPage();
  await first.goto('./?variant=abapa&south=human&north=ai-6&lang=en');
  await pit(first, 'C').click();
  await expect(first.locator('.moves .move:not(.start)')).toHaveCount(2, { timeout: 30_000 });
  expect((await kept(first)).names).toEqual([]);
  // Late in a game they are built and kept: 2 704 156 positions, two bytes each, after a header line.
  await playLate(first);
  await expect.poll(async () => (await kept(first)).names, { timeout: 60_000 }).toEqual([expect.stringMatching(/^wari-tables-\d+-/)]);
  const built = await kept(first);
  expect(built.length).toBeGreaterThan(2 * 2_704_156);
  await first.close();
  // A sound entry is read by the next computer, not built again (the entry stays as it was put).
  const second = await context.newPage();
  await second.goto('./fixtures/blank.html');
  await rewrite(second, 'sound', false);
  await playLate(second);
  expect(await kept(second)).toEqual({ ...built, mark: 'sound' });
  await second.close();
  // A damaged entry is never trusted: the next computer builds the tables again and keeps them anew.
  const third = await context.newPage();
  await third.goto('./fixtures/blank.html');
  await rewrite(third, 'damaged', true);
  expect((await kept(third)).sum).not.toBe(built.sum);
  await playLate(third);
  await expect.poll(() => kept(third), { timeout: 60_000 }).toEqual({ ...built, mark: null });
});
