// The review's figures in the browser (not a test): node review-figures.mjs PORT, with `node server.mjs PORT`.
import { chromium } from '@playwright/test';
const port = process.argv[2] || 4301;
const game = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
});
await page.goto(`http://127.0.0.1:${port}/?variant=abapa&moves=${game}&south=human&north=human&lang=en`);
await page.locator('.moves-card button[data-action="review"]').waitFor({ timeout: 60000 });
await page.waitForTimeout(3000);
const t0 = await page.evaluate(() => performance.now());
await page.locator('.moves-card button[data-action="review"]').click();
await page.waitForTimeout(1000);
const pointsAt1s = await page.evaluate(() => document.querySelectorAll('.review-svg .pt').length);
await page.locator('.review-svg .pt').first().waitFor({ state: 'attached', timeout: 60000 });
const t1 = await page.evaluate(() => performance.now());
await page.locator('.review-status', { hasText: 'Every position analysed.' }).waitFor({ timeout: 300000 });
const t2 = await page.evaluate(() => performance.now());
const long = await page.evaluate((t0) => window.__long.filter(([s]) => s >= t0), t0);
console.log(JSON.stringify({ plies: game.length, firstPointMs: Math.round(t1 - t0), allMs: Math.round(t2 - t0),
  pointsAt1s, longTasks: long.length, longestTaskMs: Math.round(Math.max(0, ...long.map(([, d]) => d))) }));
await browser.close();
