// The load benchmark (`make loadbench`): cold loads of the built dist/ in Debian's Chromium, served
// compressed by e2e/server.mjs, under the mobile profile that Lighthouse uses (CDP throttling: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4 x, a 390 x 844 screen) and on the desktop over localhost.
//
// Each load is a new browser context (empty cache, no service worker). It prints, per profile, the median and
// the spread (min-max) of
//   - first board: the first frame in which a board with its 12 named pits (A-F, a-f) is laid out, visible
//     (and the browser's first contentful paint: when the first frame reached the screen);
//   - first move playable: the page's program has taken the board over (a click sows): the live board's pits
//     (`[data-pit]`) are marked legal and #app is no longer busy; the benchmark then clicks pit C and checks
//     that the move is played; with, as the page saw it, when the page's wasm module was asked for, when its
//     last byte arrived, and how long the program then took to start (compile, build the page);
// and the bytes on the wire by file (compressed body plus headers, from the DevTools protocol), those that
// arrived before the first board first. It measures; it asserts nothing about time.
//
//   node loadbench.mjs [--loads N] [--profile mobile|desktop|both] [--url PATH] [--encoding gzip|br] [--json FILE]
//   LOADBENCH_PORT (default: E2E_PORT + 10, or 4183)   WARI_DIST (default: ../dist)
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const loads = Number(opt('loads', process.env.LOADS || 5));
const which = opt('profile', 'both');
const path = opt('url', './');
const encoding = opt('encoding', 'gzip');
const jsonOut = opt('json', resolve(here, 'test-results', 'loadbench.json'));
const port = Number(process.env.LOADBENCH_PORT || Number(process.env.E2E_PORT || 4173) + 10);
const origin = `http://127.0.0.1:${port}/`;

/** Lighthouse's mobile profile as the issue states it, and a desktop over localhost. */
const PROFILES = {
  mobile: {
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
    network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) },
    cpu: 4,
  },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, network: null, cpu: 1 },
};

/**
 * Runs in the page before any of its scripts: on every animation frame, looks for a board with its 12 named
 * pits visible (first board) and for the live, playable board (first move playable), and records the times
 * (ms since the navigation started).
 */
