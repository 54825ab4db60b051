// The computer player's worker: runs the Rust engine (../wari-worker.js + ../wari-worker_bg.wasm: the computer's own
// wasm module, the crate crates/worker; Trunk writes them next to index.html) off the page's thread, so the page
// never freezes while the computer thinks.
//
// One computer per page: the page starts this script as a SharedWorker where the browser has one, so every board
// of a page (and of the site's other pages and same-origin iframes) talks to this one worker through a port of its
// own, and shares its memory, its opening book and its endgame tables; else as a Web Worker of its own, which is
// one board's. Each board's requests wait in a queue of their own, and the queues take turns (round-robin): a
// board waits for at most one request of each other board (a search is bounded by its level's time, 1.5 s at the
// strongest). A board's newer move request replaces its older one still waiting (the page waits only for the
// latest).
//
// The page posts typed requests as objects ({prepare: {rules}} or {think: {id, ..}}); the engine's ai_handle reads
// each one and posts its replies (progress / ready / info / result / refused) as objects. See
// crates/engine/src/protocol.rs and crates/worker/src/lib.rs. If this script itself fails, it says so with
// {crashed: {message}}.
//
// The opening book: before a request, ai_book_wanted names the file it wants fetched first (the first move
// of the strongest level in abapa: ../abapa.bin), and ai_book gets its bytes, or none when the fetch failed
// (the computer then plays without a book).
//
// The endgame tables, built once per browser: before a preparation, ai_tables_wanted names the entry they are
// kept under in Cache Storage ('wari-tables', keyed by the rules and the tables' version); kept bytes go to
// ai_tables, which reads them only when their header, length and checksum are right; else ai_handle builds them
// and ai_tables_bytes gives them to keep.
import init, { ai_handle, ai_book_wanted, ai_book, ai_tables_wanted, ai_tables, ai_tables_bytes } from '../wari-worker.js';

async function fetchBook(file) {
  try {
    const response = await fetch(new URL(`../${file}`, import.meta.url));
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : new Uint8Array();
  } catch {
    return new Uint8Array();
  }
}

const STORE = 'wari-tables';
// The address an entry is kept under (Cache Storage keys are addresses; nothing is fetched from it).
const entry = (name) => new URL(`../${name}`, import.meta.url).href;

async function keptTables(name) {
  try {
    const response = await (await caches.open(STORE)).match(entry(name));
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

async function keepTables(name, bytes) {
  try {
    if (bytes.length) await (await caches.open(STORE)).put(entry(name), new Response(bytes));
  } catch {
    // No storage (a private window, no secure context): built again next time.
  }
}

const ready = init();

// Never rejects: a failure is answered with a crash report, and the next request is still handled.
async function answer(message, post) {
  try {
    await ready;
    const book = ai_book_wanted(message);
    if (book) ai_book(await fetchBook(book));
    const tables = ai_tables_wanted(message);
    const kept = tables && (await keptTables(tables));
    const read = kept && ai_tables(message, kept);
    ai_handle(message, post);
    if (tables && !read) await keepTables(tables, ai_tables_bytes(message));
  } catch (e) {
    post({ crashed: { message: String(e && e.message ? e.message : e) } });
  }
}

/** The boards asking, each with its queue; `turn`: the board whose request goes next if it has one. */
const boards = [];
let turn = 0;
let running = false;

function next() {
  for (let i = 0; i < boards.length; i++) {
    const board = boards[(turn + i) % boards.length];
    if (board.queue.length) {
      turn = (turn + i + 1) % boards.length;
      return [board.queue.shift(), board.post];
    }
  }
  return null;
}

async function run() {
  if (running) return;
  running = true;
  for (let job = next(); job; job = next()) await answer(...job);
  running = false;
}

function connect(port, post) {
  const board = { queue: [], post };
  boards.push(board);
  port.onmessage = (event) => {
    const message = event.data;
    if (message && message.think) board.queue = board.queue.filter((m) => !(m && m.think));
    board.queue.push(message);
    run();
  };
}

if (typeof SharedWorkerGlobalScope !== 'undefined' && self instanceof SharedWorkerGlobalScope) {
  self.onconnect = (event) => {
    const port = event.ports[0];
    connect(port, (reply) => port.postMessage(reply));
  };
} else {
  connect(self, (reply) => self.postMessage(reply));
}
