import { FluentBundle, FluentResource } from '@fluent/bundle';
import type { Pattern } from '@fluent/bundle/esm/ast.js';
import { readFileSync, readdirSync } from 'node:fs';

// The page's words as the tests expect them: read from the language files (i18n/<code>.ftl) with fluent.js,
// the reference implementation of Fluent, never copied into the tests. The page formats the same files with
// its own reader, so a test that passes shows both agree.

const dir = new URL('../i18n/', import.meta.url);

/** The languages with a file, English first. */
export const languages: string[] = readdirSync(dir)
  .filter((f) => f.endsWith('.ftl'))
  .map((f) => f.replace(/\.ftl$/, ''))
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

type Args = Record<string, string | number>;
/** A message (`id` or `id.attribute`) formatted with its arguments. */
export type Texts = (id: string, args?: Args) => string;

function bundle(lang: string): FluentBundle {
  const b = new FluentBundle(lang, { useIsolating: false });
  const errors = b.addResource(new FluentResource(readFileSync(new URL(`${lang}.ftl`, dir), 'utf8')));
  if (errors.length) throw new Error(`${lang}.ftl: ${errors.join('; ')}`);
  return b;
}

/** The words of `lang`: `t('to-move', { player: 'south' })`. A missing message or value fails the test. */
export function texts(lang: string): Texts {
  const b = bundle(lang);
  return (id, args = {}) => {
    const [name, attr] = id.split('.');
    const message = b.getMessage(name);
    const pattern = attr ? message?.attributes[attr] : message?.value;
    if (!pattern) throw new Error(`${lang}.ftl has no ${id}`);
    const errors: Error[] = [];
    const text = b.formatPattern(pattern, args, errors);
    if (errors.length) throw new Error(`${lang} ${id}: ${errors.join('; ')}`);
    return text;
  };
}

/** What a move did, as the page composes it (crates/ui/src/i18n/sentences.rs, `move_sentence`). */
export function moveSentence(t: Texts, player: 'south' | 'north', pit: string,
  captures: [number, string][] = [], opts: { grandSlam?: boolean; uncaptured?: boolean; extraTurn?: boolean } = {}): string {
  const items = captures.map(([count, at], i) => t(i === 0 ? 'move-capture-first' : 'move-capture-next', { count, pit: at }));
  const list = items.length > 1 ? t('list-and', { items: items.slice(0, -1).join(', '), last: items[items.length - 1] }) : items[0];
  let s = items.length
    ? t(opts.grandSlam ? 'move-grand-slam' : 'move-captured', { player, pit, captures: list })
    : t(opts.uncaptured ? 'move-grand-slam-uncaptured' : 'move-sown', { player, pit });
  if (opts.extraTurn) s = t('move-extra-turn', { move: s, player });
  return t('move-sentence', { move: s });
}

/** The texts of every message of English, split at its placeables (variants too): the pieces of English
 * sentences that no page in another language may show. Only pieces of three words or more. */
export function englishPieces(): string[] {
  const b = bundle('en');
  const pieces = new Set<string>();
  const walk = (p: Pattern | undefined) => {
    if (p === undefined) return;
    if (typeof p === 'string') return add(p);
    for (const e of p) {
      if (typeof e === 'string') add(e);
      else if (e.type === 'select') e.variants.forEach((v) => walk(v.value));
    }
  };
  const add = (s: string) => {
    for (const piece of s.split(/[.;:()“”'’]/)) {
      const words = piece.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w));
      if (words.length >= 3) pieces.add(words.join(' '));
    }
  };
  for (const line of readFileSync(new URL('en.ftl', dir), 'utf8').split('\n')) {
    const id = /^([a-z][a-z0-9-]*) =/.exec(line)?.[1];
    if (!id) continue;
    const m = b.getMessage(id)!;
    walk(m.value ?? undefined);
    Object.values(m.attributes).forEach(walk);
  }
  return [...pieces];
}
