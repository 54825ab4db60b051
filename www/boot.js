// Starts the game: loads the Rust engine and page (../wari.js and ../wari_bg.wasm, written by Trunk next to
// index.html). It is a file, not Trunk's inline loader (Trunk.toml: inject_scripts = false), so the page runs
// under a strict Content-Security-Policy without 'unsafe-inline': script-src 'self' 'wasm-unsafe-eval'
// (the README's policy, "Host it anywhere, play offline").
//
// When the program cannot start at all (no WebAssembly, a blocked or missing file, an error while starting),
// the page shows the same error box as after a Rust panic (src/runtime/error_box.rs), with the reason and a link that
// starts afresh, instead of staying on "Loading…". Text is only ever set with textContent.
//
// A Rust panic: the module's panic hook shows the box with the panic's message, then the module stops with a
// WebAssembly trap (a WebAssembly.RuntimeError) thrown to whoever called it. For a trap that no hook saw (a stack
// overflow, say), nobody caught (an event handler's, a timer's, a promise's) or one while starting, this script
// shows the same box (error-title, error-text, new-game, in the page's language) with the trap's message.
import init, { page_engine, page_printer } from '../wari.js';

// The error box's words come from the language files (i18n/<code>.ftl: error-title, load-error-text or
// error-text, new-game, plain one-line messages); these are only for when no file can be read either.
const FALLBACK = {
  'error-title': 'Something went wrong',
  'load-error-text': 'The game could not start in this browser.',
  'error-text': 'The game met an error it did not expect.',
  'new-game': 'New game',
};

// The words shown before the program starts, in every language: {code: {message id: text}}. Written into the
// build from i18n/<code>.ftl by scripts/boot_words.py (index.html marks their places with data-words).
const WORDS = {};

/** The saved game's language (src/features/game/storage.rs: JSON under "wari.session"), if any. */
function savedLanguage() {
  try {
    return JSON.parse(localStorage.getItem('wari.session') || 'null')?.lang ?? null;
  } catch (e) {
    return null;
  }
}

/** The languages the page may be in, as the program chooses: the link's, the saved game's, the browser's. */
function wanted() {
  const codes = [new URLSearchParams(location.search).get('lang'), savedLanguage(), ...(navigator.languages || [navigator.language])];
  const primary = codes.map((c) => String(c || '').toLowerCase().split(/[-_]/)[0]).filter((c) => /^[a-z]{2,3}$/.test(c));
  return [...new Set([...primary, 'en'])];
}

/**
 * Puts the words shown before the program starts (the loading line, the description) in the page's language;
 * returns that language's code.
 */
function earlyWords() {
  const code = wanted().find((c) => WORDS[c]);
  if (!code) return null;
  document.documentElement.lang = code;
  for (const el of document.querySelectorAll('[data-words]')) {
    const text = WORDS[code][el.getAttribute('data-words')];
    if (!text || el.tagName === 'NOSCRIPT') continue;
    if (el.tagName === 'META') el.setAttribute('content', text);
    else el.textContent = text;
  }
  return code;
}

/**
 * Asks now for the file of the page's language when it is not English (compiled into the program): the program
 * fetches `i18n/<code>.ftl` before it builds the page (crates/ui/src/i18n/mod.rs, `load`), one round trip after
 * its module has arrived; preloaded, the file comes while the module is still on its way.
 */
function preloadWords(code) {
  if (!code || code === 'en') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = new URL(`../i18n/${code}.ftl`, import.meta.url).href;
  document.head.append(link);
}

/**
 * The error box's title, text (`load-error-text` or `error-text`) and link in the page's language, else the first
 * wanted language that has a file.
 */
async function errorWords(textId) {
  for (const code of [...new Set([document.documentElement.lang, ...wanted()])]) {
    try {
      const response = await fetch(new URL(`../i18n/${code}.ftl`, import.meta.url));
      if (!response.ok) continue;
      const file = await response.text();
      const message = (id) => file.match(new RegExp(`^${id} = (.+)$`, 'm'))?.[1];
      const words = ['error-title', textId, 'new-game'].map(message);
      if (words.every(Boolean)) return words;
    } catch (e) {
      // no file for this one: the next
    }
  }
  return ['error-title', textId, 'new-game'].map((id) => FALLBACK[id]);
}

/** A crash of the page's module: a WebAssembly trap. */
const isTrap = (error) => typeof WebAssembly === 'object' && error instanceof WebAssembly.RuntimeError;