function watch() {
  const names = 'ABCDEFabcdef';
  const w = (window.__load = { board: null, playable: null });
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0 || r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
  };
  const boardShown = () => {
    for (const svg of document.querySelectorAll('svg')) {
      const seen = new Set();
      for (const t of svg.querySelectorAll('text')) {
        const c = (t.textContent || '').trim();
        if (c.length === 1 && names.includes(c) && visible(t)) seen.add(c);
      }
      if (seen.size === 12 && visible(svg)) return true;
    }
    return false;
  };
  const playable = () => {
    const app = document.getElementById('app');
    return !!app && !app.hasAttribute('aria-busy') && document.querySelectorAll('svg [data-pit].legal').length > 0;
  };
  // The time is the clock's when the frame's callback runs, not the callback's argument: that is when the
  // frame began, which can be long before when the page's program kept the thread busy (300 ms under the
  // mobile profile: the figures before this fix were that much too good).
  const frame = () => {
    if (w.board === null && document.documentElement && boardShown()) w.board = performance.now();
    if (w.playable === null && playable()) w.playable = performance.now();
    if (w.board === null || w.playable === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

function startServer() {
  return new Promise((ok, fail) => {
    const server = spawn(process.execPath, [resolve(here, 'server.mjs'), String(port)], {
      stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, WARI_ENCODINGS: encoding },
    });
    server.stdout.once('data', () => ok(server));
    server.once('exit', (code) => fail(new Error(`the server stopped (${code}); is port ${port} free?`)));
  });
}

/** One cold load: figures and the bytes on the wire by file. */
async function coldLoad(browser, profile) {
  const context = await browser.newContext({
    viewport: profile.viewport, deviceScaleFactor: profile.deviceScaleFactor, isMobile: profile.isMobile,
    hasTouch: profile.hasTouch, serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.addInitScript(watch);
  const cdp = await context.newCDPSession(page);
  // Every request of the page, its worker and a service worker (Playwright reports them all on the context).
  const requests = [];
  context.on('request', (r) => requests.push({ r, done: false }));
  const settle = async (entry) => {
    const { r } = entry;
    const response = await r.response().catch(() => null);
    const sizes = await r.sizes().catch(() => null);
    const timing = r.timing();
    Object.assign(entry, {
      done: true, status: response ? response.status() : 0,
      encoding: response ? (await response.allHeaders().catch(() => ({})))['content-encoding'] || '' : '',
      bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
      end: timing.startTime + timing.responseEnd, from: r.serviceWorker() ? 'service worker' : (r.frame ? 'page' : ''),
    });
  };
  context.on('requestfinished', (r) => { const e = requests.find((x) => x.r === r); if (e) settle(e); });
  context.on('requestfailed', (r) => { const e = requests.find((x) => x.r === r); if (e) Object.assign(e, { done: true, failed: true }); });
  await cdp.send('Network.enable');
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });

  await page.goto(new URL(path, origin).href, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__load.board !== null && window.__load.playable !== null, null, { timeout: 120_000, polling: 100 });
  const times = await page.evaluate(() => ({ ...window.__load, origin: performance.timeOrigin,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    // The page's wasm module as the page saw it: asked for, and its last byte.
    wasm: performance.getEntriesByType('resource').filter((e) => /\/wari_bg\.wasm$/.test(e.name))
      .map((e) => ({ start: e.startTime, end: e.responseEnd }))[0] ?? null }));
  // A click sows: pit C of the live board, then the move is in the list.
  const clicked = await page.evaluate(() => performance.now());
  await page.locator('svg.board [data-pit][data-letter="C"]').click();
  await page.locator('.moves .move[data-ply="1"]').waitFor({ timeout: 60_000 });
  const sown = (await page.evaluate(() => performance.now())) - clicked;
  // Let the rest arrive (the computer's worker, a service worker's precache): until the network is quiet.
  let quiet = 0;
  for (let i = 0; i < 120 && quiet < 4; i++) {
    await page.waitForTimeout(500);
    quiet = requests.every((e) => e.done) ? quiet + 1 : 0;
  }
  await context.close();
  const files = requests.filter((e) => e.done && !e.failed).map((e) => ({
    file: e.r.url().startsWith(origin) ? e.r.url().slice(origin.length).replace(/\?.*$/, '') || '(index.html)' : e.r.url(),
    bytes: e.bytes, status: e.status, encoding: e.encoding, done: e.end - times.origin,
  }));
  return { board: times.board, playable: times.playable, fcp: times.fcp, wasm: times.wasm, sown, files };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${Math.round(x)} ms`;
const kb = (x) => `${(x / 1000).toFixed(1)} KB`;
const spread = (xs) => `median ${ms(median(xs))}  (min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))})`;

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const report = { date: new Date().toISOString(), loads, path, encoding, load_before: loadavg().map((x) => +x.toFixed(2)), profiles: {} };
  try {
    const names = which === 'both' ? ['mobile', 'desktop'] : [which];
    for (const name of names) {
      const runs = [];
      // One load first, not counted: the server compresses each file once, the browser warms up.
      await coldLoad(browser, PROFILES[name]);
      for (let i = 0; i < loads; i++) {
        const r = await coldLoad(browser, PROFILES[name]);
        runs.push(r);
        console.log(`${name} load ${i + 1}/${loads}: first board ${ms(r.board)}, first move playable ${ms(r.playable)}, ` +
          `first contentful paint ${r.fcp === null ? '-' : ms(r.fcp)}, click to sown ${ms(r.sown)}`);
      }
      report.profiles[name] = { runs };
    }
  } finally {
    await browser.close();
    server.kill();
  }
  report.load_after = loadavg().map((x) => +x.toFixed(2));

  console.log(`\nLoad benchmark: ${loads} cold loads of ${path} (dist/ served ${encoding}); load average before ${report.load_before.join(' ')}, after ${report.load_after.join(' ')}`);
  for (const [name, { runs }] of Object.entries(report.profiles)) {
    const p = PROFILES[name];
    console.log(`\n${name}: ${p.viewport.width}x${p.viewport.height}` +
      (p.network ? `, ${p.network.latency} ms RTT, ${(p.network.downloadThroughput * 8 / 1e6).toFixed(1)} Mbit/s down, ` +
        `${(p.network.uploadThroughput * 8 / 1e3).toFixed(0)} kbit/s up, CPU ${p.cpu}x slower` : ', localhost, no throttling'));
    console.log(`  first board           ${spread(runs.map((r) => r.board))}`);
    console.log(`  first move playable   ${spread(runs.map((r) => r.playable))}`);
    if (runs.every((r) => r.fcp !== null)) console.log(`  first contentful paint ${spread(runs.map((r) => r.fcp))}`);
    if (runs.every((r) => r.wasm !== null)) {
      // Where the time to the first move goes: the page's wasm module on the wire, then its start (compile, app).
      console.log(`  page's wasm asked for ${spread(runs.map((r) => r.wasm.start))}`);
      console.log(`  page's wasm arrived   ${spread(runs.map((r) => r.wasm.end))}`);
      console.log(`  then playable after   ${spread(runs.map((r) => r.playable - r.wasm.end))}`);
    }
    // Bytes by file from the load with the median first board (the files and their sizes do not vary).
    const boards = runs.map((x) => x.board);
    const r = runs[boards.indexOf([...boards].sort((a, b) => a - b)[Math.floor((boards.length - 1) / 2)])];
    const beforeBoard = r.files.filter((f) => f.done <= r.board + 1);
    const after = r.files.filter((f) => f.done > r.board + 1);
    const total = (fs) => fs.reduce((s, f) => s + f.bytes, 0);
    console.log(`  on the wire before the first board: ${kb(total(beforeBoard))}; in all: ${kb(total(r.files))} (the median load)`);
    for (const f of [...beforeBoard, ...after]) {
      console.log(`    ${f.done <= r.board + 1 ? 'before' : 'after '} ${kb(f.bytes).padStart(9)}  ${String(f.status).padEnd(3)} ` +
        `${(f.encoding || '-').padEnd(4)} ${ms(f.done).padStart(8)}  ${f.file}`);
    }
    report.profiles[name].summary = {
      board_median: median(runs.map((x) => x.board)), board_min: Math.min(...runs.map((x) => x.board)), board_max: Math.max(...runs.map((x) => x.board)),
      playable_median: median(runs.map((x) => x.playable)), playable_min: Math.min(...runs.map((x) => x.playable)), playable_max: Math.max(...runs.map((x) => x.playable)),
      bytes_before_board: total(beforeBoard), bytes_total: total(r.files),
    };
  }
  mkdirSync(dirname(jsonOut), { recursive: true });
  writeFileSync(jsonOut, JSON.stringify(report, null, 2));
  console.log(`\n(figures in ${jsonOut})`);
}

await main();
