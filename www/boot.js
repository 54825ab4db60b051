// Starts the game: loads the Rust engine and page (../wari.js and ../wari_bg.wasm, written by Trunk next to
// index.html). It is a file, not Trunk's inline loader (Trunk.toml: inject_scripts = false), so the page runs
// under a strict Content-Security-Policy without 'unsafe-inline': script-src 'self' 'wasm-unsafe-eval'
// (README, "Security").
//
// When the program cannot start at all (no WebAssembly, a blocked or missing file, an error while starting),
// the page shows the same error box as after a Rust panic (src/web/mod.rs), with the reason and a link that
// starts afresh, instead of staying on "Loading…". Text is only ever set with textContent.
import init from '../wari.js';

const TEXTS = {
  en: ['Something went wrong', 'The game could not start in this browser. Try a new game, or another browser; the message below helps us fix it.', 'New game'],
  es: ['Algo ha fallado', 'El juego no ha podido arrancar en este navegador. Prueba una nueva partida u otro navegador; el mensaje de abajo nos ayuda a corregirlo.', 'Nueva partida'],
  hu: ['Hiba történt', 'A játék nem tudott elindulni ebben a böngészőben. Próbálj új játszmát vagy másik böngészőt; a lenti üzenet segít kijavítani a hibát.', 'Új játszma'],
  pl: ['Coś poszło nie tak', 'Gra nie mogła się uruchomić w tej przeglądarce. Spróbuj nowej partii lub innej przeglądarki; komunikat poniżej pomoże nam naprawić błąd.', 'Nowa partia'],
};

function language() {
  const wanted = [new URLSearchParams(location.search).get('lang'), ...(navigator.languages || [navigator.language])];
  for (const code of wanted) {
    const primary = String(code || '').toLowerCase().split(/[-_]/)[0];
    if (primary in TEXTS) return primary;
  }
  return 'en';
}

function showLoadError(error) {
  if (document.getElementById('error-box')) return; // the Rust panic hook has shown it already
  const [title, text, newGame] = TEXTS[language()];
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

let started = false;
try {
  if (typeof WebAssembly !== 'object') throw new Error('this browser has no WebAssembly');
  await init({ module_or_path: new URL('../wari_bg.wasm', import.meta.url) });
  started = true;
} catch (error) {
  console.error(error);
  showLoadError(error);
}
// Offline play (the service worker), once the game is up: www/offline.js.
if (started) {
  import('./offline.js').then((m) => m.start()).catch((e) => console.warn('offline play: not available', e));
}
