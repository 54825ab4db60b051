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
