// Screenshots of the three- and four-row boards at desktop and phone width (a look, not a test):
// node rows-shots.mjs PORT OUTDIR, against a running `node server.mjs PORT`.
import { chromium } from '@playwright/test';

const [port = '4207', out = 'screenshots'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [variant, moves] of [['numeros-3', 'Ia'], ['moruba', 'Xx']]) {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    const page = await browser.newPage({ viewport });
    await page.goto(`http://127.0.0.1:${port}/?variant=${variant}&moves=${moves}&south=human&north=human&lang=en`);
    await page.waitForSelector('.pit', { timeout: 20000 }).catch(() => {});
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${variant}-${name}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
