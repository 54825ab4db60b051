import { test, expect, Page } from '@playwright/test';
import { pit } from './board';
import { texts } from './i18n';

// Hostile input: markup and script in every URL parameter, in every field of the saved game and in
// the custom rules form must never run and never become elements; each bad value gets a visible notice and the
// page stays playable. A Rust panic, and a module that cannot load at all, show the error box (never a blank
// page) whose "New game" link starts afresh.

/** Values that would run script if they were ever parsed as HTML or used as a URL. */
const PAYLOADS = [
  `<img src=x onerror="window.__pwned='img'">`,
  `"><svg onload="window.__pwned='svg'"></svg>`,
  `</script><script>window.__pwned='script'</script>`,
  `' autofocus onfocus='window.__pwned=1' x='`,
  `javascript:window.__pwned='url'`,
  `%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E`,
];
const PARAMS = ['variant', 'moves', 'position', 'lang', 'south', 'north', 'flip', 'embed', 'controls'];

const en = texts('en');

type Watch = { errors: string[]; dialogs: number };

/** Records console errors, uncaught exceptions and dialogs (alert, confirm, prompt). */
function watch(page: Page): Watch {
  const w: Watch = { errors: [], dialogs: 0 };
  page.on('console', (m) => { if (m.type() === 'error') w.errors.push(m.text()); });
  page.on('pageerror', (e) => w.errors.push(String(e)));
  page.on('dialog', (d) => { w.dialogs++; void d.dismiss(); });
  return w;
}

/** Nothing ran and no element came from the input: no marker, no injected element or inline handler. */
async function expectNothingRan(page: Page, w: Watch) {
  const found = await page.evaluate(() => ({
    pwned: (window as any).__pwned ?? null,
    injected: document.querySelectorAll('img, iframe, object, embed, script:not([src]), [onerror], [onload], [onfocus], [onclick], [onmouseover]').length,
    links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')).filter((h) => /^\s*javascript:/i.test(h!)),
  }));
  expect(found).toEqual({ pwned: null, injected: 0, links: [] });
  expect(w.dialogs).toBe(0);
}

const board = (page: Page) => page.locator('svg.board [data-pit]');
const played = (page: Page) => page.locator('.moves .move:not(.start)');

async function open(page: Page, query: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`./${query}`);
  await expect(board(page).first()).toBeVisible();
}

/** The page still plays: a person's move goes on the board. */
async function expectPlayable(page: Page) {
  const before = await played(page).count();
  const legal = page.locator('svg.board .pit.legal').first();
  await expect(legal).toBeVisible();
  await legal.click();
  await expect.poll(() => played(page).count()).toBeGreaterThan(before);
}

for (const param of PARAMS) {
  test(`markup in ?${param}= is shown as text in a notice and never runs`, async ({ page }) => {
    const w = watch(page);
    for (const payload of PAYLOADS) {
      await open(page, `?south=human&north=human&${param}=${encodeURIComponent(payload)}`);
      const notice = page.locator('.notice', { hasText: param });
      // Every payload is a bad value for every parameter except `moves` (refused at its first letter that
      // names no pit or cannot be played) — all of them get a notice quoting the value as text.
      await expect(notice).toHaveCount(1);
      const shown = payload.slice(0, 20);
      if (param !== 'moves') await expect(notice).toContainText(shown.trim());
      await expectNothingRan(page, w);
    }
    await expectPlayable(page);
    await expectNothingRan(page, w);
    expect(w.errors).toEqual([]);
  });
}

test('every parameter hostile at once, repeated, and a very long value: notices, defaults, a playable board', async ({ page }) => {
  const w = watch(page);
  // The last value of a parameter counts; the long one stays under the test server's 16 KB header limit.
  const evil = encodeURIComponent(PAYLOADS[0]);
  const long = encodeURIComponent(PAYLOADS[1].repeat(40));
  const query = PARAMS.map((p) => `${p}=${evil}`).join('&') + `&variant=${long}&moves=${evil}&flip=${evil}`;
  await open(page, `?${query}&${evil}=${evil}`);
  await expect(board(page)).toHaveCount(12);
  const notices = page.locator('.notice');
  await expect(notices).toHaveCount(PARAMS.length);
  // A notice quotes at most 60 characters of a value.
  for (const text of await notices.allTextContents()) expect(text.length).toBeLessThan(400);
  await expectNothingRan(page, w);
  await expectPlayable(page);
  await expectNothingRan(page, w);
  expect(w.errors).toEqual([]);
});

