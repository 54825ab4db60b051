import { test, expect } from '@playwright/test';

// Browser timings of the computer opponent in Chromium (a benchmark that prints figures; it asserts only that the
// answers are well formed, never a speed): endgame-table build for abapa, and a one-second search from the start.
test('benchmark: endgame tables and search speed in Chromium (wasm)', async ({ page }) => {
  await page.goto('./?reset=1&south=human&north=human');
  await expect(page.locator('svg [data-pit]')).toHaveCount(12);
  const figures = await page.evaluate(async () => {
    // The page's own module instance (already initialised by www/boot.js).
    const b = await import(new URL('wari.js', document.baseURI).href);
    const rules = 'abapa';
    const t0 = performance.now();
    const replies: any[] = [];
    b.ai_handle(JSON.stringify({ prepare: { rules } }), (m: string) => replies.push(JSON.parse(m)));
    const ready = replies[replies.length - 1];
    const tables = performance.now() - t0;
    let last: any = null;
    let reply: any = null;
    const request = { think: {
      id: 1, rules: 'pits=6 seeds=4 captures=2,3 chain=back slam=no-capture feed=must target=25 cycle=side-owner start=S',
      start: '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S', moves: '', level: 6, seed: 1, time_ms: 1000,
    } };
    const t1 = performance.now();
    b.ai_handle(JSON.stringify(request), (t: string) => { const m = JSON.parse(t); if (m.info) last = m.info; else if (m.result) reply = m.result; });
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
