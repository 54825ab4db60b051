// One cold load under the mobile profile of loadbench.mjs (or the desktop's) with a Chromium performance trace, written down as a
// timeline (ms since the navigation started): the HTML, each request's send / first byte / end, the HTML
// parsing, the wasm compile and instantiate, script runs, layouts and paints, long main-thread tasks.
//   node loadtrace.mjs [--url PATH] [--profile mobile|desktop] [--out FILE.json]   LOADBENCH_PORT, WARI_DIST as loadbench.mjs
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { writeFileSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : fallback; };
const path = opt('url', './');
const desktop = opt('profile', 'mobile') === 'desktop';
const out = opt('out', resolve(here, 'test-results', 'loadtrace.json'));
const port = Number(process.env.LOADBENCH_PORT || Number(process.env.E2E_PORT || 4173) + 10);
const origin = `http://127.0.0.1:${port}/`;

const server = spawn(process.execPath, [resolve(here, 'server.mjs'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((ok) => server.stdout.once('data', ok));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
try {
  for (let warm = 0; warm < 2; warm++) {
    const context = await browser.newContext(desktop ? { viewport: { width: 1280, height: 800 } }
      : { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (!desktop) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    if (warm === 1) await browser.startTracing(page, { path: out, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.wasm', 'v8', 'blink.user_timing', 'loading', 'netlog', 'blink.resource', 'toplevel'] });
    await page.goto(new URL(path, origin).href, { waitUntil: 'commit' });
    await page.waitForFunction(() => !document.getElementById('app').hasAttribute('aria-busy') && document.querySelectorAll('svg [data-pit].legal').length > 0, null, { timeout: 60_000, polling: 50 });
    await page.waitForTimeout(1500);
    if (warm === 1) await browser.stopTracing();
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}

// The timeline: our origin's requests, the main thread's work on the way (the page's console.timeStamp marks
// too, when a build adds them), and a sum of the wasm functions compiled on first call.
const events = JSON.parse(readFileSync(out, 'utf8')).traceEvents;
const ids = new Map();
const first = events.filter((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url || '').startsWith(origin))
  .sort((a, b) => a.ts - b.ts)[0];
const t0 = first.ts;
const at = (e) => ((e.ts - t0) / 1000).toFixed(0).padStart(6);
const dur = (e) => (e.dur ? ` (${(e.dur / 1000).toFixed(1)} ms)` : '');
const short = (u) => String(u || '').replace(origin, '') || '(index.html)';
const rows = [];
let lazy = 0;
for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
  const d = e.args?.data || {};
  if (e.ts < t0) continue;
  if (e.name === 'ResourceSendRequest') {
    if (!String(d.url || '').startsWith(origin)) continue;
    ids.set(d.requestId, short(d.url));
    rows.push(`${at(e)} send     ${short(d.url)} (${d.priority || ''})`);
  } else if (e.name === 'ResourceReceiveResponse' && ids.has(d.requestId)) rows.push(`${at(e)} response ${ids.get(d.requestId)}`);
  else if (e.name === 'ResourceFinish' && ids.has(d.requestId)) rows.push(`${at(e)} finish   ${ids.get(d.requestId)} ${d.encodedDataLength ?? ''} B`);
  else if (e.name === 'wasm.CompileLazy') lazy += e.dur || 0;
  else if (e.name === 'TimeStamp') rows.push(`${at(e)} mark     ${d.message}`);
  else if (['firstContentfulPaint', 'MarkDOMContent', 'MarkLoad'].includes(e.name)) rows.push(`${at(e)} ${e.name}`);
  else if (['ParseHTML', 'EvaluateScript', 'wasm.FinishStreaming', 'v8.wasm.streamFromResponseCallback', 'UpdateLayoutTree', 'Layout', 'Paint',
    'MinorGC', 'MajorGC'].includes(e.name) && (e.dur || 0) >= 2000) rows.push(`${at(e)} ${e.name}${dur(e)}`);
  else if (e.name === 'RunTask' && e.dur > 30000) rows.push(`${at(e)} task${dur(e)}`);
}
console.log(rows.join('\n'));

// The program's start on the page's main thread: from the task that finishes compiling the page's module (and
// runs the program's start) to the end of the first paint after it (the live board), in wall-clock time and in
// the thread's CPU time (the trace's thread durations: what the page's own work costs, whatever else the
// machine runs; the throttled CPU counts as the time the thread ran).
const parse = events.find((e) => e.name === 'ParseHTML' && e.ts >= t0);
const main = parse ? parse.tid : null;
const tasks = events.filter((e) => e.tid === main && e.name === 'RunTask' && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const finish = events.find((e) => e.tid === main && e.name === 'wasm.FinishStreaming');
const start = finish && tasks.find((t) => t.ts <= finish.ts && finish.ts <= t.ts + t.dur);
const paint = start && events.filter((e) => e.tid === main && e.name === 'Paint' && e.ts > start.ts + start.dur).sort((a, b) => a.ts - b.ts)[0];
if (start && paint) {
  const span = tasks.filter((t) => t.ts >= start.ts && t.ts <= paint.ts);
  const cpu = span.reduce((sum, t) => sum + (t.tdur || 0), 0) / 1000;
  console.log(`the program's start to its first paint: ${((paint.ts + (paint.dur || 0) - start.ts) / 1000).toFixed(0)} ms wall, ` +
    `${cpu.toFixed(0)} ms of the main thread's CPU (${span.length} tasks)`);
}
console.log(`(ms since the page was asked for; wasm functions compiled on first call: ${(lazy / 1000).toFixed(0)} ms in all; trace in ${out})`);
