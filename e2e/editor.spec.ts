import { test, expect, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { shown } from './board';
import { texts } from './i18n';

// Set up a position: the editor on the real board, by mouse and by keyboard, the engine's check in
// words, and the ways out (play from either side, a link, embed as a puzzle, the worksheet); the game in
// progress is never lost. Every layout (2, 3 and 4 rows). Screenshots are kept in e2e/screenshots/.

mkdirSync('screenshots', { recursive: true });
const en = texts('en');

const pit = (page: Page, i: number) => page.locator(`svg.board [data-pit="${i}"]`);
const store = (page: Page, s: 'S' | 'N') => page.locator(`svg.board [data-store="${s}"]`);
const card = (page: Page) => page.locator('.editor-card');
const act = (page: Page, name: string) => page.locator(`button[data-action="${name}"]`);
const check = (page: Page) => card(page).locator('.editor-check');

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The worksheet's print dialog would wait for a person: counted instead.
  await page.addInitScript(() => {
    (window as any).printed = 0;
    window.print = () => { (window as any).printed += 1; };
  });
});

test('by mouse: empty, place seeds, fill the stores, North to move; played against the computer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('./?variant=abapa&moves=CdE&south=human&north=human&lang=en');
  const game = await shown(page);
  await act(page, 'editor').click();
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('h2')).toBeFocused();
  // The game's own controls are put away; the board shows the position it starts from.
  await expect(page.locator('.bar')).toBeHidden();
  expect(await shown(page)).toBe(game);
  await act(page, 'editor-clear').click();
  expect(await shown(page)).toBe('0-0-0-0-0-0-0-0-0-0-0-0-0-0');
  await expect(check(page)).toHaveText(en('editor-missing', { count: 48 }));
  await expect(act(page, 'editor-play-two')).toBeDisabled();
  // C: selected by a click, three seeds with +; c: two seeds typed in the field.
  await pit(page, 2).click();
  await expect(card(page).locator('.editor-place label')).toHaveText(en('editor-count-pit', { pit: 'C' }));
  for (let k = 0; k < 3; k++) await act(page, 'editor-more').click();
  await pit(page, 8).click();
  await page.locator('#editor-count').fill('2');
  await page.locator('#editor-count').press('Enter');
  expect(await shown(page)).toBe('0-0-3-0-0-0-0-0-2-0-0-0-0-0');
  await expect(card(page).locator('.editor-placed')).toHaveText(en('editor-placed', { placed: 5, total: 48 }));
  await act(page, 'editor-fill').click();
  expect(await shown(page)).toBe('0-0-3-0-0-0-0-0-2-0-0-0-22-21');
  await expect(check(page)).toHaveText(en('editor-ready'));
  // A store too: South's to 25 reaches the target (E2) once the seeds add up.
  await store(page, 'S').click();
  await expect(card(page).locator('.editor-place label')).toHaveText(en('editor-count-store', { player: 'south' }));
  await act(page, 'editor-more').click();
  await expect(check(page)).toHaveText(en('editor-extra', { count: 1 }));
  await store(page, 'N').click();
  await act(page, 'editor-less').click();
  await act(page, 'editor-less').click();
  await act(page, 'editor-less').click();
  await store(page, 'S').click();
  await act(page, 'editor-more').click();
  await act(page, 'editor-more').click();
  expect(await shown(page)).toBe('0-0-3-0-0-0-0-0-2-0-0-0-25-18');
  await expect(check(page)).toHaveText(en('editor-over-target', { player: 'south', count: 25, target: 25 }));
  await page.locator('#editor-count').fill('22');
  await page.locator('#editor-count').press('Enter');
  await act(page, 'editor-fill').click();
  expect(await shown(page)).toBe('0-0-3-0-0-0-0-0-2-0-0-0-22-21');
  await act(page, 'editor-north').click();
  await expect(act(page, 'editor-north')).toHaveAttribute('aria-pressed', 'true');
  await expect(check(page)).toHaveText(en('editor-ready'));
  expect((await new AxeBuilder({ page }).include('.editor-card').include('svg.board').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/editor.png' });
  // North is the person, at the bottom; South the computer, which answers after North's move.
  await act(page, 'editor-play-north').click();
  await expect(card(page)).toBeHidden();
  await expect(page.locator('svg.board')).toHaveAttribute('data-flipped', '1');
  await expect(page.locator('#seat-south')).toHaveValue(/^ai-/);
  await expect(page.locator('#seat-north')).toHaveValue('human');
  expect(await shown(page)).toBe('0-0-3-0-0-0-0-0-2-0-0-0-22-21');
  await pit(page, 8).click();
  // c sows d and e; then South (the computer) plays its C: C sows D, E, F.
  await expect.poll(() => shown(page)).toBe('0-0-0-1-1-1-0-0-0-1-1-0-22-21');
  expect(errors).toEqual([]);
});

