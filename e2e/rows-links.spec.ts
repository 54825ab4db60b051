import { test, expect } from '@playwright/test';
import { shown, open, pit } from './board';
import { texts } from './i18n';

// Hostile links to boards of three and four rows: moves that are no pits of moruba, a board of nine
// rows, 48-pit positions with the wrong counts, a custom four-row text with a two-row setting. Each gets a
// notice in the page's language (Spanish, Hungarian: the words read from the language files), and none of them
// replaces the game in progress, which a reload still shows.

// South's L on moruba: L4-C takes u and d (as in rows.spec.ts).
const AFTER_L = '4-4-4-4-4-4-4-4-4-4-4-0-5-5-5-5-4-4-4-4-4-4-4-4-4-4-4-0-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-4-0-4-4-4-8-0';

const counts = (k: number, v: string) => Array.from({ length: 48 }, (_, i) => (i === k ? v : '4'));
/** 193 seeds: a position text, but none of moruba's 192. */
const ONE_TOO_MANY = `${counts(3, '5').join('-')}-0-0-S`;
/** 287 seeds: no position text at all (a board holds at most 200). */
const FAR_TOO_MANY = `${counts(3, '99').join('-')}-0-0-S`;
/** 46 pits: 23 a side where moruba has 24. */
const TOO_FEW_PITS = `${Array(46).fill('4').join('-')}-0-0-S`;

for (const lang of ['es', 'hu']) {
  const t = texts(lang);
  const pitCount = (found: number) => t('setup-error-pits-a-side', { found, expected: 24 });
  const cases: [string, string][] = [
    ['variant=moruba&moves=ZZZ', t('notice-not-used', {
      param: 'moves', value: 'ZZZ',
      reason: t('notation-error-character', { column: 1, reason: t('notation-not-a-letter', { found: 'Z', 'south-first': 'A', 'south-last': 'X', 'north-first': 'a', 'north-last': 'x' }) }),
    })],
    [`variant=${encodeURIComponent('rows=9 pits=6')}`, t('notice-not-used', {
      param: 'variant', value: 'rows=9 pits=6', reason: t('rules-error-rows', { rows: 9 }),
    })],
    [`variant=moruba&position=${ONE_TOO_MANY}`, t('setup-error-seeds', { found: 193, expected: 192 })],
    // About the whole text: no "at character 1" before it.
    [`variant=moruba&position=${FAR_TOO_MANY}`, t('notice-not-used', {
      param: 'position', value: `${FAR_TOO_MANY.slice(0, 60)}…`, reason: t('notation-too-many-seeds', { max: 200, found: 287 }),
    })],
    [`variant=moruba&position=${TOO_FEW_PITS}`, pitCount(23)],
  ];

  test(`hostile links to moruba (${lang}): a notice in the page's language each, and the game in progress kept`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await open(page, `?variant=moruba&south=human&north=human&lang=${lang}`);
    await pit(page, 'L').click();
    await expect.poll(() => shown(page)).toBe(AFTER_L);
    for (const [query, words] of cases) {
      await open(page, `?${query}&lang=${lang}`);
      const notice = page.locator('.notice');
      await expect(notice, query).toHaveCount(1);
      await expect(notice, query).toContainText(words);
      expect(await shown(page), query).toBe(AFTER_L);
    }
    // The game in progress is still the saved one.
    await open(page, `?lang=${lang}`);
    await expect(page.locator('.notice')).toHaveCount(0);
    expect(await shown(page)).toBe(AFTER_L);
    expect(errors).toEqual([]);
  });
}

test('a first visit by a link whose moves cannot start opens the variant it names, with the notice', async ({ page }) => {
  const t = texts('hu');
  await open(page, '?variant=numeros-3&moves=zz&lang=hu&south=human&north=human');
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(18);
  await expect(page.locator('.notice')).toContainText(t('notice-not-used', {
    param: 'moves', value: 'zz',
    reason: t('notation-error-character', { column: 1, reason: t('notation-not-a-letter', { found: 'z', 'south-first': 'A', 'south-last': 'I', 'north-first': 'a', 'north-last': 'i' }) }),
  }));
});

test('Hungarian says "az" before the letters read with a vowel first: az L, az u', async ({ page }) => {
  await open(page, '?variant=moruba&south=human&north=human&lang=hu');
  await pit(page, 'L').click();
  await expect(page.locator('#status')).toContainText('az L gödörből');
  await expect(page.locator('#status')).toContainText('az u');
});
