import { test, expect, Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { texts, languages, englishPieces, moveSentence } from './i18n';

// Errors in the reader's language: a browser in each language of i18n/ opens links full of bad
// values (and an unknown lang=, so the browser's language counts) and plays an illegal move; every notice and
// the status line are in that language, as its file says, and contain no piece of an English sentence of
// i18n/en.ftl (the quoted values of the link aside, which the page shows as given).

mkdirSync('screenshots', { recursive: true });

const english = englishPieces();
const BAD = '?variant=nonsense&moves=ZZ&position=1-2-3&lang=xx&south=robot&flip=maybe&print=poster';

/** The English pieces found in `text` (case-insensitive). */
function englishIn(text: string): string[] {
  const lower = text.toLowerCase();
  return english.filter((piece) => lower.includes(piece.toLowerCase()));
}

async function open(page: Page, query: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`./${query}`);
  await expect(page.locator(/print=(board|position)/.test(query) ? '#print-view .sheet' : 'svg.board [data-pit]').first()).toBeVisible();
}

test('the English pieces are many and the check finds them', () => {
  expect(english.length).toBeGreaterThan(200);
  const en = texts('en');
  expect(englishIn(en('illegal-move', { pit: 'a', reason: en('illegal-empty') })).length).toBeGreaterThan(0);
});

for (const lang of languages.filter((l) => l !== 'en')) {
  test.describe(`a browser in ${lang}`, () => {
    test.use({ locale: lang });

    test(`bad links and an illegal move are told in ${lang}, with no English sentence`, async ({ page }) => {
      const t = texts(lang);
      await open(page, BAD);
      const notices = page.locator('.notice');
      await expect(notices).toHaveCount(7);
      const shown = await notices.allTextContents();
      const expected = [
        t('notice-not-used', { param: 'lang', value: 'xx', reason: t('problem-language', { languages: t('list-and', { items: languages.slice(0, -1).join(', '), last: languages[languages.length - 1] }) }) }),
        t('notice-not-used', { param: 'south', value: 'robot', reason: t('problem-seat', { levels: 6 }) }),
        t('notice-not-used', { param: 'flip', value: 'maybe', reason: t('problem-flag') }),
        t('notice-not-used', { param: 'print', value: 'poster', reason: t('problem-choice', { values: t('list-or', { items: 'board', last: 'position' }) }) }),
      ];
      const all = shown.join('\n');
      for (const e of expected) expect(all).toContain(e);
      // The engine's own errors, each as the file words it.
      expect(all).toContain(t('rules-error-unknown-preset', { id: 'nonsense', ids: 'X' }).split('X')[0].trim());
      expect(all).toContain(t('notation-too-few-parts', { found: 3 }).split('4-4-4')[0].trim());
      for (const text of [...shown, (await page.locator('#status').textContent())!]) {
        expect(englishIn(text), text).toEqual([]);
      }
      await page.screenshot({ path: `screenshots/notices-${lang}.png` });

      // An illegal click: North's pit while South is to move (two players, so nobody answers for North).
      await page.locator('#seat-north').selectOption('human');
      await page.locator('svg.board [data-letter="a"]').click();
      const reason = t('illegal-not-your-pit', { owner: 'north', mover: 'south' });
      await expect(page.locator('#status')).toContainText(t('illegal-move', { pit: 'a', reason }));
      expect(englishIn((await page.locator('#status').textContent())!)).toEqual([]);
    });
  });
}

/** Every text a person can read or hear in the page now: the text of every element (closed dialogs and
 * collapsed details too), the options of the menus, the document's title, and the names and hints that
 * screen readers say (aria-label, title, placeholder, alt). */
async function everyText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest('script, style, noscript, .first-paint, .loading')) continue;
      if (n.textContent!.trim()) out.push(n.textContent!.trim());
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out;
  });
}

test('the texts of the page in English are found by the check (so it can fail)', async ({ page }) => {
  await open(page, '?variant=abapa&moves=CdEbDaBc&south=human&north=human&lang=en');
  await page.locator('.rules-details summary').click();
  const found = new Set((await everyText(page)).flatMap(englishIn));
  expect(found.size).toBeGreaterThan(20);
});

