import { test, expect } from '@playwright/test';

// Browser timings of the computer opponent in Chromium (a benchmark that prints figures; it asserts only that the
// answers are well formed, never a speed): endgame-table build for abapa, and a one-second search from the start.
test('benchmark: endgame tables and search speed in Chromium (wasm)', async ({ page }) => {
  await page.goto('./?reset=1&south=human&north=human');
  await expect(page.locator('svg [data-pit]')).toHaveCount(12);
  const figures = await page.evaluate(async () => {
    // The computer's own module (the worker's: wari-worker.js), initialised here in the page.
    const b = await import(new URL('wari-worker.js', document.baseURI).href);
    await b.default();
    const rules = 'abapa';
    const t0 = performance.now();
    const replies: any[] = [];
    b.ai_handle({ prepare: { rules } }, (m: any) => replies.push(m));
    const ready = replies[replies.length - 1];
    const tables = performance.now() - t0;
    let last: any = null;
    let reply: any = null;
    const request = { think: {
      id: 1, rules: 'pits=6 seeds=4 captures=2,3 chain=back slam=no-capture feed=must target=25 cycle=side-owner start=S',
      start: '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S', moves: '', level: 6, seed: 1, time_ms: 1000,
    } };
    const t1 = performance.now();
    b.ai_handle(request, (m: any) => { if (m.info) last = m.info; else if (m.result) reply = m.result; });
    const search = performance.now() - t1;
    return { ready, tables, reply, search, last };
  });
  const nps = Math.round(figures.last.nodes / (figures.search / 1000));
  console.log(`wasm in Chromium: abapa tables ${figures.tables.toFixed(0)} ms; search ${figures.search.toFixed(0)} ms, ` +
    `depth ${figures.last.depth}, ${figures.last.nodes} nodes, ${nps} nodes/s, best ${figures.reply.best}`);
  expect(figures.ready).toContain('ready');
  expect(figures.reply.best).toBeGreaterThanOrEqual(0);
  expect(figures.reply.best).toBeLessThan(6);
});

// The endgame tables as the page has them built: in the computer's own Web Worker (www/worker.js with its wasm
// module), as the page starts it. Each of 3 fresh workers first answers a request it refuses (the module
// loaded and started), then builds abapa's tables ({"prepare":{"rules":"abapa"}} until "ready"). The
// target: under 2 s (the first worker's figure). It prints the wall-clock times (say the machine's load with
// them); it asserts only the replies.
test('benchmark: endgame tables built in the Web Worker (Chromium)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?reset=1&south=human&north=human');
  await expect(page.locator('svg [data-pit]')).toHaveCount(12);
  const runs = await page.evaluate(async () => {
    const out = [];
    for (let k = 0; k < 3; k++) {
      const worker = new Worker(new URL('www/worker.js', document.baseURI), { type: 'module' });
      const replies: string[] = [];
      let wake = () => {};
      worker.onmessage = (e) => { replies.push(JSON.stringify(e.data)); wake(); };
      const until = (done: (r: string) => boolean) => new Promise<void>((ok) => {
        wake = () => { if (replies.some(done)) ok(); };
        wake();
      });
      const t0 = performance.now();
      worker.postMessage({ benchmark: {} });
      await until((r) => r.includes('refused') || r.includes('crashed'));
      const t1 = performance.now();
      replies.length = 0;
      worker.postMessage({ prepare: { rules: 'abapa' } });
      await until((r) => r.includes('ready') || r.includes('crashed'));
      const t2 = performance.now();
      out.push({ start: t1 - t0, tables: t2 - t1, progress: replies.filter((r) => r.includes('progress')).length,
        last: replies[replies.length - 1] });
      worker.terminate();
    }
    return out;
  });
  // The first worker compiles the module afresh (V8 runs it first as quickly compiled code, optimising the hot
  // functions as it goes), as on a first visit; the next ones find the optimised code in the browser's memory.
  console.log(`wasm in Chromium's Web Worker: abapa tables ${runs[0].tables.toFixed(0)} ms in the first worker, ` +
    `${runs.slice(1).map((r) => r.tables.toFixed(0)).join(', ')} ms in the next; the workers' start ` +
    `${runs.map((r) => r.start.toFixed(0)).join(', ')} ms; ${runs[0].progress} progress replies`);
  for (const r of runs) expect(r.last).toContain('ready');
});

// The E5 decision ("no capture possible", crates/core/src/rules/no_capture.rs) in wasm: the costliest positions found by
// `cargo bench --bench no_capture` (numeros: exact worst cases over every position of up to 12 seeds; 10 pits a
// side: the worst a random search and hill climb found), each decided many times. Its entry is only in a build
// with `--cfg wasm_bench` (`make wasm-bench`); the page's own build leaves it out and this test is skipped.
test('benchmark: the E5 decision in Chromium (wasm)', async ({ page }) => {
  await page.goto('./?reset=1&south=human&north=human');
  await expect(page.locator('svg [data-pit]')).toHaveCount(12);
  const hasEntry = await page.evaluate(async () =>
    typeof (await import(new URL('wari-worker.js', document.baseURI).href)).bench_no_capture === 'function');
  test.skip(!hasEntry, 'the wasm module was built without the E5 benchmark entry (make wasm-bench)');
  const cases = [
    ['numeros', '0-0-0-0-1-3-2-1-0-0-0-0-20-21-S', 'numeros worst dead'],
    ['numeros', '0-0-0-0-0-0-0-0-1-1-0-1-22-23-N', 'numeros worst live'],
    ['pits=10 captures=2,3 chain=both slam=forbidden feed=none cycle=last-capturer end=no-capture',
      '0-3-2-1-0-0-0-0-0-0-0-0-0-0-0-1-0-0-0-0-35-38-S', '10 pits, captures 2,3'],
    ['pits=10 captures=3 chain=both slam=forbidden feed=none cycle=last-capturer end=no-capture',
      '0-1-1-0-0-0-0-0-0-0-0-0-0-0-0-1-0-1-0-0-38-38-N', '10 pits, captures 3 only'],
  ];
  const figures = await page.evaluate(async (cases) => {
    const b = await import(new URL('wari-worker.js', document.baseURI).href);
    await b.default();
    return cases.map(([rules, position, label]) => {
      const once = b.bench_no_capture(rules, position, 1);
      const reps = Math.max(5, Math.min(20000, Math.round(200000 / Math.max(1, once.states))));
      const t0 = performance.now();
      b.bench_no_capture(rules, position, reps);
      const us = (performance.now() - t0) * 1000 / reps;
      return { label, position, ...once, us };
    });
  }, cases);
  for (const f of figures) {
    console.log(`wasm in Chromium: E5 ${f.label}: ${f.position}: capture ${f.capture}, ${f.states} positions examined, ${f.us.toFixed(1)} us a decision`);
    expect(f.error).toBeUndefined();
    expect(f.states).toBeGreaterThan(0);
  }
});
