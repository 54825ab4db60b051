import { test, expect, Page, BrowserContext } from '@playwright/test';
import { pit } from './board';
import { texts } from './i18n';

// The program's start does less before the first paint (src/app/later.rs): the start's task builds
// the header, the board, the status line and the bar; the side panel, the move list, How to play and the
// classroom rooms' cards come in a task after the first frame, and so does the computer's Web Worker. A page
// that shows one of those parts at once (a puzzle, the lesson) has it in its first frame. Endgame tables are
// built ahead only for the strongest level.

const en = texts('en');

/**
 * Runs before the page's scripts: records, at the first animation frame in which the live board is playable,
 * what the page holds (the side panel, the move list, a puzzle or lesson card shown, the workers made so far)
 * and the board's box; wraps `Worker` to note when each is made (after how many playable frames) and what
 * the page posts to it and hears from it.
 */
function recorder() {
  const w = window as any;
  w.__start = { frames: 0, first: null, workers: [], posted: [], heard: [] };
  const rec = w.__start;
  const Base = window.Worker;
  w.Worker = class extends Base {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      rec.workers.push({ url: String(url), playableFrames: rec.frames });
      const post = this.postMessage.bind(this);
      this.postMessage = (m: any) => { rec.posted.push(JSON.stringify(m)); post(m); };
      this.addEventListener('message', (e: MessageEvent) => rec.heard.push(JSON.stringify(e.data)));
    }
  };
  const playable = () => {
    const app = document.getElementById('app');
    return !!app && !app.hasAttribute('aria-busy') && document.querySelectorAll('svg.board [data-pit].legal').length > 0;
  };
  const shown = (sel: string) => [...document.querySelectorAll(sel)].some((e) => !(e as HTMLElement).hidden);
  const frame = () => {
    if (playable()) {
      if (rec.frames === 0) {
        const r = document.querySelector('svg.board')!.getBoundingClientRect();
        rec.first = {
          panel: !!document.querySelector('aside.panel'), moves: !!document.querySelector('.moves-card'),
          help: !!document.getElementById('help'), roomCard: shown('.puzzle-card, .lesson-card'),
          workers: rec.workers.length, board: { x: r.x, y: r.y, width: r.width, height: r.height },
        };
      }
      rec.frames++;
    }
    if (rec.frames < 3) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function start(context: BrowserContext, query: string) {
  const page = await context.newPage();
  await page.addInitScript(recorder);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`./${query}`);
  await page.waitForFunction(() => (window as any).__start.frames >= 3);
  return page;
}

const record = (page: Page) => page.evaluate(() => (window as any).__start);

for (const view of [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
]) {
  test(`${view.name}: the board is playable before the side panel and the worker; both come after, the board stays in place`, async ({ browser }) => {
    const context = await browser.newContext({ ...view, serviceWorkers: 'block' });
    // Every request in order, with the ends of the page's wasm module.
    const events: string[] = [];
    context.on('request', (r) => events.push(`request ${new URL(r.url()).pathname}`));
    context.on('requestfinished', (r) => events.push(`finished ${new URL(r.url()).pathname}`));
    const page = await start(context, '?reset=1&lang=en&variant=abapa&south=human&north=human');
    const first = (await record(page)).first;
    // The first playable frame: the first screen only, no worker yet.
    expect(first).toMatchObject({ panel: false, moves: false, help: false, roomCard: false, workers: 0 });
    await expect(page.locator('.top .tools select#lang')).toBeVisible();
    await expect(page.getByRole('button', { name: en('new-game') })).toBeVisible();
    await expect(page.locator('#status .status-turn')).not.toBeEmpty();

    // Then the rest, and the worker (asked for after the page's module arrived and the board was playable).
    await expect(page.locator('aside.panel > .card')).toHaveCount(9);
    await expect(page.locator('.play .moves-card')).toHaveCount(1);
    await page.waitForFunction(() => (window as any).__start.workers.length === 1);
    const { workers } = await record(page);
    expect(workers[0].url).toMatch(/\/www\/worker\.js$/);
    expect(workers[0].playableFrames).toBeGreaterThanOrEqual(1);
    await expect.poll(() => events.indexOf('request /www/worker.js')).toBeGreaterThan(-1);
    expect(events.indexOf('request /www/worker.js')).toBeGreaterThan(events.indexOf('finished /wari_bg.wasm'));
    expect(events.indexOf('finished /wari_bg.wasm')).toBeGreaterThan(-1);

    // The panel's arrival moved nothing of the board.
    const after = (await page.locator('svg.board').boundingBox())!;
    for (const k of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(after[k] - first.board[k]), `the board's ${k}: ${first.board[k]} -> ${after[k]}`).toBeLessThanOrEqual(0.5);
    }
    await page.screenshot({ path: `screenshots/after-paint-${view.name}.png`, fullPage: true });

    // The panel works: its menus set the game, the move list follows the moves, How to play opens.
    await expect(page.getByRole('button', { name: en('two-players') })).toHaveAttribute('aria-pressed', 'true');
    await page.locator('#seat-north').selectOption('ai-3');
    await expect(page.getByRole('button', { name: en('vs-computer') })).toHaveAttribute('aria-pressed', 'true');
    await page.locator('#seat-north').selectOption('human');
    const letter = await page.locator('svg.board [data-pit].legal').first().getAttribute('data-letter');
    await pit(page, letter!).click();
    await expect(page.locator('.moves .move[data-ply="1"]')).toHaveText(letter!);
    await page.getByRole('button', { name: en('how-to-play') }).click();
    await expect(page.locator('#help')).toBeVisible();
    await context.close();
  });
}

