// Screenshots to compare before/after a change (not a test): node shots.mjs PORT OUTDIR, with `node server.mjs PORT`
import { chromium } from '@playwright/test';
const [port, out] = [process.argv[2] || 4206, process.argv[3] || '/tmp/shots'];
const base = `http://127.0.0.1:${port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
async function shot(name, url, viewport, act, ready = 'svg.board [data-pit]') {
  const ctx = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await page.goto(base + url);
  await page.locator(ready).first().waitFor({ timeout: 90000 });
  if (act) await act(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  await ctx.close();
}
await shot('desktop', '?variant=abapa&moves=CdEbDa&south=human&north=human&lang=en', { width: 1280, height: 800 });
await shot('phone', '?variant=abapa&moves=CdEbDa&south=human&north=human&lang=en', { width: 390, height: 844 });
await shot('phone-flip-5', '?variant=pits%3D5%20seeds%3D3&south=human&north=human&flip=1&lang=hu', { width: 390, height: 844 });
await shot('desktop-8', '?variant=hetproba&south=human&north=human&flip=1&lang=pl', { width: 1280, height: 800 });
await shot('print-board', '?variant=abapa&print=board&lang=es', { width: 1280, height: 800 }, null, '#print-view svg');
await shot('print-position', '?variant=abapa&moves=CdEbDa&print=position&lang=en', { width: 1280, height: 800 }, null, '#print-view svg');
await shot('embed-dialog', '?variant=abapa&moves=CdEb&south=human&north=human&lang=en', { width: 1280, height: 800 }, async (p) => {
  await p.locator('button[data-action="embed"]').click();
  await p.locator('#embed-dialog').waitFor();
});
await shot('embedded', 'www/embed-example.html', { width: 1000, height: 900 }, async (p) => { await p.waitForFunction(() => [...document.querySelectorAll('iframe')].every((f) => f.getAttribute('data-wari-height')), null, { timeout: 90000 }); await p.waitForTimeout(500); }, 'iframe');
await browser.close();