test('a saved game with markup in any field is set aside with a notice and never runs', async ({ page }) => {
  const w = watch(page);
  await open(page, '?variant=abapa&south=human&north=human');
  await pit(page, 'C').click();
  await expect(played(page)).toHaveCount(1);
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('wari.session')))!);
  const fields = Object.keys(saved).filter((k) => typeof saved[k] === 'string');
  expect(fields.length).toBeGreaterThanOrEqual(8);
  for (const field of [...fields, 'match_games']) {
    const bad = { ...saved };
    bad[field] = field === 'match_games'
      ? [{ starter: PAYLOADS[0], winner: PAYLOADS[1], ending: PAYLOADS[2], score: [1, 2] }]
      : PAYLOADS[fields.indexOf(field) % PAYLOADS.length];
    await page.evaluate((text) => localStorage.setItem('wari.session', text), JSON.stringify(bad));
    await page.reload();
    await expect(board(page).first()).toBeVisible();
    await expect(page.locator('.notice'), field).toContainText(en('saved-ignored'));
    await expectNothingRan(page, w);
  }
  for (const text of ['<img src=x onerror=alert(1)>', 'null', '42', '"text"', '[]', '['.repeat(100000), '{"v":1}']) {
    await page.evaluate((t) => localStorage.setItem('wari.session', t), text);
    await page.reload();
    await expect(board(page).first()).toBeVisible();
    await expect(page.locator('.notice'), text.slice(0, 20)).toContainText(en('saved-ignored'));
    await expectNothingRan(page, w);
  }
  await expectPlayable(page);
  // The page's own errors only: the refusals are warnings, not errors.
  expect(w.errors).toEqual([]);
});

test('markup typed into the custom rules form is refused as text', async ({ page }) => {
  const w = watch(page);
  await open(page, '?variant=abapa&south=human&north=human');
  await page.locator('#custom summary').click();
  await page.locator('#c-captures').fill(PAYLOADS[0]);
  await page.locator('[data-action="apply-custom"]').click();
  await expect(page.locator('#custom-error')).not.toBeEmpty();
  await expectNothingRan(page, w);
  await expectPlayable(page);
  expect(w.errors).toEqual([]);
});

for (const lang of ['en', 'pl'] as const) {
  test(`a Rust panic shows the error box in the page's language (${lang}); "New game" starts afresh`, async ({ page }) => {
    const w = watch(page);
    const words = texts(lang);
    await open(page, `?variant=abapa&south=human&north=human&lang=${lang}`);
    await pit(page, 'C').click();
    // The page's own module (already loaded, so the same instance), called from a timer as an event handler
    // would be: the panic ends the call with a trap that nobody catches.
    await page.evaluate(`import('./wari.js').then((m) => setTimeout(() => m.wariSelfTestPanic(${JSON.stringify(PAYLOADS[0])})))`);
    const box = page.locator('#error-box');
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('role', 'alert');
    await expect(box.locator('h2')).toHaveText(words('error-title'));
    await expect(box.locator('p')).toHaveText(words('error-text'));
    await expectNothingRan(page, w);
    // The panic hook shows the panic's message, and console_error_panic_hook logs it.
    await expect(box.locator('pre')).toContainText(`self-test: ${PAYLOADS[0]}`);
    expect(w.errors.some((e) => e.includes(`self-test: ${PAYLOADS[0]}`))).toBe(true);
    await box.getByRole('link', { name: words('new-game') }).click();
    await expect(board(page)).toHaveCount(12);
    await expect(page.locator('#error-box')).toHaveCount(0);
    await expect(played(page)).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
    await expectPlayable(page);
  });
}

test('when the WebAssembly module cannot load, the page says so in an error box instead of staying blank', async ({ page }) => {
  const w = watch(page);
  await page.route('**/wari_bg.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('./?lang=es');
  const box = page.locator('#error-box');
  await expect(box).toBeVisible();
  const es = texts('es');
  await expect(box.locator('h2')).toHaveText(es('error-title'));
  await expect(box.locator('p')).toHaveText(es('load-error-text'));
  await expect(box.locator('pre')).not.toBeEmpty();
  await expect(page.locator('.loading')).toHaveCount(0);
  await expect(box.getByRole('link', { name: es('new-game') })).toHaveAttribute('href', /\?reset=1$/);
  await expectNothingRan(page, w);
  await page.unroute('**/wari_bg.wasm');
  await box.getByRole('link', { name: es('new-game') }).click();
  await expect(board(page)).toHaveCount(12);
});
