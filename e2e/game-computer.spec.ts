import { test, expect, Page } from '@playwright/test';
import { open, pit } from './board';
import { texts } from './i18n';

// The computer opponent in the page: it runs in a Web Worker (the page stays responsive), plays by itself
// against itself, waits while a person looks at an earlier position, and still plays when no worker can start.

const status = (page: Page) => page.locator('#status');
const played = (page: Page) => page.locator('.moves .move:not(.start)');
const en = texts('en');
/** The end of a game: its first words, the same for every ending and result. */
const gameOver = en('game-over', { reason: '|', result: '' }).split('|')[0];

test('the computer runs in a worker; looking back pauses it, "Play on from here" lets it continue', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await open(page, '?variant=abapa&south=human&north=ai-3');
  await pit(page, 'C').click();
  await expect(played(page)).toHaveCount(2, { timeout: 20_000 });
  expect(workers.some((u) => u.endsWith('/www/worker.js'))).toBe(true);
  await expect(page.locator('.notice')).toHaveCount(0);
  const reply = await page.locator('.moves .move[data-ply="2"]').textContent();
  // Back to the position after C: the computer (North) is to move there but waits.
  await page.getByRole('button', { name: en('move-label', { number: 1, pit: 'C' }) }).click();
  await expect(status(page)).toContainText(en('viewing', { ply: 1, plies: 2 }));
  const playOn = page.getByRole('button', { name: en('play-on') });
  await expect(playOn).toBeVisible();
  await page.waitForTimeout(800);
  await expect(played(page)).toHaveCount(2);
  await playOn.click();
  await expect(playOn).toBeHidden();
  // It plays again from there (replacing its earlier reply, possibly by the same move).
  await expect(page.locator('.moves .move.future')).toHaveCount(0, { timeout: 20_000 });
  await expect(played(page)).toHaveCount(2);
  expect(await page.locator('.moves .move[data-ply="2"]').textContent()).toMatch(/^[a-f]$/);
  expect(reply).toMatch(/^[a-f]$/);
  await expect(status(page)).toContainText(en('your-move'));
});

