// Offline play, started by www/boot.js once the game is up: registers the service worker (../sw.js,
// whose scope is the game's folder, so dist/ works from any folder) and tells the player when a new version is
// ready, in the page's language (the words come from the program's language strings: update_words()).
//
// It registers nothing
// - in a frame (an embedded board, embed=1, or any page framed by another): a board inside another site would
//   get a separate, partitioned copy of the whole game for each site that embeds it, for a board that is only
//   ever used online there; a visit to the game itself is what makes it work offline;
// - when the build switched offline play off (WARI_OFFLINE=off: <html data-offline="off">); then it also
//   removes an earlier installation of this folder.
import { update_words } from '../wari.js';

const folder = new URL('../', import.meta.url).href;
const PREFIX = `wari:${folder}:`;

/** Removes this folder's service worker and caches (offline play switched off). */
async function removeInstallation() {
  const registration = await navigator.serviceWorker.getRegistration(folder);
  if (registration && registration.scope === folder) await registration.unregister();
  for (const key of await caches.keys()) if (key.startsWith(PREFIX)) await caches.delete(key);
}

/** The banner that says a new version is ready, with a button that switches to it at once. */
function announce(waiting, onAccept) {
  if (document.getElementById('update-banner')) return;
  const text = document.createElement('p');
  const use = document.createElement('button');
  const close = document.createElement('button');
  const words = () => {
    const [ready, now, dismiss] = update_words().split('\u001f');
    text.textContent = ready;
    use.textContent = now;
    close.textContent = dismiss;
  };
  words();
  use.type = 'button';
  use.className = 'primary';
  close.type = 'button';
  const banner = document.createElement('div');
  banner.id = 'update-banner';
  banner.className = 'update-banner';
  banner.setAttribute('role', 'status');
  banner.append(text, use, close);
  use.addEventListener('click', () => {
    use.disabled = true;
    onAccept();
    waiting.postMessage({ kind: 'skip-waiting' });
  });
  close.addEventListener('click', () => banner.remove());
  // The player may change the language while the banner shows.
  new MutationObserver(words).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  document.body.append(banner);
}

async function register() {
  const registration = await navigator.serviceWorker.register(new URL('../sw.js', import.meta.url), { scope: folder });
  let accepted = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The new version took over because the player asked: load it (the game in progress is saved).
    if (accepted) location.reload();
  });
  const offer = (worker) => {
    // Only an update: the first installation has nothing to replace.
    if (worker && navigator.serviceWorker.controller) announce(worker, () => { accepted = true; });
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  // A page left open for days (a classroom tablet) still hears of a new version.
  setInterval(() => registration.update().catch(() => {}), 60 * 60 * 1000);
}

/** Starts offline support for this page, if it applies. */
export function start() {
  if (!('serviceWorker' in navigator)) return;
  if (document.documentElement.dataset.offline === 'off') {
    removeInstallation().catch((e) => console.warn('offline play: could not remove', e));
    return;
  }
  if (window.top !== window.self || document.body.classList.contains('embed')) return;
  const go = () => register().catch((e) => console.warn('offline play: not available', e));
  // After the page has loaded, so that nothing competes with the game's own files.
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
