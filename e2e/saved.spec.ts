import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { shown } from './board';
import { texts } from './i18n';

// What a visit left in localStorage opens in the page (src/features/game/storage.rs, src/app/classroom.rs): the texts of
// e2e/fixtures/saved-v1.json, written by the page before the saved state went through serde, show the same game
// (board and move list), set-up and score; the page writes each again to the letter. A text that cannot be used
// gets a notice in the page's language and a fresh game, and is kept aside, never lost. A Rust test
// (src/app/saved_v1.rs) reads the same texts natively.

type Want = Record<string, any>;
type Case = { name: string; key: string; text: string; want: Want };
const cases: Case[] = JSON.parse(readFileSync('fixtures/saved-v1.json', 'utf8'));
const sessions = cases.filter((c) => c.key === 'wari.session');
const byKey = (key: string) => cases.find((c) => c.key === key)!;

/** Watches the page's errors and uncaught exceptions. */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** Opens the page at `./{query}` with `items` in localStorage before its first script, as an earlier visit left
 *  them (once a tab: a reload finds what the page itself saved). */
async function openWith(page: Page, items: Record<string, string>, query = '') {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((kept) => {
    if (sessionStorage.getItem('kept')) return;
    sessionStorage.setItem('kept', '1');
    for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v);
  }, items);
  await page.goto(`./${query}`);
  await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
}

const withoutMover = (pos: string) => pos.replace(/-[SN]\+?$/, '');
const kept = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const moveButtons = (page: Page) => page.locator('.moves button.move:not(.start)');

for (const c of sessions) {
  test(`a game saved before serde opens whole: ${c.name}`, async ({ page }) => {
    const errors = watch(page);
    const w = c.want;
    await openWith(page, { 'wari.session': c.text });
    expect(await shown(page)).toBe(withoutMover(w.position));
    // The move list: every saved move, the redo tail dimmed, the current move marked.
    const saved = JSON.parse(c.text);
    await expect(moveButtons(page)).toHaveCount(w.all_moves);
    expect((await moveButtons(page).allTextContents()).join('')).toBe(saved.moves);
    expect((await page.locator('.moves button.move:not(.start):not(.future)').allTextContents()).join('')).toBe(w.moves);
    await expect(page.locator('.moves [aria-current="step"]')).toHaveAttribute('data-ply', String(w.ply));
    await expect(page.locator('#variant')).toHaveValue(w.preset ?? 'custom');
    await expect(page.locator('html')).toHaveAttribute('lang', w.lang ?? 'en');
    await expect(page.locator('svg.board')).toHaveAttribute('data-rows', w.rules.includes('rows=3') ? '3' : '2');
    if (w.flip) await expect(page.locator('svg.board')).toHaveAttribute('data-flipped', '1');
    // A game over has no playable pit; a game in progress has.
    if (w.outcome) await expect(page.locator('svg.board .pit.legal')).toHaveCount(0);
    else await expect(page.locator('svg.board .pit.legal').first()).toBeVisible();
    await expect(page.locator('.notice')).toHaveCount(0);
    // Written again by serde through the browser's JSON (at the first drawing, and after a change and back):
    // the same text.
    await expect.poll(() => kept(page, 'wari.session')).toBe(c.text);
    await page.locator('[data-action="flip"]').first().click();
    await expect.poll(async () => JSON.parse((await kept(page, 'wari.session'))!).flip).toBe(!w.flip);
    await page.locator('[data-action="flip"]').first().click();
    await expect.poll(() => kept(page, 'wari.session')).toBe(c.text);
    expect(errors).toEqual([]);
  });
}

test('the redo tail of a saved game plays on after a reload, and the game is saved again', async ({ page }) => {
  const c = sessions.find((s) => s.want.all_moves > s.want.ply)!;
  await openWith(page, { 'wari.session': c.text });
  const t = texts(c.want.lang ?? 'en');
  for (let k = c.want.ply; k < c.want.all_moves; k++) await page.getByRole('button', { name: t('redo') }).click();
  await expect(page.locator('.moves [aria-current="step"]')).toHaveAttribute('data-ply', String(c.want.all_moves));
  await expect.poll(async () => JSON.parse((await kept(page, 'wari.session'))!).ply).toBe(c.want.all_moves);
  const board = await shown(page);
  await page.reload();
  expect(await shown(page)).toBe(board);
});

