import { test, expect, Page, Request } from '@playwright/test';

// The opening book in the page: the strongest level fetches it (abapa.bin, beside index.html) the
// first time it plays abapa, and plays its moves; other levels and the first load never fetch it, and a book
// that cannot be fetched only means the computer searches instead.

// The service worker would answer the book from its cache, past page.route (e2e/offline.spec.ts checks the book
// offline).
test.use({ serviceWorkers: 'block' });

async function open(page: Page, query: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`./${query}`);
  await expect(page.locator('svg.board [data-pit]').first()).toBeVisible();
}
const played = (page: Page) => page.locator('.moves .move:not(.start)');
const move = (page: Page, ply: number) => page.locator(`.moves .move[data-ply="${ply}"]`);
/** Requests for the book, the page's and its workers'. */
function bookRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/abapa.bin')) seen.push(r);
  });
  return seen;
}

test('level 6 opens abapa with the book move, the one the native engine plays', async ({ page }) => {
  const fetched = bookRequests(page);
  await open(page, '?variant=abapa&south=ai-6&north=human');
  // `printf 'position startpos\ngo movetime 100\n' | wari engine` answers `bestmove F` from the same book
  // (book/abapa.log: "- F .. root", a search of 4 M nodes).
  await expect(move(page, 1)).toHaveText('F', { timeout: 20_000 });
  expect(fetched.length).toBe(1);
});

test('the move played is the book\'s: a book that says A at the start makes level 6 open with A', async ({ page }) => {
  // Every entry of the real book rewritten to pit A (0): legal at the start, and not what a search plays.
  await page.route('**/abapa.bin', async (route) => {
    const body = Buffer.from(await (await route.fetch()).body());
    const start = body.indexOf(0x0a) + 1;
    for (let i = start + 4; i < body.length; i += 5) body[i] = 0;
    await route.fulfill({ body, contentType: 'application/octet-stream' });
  });
  await open(page, '?variant=abapa&south=ai-6&north=human');
  await expect(move(page, 1)).toHaveText('A', { timeout: 20_000 });
});

test('other levels and other rules never fetch the book; a failed fetch plays on without it', async ({ page }) => {
  const fetched = bookRequests(page);
  await open(page, '?variant=abapa&south=ai-5&north=human');
  await expect(played(page)).toHaveCount(1, { timeout: 20_000 });
  await open(page, '?variant=numeros&south=ai-6&north=human');
  await expect(played(page)).toHaveCount(1, { timeout: 20_000 });
  expect(fetched.length).toBe(0);

  await page.route('**/abapa.bin', (route) => route.abort());
  await open(page, '?variant=abapa&south=ai-6&north=human');
  await expect(move(page, 1)).toHaveText(/^[A-F]$/, { timeout: 30_000 });
  await expect(page.locator('.notice')).toHaveCount(0);
});
