// A tiny static server for the browser tests: serves ../dist at
//   /              the game as a site's root
//   /sub/folder/   the same files from a sub-folder (as on a school or blog server)
//   /csp/          the same files with a strict Content-Security-Policy header
// and e2e/fixtures/ at /fixtures/. Usage: node server.mjs [port]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(here, '..', 'dist');
const fixtures = resolve(here, 'fixtures');
const port = Number(process.argv[2] || process.env.PORT || 4173);

export const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; worker-src 'self'; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'";

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.json': 'application/json', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.md': 'text/plain; charset=utf-8',
};

function route(pathname) {
  const mounts = [['/fixtures/', fixtures, false], ['/sub/folder/', dist, false], ['/csp/', dist, true], ['/', dist, false]];
  for (const [prefix, root, csp] of mounts) {
    if (pathname.startsWith(prefix)) return { root, rel: pathname.slice(prefix.length), csp };
  }
  return null;
}

createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://localhost');
    const r = route(decodeURIComponent(url.pathname));
    if (!r) { res.writeHead(404).end('not found'); return; }
    let file = normalize(join(r.root, r.rel));
    if (!file.startsWith(r.root)) { res.writeHead(403).end('forbidden'); return; }
    if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    const headers = { 'Content-Type': types[extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-store' };
    if (r.csp) headers['Content-Security-Policy'] = CSP;
    res.writeHead(200, headers).end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}).listen(port, '127.0.0.1', () => console.log(`serving ${dist} on http://127.0.0.1:${port}/`));