test('computer against computer plays on by itself; "Two players" stops it', async ({ page }) => {
  await open(page, '?variant=abapa&south=ai-1&north=ai-1');
  await expect.poll(async () => played(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
  await page.getByRole('button', { name: en('two-players') }).click();
  const n = await played(page).count();
  await page.waitForTimeout(1200);
  expect(await played(page).count()).toBeLessThanOrEqual(n + 1);
  await expect(page.locator('#seat-south')).toHaveValue('human');
  await expect(page.locator('#seat-north')).toHaveValue('human');
});

test('choosing the computer for South only puts North at the bottom for the human', async ({ page }) => {
  await open(page, '?variant=abapa&south=human&north=human');
  await page.locator('#seat-south').selectOption('ai-2');
  await expect(page.locator('svg.board')).toHaveAttribute('data-flipped', '1');
  // South (computer) opens the game.
  await expect(played(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(status(page)).toContainText(en('your-move'));
});

test('without a Web Worker the computer still plays, inside the page, and says so', async ({ page }) => {
  await page.route('**/www/worker.js', (route) => route.abort());
  await open(page, '?variant=abapa&south=human&north=ai-2');
  await expect(page.locator('.notice')).toContainText(en('no-worker'));
  await pit(page, 'D').click();
  await expect(played(page)).toHaveCount(2, { timeout: 20_000 });
  await expect(status(page)).toContainText(en('your-move'));
});

test('when the computer cannot be loaded at all (no worker, no module for the page), people take its seat and are told', async ({ page }) => {
  await page.route('**/www/worker.js', (route) => route.abort());
  await page.route('**/wari-worker*', (route) => route.abort());
  await open(page, '?variant=abapa&south=human&north=ai-2');
  await pit(page, 'D').click();
  await expect(page.locator('.notice').filter({ hasText: en('engine-unavailable') })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#status .spinner')).toBeHidden();
  // North's seat is a person's now: a click on North's pit plays it.
  await pit(page, 'b').click();
  await expect(played(page)).toHaveCount(2);
});

test('the hint names a legal pit with an evaluation in words, in the UI language', async ({ page }) => {
  await open(page, '?variant=abapa&moves=CdEbDaB&south=human&north=human&lang=hu');
  // North to move: the hint is for North.
  const hu = texts('hu');
  await page.getByRole('button', { name: hu('hint') }).click();
  const hint = page.locator('svg.board .pit.hinted');
  await expect(hint).toHaveCount(1, { timeout: 20_000 });
  await expect(hint).toHaveClass(/legal/);
  const letter = (await hint.getAttribute('data-letter'))!;
  expect('abcdef').toContain(letter);
  // The hint's sentence: the pit, then one of the evaluations in words.
  const evals = ['won', 'clearly-ahead', 'slightly-ahead', 'even', 'slightly-behind', 'clearly-behind', 'lost'];
  const said = (await status(page).textContent())!;
  expect(evals.some((e) => said.includes(hu('hint-result', { pit: letter, evaluation: hu(`eval-${e}`) })))).toBe(true);
  await expect(hint).toHaveAttribute('aria-label', new RegExp(hu('pit-suggested')));
});

test('a whole game against the computer, clicking a ringed pit each turn, ends with a result', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await open(page, '?variant=abapa&south=human&north=ai-1&lang=en');
  for (let turn = 0; turn < 200; turn++) {
    const text = await status(page).textContent();
    if (text!.includes(gameOver)) break;
    const legal = page.locator('svg.board .pit.legal');
    // Wait for the human's turn (or the end).
    await expect
      .poll(async () => (await legal.count()) > 0 || (await status(page).textContent())!.includes(gameOver), { timeout: 20_000 })
      .toBe(true);
    const n = await legal.count();
    if (n === 0) break;
    // Vary the choice so the game does not repeat itself.
    await legal.nth(turn % n).click();
  }
  await expect(status(page)).toContainText(gameOver, { timeout: 20_000 });
  const result = (await status(page).textContent())!;
  const won = (['south', 'north'] as const).some((player) => result.includes(en('result-win', { player, won: 'X', lost: 'Y' }).split(',')[0]));
  expect(won || result.includes(en('result-draw', { south: 'X', north: 'Y' }).split(',')[0])).toBe(true);
  await page.screenshot({ path: 'screenshots/game-over-desktop.png' });
  expect(errors).toEqual([]);
});

test('from a sub-folder of another site the worker is found next to the page and the computer plays', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/sub/folder/?variant=abapa&south=human&north=ai-2');
  await pit(page, 'A').click();
  await expect(played(page)).toHaveCount(2, { timeout: 20_000 });
  expect(workers.some((u) => u.includes('/sub/folder/www/worker.js'))).toBe(true);
  await expect(page.locator('.notice')).toHaveCount(0);
});

// Stub workers for the failure paths: each replaces www/worker.js (the page cannot tell). A service worker would
// answer www/worker.js from its cache after the first visit, unseen by page.route: none in this file.
test.use({ serviceWorkers: 'block' });
const GARBLED = `self.onmessage = () => { self.postMessage({ result: { best: 3 } }); self.postMessage({ kind: 'nonsense' }); };`;
const CRASHING = "self.onmessage = () => { self.postMessage({ progress: { done: 0, total: 9 } }); throw new Error('boom'); };";
const SILENT = 'self.onmessage = () => {};';

async function stubWorker(page: Page, body: string) {
  await page.route('**/www/worker.js', (route) => route.fulfill({ contentType: 'text/javascript', body }));
}

// After a worker failure: one notice that says why (never the worker's own words), the computer's reply played
// in the page, no spinner left turning, and the game goes on (the next reply comes from the page too).
async function recovers(page: Page, reason: string) {
  await pit(page, 'B').click();
  await expect(played(page)).toHaveCount(2, { timeout: 20_000 });
  await expect(page.locator('.notice')).toHaveCount(1);
  await expect(page.locator('.notice')).toContainText(reason);
  await expect(page.locator('.notice')).not.toContainText('boom');
  await expect(status(page)).toContainText(en('your-move'));
  await expect(page.locator('#status .spinner')).toBeHidden();
  await page.locator('svg.board .pit.legal').first().click();
  await expect(played(page)).toHaveCount(4, { timeout: 20_000 });
  await expect(page.locator('#status .spinner')).toBeHidden();
  await expect(page.locator('.notice')).toHaveCount(1);
}

test('a worker that answers garbage, then one that fails: each time the page goes on with the computer inside it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await stubWorker(page, GARBLED);
  await open(page, '?variant=abapa&south=human&north=ai-2&reset=1');
  await recovers(page, en('worker-garbled'));
  // The same game, with a worker whose script throws (an error event).
  await page.unroute('**/www/worker.js');
  await stubWorker(page, CRASHING);
  await page.goto('./?variant=abapa&south=human&north=ai-2&reset=1');
  await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
  await recovers(page, en('worker-stopped'));
  // A hint is asked of the page's computer too.
  await page.getByRole('button', { name: en('hint') }).click();
  await expect(status(page)).toContainText(en('hint-result', { pit: '|', evaluation: '' }).split('|')[0], { timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('a worker that never answers is given up after its silence, and the page plays instead', async ({ page }) => {
  await page.clock.install();
  await stubWorker(page, SILENT);
  await open(page, '?variant=abapa&south=human&north=ai-2&reset=1&lang=es');
  await pit(page, 'B').click();
  // The computer's request waits: the spinner turns, nothing is played.
  await page.clock.runFor(2_000);
  await expect(page.locator('#status .spinner')).toBeVisible();
  await expect(played(page)).toHaveCount(1);
  // 30 s of silence: the worker is let go and the page answers (in Spanish).
  for (let i = 0; i < 40 && (await played(page).count()) < 2; i++) await page.clock.runFor(1_000);
  await expect(played(page)).toHaveCount(2);
  await expect(page.locator('.notice')).toHaveCount(1);
  await expect(page.locator('.notice')).toContainText(texts('es')('worker-silent'));
  await expect(page.locator('#status .spinner')).toBeHidden();
});
