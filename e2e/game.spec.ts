import { test, expect, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync, mkdirSync } from 'node:fs';
import { texts, moveSentence, languages } from './i18n';
import { shown, open, pit } from './board';

// Browser tests of the playable game. Positions are compared with e2e/fixtures/game-*.json, which a
// Rust test (src/fixtures.rs) checks against the engine, so the page must show the engine's boards.

type Step = { move: string; captured: number; after: string };
type Fixture = { variant: string; moves: string; steps: Step[]; ending: string; score: [number, number] };
const fixture = (v: string): Fixture => JSON.parse(readFileSync(`fixtures/game-${v}.json`, 'utf8'));

mkdirSync('screenshots', { recursive: true });

/** Collects console errors and uncaught exceptions of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

const withoutMover = (pos: string) => pos.replace(/-[SN]\+?$/, '');
const status = (page: Page) => page.locator('#status');
const en = texts('en');
const es = texts('es');
/** The end of a game won by `player` at the target: the text of the page. */
const wonAtTarget = (t: typeof en, target: number, player: 'south' | 'north', won: number, lost: number) =>
  t('game-over', { reason: t('ending-target', { count: target }), result: t('result-win', { player, won, lost }) });

test('a full scripted game by clicking pits shows the engine\'s board after every capture (Abapa, C1-C2, E2)', async ({ page }) => {
  const errors = watchErrors(page);
  const f = fixture('abapa');
  await open(page, '?variant=abapa&south=human&north=human&lang=en');
  await expect(status(page)).toContainText(en('to-move', { player: 'south' }));
  for (const [k, step] of f.steps.entries()) {
    await pit(page, step.move).click();
    await expect(page.locator('.moves .move[aria-current="step"]')).toHaveAttribute('data-ply', String(k + 1));
    if (step.captured > 0 || k === f.steps.length - 1) {
      expect(await shown(page), `after move ${k + 1} (${step.move})`).toBe(withoutMover(step.after));
      await expect(status(page)).toContainText(en('move-captured', { player: 'south', pit: 'A', captures: '' }).split(': ')[1].trim());
    }
  }
  await expect(status(page)).toContainText(wonAtTarget(en, 25, 'south', f.score[0], f.score[1]));
  // No pit is playable once the game is over.
  await expect(page.locator('svg.board .pit.legal')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the Spanish classroom rules play to their end too (numeros: two-way chain C3, target 24)', async ({ page }) => {
  const f = fixture('numeros');
  await open(page, `?variant=numeros&south=human&north=human&lang=es`);
  for (const [k, step] of f.steps.entries()) {
    await pit(page, step.move).click();
    if (step.captured > 0) expect(await shown(page), `move ${k + 1}`).toBe(withoutMover(step.after));
  }
  expect(await shown(page)).toBe(withoutMover(f.steps[f.steps.length - 1].after));
  await expect(status(page)).toContainText(wonAtTarget(es, 24, 'south', f.score[0], f.score[1]));
});

test('a shared link opens the same game, and illegal clicks say why', async ({ page }) => {
  // The mockup's game: CdEbDaBc ends with North's three-pit chain capture.
  await open(page, '?variant=abapa&moves=CdEbDaBc&south=human&north=human');
  expect(await shown(page)).toBe('8-1-0-0-0-8-1-0-0-4-8-8-3-7');
  await expect(status(page)).toContainText(moveSentence(en, 'north', 'c', [[3, 'E'], [2, 'D'], [2, 'C']]));
  await expect(pit(page, 'c')).toHaveClass(/last/);
  await expect(pit(page, 'C')).toHaveAttribute('aria-label', en('pit-label', { pit: 'C', count: 0 }));
  await expect(pit(page, 'A')).toHaveAttribute('aria-label', `${en('pit-label', { pit: 'A', count: 8 })}, ${en('pit-playable')}`);
  // The URL's settings were taken in; the address bar is clean so a reload resumes the game as it goes on.
  expect(new URL(page.url()).search).toBe('');
  await pit(page, 'C').click();
  await expect(status(page)).toContainText(en('illegal-move', { pit: 'C', reason: en('illegal-empty') }));
  await pit(page, 'a').click();
  const notYours = en('illegal-not-your-pit', { owner: 'north', mover: 'south' });
  await expect(status(page)).toContainText(en('illegal-move', { pit: 'a', reason: notYours }));
  expect(await shown(page)).toBe('8-1-0-0-0-8-1-0-0-4-8-8-3-7');
});

test('must feed: a move that leaves the opponent without seeds is refused with the reason (F1)', async ({ page }) => {
  // North is empty; South's A (1 seed) stays on South's side, F (1 seed) feeds North.
  await open(page, '?variant=abapa&position=1-0-0-0-0-1-0-0-0-0-0-0-23-23-S&south=human&north=human');
  await pit(page, 'A').click();
  await expect(status(page)).toContainText(en('illegal-move', { pit: 'A', reason: en('illegal-must-feed') }));
  await expect(pit(page, 'F')).toHaveClass(/legal/);
  await expect(pit(page, 'A')).not.toHaveClass(/legal/);
});

test('undo and redo, and the move list shows any earlier position', async ({ page }) => {
  await open(page, '?variant=abapa&south=human&north=human');
  await pit(page, 'C').click();
  await pit(page, 'd').click();
  expect(await shown(page)).toBe('5-5-0-5-5-5-5-4-4-0-5-5-0-0');
  await page.getByRole('button', { name: en('undo') }).click();
  expect(await shown(page)).toBe('4-4-0-5-5-5-5-4-4-4-4-4-0-0');
  await expect(status(page)).toContainText(en('viewing', { ply: 1, plies: 2 }));
  await page.getByRole('button', { name: en('redo') }).click();
  expect(await shown(page)).toBe('5-5-0-5-5-5-5-4-4-0-5-5-0-0');
  await expect(page.getByRole('button', { name: en('redo') })).toBeDisabled();
  await page.getByRole('button', { name: en('start-position'), exact: true }).click();
  expect(await shown(page)).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0');
  await page.getByRole('button', { name: en('move-label', { number: 2, pit: 'd' }) }).click();
  expect(await shown(page)).toBe('5-5-0-5-5-5-5-4-4-0-5-5-0-0');
  // Ctrl+Z undoes too.
  await page.keyboard.press('Control+z');
  expect(await shown(page)).toBe('4-4-0-5-5-5-5-4-4-4-4-4-0-0');
  // Playing from an earlier position replaces the moves after it.
  await pit(page, 'a').click();
  await expect(page.locator('.moves .move:not(.start)')).toHaveCount(2);
  await expect(page.getByRole('button', { name: en('move-label', { number: 2, pit: 'a' }) })).toBeVisible();
});

test('against the computer: it answers in the worker, undo takes back its reply too, hint suggests a move', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, '?variant=abapa&lang=en');
  await expect(page.getByRole('button', { name: en('vs-computer') })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#seat-north')).toHaveValue('ai-2');
  await pit(page, 'C').click();
  await expect(page.locator('.moves .move:not(.start)')).toHaveCount(2, { timeout: 20_000 });
  await expect(status(page)).toContainText(en('move-sown', { player: 'north', pit: 'X' }).replace(/ X$/, ''));
  await expect(status(page)).toContainText(en('your-move'));
  await page.getByRole('button', { name: en('undo') }).click();
  expect(await shown(page)).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0');
  await page.getByRole('button', { name: en('hint') }).click();
  const hint = en('hint-result', { pit: 'X', evaluation: '' }).trim().split('X');
  await expect(status(page)).toContainText(new RegExp(`${hint[0]}[A-F]${hint[1].replace('.', '\\.')}`), { timeout: 20_000 });
  await expect(page.locator('svg.board .pit.hinted')).toHaveCount(1);
  const hinted = await page.locator('svg.board .pit.hinted').getAttribute('data-letter');
  expect('ABCDEF').toContain(hinted!);
  expect(errors).toEqual([]);
});