test('the editor\'s set-up and practice\'s score saved before serde open whole', async ({ page }) => {
  const errors = watch(page);
  const editor = byKey('wari.editor');
  const practice = byKey('wari.practice');
  const en = texts('en');
  await openWith(page, { 'wari.editor': editor.text, 'wari.practice': practice.text }, '?variant=antigua&south=human&north=human');
  await expect(page.locator('.editor-card')).toBeVisible();
  expect(await shown(page)).toBe(withoutMover(editor.want.setup));
  await expect(page.locator('button[data-action="practice"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('button[data-action="practice-hide"]')).toHaveAttribute('aria-pressed', 'true');
  const p = practice.want;
  await expect(page.locator('.practice-score')).toHaveText(en('practice-score', { right: p.right, total: p.tries }));
  await expect(page.locator('.notice')).toHaveCount(0);
  await expect.poll(() => kept(page, 'wari.editor')).toBe(editor.text);
  await expect.poll(() => kept(page, 'wari.practice')).toBe(practice.text);
  expect(errors).toEqual([]);
});

/** Saved texts that cannot be used: damaged (cut short, a move that cannot be played) and of another version. */
const game = sessions[0].text;
const refusedTexts: [string, string][] = [
  ['cut short', game.slice(0, game.length / 2)],
  ['a move that cannot be played', game.replace('"moves":"CdEbDaBcFe"', '"moves":"CdEbDaBcFz"')],
  ['an older version', game.replace('"v":1', '"v":0')],
  ['a later version', game.replace('"v":1', '"v":2')],
  ['no version', game.replace('"v":1,', '')],
];

for (const [lang, locale] of [['pl', 'pl-PL'], ['fr', 'fr-FR']]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    for (const [what, text] of refusedTexts) {
      test(`a saved game of ${what}: a notice in the page's language, a new game, the text kept aside`, async ({ page }) => {
        const errors = watch(page);
        const t = texts(lang);
        expect(text).not.toBe(game);
        await openWith(page, { 'wari.session': text }, '?south=human&north=human');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('.notice')).toContainText(t('saved-ignored'));
        // A fresh game of the language's first variant: the start position, no moves.
        await expect(moveButtons(page)).toHaveCount(0);
        expect(await shown(page)).toMatch(/^(4-)+0-0$/);
        expect(await kept(page, 'wari.session.refused')).toBe(text);
        // The new game plays and is saved; what was refused stays aside.
        await page.locator('svg.board .pit.legal').first().click();
        await expect(moveButtons(page)).toHaveCount(1);
        await page.reload();
        await expect(moveButtons(page)).toHaveCount(1);
        await expect(page.locator('.notice')).toHaveCount(0);
        expect(await kept(page, 'wari.session.refused')).toBe(text);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('a damaged set-up and score beside a good game: their notices, the game whole', async ({ page }) => {
  const hu = texts('hu');
  const c = sessions[0];
  await openWith(page, {
    'wari.session': c.text,
    'wari.editor': byKey('wari.editor').text.replace('"v":1', '"v":3'),
    'wari.practice': byKey('wari.practice').text.replace('"right":7', '"right":"7"'),
  }, '?lang=hu');
  await expect(page.locator('.notice')).toHaveCount(2);
  await expect(page.locator('.notices')).toContainText(hu('editor-saved-ignored'));
  await expect(page.locator('.notices')).toContainText(hu('practice-saved-ignored'));
  await expect(page.locator('.editor-card')).toBeHidden();
  expect(await shown(page)).toBe(withoutMover(c.want.position));
  await expect(moveButtons(page)).toHaveCount(c.want.all_moves);
});