test('the first screen held before the rest: screenshots of the first paint, then the page after load', async ({ browser }) => {
  for (const view of [
    { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  ]) {
    const context = await browser.newContext({ ...view, serviceWorkers: 'block' });
    const page = await context.newPage();
    // Holds back every task posted with no delay (the rest's is one) until released.
    await page.addInitScript(() => {
      const w = window as any;
      const plain = window.setTimeout.bind(window);
      const held: [Function, any[]][] = [];
      w.__hold = true;
      w.__release = () => { w.__hold = false; for (const [f, a] of held.splice(0)) plain(f, 0, ...a); };
      (window as any).setTimeout = (f: any, ms?: number, ...a: any[]) => {
        if (w.__hold && !ms && typeof f === 'function') { held.push([f, a]); return 0; }
        return plain(f, ms, ...a);
      };
    });
    await page.goto('./?reset=1&lang=en&south=human&north=human');
    await expect(page.locator('svg.board [data-pit].legal')).toHaveCount(6);
    await expect(page.locator('#app')).not.toHaveAttribute('aria-busy');
    await expect(page.locator('aside.panel')).toHaveCount(0);
    await page.screenshot({ path: `screenshots/after-paint-${view.name}-first.png` });
    const before = (await page.locator('svg.board').boundingBox())!;
    await page.evaluate(() => (window as any).__release());
    await expect(page.locator('aside.panel > .card')).toHaveCount(9);
    const after = (await page.locator('svg.board').boundingBox())!;
    expect(after).toEqual(before);
    await page.screenshot({ path: `screenshots/after-paint-${view.name}-loaded.png` });
    await context.close();
  }
});

for (const [query, card] of [['?reset=1&lang=en&puzzle=abapa/1', '.puzzle-card'], ['?reset=1&lang=en&lesson=1', '.lesson-card']]) {
  test(`${query}: the room's card is drawn with the board, in its first playable frame`, async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await start(context, query);
    expect((await record(page)).first).toMatchObject({ roomCard: true, panel: true });
    await expect(page.locator(card)).toBeVisible();
    await context.close();
  });
}

test('the strongest level has its tables built ahead once the game nears them; a weaker level and two people none', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const prepares = async (page: Page) => (await record(page)).posted.filter((m: string) => m.startsWith('{"prepare"'));

  // At the start of a 48-seed game nothing is built: the tables cover 12 seeds and are due from 24.
  const opening = await start(context, '?reset=1&lang=en&variant=abapa&south=human&north=ai-6');
  await opening.waitForFunction(() => (window as any).__start.workers.length === 1);
  await opening.locator('svg.board [data-pit].legal').first().click();
  await expect.poll(async () => (await record(opening)).heard.some((m: string) => m.startsWith('{"result"')), { timeout: 20_000 }).toBe(true);
  expect(await prepares(opening)).toHaveLength(0);
  await opening.close();
  // 20 seeds on the board: built ahead, once.
  const strong = await start(context, '?reset=1&lang=en&variant=abapa&south=human&north=ai-6&position=2-1-3-0-2-1-0-2-1-3-1-4-14-14-S');
  await strong.waitForFunction(() => (window as any).__start.heard.includes('"ready"'), null, { timeout: 30_000 });
  expect(await prepares(strong)).toHaveLength(1);
  await strong.close();

  const weak = await start(context, '?reset=1&lang=en&variant=abapa&south=human&north=ai-5');
  // A move of the person's (the first legal pit, once it is their turn), then the computer is asked.
  await weak.locator('svg.board [data-pit].legal').first().click();
  await expect.poll(async () => (await record(weak)).posted.some((m: string) => m.startsWith('{"think"')), { timeout: 20_000 }).toBe(true);
  expect(await prepares(weak)).toHaveLength(0);
  await weak.close();

  const people = await start(context, '?reset=1&lang=en&variant=abapa&south=human&north=human');
  await people.waitForFunction(() => (window as any).__start.workers.length === 1);
  expect((await record(people)).posted).toHaveLength(0);
  await people.getByRole('button', { name: en('hint') }).click();
  await expect(people.locator('#status')).toContainText(en('hint-result', { pit: '|', evaluation: '|' }).split('|')[0], { timeout: 30_000 });
  const hint = (await record(people)).posted;
  expect(hint).toHaveLength(1);
  expect(JSON.parse(hint[0]).think.level).toBe(6);
  await context.close();
});