test('sowing is animated seed by seed at normal speed', async ({ page }) => {
  await open(page, '?variant=abapa&south=human&north=human', true);
  // The page records what the animation marks (a poll from here could miss its 0.5 s on a busy machine).
  await page.evaluate(() => {
    const seen: string[][] = ((window as any).__active = []);
    new MutationObserver(() => {
      const now = [...document.querySelectorAll('svg.board .pit.active')].map((p) => p.getAttribute('data-letter')!);
      if (now.length && now.join() !== seen[seen.length - 1]?.join()) seen.push(now);
    }).observe(document.querySelector('svg.board')!, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  await pit(page, 'C').click();
  // During the animation one pit at a time is marked: the pit emptied (C), then each as it receives a seed (D, E,
  // F, a); the final board comes after.
  await expect.poll(() => shown(page)).toBe('4-4-0-5-5-5-5-4-4-4-4-4-0-0');
  await expect(page.locator('svg.board .pit.active')).toHaveCount(0);
  expect(await page.evaluate(() => (window as any).__active)).toEqual([['C'], ['D'], ['E'], ['F'], ['a']]);
});

test('switching variants, custom rules and the engine\'s refusal', async ({ page }) => {
  await open(page, '?variant=abapa&south=human&north=human&lang=en');
  await page.locator('#variant').selectOption('numeros');
  await expect(page.locator('.origin')).toContainText(en('variant-numeros.origin'));
  await page.locator('.rules-details summary').click();
  await expect(page.locator('.rules-list')).toContainText(en('rules-chain-both', { captures: en('list-or', { items: '2', last: '3' }) }));
  await expect(page.locator('.rules-list')).toContainText(en('rules-end', { count: 24 }));
  await page.locator('#variant').selectOption('wari-72');
  expect(await shown(page)).toBe('6-6-6-6-6-6-6-6-6-6-6-6-0-0');
  await page.locator('#custom summary').click();
  await page.locator('#c-pits').fill('10');
  await page.locator('#c-seeds').fill('10');
  await page.locator('#c-captures').fill('2,3');
  const apply = page.getByRole('button', { name: en('apply-custom') });
  await apply.click();
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(20);
  await expect(page.locator('#variant')).toHaveValue('custom');
  await expect(page.locator('.rules-list')).toContainText(en('rules-board', { pits: 10, seeds: 10, total: 200 }).split('.')[0]);
  await page.locator('#c-captures').fill('2,300');
  await apply.click();
  await expect(page.locator('#custom-error')).toContainText(en('custom-error', { reason: en('rules-error-capture-count', { count: 300 }) }));
  await page.locator('#c-captures').fill('2,3');
  await page.locator('#c-pits').fill('12');
  await apply.click();
  await expect(page.locator('#custom-error')).toContainText(en('custom-error', { reason: en('rules-error-pits', { pits: 12 }) }));
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(20);
  // A 3-pit board works as well.
  await page.locator('#c-pits').fill('3');
  await page.locator('#c-seeds').fill('2');
  await apply.click();
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(6);
  await pit(page, 'A').click();
  expect(await shown(page)).toBe('0-3-3-2-2-2-0-0');
});

test('languages: every part of the page follows the menu, and the choice survives a reload', async ({ page }) => {
  await open(page, '?variant=abapa&south=human&north=ai-2&lang=en');
  // Every language of i18n/ (English last, back to the start).
  for (const code of [...languages.slice(1), 'en']) {
    const t = texts(code);
    await page.locator('#lang').selectOption(code);
    await expect(page.getByRole('button', { name: t('new-game') })).toBeVisible();
    await expect(status(page)).toContainText(t('your-move'));
    await expect(page.getByRole('button', { name: t('how-to-play') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
  }
  const pl = texts('pl');
  await page.locator('#lang').selectOption('pl');
  await pit(page, 'C').click();
  const d = await pit(page, 'D').locator('.count').textContent();
  await expect(pit(page, 'D')).toHaveAttribute('aria-label', pl('pit-label', { pit: 'D', count: Number(d) }));
  await page.reload();
  await expect(page.getByRole('button', { name: pl('new-game') })).toBeVisible();
});

test('the first visit follows the browser language: Spanish gets the classroom rules (numeros)', async ({ browser }) => {
  const base = test.info().project.use.baseURL!;
  const ctx = await browser.newContext({ locale: 'es-ES' });
  const page = await ctx.newPage();
  await page.goto(base);
  await expect(page.locator('#variant')).toHaveValue('numeros');
  await expect(status(page)).toContainText(es('your-move'));
  await expect(page.locator('#seat-north')).toHaveValue('ai-2');
  await ctx.close();
  const hu = await browser.newContext({ locale: 'hu-HU' });
  const p2 = await hu.newPage();
  await p2.goto(base);
  await expect(p2.locator('#variant')).toHaveValue('hu-wari');
  await hu.close();
  // A French browser (Côte d'Ivoire) opens in French with abapa.
  const fr = await browser.newContext({ locale: 'fr-CI' });
  const p3 = await fr.newPage();
  await p3.goto(base);
  await expect(p3.locator('#variant')).toHaveValue('abapa');
  await expect(p3.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(p3.locator('#status')).toContainText(texts('fr')('your-move'));
  await fr.close();
});

test('keyboard only: Tab to the board, arrows between pits, Enter sows', async ({ page }) => {
  await open(page, '?variant=abapa&south=human&north=human&lang=en');
  let focused = '';
  for (let i = 0; i < 20 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.getAttribute('data-letter') || '');
  }
  expect(focused).toBe('A');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', `${en('pit-label', { pit: 'A', count: 4 })}, ${en('pit-playable')}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAttribute('data-letter', 'C');
  await page.keyboard.press('Enter');
  expect(await shown(page)).toBe('4-4-0-5-5-5-5-4-4-4-4-4-0-0');
  await expect(status(page)).toContainText(moveSentence(en, 'south', 'C'));
  // Up goes to the opposite pit of the top row (North's d is above South's C), Space sows.
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(':focus')).toHaveAttribute('data-letter', 'd');
  await page.keyboard.press(' ');
  expect(await shown(page)).toBe('5-5-0-5-5-5-5-4-4-0-5-5-0-0');
});

test('a bad URL gives visible notices and defaults, and never runs injected markup', async ({ page }) => {
  const errors = watchErrors(page);
  let dialogs = 0;
  page.on('dialog', (d) => { dialogs++; d.dismiss(); });
  const evil = encodeURIComponent('<img src=x onerror=alert(1)>');
  await open(page, `?variant=${evil}&lang=${evil}&south=${evil}&flip=maybe&moves=CdZ${evil}&position=${evil}`);
  const notices = page.locator('.notice');
  await expect(notices).toHaveCount(6);
  const value = '<img src=x onerror=alert(1)>';
  const notUsed = en('notice-not-used', { param: 'variant', value, reason: 'X' }).split(': X')[0];
  await expect(notices.first()).toContainText(notUsed);
  await expect(page.locator('.notices')).toContainText(en('notice-moves-kept', { value: `CdZ${value}`, reason: 'X' }).split(': X')[0]);
  await expect(page.locator('.notices img')).toHaveCount(0);
  // The playable prefix of the moves was kept: C and d.
  expect(await shown(page)).toBe('5-5-0-5-5-5-5-4-4-0-5-5-0-0');
  await notices.first().getByRole('button', { name: en('dismiss') }).click();
  await expect(notices).toHaveCount(5);
  expect(dialogs).toBe(0);
  expect(errors).toEqual([]);
});

test('the game survives a reload; a damaged saved game is set aside with a notice', async ({ page }) => {
  await open(page, '?variant=hu-wari&south=human&north=human&flip=1');
  await pit(page, 'C').click();
  await pit(page, 'd').click();
  await page.getByRole('button', { name: en('undo') }).click();
  await page.reload();
  expect(await shown(page)).toBe('4-4-0-5-5-5-5-4-4-4-4-4-0-0');
  await expect(page.locator('#variant')).toHaveValue('hu-wari');
  await expect(page.getByRole('button', { name: en('redo') })).toBeEnabled();
  await expect(page.locator('svg.board')).toHaveAttribute('data-flipped', '1');
  await page.evaluate(() => localStorage.setItem('wari.session', '{"v":1,"rules":"broken'));
  await page.reload();
  await expect(page.locator('.notice')).toContainText(en('saved-ignored'));
  expect(await shown(page)).toBe('4-4-4-4-4-4-4-4-4-4-4-4-0-0');
  expect(await page.evaluate(() => localStorage.getItem('wari.session.refused'))).toContain('broken');
});

test('flip puts North at the bottom with its store at the right (B3)', async ({ page }) => {
  await open(page, '?variant=abapa&south=human&north=human');
  const box = async (sel: string) => (await page.locator(sel).boundingBox())!;
  expect((await box('[data-letter="A"]')).y).toBeGreaterThan((await box('[data-letter="a"]')).y);
  expect((await box('[data-store="S"]')).x).toBeGreaterThan((await box('[data-store="N"]')).x);
  await page.getByRole('button', { name: en('flip') }).click();
  expect((await box('[data-letter="a"]')).y).toBeGreaterThan((await box('[data-letter="A"]')).y);
  expect((await box('[data-store="N"]')).x).toBeGreaterThan((await box('[data-store="S"]')).x);
  // North's a is at the bottom left, as South's A was.
  expect((await box('[data-letter="a"]')).x).toBeLessThan((await box('[data-letter="f"]')).x);
});

test('a match of 7 games keeps the score and offers the next game', async ({ page }) => {
  const f = fixture('wari-pl');
  await open(page, `?variant=wari-pl&south=human&north=human&moves=${f.moves}`);
  await expect(page.locator('#match')).toHaveValue('games-7');
  await expect(status(page)).toContainText(en('result-win', { player: 'south', won: f.score[0], lost: f.score[1] }));
  await expect(status(page)).toContainText(en('match-score-of', { south: 1, north: 0, draws: 0, played: 1, total: 7 }));
  await page.getByRole('button', { name: en('next-game') }).click();
  // The loser (North) starts the next game (RULES.md, 002).
  await expect(status(page)).toContainText(en('to-move', { player: 'north' }));
  await expect(page.locator('.match-score')).toContainText(en('match-score-of', { south: 1, north: 0, draws: 0, played: 1, total: 7 }));
});

for (const [name, size] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`axe finds no accessibility violations and the page fits (${name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await open(page, '?variant=abapa&moves=CdEbDaBc&south=human&north=ai-2&lang=en');
    // The page never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `screenshots/game-${name}.png`, fullPage: name === 'phone' });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    await page.getByRole('button', { name: en('how-to-play') }).click();
    await expect(page.locator('#help')).toBeVisible();
    await page.screenshot({ path: `screenshots/help-${name}.png` });
    const dialog = await new AxeBuilder({ page }).include('#help').analyze();
    expect(dialog.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: en('close') }).click();
    await expect(page.locator('#help')).toBeHidden();
  });
}

test('screenshots: a big board, Spanish, Hungarian, Polish and French pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `?variant=${encodeURIComponent('pits=10 seeds=10')}&moves=AjBiCh&south=human&north=human&lang=pl`);
  await page.screenshot({ path: 'screenshots/big-board-pl.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'screenshots/big-board-phone.png' });
  await open(page, '?variant=numeros&moves=CdEbDaBc&lang=es');
  await page.screenshot({ path: 'screenshots/numeros-es-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '?variant=hu-wari&moves=CdEbDaBcFe&lang=hu');
  await page.locator('.rules-details summary').click();
  await page.screenshot({ path: 'screenshots/hu-wari-desktop.png', fullPage: true });
  await open(page, '?variant=abapa&moves=CdEbDaBc&south=human&north=ai-2&lang=fr');
  await page.locator('.rules-details summary').click();
  await page.screenshot({ path: 'screenshots/abapa-fr-desktop.png', fullPage: true });
});

test('on a phone the board stands upright: the player\'s row is the left column down to their store', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '?variant=abapa&south=human&north=human&lang=en');
  await expect(page.locator('svg.board')).toHaveClass(/vertical/);
  const box = async (sel: string) => (await page.locator(sel).boundingBox())!;
  const a = await box('[data-letter="A"]');
  const f = await box('[data-letter="F"]');
  expect(f.y).toBeGreaterThan(a.y);
  expect((await box('[data-letter="f"]')).x).toBeGreaterThan(a.x);
  expect((await box('[data-store="S"]')).y).toBeGreaterThan(f.y);
  // Pits are big enough to tap.
  expect(a.width).toBeGreaterThan(44);
  // The status line stays above the board, in view.
  expect((await box('#status')).y).toBeLessThan((await box('svg.board')).y);
  await pit(page, 'C').click();
  expect(await shown(page)).toBe('4-4-0-5-5-5-5-4-4-4-4-4-0-0');
  // Arrows follow the drawing: down the column, across to the other one.
  await pit(page, 'd').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(':focus')).toHaveAttribute('data-letter', 'C');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAttribute('data-letter', 'D');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAttribute('data-letter', 'c');
  // Turning the phone sideways gives the landscape board back.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(page.locator('svg.board')).not.toHaveClass(/vertical/);
  expect(await shown(page)).toBe('4-4-0-5-5-5-5-4-4-4-4-4-0-0');
});

test('copy the moves and a link: the link opens the same game in a new tab', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '?variant=wari-72-pl&south=human&north=ai-4&lang=en');
  await pit(page, 'B').click();
  await expect(page.locator('.moves .move:not(.start)')).toHaveCount(2, { timeout: 20_000 });
  const board = await shown(page);
  await page.getByRole('button', { name: en('copy-moves') }).click();
  await expect(status(page)).toContainText(en('copied'));
  const moves = await page.locator('#share-text').inputValue();
  expect(moves).toMatch(/^B[a-f]$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(moves);
  await page.getByRole('button', { name: en('copy-link') }).click();
  const link = await page.locator('#share-text').inputValue();
  expect(link).toContain(`variant=wari-72-pl&moves=${moves}&south=human&north=ai-4`);
  const other = await context.newPage();
  await other.emulateMedia({ reducedMotion: 'reduce' });
  await other.goto(link);
  await expect(other.locator('svg.board [data-pit]')).toHaveCount(12);
  expect(await shown(other)).toBe(board);
  await expect(other.locator('#variant')).toHaveValue('wari-72-pl');
  await expect(other.locator('#seat-north')).toHaveValue('ai-4');
});
