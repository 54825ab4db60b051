// Counts the page's calls out of wasm (BENCHMARKS.md, "Loading on a slow phone"): every function the page's
// wasm module imports is wrapped before the module is instantiated, and each call is counted, until the first
// move is playable (the live board's pits marked legal, #app no longer busy: as e2e/loadbench.mjs) and in the
// next 1.5 s (the task after the first paint: the side panel). It prints both totals and the most called
// imports by the start of their JavaScript. No throttling: a count does not depend on the machine's speed.
//
//   node calls.mjs [--url PATH] [--top N]      CALLS_PORT (default: E2E_PORT + 11, or 4184)   WARI_DIST (default: ../dist)
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const path = opt('url', './');
const top = Number(opt('top', 12));
const port = Number(process.env.CALLS_PORT || Number(process.env.E2E_PORT || 4173) + 11);

/** Runs in the page before its scripts: wraps the module's imports and counts their calls by phase. */
function count() {
  const w = (window.__calls = { phase: 'start', counts: {} });
  const wrap = (imports) => {
    for (const obj of Object.values(imports)) {
      for (const [name, f] of Object.entries(obj)) {
        if (typeof f !== 'function') continue;
        const what = f.toString().replace(/\s+/g, ' ').slice(0, 100);
        obj[name] = function (...a) {
          const key = `${w.phase}\u0000${what}`;
          w.counts[key] = (w.counts[key] || 0) + 1;
          return f.apply(this, a);
        };
      }
    }
  };
  const streaming = WebAssembly.instantiateStreaming;
  const plain = WebAssembly.instantiate;
  WebAssembly.instantiateStreaming = (response, imports) => { wrap(imports); return streaming(response, imports); };
  WebAssembly.instantiate = (module, imports) => { wrap(imports); return plain(module, imports); };
  const frame = () => {
    const app = document.getElementById('app');
    if (app && !app.hasAttribute('aria-busy') && document.querySelectorAll('svg [data-pit].legal').length > 0) w.phase = 'after';
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const server = spawn(process.execPath, [resolve(here, 'server.mjs'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((ok, fail) => {
  server.stdout.once('data', ok);
  server.once('exit', (code) => fail(new Error(`the server stopped (${code}); is port ${port} free?`)));
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(count);
  await page.goto(new URL(path, `http://127.0.0.1:${port}/`).href);
  await page.waitForFunction(() => window.__calls.phase === 'after', null, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  const counts = await page.evaluate(() => window.__calls.counts);
  const rows = Object.entries(counts).map(([key, n]) => [...key.split('\u0000'), n]);
  for (const [phase, title] of [['start', 'before the first move'], ['after', 'in the next 1.5 s']]) {
    const mine = rows.filter((r) => r[0] === phase).sort((a, b) => b[2] - a[2]);
    console.log(`${title}: ${mine.reduce((sum, r) => sum + r[2], 0)} calls out of wasm`);
    for (const [, what, n] of mine.slice(0, top)) console.log(`  ${String(n).padStart(5)}  ${what}`);
  }
} finally {
  await browser.close();
  server.kill();
}
