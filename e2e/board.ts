import { expect, Frame, Page } from '@playwright/test';

/** The board as shown, written like a position text without the player to move: pits in index order, South's
 *  store, North's store. Waits until the program has drawn the board (after a reload it comes a moment later). */
export async function shown(page: Page | Frame): Promise<string> {
  await expect(page.locator('svg.board [data-store="N"] .store-count')).toBeVisible();
  return page.evaluate(() => {
    const pits = [...document.querySelectorAll('svg.board [data-pit]')]
      .sort((a, b) => Number(a.getAttribute('data-pit')) - Number(b.getAttribute('data-pit')))
      .map((g) => g.querySelector('.count')!.textContent);
    const store = (s: string) => document.querySelector(`svg.board [data-store="${s}"] .store-count`)!.textContent;
    return [...pits, store('S'), store('N')].join('-');
  });
}

/** Opens the page at `./{query}` and waits for the board; moves are shown at once (reduced motion) unless
 *  `animate`. */
export async function open(page: Page, query: string, animate = false) {
  if (!animate) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`./${query}`);
  await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
}

/** A pit of the board by its letter (RULES.md B2: `A`.. South's, `a`.. North's). */
export const pit = (page: Page, letter: string) => page.locator(`svg.board [data-letter="${letter}"]`);