/** Shows the error box once: for a crash (a trap) with the words of an error, else with those of a failed start. */
async function showError(error) {
  if (document.getElementById('error-box')) return; // the Rust panic hook has shown it already
  const [title, text, newGame] = await errorWords(isTrap(error) ? 'error-text' : 'load-error-text');
  if (document.getElementById('error-box')) return;
  const el = (tag, content) => {
    const e = document.createElement(tag);
    if (content !== undefined) e.textContent = content;
    return e;
  };
  const box = el('div');
  box.id = 'error-box';
  box.className = 'error-box';
  box.setAttribute('role', 'alert');
  const link = el('a', newGame);
  link.href = `${location.pathname}?reset=1`;
  link.className = 'button primary';
  box.append(el('h2', title), el('p', text), el('pre', String(error && error.message ? error.message : error)), link);
  document.body.prepend(box);
  const app = document.getElementById('app');
  if (app) {
    app.removeAttribute('aria-busy');
    app.querySelector('.loading')?.remove();
    app.querySelector('.first-paint')?.remove();
  }
}

preloadWords(earlyWords());
// A trap that nobody caught: the page's module has crashed (see the top of this file).
addEventListener('error', (event) => {
  if (isTrap(event.error)) showError(event.error);
});
addEventListener('unhandledrejection', (event) => {
  if (isTrap(event.reason)) showError(event.reason);
});
// The computer player inside the page, for when no Web Worker can run it (src/features/computer/client.rs): the page's module
// holds no search, so the computer's own module (../wari-worker.js and ../wari-worker_bg.wasm, the files
// www/worker.js loads) is loaded on first use and answers the same requests, calling `post` with each reply,
// later than this call; a crash report when it cannot be loaded (the next request tries again).
/** One of the build's other wasm modules: its glue (a URL) imported and its module `wasm` (next to it) started. */
async function otherModule(glue, wasm) {
  const m = await import(glue);
  await m.default({ module_or_path: new URL(wasm, import.meta.url) });
  return m;
}

let engine = null;
function enginePage(request, post) {
  engine ??= otherModule('../wari-worker.js', '../wari-worker_bg.wasm');
  engine.then((m) => m.ai_handle(request, post)).catch((e) => {
    engine = null;
    post({ crashed: { message: String(e && e.message ? e.message : e) } });
  });
}

// The print view and the puzzle worksheet (src/features/print/client.rs): a wasm module of their own (../wari-print.js and
// ../wari-print_bg.wasm) with its stylesheet (print.css), so that nothing of them is on the wire before the first
// move. It is loaded when the browser is idle a few seconds after the start, or at the first print if
// that comes sooner. `printPage(request, words, failed, atOnce)` hands it a print request (an object) and the
// words of the page's language: at once when it is loaded, else once it is, and `failed()` when it cannot be
// loaded (the next print tries again, the glue's address then with a query: a browser may keep a failed import
// for its address). A request `atOnce` (the browser's own print, Ctrl+P) cannot wait: before the module is
// loaded it is dropped and the browser prints the screen; the module loads for the next. A crash of the module
// (a trap) opens the error box like one of the page's.
let printer = null;
let printerReady = null;
let printCss = null;
let printTries = 0;
/** The print view's stylesheet (print.css), added once with the module; fails (and goes) when it cannot be read. */
function printStyles() {
  printCss ??= new Promise((loaded, failed) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL('./print.css', import.meta.url).href;
    link.onload = () => loaded();
    link.onerror = () => {
      link.remove();
      printCss = null;
      failed(new Error('print.css could not be loaded'));
    };
    document.head.append(link);
  });
  return printCss;
}
function loadPrinter() {
  if (!printer) {
    const glue = new URL(`../wari-print.js${printTries ? `?try=${printTries}` : ''}`, import.meta.url).href;
    printTries += 1;
    printer = Promise.all([otherModule(glue, '../wari-print_bg.wasm'), printStyles()]).then(([m]) => {
      printerReady = m;
      return m;
    });
    printer.catch(() => { printer = null; });
  }
  return printer;
}
function printPage(request, words, failed, atOnce) {
  if (printerReady) {
    try {
      printerReady.print_view(request, words);
    } catch (e) {
      setTimeout(() => { throw e; });
    }
    return;
  }
  if (atOnce) {
    loadPrinter().catch(() => {});
    return;
  }
  loadPrinter().then((m) => m.print_view(request, words), (e) => {
    console.warn('print view: not available', e);
    failed();
  });
}
/** Loads the print module once the page has been idle a while after the start. */
function preparePrinter() {
  const whenIdle = window.requestIdleCallback || ((f) => setTimeout(f, 0));
  setTimeout(() => whenIdle(() => loadPrinter().catch(() => {}), { timeout: 10000 }), 3000);
}

let started = false;
try {
  if (typeof WebAssembly !== 'object') throw new Error('this browser has no WebAssembly');
  await init({ module_or_path: new URL('../wari_bg.wasm', import.meta.url) });
  page_engine(enginePage);
  page_printer(printPage);
  started = true;
} catch (error) {
  console.error(error);
  await showError(error);
}
// Offline play (the service worker), once the game is up: www/offline.js.
if (started) {
  preparePrinter();
  import('./offline.js').then((m) => m.start()).catch((e) => console.warn('offline play: not available', e));
}
