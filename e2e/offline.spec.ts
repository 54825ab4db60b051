import { test, expect, Page, BrowserContext } from '@playwright/test';
import { pit } from './board';
import { spawn, execFileSync, ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { texts } from './i18n';

// Offline play and updates. Each test serves its own copy of dist/ with its own e2e/server.mjs on a
// port of its own (E2E_PORT + 12, + 13, ...), so it can really switch the network off (stop the server) and put
// a new build in place, and so no service worker of these tests reaches the other specs' server.

const base = Number(process.env.E2E_PORT || 4173);
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const offlinePy = fileURLToPath(new URL('../scripts/offline.py', import.meta.url));

/** A copy of dist/ in a temporary folder. */
function copyOfDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wari-offline-'));
  cpSync(dist, dir, { recursive: true });
  return dir;
}

/** A new build in `dir`: a changed file and the service worker written again for it, as Trunk's hook does. */
function rebuild(dir: string, env: Record<string, string> = {}) {
  appendFileSync(join(dir, 'style.css'), `\n/* build ${Date.now()} */\n`);
  execFileSync('python3', [offlinePy, dir], { env: { ...process.env, ...env } });
}

/** The version written into a folder's sw.js. */
function versionOf(dir: string): string {
  return JSON.parse(readFileSync(join(dir, 'sw.js'), 'utf8').match(/^const BUILD = (\{.*\});$/m)![1]).version;
}