test('leaving the editor gives the game in progress back as it was, and its link opens the position', async ({ page }) => {
  await page.goto('./?variant=abapa&moves=CdEb&south=human&north=ai-2&lang=en');
  const game = await shown(page);
  const moves = await page.locator('.moves').textContent();
  await act(page, 'editor').click();
  await pit(page, 0).click();
  await act(page, 'editor-less').click();
  await pit(page, 1).click();
  await act(page, 'editor-more').click();
  const set = await shown(page);
  expect(set).not.toBe(game);
  // A link to the position set up (the game's players).
  await act(page, 'editor-link').click();
  const link = await page.locator('#share-text').inputValue();
  expect(link).toContain('variant=abapa&position=');
  expect(link).toContain('&south=human&north=ai-2');
  // Embed as a puzzle: the dialog starts from the position.
  await act(page, 'editor-embed').click();
  await expect(page.locator('#embed-position')).toBeChecked();
  await expect(page.locator('#embed-iframe-code')).toHaveValue(/position=/);
  await act(page, 'embed-close').click();
  // The worksheet of the position.
  await act(page, 'editor-print').click();
  // The print module draws the worksheet (loaded at the first print when not yet: src/features/print/client.rs).
  await expect.poll(() => page.evaluate(() => (window as any).printed)).toBe(1);
  await expect(page.locator('#print-view')).toHaveAttribute('data-view', 'position');
  await act(page, 'editor-leave').click();
  await expect(card(page)).toBeHidden();
  await expect(act(page, 'editor')).toBeFocused();
  expect(await shown(page)).toBe(game);
  expect(await page.locator('.moves').textContent()).toBe(moves);
  await page.goto(link.replace(/^https?:\/\/[^/]+\//, './') + '&lang=en');
  expect(await shown(page)).toBe(set);
});

test('by keyboard: + and -, a digit, a store, who moves; two players, a move by Enter', async ({ page }) => {
  await page.goto('./?variant=abapa&south=human&north=human&lang=en');
  await act(page, 'editor').focus();
  await page.keyboard.press('Enter');
  await expect(card(page)).toBeVisible();
  await pit(page, 0).focus();
  await page.keyboard.press('-');
  await page.keyboard.press('ArrowRight');
  await expect(pit(page, 1)).toBeFocused();
  await page.keyboard.press('+');
  expect(await shown(page)).toBe('3-5-4-4-4-4-4-4-4-4-4-4-0-0');
  await expect(check(page)).toHaveText(en('editor-ready'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('9');
  await expect(check(page)).toHaveText(en('editor-extra', { count: 5 }));
  await page.keyboard.press('0');
  await expect(check(page)).toHaveText(en('editor-missing', { count: 4 }));
  // The stores are tab stops while a position is set up.
  await store(page, 'N').focus();
  await page.keyboard.press('4');
  await expect(card(page).locator('.editor-place label')).toHaveText(en('editor-count-store', { player: 'north' }));
  expect(await shown(page)).toBe('3-5-0-4-4-4-4-4-4-4-4-4-0-4');
  await expect(check(page)).toHaveText(en('editor-ready'));
  await act(page, 'editor-north').focus();
  await page.keyboard.press('Enter');
  await act(page, 'editor-play-two').focus();
  await page.keyboard.press('Enter');
  await expect(card(page)).toBeHidden();
  await expect(page.locator('.status-turn')).toContainText('North');
  // North plays b (index 7, 4 seeds: c, d, e, f) with Enter.
  await pit(page, 7).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toBe('3-5-0-4-4-4-4-0-5-5-5-5-0-4');
});

for (const [variant, pits] of [['numeros-3', 18], ['moruba', 48]] as const) {
  test(`${variant}: the same editor on its board`, async ({ page }) => {
    await page.goto(`./?variant=${variant}&south=human&north=human&lang=en`);
    await act(page, 'editor').click();
    await expect(page.locator('svg.board [data-pit]')).toHaveCount(pits);
    await act(page, 'editor-clear').click();
    // Two seeds and one in the first two pits of South's loop, one in North's first, the rest in the stores.
    await pit(page, 0).click();
    await page.keyboard.press('2');
    await pit(page, 1).click();
    await act(page, 'editor-more').click();
    await pit(page, pits / 2).click();
    await page.keyboard.press('1');
    await act(page, 'editor-fill').click();
    await expect(check(page)).toHaveText(en('editor-ready'));
    expect((await new AxeBuilder({ page }).include('.editor-card').analyze()).violations).toEqual([]);
    await page.screenshot({ path: `screenshots/editor-${variant}.png` });
    await act(page, 'editor-play-two').click();
    await expect(card(page)).toBeHidden();
    const before = await shown(page);
    expect(before.startsWith('2-1-0-0')).toBe(true);
    await pit(page, 1).click();
    await expect.poll(() => shown(page)).not.toBe(before);
  });
}

test('phone width, in Spanish: the editor fits and says why a position cannot be played', async ({ page }) => {
  const es = texts('es');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./?variant=numeros&south=human&north=ai-2&lang=es');
  await act(page, 'editor').click();
  await act(page, 'editor-clear').click();
  await expect(check(page)).toHaveText(es('editor-missing', { count: 48 }));
  await pit(page, 0).click();
  await act(page, 'editor-more').click();
  await pit(page, 6).click();
  await act(page, 'editor-more').click();
  await act(page, 'editor-fill').click();
  // numeros ends when no capture is possible any more (E5): one seed each, far apart.
  await expect(check(page)).toHaveText(es('editor-over-no-capture'));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect((await new AxeBuilder({ page }).include('.editor-card').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/editor-phone.png', fullPage: true });
});

test('G5 (Antigua): the extra turn after a grand slam is set up (S+) and played; the set-up survives a reload', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Under rules without G5 there is no such turn to set up.
  await page.goto('./?variant=abapa&south=human&north=human&lang=en');
  await act(page, 'editor').click();
  await expect(act(page, 'editor-feed-turn')).toBeHidden();
  await page.goto('./?variant=antigua&south=human&north=human&lang=en');
  await act(page, 'editor').click();
  const feed = act(page, 'editor-feed-turn');
  await expect(feed).toHaveText(en('editor-feed-turn'));
  await expect(feed).toHaveAttribute('aria-pressed', 'false');
  // From the start position: North has seeds, so no grand slam was just made (the engine says why).
  await feed.click();
  await expect(feed).toHaveAttribute('aria-pressed', 'true');
  await expect(check(page)).toHaveText(new RegExp('S\\+'));
  await expect(act(page, 'editor-play-two')).toBeDisabled();
  // South took all of North's seeds: A 1 seed, F 3, the rest in the stores; South plays again and must feed.
  await act(page, 'editor-clear').click();
  for (const [i, seeds] of [[0, '1'], [5, '3']] as const) {
    await pit(page, i).click();
    await page.locator('#editor-count').fill(seeds);
    await page.locator('#editor-count').press('Enter');
  }
  await act(page, 'editor-fill').click();
  await expect(check(page)).toHaveText(en('editor-ready'));
  await act(page, 'editor-link').click();
  expect(await page.locator('#share-text').inputValue()).toContain('position=1-0-0-0-0-3-0-0-0-0-0-0-22-22-S%2B');
  expect((await new AxeBuilder({ page }).include('.editor-card').analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'screenshots/editor-g5.png' });
  // A reload keeps the position being set up, extra turn and all.
  await page.reload();
  await expect(card(page)).toBeVisible();
  expect(await shown(page)).toBe('1-0-0-0-0-3-0-0-0-0-0-0-22-22');
  await expect(act(page, 'editor-feed-turn')).toHaveAttribute('aria-pressed', 'true');
  await expect(check(page)).toHaveText(en('editor-ready'));
  await act(page, 'editor-play-two').click();
  await expect(card(page)).toBeHidden();
  // A does not feed (F1 in the extra turn): refused; F does.
  await pit(page, 0).click();
  expect(await shown(page)).toBe('1-0-0-0-0-3-0-0-0-0-0-0-22-22');
  await pit(page, 5).click();
  expect(await shown(page)).toBe('1-0-0-0-0-0-1-1-1-0-0-0-22-22');
  // The editor closed keeps nothing: a reload shows the game.
  await page.reload();
  expect(await shown(page)).toBe('1-0-0-0-0-0-1-1-1-0-0-0-22-22');
  await expect(card(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test('a damaged set-up kept in the browser is set aside with a notice in the page\'s language; the game is shown', async ({ page }) => {
  const hu = texts('hu');
  await page.goto('./?variant=abapa&moves=CdE&south=human&north=human&lang=hu');
  const game = await shown(page);
  await page.evaluate(() => localStorage.setItem('wari.editor', '{"v":1,"rules":"pits=99","setup":"x"}'));
  await page.reload();
  await expect(page.locator('.notice')).toContainText(hu('editor-saved-ignored'));
  await expect(card(page)).toBeHidden();
  expect(await shown(page)).toBe(game);
  expect(await page.evaluate(() => [localStorage.getItem('wari.editor'), localStorage.getItem('wari.editor.refused')]))
    .toEqual([null, '{"v":1,"rules":"pits=99","setup":"x"}']);
});
