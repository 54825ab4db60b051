// The computer player inside the page, for when no Web Worker can run it (src/web/computer.rs imports this file
// through wasm-bindgen). The page's own wasm module holds no search: the computer's module (wari-engine.js and
// wari-engine_bg.wasm beside index.html, the same files www/worker.js loads) is loaded into the page on first
// use and answers the same JSON texts, calling `post` with the text of each reply, later than this call.
let engine = null;

export function engine_in_page(request, post) {
  engine ??= import(new URL('wari-engine.js', document.baseURI).href).then(async (m) => {
    await m.default({ module_or_path: new URL('wari-engine_bg.wasm', document.baseURI) });
    return m;
  });
  engine.then((m) => m.ai_handle(request, post)).catch((e) => {
    engine = null; // the next request tries again
    post(JSON.stringify({ crashed: { message: String(e && e.message ? e.message : e) } }));
  });
}