async function serve(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['server.mjs', String(port)], { env: { ...process.env, WARI_DIST: dir }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((ok, fail) => {
    server.stdout!.once('data', () => ok());
    server.once('exit', (code) => fail(new Error(`server on ${port} stopped: ${code}`)));
  });
  return server;
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const gone = new Promise((ok) => server.once('exit', ok));
  server.kill();
  await gone;
}

/** Waits until a service worker controls the page and answers; returns its version. */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
  return page.evaluate(() => new Promise<string>((ok) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e) => ok(e.data);
    navigator.serviceWorker.controller!.postMessage({ kind: 'version' }, [channel.port2]);
  }));
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const played = (page: Page) => page.locator('.moves .move:not(.start)');

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('after one visit the game opens and plays against the computer with no network (from a sub-folder)', async ({ page, context }) => {
  const dir = copyOfDist();
  const port = base + 12;
  const server = await serve(dir, port);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    const game = `http://127.0.0.1:${port}/sub/folder/`;
    await page.goto(`${game}?reset=1&lang=en&south=human&north=ai-1`);
    await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
    expect(await controlled(page)).toBe(versionOf(dir));
    const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(registration).toBe(game);
    expect(await cacheNames(page)).toEqual([`wari:${game}:${versionOf(dir)}`]);

    // The network goes: the server stops and the browser is offline.
    await stop(server);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
    await pit(page, 'C').click();
    await expect(played(page)).toHaveCount(2, { timeout: 60_000 });
    await expect(page.locator('.moves .move[data-ply="2"]')).toHaveText(/^[a-f]$/);
    // A new visit with a link's parameters opens too, and the computer plays first.
    const other = await context.newPage();
    await other.goto(`${game}?variant=numeros&lang=es&south=ai-1&north=human`);
    await expect(other.locator('svg.board [data-pit]')).toHaveCount(12);
    await expect(played(other)).toHaveCount(1, { timeout: 60_000 });
    await expect(other.locator('#status')).toContainText(texts('es')('your-move'));
    await other.screenshot({ path: 'screenshots/offline-numeros.png' });
    // The opening book is kept too: the strongest level opens abapa with the book's move (e2e/book.spec.ts).
    const strong = await context.newPage();
    await strong.goto(`${game}?variant=abapa&lang=en&south=ai-6&north=human`);
    await expect(strong.locator('.moves .move[data-ply="1"]')).toHaveText('F', { timeout: 60_000 });
    // Printing works offline too: the print view's own module and stylesheet are kept (src/features/print/client.rs).
    await other.locator('button[data-action="print-position"]').evaluate((b) => {
      window.print = () => {};
      (b as HTMLButtonElement).click();
    });
    await expect(other.locator('#print-view')).toHaveAttribute('data-view', 'position');
    await expect(other.locator('#print-view .sheet-position h1')).toContainText(texts('es')('variant-numeros'));
    // The computer played from its worker (a worker that cannot load gives a notice and plays in the page).
    for (const p of [page, other, strong]) {
      await expect(p.locator('.notice')).toHaveCount(0);
      await expect(p.locator('#error-box')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  } finally {
    await context.setOffline(false);
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a new build replaces the old one: the player is told in the page\'s language and may switch at once', async ({ page, context }) => {
  const dir = copyOfDist();
  const server = await serve(dir, base + 13);
  try {
    const game = `http://127.0.0.1:${base + 13}/`;
    await page.goto(`${game}?reset=1&lang=es&south=human&north=human`);
    await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
    const a = versionOf(dir);
    expect(await controlled(page)).toBe(a);
    await pit(page, 'C').click();
    await expect(played(page)).toHaveCount(1);

    // Build B is put in place; the next visit finds it, installs it beside A and tells the player.
    rebuild(dir);
    const b = versionOf(dir);
    expect(b).not.toBe(a);
    await page.reload();
    const banner = page.locator('#update-banner');
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner.locator('p')).toHaveText(texts('es')('update-ready'));
    expect(await controlled(page)).toBe(a);
    // The words follow the page's language.
    await page.locator('#lang').selectOption('pl');
    await expect(banner.locator('button.primary')).toHaveText(texts('pl')('update-now'));
    await page.screenshot({ path: 'screenshots/update-banner.png' });

    // "Use it now": B takes over, the page reloads from B, A's cache is gone, the game in progress is kept.
    await Promise.all([page.waitForEvent('load'), banner.locator('button.primary').click()]);
    await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
    expect(await controlled(page)).toBe(b);
    expect(await cacheNames(page)).toEqual([`wari:${game}:${b}`]);
    expect(await page.evaluate(async () => (await fetch('style.css')).text())).toContain('/* build ');
    await expect(played(page)).toHaveCount(1);
    await expect(page.locator('#update-banner')).toHaveCount(0);

    // Build C, and the player does nothing: C waits, and takes over on the next visit (no page of the old left).
    rebuild(dir);
    const c = versionOf(dir);
    await page.reload();
    await expect(page.locator('#update-banner')).toBeVisible({ timeout: 30_000 });
    await page.close();
    // The browser activates the waiting build a moment after the last page of the old one closes; a visit
    // that comes sooner is still served by B (and keeps C waiting), so each try is a fresh visit, closed again.
    const visit = async (): Promise<string> => {
      const p = await context.newPage();
      try {
        await p.goto(game);
        await expect(p.locator('svg.board [data-pit]')).toHaveCount(12);
        return await controlled(p);
      } finally {
        await p.close();
      }
    };
    await expect.poll(visit, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe(c);
    const next = await context.newPage();
    await next.goto(game);
    await expect(next.locator('svg.board [data-pit]')).toHaveCount(12);
    expect(await controlled(next)).toBe(c);
    await expect.poll(() => cacheNames(next)).toEqual([`wari:${game}:${c}`]);
    await expect(next.locator('#update-banner')).toHaveCount(0);
  } finally {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('switched off at build time (WARI_OFFLINE=off): an earlier installation removes itself', async ({ page }) => {
  const dir = copyOfDist();
  const server = await serve(dir, base + 14);
  try {
    const game = `http://127.0.0.1:${base + 14}/`;
    await page.goto(`${game}?reset=1&lang=en`);
    await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
    await controlled(page);
    rebuild(dir, { WARI_OFFLINE: 'off' });
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('<html data-offline="off"');
    // The old page (from the cache) finds the new sw.js, which deletes the caches and unregisters itself;
    // the visit after that comes from the network, and registers nothing.
    await page.reload();
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => cacheNames(page)).toEqual([]);
    await page.reload();
    await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  } finally {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an embedded board registers no service worker; the game itself does, for its own folder', async ({ page }) => {
  await page.goto('./www/embed-example.html');
  await expect(page.locator('iframe.wari-frame')).toHaveCount(2);
  await expect(page.frameLocator('iframe.wari-frame >> nth=0').locator('svg.board [data-pit]')).toHaveCount(12);
  await page.goto('./?embed=1&variant=abapa');
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await page.goto('./?lang=en');
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
  await controlled(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(new URL('./', page.url()).href);
  // The manifest: installable, from the game's folder.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]') as HTMLLinkElement;
    const m = await (await fetch(link.href)).json();
    return { ...m, start: new URL(m.start_url, link.href).href, icons: m.icons.map((i: { src: string }) => new URL(i.src, link.href).href) };
  });
  expect(manifest.start).toBe(new URL('./', page.url()).href);
  expect(manifest.name).toBe('Wari');
  for (const icon of manifest.icons) expect((await page.request.get(icon)).status()).toBe(200);
});
