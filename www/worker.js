// The computer player's Web Worker: runs the Rust engine (../wari.js + ../wari_bg.wasm, written by Trunk next to
// index.html) off the page's thread, so the page never freezes while the computer thinks.
//
// The page posts JSON strings: {"kind":"prepare","rules":"..."} or {"kind":"think","request":{...}}.
// The worker posts JSON strings back: progress / ready / info / result / error (see src/web/worker_api.rs).
import init, { ai_prepare, ai_think } from '../wari.js';

const ready = init();
const post = (text) => self.postMessage(text);

self.onmessage = async (event) => {
  let id = 0;
  try {
    await ready;
    const msg = JSON.parse(event.data);
    if (msg.kind === 'prepare') {
      post(ai_prepare(msg.rules, post));
    } else if (msg.kind === 'think') {
      id = msg.request.id;
      post(ai_think(JSON.stringify(msg.request), post));
    }
  } catch (e) {
    post(JSON.stringify({ kind: 'error', id, message: String(e && e.message ? e.message : e) }));
  }
};
