import { test, expect, Page, CDPSession } from '@playwright/test';

// Memory over a long session: the computer plays itself game after game in the page, and the page
// must not grow — no DOM nodes, event listeners, JS heap or WebAssembly memory piling up per move or per game.
// The browser's clock is faked (Playwright's clock), so the computer's pauses between moves pass at once;
// level 1 answers at once in its worker.
//
// CI plays WARI_MEMORY_MOVES moves (default 400); the figure in BENCHMARKS.md comes from
// `WARI_MEMORY_MOVES=10000 npx playwright test memory.spec.ts`.

const MOVES = Number(process.env.WARI_MEMORY_MOVES || 400);
const WARMUP = 150;

type Sample = { heap: number; nodes: number; listeners: number; wasm: number };

/** Measures after a full garbage collection, at the start of a new game (an empty move list). */
async function measure(page: Page, cdp: CDPSession): Promise<Sample> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x: { name: string; value: number }) => [x.name, x.value]));
  // The page's own module instance (already initialised, so `init()` hands back its exports).
  const wasm = await page.evaluate('import("./wari.js").then((m) => m.default()).then((w) => w.memory.buffer.byteLength)') as number;
  // The board keeps the pebbles it once drew, hidden, to show them again (`view/board/seeds.rs`: at most the 700
  // a board may draw): how many are kept depends on the largest heaps seen so far, not on the moves played, so
  // they are not counted.
  const pooled = await page.evaluate(() => document.querySelectorAll('svg.board circle.seed[display="none"]').length);
  return { heap: m.JSHeapUsedSize, nodes: m.Nodes - pooled, listeners: m.JSEventListeners, wasm };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Lets the computer play until `count` more moves are made; starts a new game whenever one ends. */
async function play(page: Page, count: number): Promise<{ moves: number; games: number }> {
  let moves = 0;
  let games = 0;
  let last = -1;
  let still = 0;
  while (moves < count) {
    const s = await page.evaluate(() => ({
      ply: document.querySelectorAll('.moves .move:not(.start)').length,
      over: document.querySelector('#status .status-turn')!.classList.contains('over'),
    }));
    if (s.over) {
      moves += s.ply;
      games++;
      last = -1;
      await page.locator('[data-action="new-game"]').click();
      await expect(page.locator('.moves .move:not(.start)')).toHaveCount(0);
      continue;
    }
    if (s.ply === last) {
      // Waiting: for the pause before the computer's move (fake clock) or for the worker's answer (real time).
      await page.clock.runFor(400);
      await sleep(2);
      still++;
      expect(still, 'the computer stopped playing').toBeLessThan(2000);
    } else {
      last = s.ply;
      still = 0;
    }
  }
  return { moves, games };
}

test(`a long computer-against-computer session keeps memory flat (${MOVES} moves)`, async ({ page }) => {
  test.setTimeout(60_000 + MOVES * 300);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./?variant=abapa&south=ai-1&north=ai-1&lang=en');
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  const warm = await play(page, WARMUP);
  // Measure at the start of the game that follows.
  await play(page, 1);
  const before = await measure(page, cdp);
  const started = Date.now();
  const run = await play(page, MOVES);
  await play(page, 1);
  const after = await measure(page, cdp);
  const seconds = (Date.now() - started) / 1000;

  const mb = (b: number) => (b / 1048576).toFixed(2);
  console.log(
    `memory: ${run.moves} moves in ${run.games} games (${seconds.toFixed(0)} s, after ${warm.moves} warm-up moves): ` +
    `JS heap ${mb(before.heap)} -> ${mb(after.heap)} MB, DOM nodes ${before.nodes} -> ${after.nodes}, ` +
    `listeners ${before.listeners} -> ${after.listeners}, wasm memory ${mb(before.wasm)} -> ${mb(after.wasm)} MB`,
  );
  expect(run.moves).toBeGreaterThanOrEqual(MOVES);
  expect(run.games).toBeGreaterThan(1);
  // Flat: the same listeners, about the same nodes, no growth of the heaps beyond noise.
  expect(after.listeners).toBeLessThanOrEqual(before.listeners);
  expect(after.nodes).toBeLessThanOrEqual(before.nodes + 50);
  expect(after.heap).toBeLessThan(before.heap * 1.2 + 1_000_000);
  expect(after.wasm).toBeLessThanOrEqual(before.wasm + 1_048_576);
  expect(errors).toEqual([]);
});
