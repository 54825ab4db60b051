// Draws the app icons www/icons/*.png from their SVG sources in Chromium (run by hand after changing an SVG:
// `cd e2e && node icons.mjs`; the PNGs are committed). wari.svg: the board on a transparent ground ("any");
// wari-maskable.svg: the board inside the safe zone on the page's colour (Android's masks, Apple's touch icon).
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../www/icons/', import.meta.url));
const PNGS = [['wari.svg', 192, 'wari-192.png'], ['wari.svg', 512, 'wari-512.png'],
  ['wari-maskable.svg', 512, 'wari-maskable-512.png'], ['wari-maskable.svg', 180, 'wari-apple-180.png']];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [svg, size, png] of PNGS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const data = `data:image/svg+xml;base64,${readFileSync(dir + svg).toString('base64')}`;
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="${data}" width="${size}" height="${size}">`);
  await page.locator('img').screenshot({ path: dir + png, omitBackground: true });
  await page.close();
  console.log(`${png}: ${size} x ${size} from ${svg}`);
}
await browser.close();