for (const lang of languages.filter((l) => l !== 'en')) {
  test(`every text of the page in ${lang}: the game after a capture, the rules, How to play, the embed dialog, a finished game and the print view`, async ({ page }) => {
    const t = texts(lang);
    const seen: string[] = [];
    const look = async () => seen.push(...await everyText(page));
    // A match of 7 games against the computer (its score, its rules), South to move.
    await open(page, `?variant=wari-pl&south=human&north=ai-3&lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('button', { name: t('new-game') })).toBeVisible();
    await page.locator('.rules-details summary').click();
    await look();
    // The mockup's game: CdEbDaBc ends with North's three-pit chain capture.
    await open(page, `?variant=abapa&moves=CdEbDaBc&south=human&north=human&lang=${lang}`);
    await expect(page.locator('#status')).toContainText(moveSentence(t, 'north', 'c', [[3, 'E'], [2, 'D'], [2, 'C']]));
    await look();
    await page.getByRole('button', { name: t('how-to-play') }).click();
    await look();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('embed-button') }).click();
    await expect(page.locator('#embed-dialog')).toBeVisible();
    await look();
    await page.keyboard.press('Escape');
    // A finished game, and each print view.
    const { moves } = JSON.parse(readFileSync('fixtures/game-abapa.json', 'utf8'));
    await open(page, `?variant=abapa&moves=${moves}&south=human&north=human&lang=${lang}`);
    await look();
    for (const view of ['board', 'position']) {
      await open(page, `?variant=hu-wari&moves=CdEb&lang=${lang}&print=${view}`);
      await look();
    }
    const english = [...new Set(seen)].flatMap((text) => englishIn(text).map((piece) => `${piece} ← ${text}`));
    expect(english).toEqual([]);
    expect(seen.length).toBeGreaterThan(100);
  });
}

// The service worker (after a first visit) would answer from its cache what these tests make the network refuse.
test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

test('choosing a language in the menu fetches its file once; one that cannot load leaves the page as it was', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => { if (r.url().endsWith('.ftl')) fetched.push(new URL(r.url()).pathname); });
  await open(page, '?variant=abapa&south=human&north=human&lang=en');
  expect(fetched).toEqual([]);
  const fr = texts('fr');
  await page.locator('#lang').selectOption('fr');
  await expect(page.getByRole('button', { name: fr('new-game') })).toBeVisible();
  await page.locator('#lang').selectOption('en');
  await page.locator('#lang').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(fetched).toEqual(['/i18n/fr.ftl']);
  // Polish cannot be fetched: a notice in French, and the page stays in French.
  await page.route('**/i18n/pl.ftl', (route) => route.fulfill({ status: 404, body: '' }));
  await page.locator('#lang').selectOption('pl');
  await expect(page.locator('.notice')).toContainText(fr('language-not-loaded', { language: 'Polski' }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('#lang')).toHaveValue('fr');
});

test('a language file that is no language file (an error page served in its place) is refused: English, and a notice', async ({ page }) => {
  await open(page, '?variant=abapa&south=human&north=human&lang=en');
  await page.route('**/i18n/es.ftl', (route) => route.fulfill({
    status: 200, contentType: 'text/html', body: '<!doctype html><title>Página no encontrada</title><h1>404</h1>' }));
  await page.locator('#lang').selectOption('es');
  const en = texts('en');
  await expect(page.locator('.notice')).toContainText(en('language-not-loaded', { language: 'Español' }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#lang')).toHaveValue('en');
  await expect(page.getByRole('button', { name: en('new-game') })).toBeVisible();
  // The game goes on.
  await page.locator('svg.board [data-letter="C"]').click();
  await expect(page.locator('svg.board [data-letter="C"]')).toHaveAttribute('aria-label', en('pit-label', { pit: 'C', count: 0 }));
});

test('a first visit whose language file cannot load opens in English and says why', async ({ browser }) => {
  const ctx = await browser.newContext({ locale: 'hu-HU' });
  const page = await ctx.newPage();
  await page.route('**/i18n/hu.ftl', (route) => route.abort());
  await open(page, '');
  const en = texts('en');
  await expect(page.locator('.notice')).toContainText(en('language-not-loaded', { language: 'Magyar' }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: en('new-game') })).toBeVisible();
  await ctx.close();
});

});

test('French: the game, the rules, a finished game and the print view, to look at', async ({ page }) => {
  const fr = texts('fr');
  await page.setViewportSize({ width: 1280, height: 800 });
  // A finished game (the fixture's moves of abapa end at the target).
  const { moves } = JSON.parse(readFileSync('fixtures/game-abapa.json', 'utf8'));
  await open(page, `?variant=abapa&moves=${moves}&south=human&north=human&lang=fr`);
  await expect(page.locator('#status')).toContainText(fr('game-over', { reason: '|', result: '' }).split('|')[0]);
  await page.locator('.rules-details summary').click();
  await page.screenshot({ path: 'screenshots/fr-game-over.png', fullPage: true });
  await page.getByRole('button', { name: fr('how-to-play') }).click();
  await page.screenshot({ path: 'screenshots/fr-help.png' });
  await open(page, '?variant=numeros&lang=fr&print=board');
  await expect(page.locator('#print-view .sheet-rules h1')).toHaveText(fr('sheet-rules-heading', { variant: fr('variant-numeros') }));
  await page.screenshot({ path: 'screenshots/fr-print-board.png', fullPage: true });
  await open(page, '?variant=abapa&moves=CdEbDaBc&lang=fr&print=position');
  await expect(page.locator('#print-view .worksheet-turn')).toHaveText(fr('to-move', { player: 'south' }));
  await page.screenshot({ path: 'screenshots/fr-print-position.png', fullPage: true });
});
