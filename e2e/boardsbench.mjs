// The boards benchmark (`make boardsbench`): a blog page of embedded boards (e2e/fixtures/boards.html, plain
// iframes of `index.html?embed=1&variant=abapa&...`) in Debian's Chromium, as a reader meets it: each case in a
// new browser (cold: empty caches), then once more in a new tab of the same browser (warm: the HTTP cache, the
// compiled code and the kept endgame tables). Per case it prints
//   - CPU s: the CPU time of all of Chromium's processes in the first 10 s after the load began (/proc/<pid>/stat),
//     and in the first 30 s (on a loaded machine the page's work does not fit in 10 s: Chromium gets only its
//     share of the cores, so the 10 s figure is capped by the load and the 30 s one shows the whole work);
//   - PSS MB: their proportional memory at 10 s and at 30 s, added up (/proc/<pid>/smaps_rollup); and their
//     private memory (USS: Private_Clean + Private_Dirty), which other browsers on the machine do not change (PSS
//     shares the pages of Chromium's binary and libraries with every other Chromium running, so it drops when
//     other engineers' browsers run);
//   - workers: the browser's Web Workers and shared workers (Chromium's targets);
//   - moved: where the computer moves first, the time from the load until every board has moved (cold, warm).
// It measures; it asserts nothing. Several builds can be measured alternately in the same conditions:
//
//   node boardsbench.mjs [--runs N] [--dist label=folder ...] [--case name ...] [--seconds S] [--json FILE]
//   (--seconds: how long a cold load is followed, default 30; the warm load is followed 10 s)
//   BOARDSBENCH_PORT (default: E2E_PORT + 20, or 4193): the first build's port, the next ones after it.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const all = (name) => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));
const runs = Number(all('runs')[0] || 2);
const dists = (all('dist').length ? all('dist') : [`this=${resolve(here, '..', 'dist')}`]).map((d) => {
  const [label, folder] = d.includes('=') ? d.split('=') : [d, d];
  return { label, folder: resolve(folder) };
});
const jsonOut = all('json')[0] || resolve(here, 'test-results', 'boardsbench.json');
const basePort = Number(process.env.BOARDSBENCH_PORT || Number(process.env.E2E_PORT || 4173) + 20);
const SECONDS = 10;
const LONG = Number(all('seconds')[0] || 30);

const PEOPLE = 'variant=abapa&south=human&north=human';
const NORTH = 'variant=abapa&south=human&north=ai-6';
const SOUTH = 'variant=abapa&south=ai-6&north=human';
/** The cases: how many boards, the game of each, whether the computer moves first (then the times are taken). */
const CASES = {
  blank: { n: 0, game: PEOPLE },
  'one-people': { n: 1, game: PEOPLE },
  'one-north': { n: 1, game: NORTH },
  'one-south': { n: 1, game: SOUTH, moves: true },
  'eight-people': { n: 8, game: PEOPLE },
  'eight-north': { n: 8, game: NORTH },
  'eight-south': { n: 8, game: SOUTH, moves: true },
};
const cases = all('case').length ? all('case') : Object.keys(CASES);

const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function serve(folder, port) {
  const server = spawn(process.execPath, [resolve(here, 'server.mjs'), String(port)], {
    env: { ...process.env, WARI_DIST: folder }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

async function up(port) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch { /* not yet */ }
    await sleep(100);
  }
  throw new Error(`no server on port ${port}`);
}

/** The process `pid` and its descendants. */
function tree(pid) {
  const parent = new Map();
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      parent.set(Number(p), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* gone */ }
  }
  const out = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, pp] of parent) if (!out.has(p) && out.has(pp)) { out.add(p); grew = true; }
  }
  return [...out];
}

/** CPU ticks (user + system, 1/100 s) of `pid`. */
function ticks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return null;
  }
}

