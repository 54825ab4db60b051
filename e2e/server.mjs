// A small static server for the browser tests and the load benchmark, serving ../dist (or the folder in
// $WARI_DIST) like a plain production web server: gzip or brotli when the browser accepts it (compressed once
// per file version and kept in memory), an ETag and `Cache-Control: no-cache` (the browser may keep a file but
// asks each time whether it changed; a 304 costs one round trip). It serves
//   /              the game as a site's root
//   /sub/folder/   the same files from a sub-folder (as on a school or blog server)
//   /csp/          the same files with a strict Content-Security-Policy header
//   /fixtures/     e2e/fixtures/
// Usage: node server.mjs [port]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, gzip as gzipCallback, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';

const here = dirname(fileURLToPath(import.meta.url));
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
const dist = resolve(process.env.WARI_DIST || resolve(here, '..', 'dist'));
const fixtures = resolve(here, 'fixtures');
const port = Number(process.argv[2] || process.env.PORT || 4173);

export const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; worker-src 'self'; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'";

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8', '.md': 'text/plain; charset=utf-8',
  // The language files (i18n/<code>.ftl): text, compressed like the others (22 KB -> 7.5 KB).
  '.ftl': 'text/plain; charset=utf-8',
};
// WARI_ENCODINGS: the encodings offered, best first (default "gzip"; "br,gzip" adds brotli, whose -11 takes seconds
// for the wasm module on a busy machine: the load benchmark's --encoding br).
const offered = (process.env.WARI_ENCODINGS || 'gzip').split(',').map((e) => e.trim()).filter((e) => e === 'br' || e === 'gzip');
const compressible = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.svg', '.json', '.webmanifest', '.txt', '.md', '.ftl']);

function route(pathname) {
  const mounts = [['/fixtures/', fixtures, false], ['/sub/folder/', dist, false], ['/csp/', dist, true], ['/', dist, false]];
  for (const [prefix, root, csp] of mounts) {
    if (pathname.startsWith(prefix)) return { root, rel: pathname.slice(prefix.length), csp };
  }
  return null;
}

/**
 * Compressed bodies by file, size and modification time: each version is compressed once, off the event loop (a
 * brotli -11 of the wasm module takes seconds), and requests arriving meanwhile share the same work.
 */
const packed = new Map();
function encoded(file, info, body, encoding) {
  const key = `${file}\0${info.size}\0${info.mtimeMs}\0${encoding}`;
  let out = packed.get(key);
  if (!out) {
    out = encoding === 'br'
      ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzip(body, { level: 9 });
    packed.set(key, out);
  }
  return out;
}

/** The encoding to send: brotli, then gzip, when the request accepts it (q=0 refuses). */
function pick(acceptEncoding) {
  const accepted = new Map(String(acceptEncoding || '').split(',').map((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return [name, q ? Number(q.slice(2)) : 1];
  }));
  for (const e of offered) if ((accepted.get(e) ?? 0) > 0) return e;
  return null;
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://localhost');
    const r = route(decodeURIComponent(url.pathname));
    if (!r) { res.writeHead(404).end('not found'); return; }
    let file = normalize(join(r.root, r.rel));
    if (!file.startsWith(r.root)) { res.writeHead(403).end('forbidden'); return; }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file);
    }
    const body = await readFile(file);
    const ext = extname(file);
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
    const headers = { 'Content-Type': types[ext] || 'application/octet-stream', 'Cache-Control': 'no-cache', ETag: etag };
    if (r.csp) headers['Content-Security-Policy'] = CSP;
    if (req.headers['if-none-match'] === etag) { res.writeHead(304, headers).end(); return; }
    const encoding = compressible.has(ext) ? pick(req.headers['accept-encoding']) : null;
    if (compressible.has(ext)) headers.Vary = 'Accept-Encoding';
    if (encoding) {
      headers['Content-Encoding'] = encoding;
      const packedBody = await encoded(file, info, body, encoding);
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : packedBody);
    } else {
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
    }
  } catch {
    res.writeHead(404).end('not found');
  }
});
// Longer than any client keeps an idle connection, so a reused connection is never closed under a request.
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`serving ${dist} on http://127.0.0.1:${port}/`));
