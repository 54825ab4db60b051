/*
 * Wari embed script: turns every <div data-wari ...></div> of a page into a Wari board in an <iframe>.
 *
 *   <div data-wari data-variant="abapa" data-lang="es"></div>
 *   <script src="https://your.site/wari/www/embed.js" async></script>
 *
 * Attributes (all optional, the same as the game's URL parameters): data-variant (a preset id such as abapa,
 * numeros, hu-wari, or a rules text "pits=5 seeds=3 captures=2,3"), data-lang (en, es, hu, pl), data-south and
 * data-north (human, ai-1 ... ai-6), data-flip (0/1), data-controls (0 hides the buttons), data-position (a
 * starting position such as 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S, for puzzles), data-moves (a game string), and
 * data-title (the frame's accessible title), data-aspect (the frame's proportions until it reports its height,
 * e.g. 640/335, as the game's embed dialog writes it). Any other attribute is ignored; a value of the wrong shape is
 * left out with a warning in the console. Values only ever go into the frame's URL, encoded.
 *
 * The game is found next to this script (../ from www/embed.js), so it works from any folder of any site.
 * Each frame reports its content height (postMessage {type: "wari:height"}); messages are matched to their
 * own frame by event.source, so several boards can share a page. Until the first message arrives, CSS
 * aspect-ratio (data-aspect, else 2:1) gives the frame a sensible height; the script knows nothing of the board's
 * geometry.
 */
(function () {
  'use strict';
  // This script's own address (a last script tag named embed.js when currentScript is unknown).
  var script = document.currentScript;
  if (!script || !script.src) {
    var tags = document.querySelectorAll('script[src*="embed.js"]');
    script = tags.length ? tags[tags.length - 1] : null;
  }
  if (!script || !script.src) return;
  var game = new URL('../', script.src);
  var registry = (window.__wariEmbed = window.__wariEmbed || { frames: [], listening: false });

  // The parameters a page may set, each with the shape its value must have.
  var PARAMS = {
    variant: /^[A-Za-z0-9 =,;:+.\-]{1,200}$/,
    lang: /^[A-Za-z]{2}([-_][A-Za-z]{2})?$/,
    south: /^(human|ai|computer|ai-?[0-9]{1,2})$/i,
    north: /^(human|ai|computer|ai-?[0-9]{1,2})$/i,
    flip: /^(0|1|true|false|yes|no)$/i,
    controls: /^(0|1|true|false|yes|no)$/i,
    // Up to 4 rows of 12 pits (moruba: 48 pits, letters A-X and a-x) and the two stores.
    position: /^[0-9]{1,3}(-[0-9]{1,3}){7,49}-[SN]\+?$/,
    moves: /^[A-Xa-x]{1,1000}$/
  };

  // Until the frame reports its height: the proportions the embed dialog wrote (data-aspect="640/335", from the
  // game's board geometry), or a plain 2:1.
  var ASPECT = /^([0-9]{2,4}) ?\/ ?([0-9]{2,4})$/;
  function aspect(div) {
    var m = ASPECT.exec((div.getAttribute('data-aspect') || '').trim());
    return m ? m[1] + ' / ' + m[2] : '2 / 1';
  }

  function frameFor(div) {
    var query = new URLSearchParams();
    query.set('embed', '1');
    Object.keys(PARAMS).forEach(function (name) {
      var value = div.getAttribute('data-' + name);
      if (value === null) return;
      value = value.trim();
      if (PARAMS[name].test(value)) {
        query.set(name, value);
      } else {
        console.warn('Wari embed: data-' + name + ' has a value the game cannot use; it is left out.');
      }
    });
    var iframe = document.createElement('iframe');
    iframe.src = new URL('?' + query.toString(), game).href;
    var title = (div.getAttribute('data-title') || '').trim().slice(0, 120);
    iframe.title = title || 'Wari board' + (query.get('variant') ? ': ' + query.get('variant') : '');
    iframe.setAttribute('loading', 'lazy');
    iframe.setAttribute('allow', 'clipboard-write');
    iframe.className = 'wari-frame';
    var s = iframe.style;
    s.display = 'block';
    s.width = '100%';
    s.border = '0';
    s.aspectRatio = aspect(div);
    return iframe;
  }

  function onMessage(e) {
    var data = e.data;
    if (!data || typeof data !== 'object' || data.type !== 'wari:height') return;
    var height = Number(data.height);
    if (!isFinite(height) || height < 50 || height > 5000) return;
    for (var i = 0; i < registry.frames.length; i++) {
      var f = registry.frames[i];
      if (f.contentWindow === e.source && e.origin === new URL(f.src).origin) {
        f.style.aspectRatio = 'auto';
        f.style.height = Math.ceil(height) + 'px';
        f.setAttribute('data-wari-height', String(Math.ceil(height)));
        return;
      }
    }
  }

  function mount() {
    var divs = document.querySelectorAll('div[data-wari]:not([data-wari-ready])');
    for (var i = 0; i < divs.length; i++) {
      var div = divs[i];
      div.setAttribute('data-wari-ready', '');
      var iframe = frameFor(div);
      while (div.firstChild) div.removeChild(div.firstChild);
      div.appendChild(iframe);
      registry.frames.push(iframe);
    }
  }

  if (!registry.listening) {
    registry.listening = true;
    window.addEventListener('message', onMessage);
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', mount);
  } else {
    mount();
  }
})();
