// The computer player's Web Worker: runs the Rust engine (../wari-worker.js + ../wari-worker_bg.wasm: the computer's own
// wasm module, the crate crates/worker; Trunk writes them next to index.html) off the page's thread, so the page
// never freezes while the computer thinks.
//
// The page posts typed requests as objects ({prepare: {rules}} or {think: {id, ..}}); the engine's ai_handle reads
// each one and posts its replies (progress / ready / info / result / refused) as objects. See
// crates/engine/src/protocol.rs and crates/worker/src/lib.rs. If this script itself fails, it says so with
// {crashed: {message}}.
//
// The opening book: before a request, ai_book_wanted names the file it wants fetched first (the first move
// of the strongest level in abapa: ../abapa.bin), and ai_book gets its bytes, or none when the fetch failed
// (the computer then plays without a book). Requests are handled one after the other, in order, even while
// the book is being fetched.
import init, { ai_handle, ai_book_wanted, ai_book } from '../wari-worker.js';

const post = (reply) => self.postMessage(reply);

async function fetchBook(file) {
  try {
    const response = await fetch(new URL(`../${file}`, import.meta.url));
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : new Uint8Array();
  } catch {
    return new Uint8Array();
  }
}

const ready = init();

// Never rejects: a failure is answered with a crash report, and the next request is still handled.
async function answer(message) {
  try {
    await ready;
    const book = ai_book_wanted(message);
    if (book) ai_book(await fetchBook(book));
    ai_handle(message, post);
  } catch (e) {
    post({ crashed: { message: String(e && e.message ? e.message : e) } });
  }
}

let queue = Promise.resolve();
self.onmessage = (event) => {
  queue = queue.then(() => answer(event.data));
};
