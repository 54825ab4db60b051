import { test, expect, Page } from '@playwright/test';
import { pit } from './board';
import { readFileSync } from 'node:fs';

// The page under a strict Content-Security-Policy: no inline script, no eval, only the site's own
// files. Every response of the site gets exactly the policy the README recommends (the README is read here,
// so the documented policy is the tested one), then a person plays a move and the computer answers from its
// Web Worker. The test also proves the policy is enforced: an inline script injected by the test is refused.

const readme = readFileSync('../README.md', 'utf8');
const CSP = readme.match(/^Content-Security-Policy: (.+)$/m)?.[1] ?? '';

/** Serves every response of the test server with the README's policy and collects the policy's reports. */
async function strict(page: Page): Promise<{ violations: string[]; errors: string[] }> {
  const violations: string[] = [];
  const errors: string[] = [];
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
  });
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as any).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { violations, errors };
}

const played = (page: Page) => page.locator('.moves .move:not(.start)');

test('the README gives a strict policy: no unsafe-inline or unsafe-eval for scripts', () => {
  expect(CSP).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(CSP).toContain("default-src 'self'");
  expect(CSP).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
});

test('dist has no inline script: the loader is a file (www/boot.js)', () => {
  const html = readFileSync('../dist/index.html', 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(attrs).toMatch(/\bsrc="[^"]+"/);
    expect(body.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

test('under the strict policy the game starts, a move is played and the computer answers from its worker', async ({ page }) => {
  const { violations, errors } = await strict(page);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto('./?variant=abapa&south=human&north=ai-1&lang=en');
  expect(response?.headers()['content-security-policy']).toBe(CSP);
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(12);
  await pit(page, 'C').click();
  await expect(played(page)).toHaveCount(2, { timeout: 20_000 });
  expect(workers.some((u) => u.endsWith('/www/worker.js'))).toBe(true);
  await expect(page.locator('.moves .move[data-ply="1"]')).toHaveText('C');
  await expect(page.locator('.moves .move[data-ply="2"]')).toHaveText(/^[a-f]$/);
  await expect(page.locator('.notice')).toHaveCount(0);
  await expect(page.locator('#error-box')).toHaveCount(0);
  // Offline play works under the policy too: the service worker registers and takes the page over.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);

  // The policy is really enforced: an inline script is refused and reported.
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.head.append(s);
    return (window as any).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toMatch(/^script-src/);
});