/** The bytes of the lines `names` of `pid`'s smaps_rollup, added up. */
function rollup(pid, names) {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return names.reduce((a, n) => a + Number(text.match(new RegExp(`^${n}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024, 0);
  } catch {
    return 0;
  }
}
const pss = (pid) => rollup(pid, ['Pss']);
const uss = (pid) => rollup(pid, ['Private_Clean', 'Private_Dirty']);

/** Follows the CPU time of Chromium's processes (the last figure seen of each, so a process gone still counts). */
function cpuWatch(root) {
  const seen = new Map();
  const sample = () => {
    for (const p of tree(root)) {
      const t = ticks(p);
      if (t !== null) seen.set(p, t);
    }
  };
  sample();
  const start = new Map(seen);
  const timer = setInterval(sample, 200);
  return {
    /** CPU seconds since the start. */
    now() {
      sample();
      let total = 0;
      for (const [p, t] of seen) total += t - (start.get(p) ?? 0);
      return total / 100;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

async function workerCount(browser) {
  try {
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    await cdp.detach();
    return targetInfos.filter((t) => t.type === 'worker' || t.type === 'shared_worker').length;
  } catch {
    return null;
  }
}

/** Every board of the page has moved: its pits no longer all hold 4 (the start of abapa). */
async function allMoved(page, n) {
  const frames = page.frames().filter((f) => f !== page.mainFrame());
  if (frames.length < n) return false;
  const moved = await Promise.all(frames.map((f) => f.evaluate(() => {
    const counts = [...document.querySelectorAll('svg.board [data-pit] .count')].map((c) => c.textContent);
    return counts.length > 0 && counts.some((c) => c !== '4');
  }).catch(() => false)));
  return moved.every(Boolean);
}

/** One load of the case's page in `context`, followed `seconds`: CPU and memory at 10 s (and at `seconds`),
 *  workers, and when all boards moved. */
async function load(browser, context, root, origin, c, seconds) {
  const page = await context.newPage();
  const cpu = cpuWatch(root);
  const began = Date.now();
  await page.goto(`${origin}fixtures/boards.html?n=${c.n}&game=${encodeURIComponent(c.game)}`);
  let moved = null;
  const out = {};
  const memory = () => tree(root).reduce((a, p) => a + pss(p), 0) / 2 ** 20;
  for (const [i, until] of [SECONDS, seconds].entries()) {
    while (Date.now() - began < until * 1000) {
      if (c.moves && moved === null && (await allMoved(page, c.n))) moved = (Date.now() - began) / 1000;
      await sleep(c.moves && moved === null ? 50 : 250);
    }
    out[i === 0 ? 'at10' : 'atEnd'] = { cpuS: cpu.now(), pssMB: memory(), ussMB: tree(root).reduce((a, p) => a + uss(p), 0) / 2 ** 20 };
    if (i === 0) out.workers = await workerCount(browser);
  }
  cpu.stop();
  while (c.moves && moved === null && Date.now() - began < 60_000) {
    if (await allMoved(page, c.n)) moved = (Date.now() - began) / 1000;
    else await sleep(50);
  }
  await page.close();
  return {
    cpuS: out.at10.cpuS, pssMB: out.at10.pssMB, ussMB: out.at10.ussMB,
    cpuLong: out.atEnd.cpuS, pssLong: out.atEnd.pssMB, ussLong: out.atEnd.ussMB, workers: out.workers, moved,
  };
}

async function measure(origin, name) {
  const c = CASES[name];
  const server = await chromium.launchServer({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: chromiumArgs });
  const root = server.process().pid;
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    const cold = await load(browser, context, root, origin, c, LONG);
    await sleep(1000);
    const warm = await load(browser, context, root, origin, c, SECONDS);
    return { cold, warm };
  } finally {
    await browser.close();
    await server.close();
  }
}

const servers = dists.map((d, i) => ({ ...d, port: basePort + i, proc: serve(d.folder, basePort + i) }));
const results = [];
try {
  for (const s of servers) await up(s.port);
  for (let run = 1; run <= runs; run++) {
    for (const name of cases) {
      // The builds alternately, case by case, so that both meet the same load.
      for (const s of servers) {
        const load1 = loadavg()[0];
        const r = await measure(`http://127.0.0.1:${s.port}/`, name);
        results.push({ build: s.label, case: name, run, load: load1, ...r });
        const f = (x, d = 1) => (x === null ? '-' : x.toFixed(d));
        console.log(`${s.label.padEnd(8)} ${name.padEnd(13)} run ${run}: cold ${f(r.cold.cpuS)} CPU s, ${f(r.cold.pssMB, 0)} MB, ` +
          `USS ${f(r.cold.ussMB, 0)} MB, in ${LONG} s ${f(r.cold.cpuLong)} CPU s, ${f(r.cold.pssLong, 0)} MB, USS ${f(r.cold.ussLong, 0)} MB, ` +
          `${r.cold.workers} workers, moved ${f(r.cold.moved)} s | warm ${f(r.warm.cpuS)} CPU s, ${f(r.warm.pssMB, 0)} MB, ` +
          `moved ${f(r.warm.moved)} s | load ${load1.toFixed(2)}`);
      }
    }
  }
} finally {
  for (const s of servers) s.proc.kill();
}

// The table: per case and build, the runs' figures side by side.
const fmt = (xs, d = 1) => xs.map((x) => (x === null ? '-' : x.toFixed(d))).join(' / ');
console.log(`\n| page | build | CPU s in 10 s (cold) | CPU s in ${LONG} s | PSS MB at 10 s | PSS MB at ${LONG} s | USS MB at ${LONG} s | workers | all moved, cold s | all moved, warm s |`);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const name of cases) {
  for (const s of servers) {
    const rs = results.filter((r) => r.case === name && r.build === s.label);
    console.log(`| ${name} | ${s.label} | ${fmt(rs.map((r) => r.cold.cpuS))} | ${fmt(rs.map((r) => r.cold.cpuLong))} | ` +
      `${fmt(rs.map((r) => r.cold.pssMB), 0)} | ${fmt(rs.map((r) => r.cold.pssLong), 0)} | ${fmt(rs.map((r) => r.cold.ussLong ?? null), 0)} | ` +
      `${[...new Set(rs.map((r) => r.cold.workers))].join(', ')} | ${fmt(rs.map((r) => r.cold.moved))} | ${fmt(rs.map((r) => r.warm.moved))} |`);
  }
}
console.log(`\nload average (1 min) during the runs: ${fmt(results.map((r) => r.load), 2)}`);
mkdirSync(dirname(jsonOut), { recursive: true });
writeFileSync(jsonOut, JSON.stringify(results, null, 2));
