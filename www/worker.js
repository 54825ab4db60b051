// The computer player's Web Worker: runs the Rust engine (../wari-engine.js + ../wari-engine_bg.wasm: the computer's own
// wasm module, built from the same crate with the cargo feature `engine`; Trunk writes them next to
// index.html) off the page's thread, so the page never freezes while the computer thinks.
//
// The page posts typed requests as JSON text ({"prepare":{"rules":..}} or {"think":{"id":..,..}}); the engine's
// ai_handle reads each one and posts its replies (progress / ready / info / result / refused) as JSON text. See
// src/web/worker_api.rs and src/web/engine.rs. If this script itself fails, it says so with {"crashed":{"message":..}}.
import init, { ai_handle } from '../wari-engine.js';

const ready = init();
const post = (reply) => self.postMessage(reply);

self.onmessage = async (event) => {
  try {
    await ready;
    ai_handle(event.data, post);
  } catch (e) {
    post(JSON.stringify({ crashed: { message: String(e && e.message ? e.message : e) } }));
  }
};
