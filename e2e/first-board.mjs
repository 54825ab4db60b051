// The first board: the start position's board drawn into index.html, so a phone shows it as soon as
// the page and its stylesheets arrive, before the program. The program's page (Ui::build) replaces the whole
// of #app when it starts, so the drawing is simply taken over.
//
// The drawing is made from the program's own board (src/view/board.rs), not drawn a second time: the built game
// is opened in Chromium at a desktop size (the board lying) and at a phone's (the board upright), and each live
// board is copied with the page's styles written into it as SVG presentation attributes (allowed by the strict
// Content-Security-Policy, which refuses inline styles). The copy keeps no words (the stores' names would be in
// the wrong language for a moment), no legal-move rings (nothing can be played yet), no ids of the live board,
// no classes or data attributes the page's scripts or tests look for. Only the pit letters and seed counts show.
//
//   node first-board.mjs        writes the drawing into ../index.html, between the FIRST-BOARD markers
//                               (`make first-board` builds, writes, and builds again)
// e2e/first-board.spec.ts checks that index.html holds what this script would write now.
// A native `wari first-board` command drawing from the shared board geometry (crates/core/src/geometry) could
// replace the browser here; the markers, the skeleton and the take-over would stay as they are.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const START = '<!-- FIRST-BOARD: drawn from the program\'s board by `make first-board` (e2e/first-board.mjs); do not edit -->';
export const END = '<!-- /FIRST-BOARD -->';
/** Where each drawing is taken: the page's two orientations of the board (app.rs: PORTRAIT). */
export const VIEWS = [
  { name: 'h', viewport: { width: 1280, height: 800 } },
  { name: 'v', viewport: { width: 390, height: 844 } },
];
/** The start position of a first visit in English (abapa), two people (no computer to wait for). */
export const PAGE = '?reset=1&lang=en&south=human&north=human';

/**
 * Runs in the page: a self-contained copy of the live board (`svg.board`), as markup. `prefix` makes its ids
 * unique in the document.
 */
export function copyBoard(prefix) {
  const live = document.querySelector('svg.board');
  for (const el of live.querySelectorAll('.legal, .to-move')) el.classList.remove('legal', 'to-move');
  // The properties the page's styles set on each element (rules matching it now, media queries included).
  const PRESENTATION = new Set(['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray',
    'stroke-linecap', 'opacity', 'font-size', 'font-weight', 'font-family', 'text-anchor', 'paint-order', 'r']);
  const rules = [];
  const collect = (list) => {
    for (const rule of list) {
      if (rule instanceof CSSMediaRule) {
        if (matchMedia(rule.conditionText).matches) collect(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && /\bboard\b/.test(rule.selectorText)) {
        rules.push(rule);
      }
    }
  };
  for (const sheet of document.styleSheets) collect(sheet.cssRules);
  const declared = (el) => {
    const props = new Set();
    for (const rule of rules) {
      if (!el.matches(rule.selectorText)) continue;
      for (let i = 0; i < rule.style.length; i++) if (PRESENTATION.has(rule.style[i])) props.add(rule.style[i]);
    }
    return props;
  };
  const copy = live.cloneNode(true);
  const pairs = [[live, copy]];
  const liveAll = live.querySelectorAll('*');
  const copyAll = copy.querySelectorAll('*');
  liveAll.forEach((el, i) => pairs.push([el, copyAll[i]]));
  const drop = [];
  for (const [el, out] of pairs) {
    const style = getComputedStyle(el);
    const unseen = el.getAttribute('display') === 'none' || style.display === 'none' || Number(style.opacity) === 0
      || el.classList.contains('store-name');
    if (unseen && el !== live) {
      drop.push(out);
      continue;
    }
    for (const prop of declared(el)) out.setAttribute(prop, style.getPropertyValue(prop));
  }
  for (const out of drop) out.remove();
  // Ids renamed, and the references to them; classes, data, roles, focus and labels dropped.
  const ids = new Map();
  for (const el of copy.querySelectorAll('[id]')) {
    ids.set(el.id, prefix + el.id);
    el.id = prefix + el.id;
  }
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    for (const { name, value } of [...el.attributes]) {
      if (name === 'class' || name === 'role' || name === 'tabindex' || name.startsWith('aria-') || name.startsWith('data-')) {
        el.removeAttribute(name);
      } else if (value.includes('url(#')) {
        el.setAttribute(name, value.replace(/url\(#([^)]+)\)/g, (m, id) => (ids.has(id) ? `url(#${ids.get(id)})` : m)));
      }
    }
  }
  copy.setAttribute('class', live.classList.contains('vertical') ? 'first-board vertical' : 'first-board');
  copy.setAttribute('focusable', 'false');
  return copy.outerHTML;
}

/** The first paint: a skeleton of the page's layout (the program's own classes) around the two drawings. */
export function firstPaint(boards) {
  return [
    START,
    '<div class="first-paint" aria-hidden="true">',
    '<header class="top"><div class="brand"><h1>Wari</h1></div></header><ul class="notices"></ul>',
    '<div class="layout"><section class="play"><div class="modes"></div>',
    `<div class="board-holder">${boards.join('')}</div>`,
    '<p class="status"></p><div class="bar"></div></section></div>',
    '</div>',
    END,
  ].join('\n');
}

/** The drawings of the game served at `origin`, one per view. */
export async function drawBoards(browser, origin) {
  const boards = [];
  for (const view of VIEWS) {
    const context = await browser.newContext({ viewport: view.viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(new URL(PAGE, origin).href);
    await page.locator('svg.board [data-pit]').first().waitFor();
    boards.push(await page.evaluate(copyBoard, `first-${view.name}-`));
    await context.close();
  }
  return boards;
}

/** The part of an index.html between the markers (null when there is none). */
export function drawnIn(html) {
  const a = html.indexOf(START);
  const b = html.indexOf(END);
  return a < 0 || b < a ? null : html.slice(a, b + END.length);
}

async function main() {
  const port = Number(process.env.E2E_PORT || 4173) + 11;
  const server = spawn(process.execPath, [fileURLToPath(new URL('server.mjs', import.meta.url)), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ok) => server.stdout.once('data', ok));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const block = firstPaint(await drawBoards(browser, `http://127.0.0.1:${port}/`));
    const file = fileURLToPath(new URL('../index.html', import.meta.url));
    const html = readFileSync(file, 'utf8');
    const old = drawnIn(html);
    if (old === null) throw new Error(`index.html has no ${START} ... ${END} markers`);
    writeFileSync(file, html.replace(old, block));
    console.log(old === block ? 'index.html: the first board is up to date' : `index.html: first board written (${block.length} bytes); build again`);
  } finally {
    await browser.close();
    server.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
