// The service worker: after one visit, the game opens and plays with no network, the computer
// included (its worker and the wasm module are kept too).
//
// - On install it keeps every file of this build (BUILD.files, relative to this file) in a cache of its own
//   version (BUILD.version, a hash of the files): each is fetched past the HTTP cache and checked against its
//   SHA-256 (Subresource Integrity), so a half-updated server can never mix two builds; if any fails, the
//   install fails and the old version stays.
// - It answers the kept files from that cache (the page, its scripts, the wasm module, styles, icons) and lets
//   every other request go to the network. Opening the game (a navigation to this folder or its index.html,
//   whatever the query) is answered with the kept index.html.
// - A new build has another sw.js, which the browser finds on the next visit: it installs beside the old one
//   and waits; the page (www/offline.js) tells the player, who may switch at once ("skip-waiting"), and
//   otherwise it takes over on the next visit. On taking over it deletes the old version's cache.
// - Several copies of the game on one site (e.g. /a/ and /b/) keep apart: caches are named by scope.
// - BUILD.enabled false (WARI_OFFLINE=off at build time): this worker removes an earlier installation (its
//   caches and its registration) and answers nothing.
//
// scripts/offline.py writes the BUILD line below into dist/sw.js (Trunk's post_build hook); this source is
// never served as it is.
const BUILD = { version: 'source', enabled: false, files: [] };

const PREFIX = `wari:${self.registration.scope}:`;
const CACHE = PREFIX + BUILD.version;
const url = (path) => new URL(path, self.location).href;
const INDEX = url('./');
/** The kept files' URLs (no query). */
const KEPT = new Set(BUILD.files.map(([path]) => url(path)));

self.addEventListener('install', (event) => {
  if (!BUILD.enabled) {
    self.skipWaiting();
    return;
  }
  event.waitUntil(precache());
});

async function precache() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(BUILD.files.map(async ([path, integrity]) => {
      const response = await fetch(new Request(url(path), { cache: 'no-cache', integrity }));
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      // A redirected response cannot answer a navigation: keep a plain copy.
      const kept = response.redirected
        ? new Response(await response.blob(), { status: response.status, headers: response.headers })
        : response;
      await cache.put(url(path), kept);
    }));
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && (key !== CACHE || !BUILD.enabled)) await caches.delete(key);
    }
    if (BUILD.enabled) {
      await self.clients.claim();
    } else {
      await self.registration.unregister();
    }
  })());
});

self.addEventListener('message', (event) => {
  const kind = event.data && event.data.kind;
  if (kind === 'skip-waiting') self.skipWaiting();
  if (kind === 'version' && event.ports[0]) event.ports[0].postMessage(BUILD.version);
});

self.addEventListener('fetch', (event) => {
  if (!BUILD.enabled || event.request.method !== 'GET') return;
  const address = new URL(event.request.url);
  address.search = '';
  address.hash = '';
  let key = address.href;
  if (event.request.mode === 'navigate') {
    if (key === INDEX || key === url('./index.html')) key = INDEX;
    else return;
  }
  if (!KEPT.has(key)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(key, { ignoreVary: true });
    return kept || fetch(event.request);
  })());
});
