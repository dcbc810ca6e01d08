/**
 * Field values as citation-js's BibTeX value grammar reads them, by the
 * fast readers of this folder (plain text as it is, LaTeX through latex.ts,
 * names through plain.ts), and by citation-js's grammar itself only for a
 * value those do not read.
 *
 * The text is what citation-js gives up to whitespace (runs are not
 * collapsed, nor the ends trimmed): every value ends in `cleanText`.
 */
import { parse as parseWithCitationJs } from '@citation-js/plugin-bibtex/lib/input/value.js';
import { PARTICLES } from '../names/person.js';
import type { CslName } from '../csl.js';
import { decodeLatexRaw } from './latex.js';
import { balanced, plainNames } from './plain.js';

/** A value citation-js's grammar rejects; the entry is then read from its raw fields. */
export class RejectedValue extends Error {}

/** Anything citation-js's grammar would change besides whitespace: braces, commands, math, `~`, ligatures. */
const NEEDS_DECODING = /[{}\\$~`]|--|''/;
/** All of that but braces. */
const LATEX = /[\\$~`]|--|''/;
const BRACES = /[{}]/g;
/** What citation-js's lexer fails on or treats specially in a verbatim value (DOI, URL). */
const VERBATIM_SPECIAL = /[{}\\$]/;
const URI_SAFE = /^[\w\-.!~*'();/?:@&=+$,#]*$/;

/**
 * citation-js's reading of one value as the given field: "note" for text,
 * "publisher" for a literal list, "author" for names, "doi" for verbatim text
 * and "url" for a URL.
 */
function citationJs(
  field: 'note' | 'publisher' | 'author' | 'doi' | 'url',
  value: string,
): unknown {
  try {
    return parseWithCitationJs(value, field);
  } catch {
    throw new RejectedValue();
  }
}

/** A name as citation-js's grammar gives it ("prefix" is the particle), as CSL. */
function cslName(name: unknown): CslName {
  const parts = (name ?? {}) as Record<string, unknown>;
  const csl: CslName = {};
  if (typeof parts.given === 'string') csl.given = parts.given;
  if (typeof parts.family === 'string') csl.family = parts.family;
  if (typeof parts.suffix === 'string') csl.suffix = parts.suffix;
  if (typeof parts.prefix === 'string') csl['non-dropping-particle'] = parts.prefix;
  return csl;
}

/** The value read by this package's readers: braces dropped, LaTeX decoded; undefined when they cannot. */
function decodeFast(raw: string): string | undefined {
  if (LATEX.test(raw)) return decodeLatexRaw(raw);
  return balanced(raw) ? raw.replace(BRACES, '') : undefined;
}

/** A text field (title, journal, year, date...). */
export function readText(raw: string): string {
  if (!NEEDS_DECODING.test(raw)) return raw;
  const fast = decodeFast(raw);
  if (fast !== undefined) return fast;
  const value = citationJs('note', raw);
  return typeof value === 'string' ? value : '';
}

/** Where citation-js splits a literal list ("A and B"), braces aside. */
const LIST_AND = /\s+and\s+/;

/**
 * A literal list (publisher, institution, organization, school). citation-js
 * splits "A and B" into a list (dropping an empty last item); the record
 * takes the whole text.
 */
export function readLiteralList(raw: string): string {
  if (!NEEDS_DECODING.test(raw) && !LIST_AND.test(raw)) return raw;
  const fast = LIST_AND.test(raw) ? undefined : decodeFast(raw);
  if (fast !== undefined) return fast;
  const value = citationJs('publisher', raw);
  if (Array.isArray(value)) return value.join(' and ');
  return typeof value === 'string' ? value : '';
}

/**
 * A name whose particles were braced into the given names ("{W.M.P. van der}
 * Aalst", written so to keep "van der" lowercase): BibTeX reads the group as
 * one given-name word, but the reader means "van der Aalst". Known particles
 * at the end of the given names become the name's particle.
 */
function particlesFromGiven(name: CslName): CslName {
  const { given, family } = name;
  if (!given || !family || name['non-dropping-particle'] !== undefined) return name;
  const words = given.split(/\s+/);
  let start = words.length;
  while (start > 0 && PARTICLES.has(words[start - 1] ?? '')) start--;
  if (start === words.length) return name;
  const result: CslName = { ...name, 'non-dropping-particle': words.slice(start).join(' ') };
  if (start > 0) result.given = words.slice(0, start).join(' ');
  else delete result.given;
  return result;
}

/** A word joined by hyphens to a lowercase part ("Leyva-del-Foyo"), outside braces. */
const HYPHENATED_LOWER = /(?<=^|[\s,~])[^\s,~{}\\]*-\p{Ll}[^\s,~{}\\]*(?=$|[\s,~])/gu;

/**
 * The name list with every word joined by hyphens to a lowercase part
 * braced. BibTeX's rules, and citation-js's grammar with them, split
 * "Leyva-del-Foyo" into a particle and a family name and lose a hyphen
 * ("Leyva-del Foyo", or "del Leyva-Foyo" in natural order): braced, the
 * name stays whole, as written.
 */
function protectHyphenated(raw: string): string {
  if (!raw.includes('-')) return raw;
  let result = '';
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= raw.length; i++) {
    const char = raw[i];
    if (i === raw.length || (char === '{' && depth === 0)) {
      result += raw.slice(start, i).replace(HYPHENATED_LOWER, '{$&}');
      start = i;
    }
    if (char === '\\') i++;
    else if (char === '{') depth++;
    else if (char === '}' && depth > 0 && --depth === 0) {
      result += raw.slice(start, i + 1);
      start = i + 1;
    }
  }
  return result;
}

/** A name list (author, editor). */
export function readNames(raw: string): CslName[] {
  const fast = plainNames(raw);
  if (fast !== undefined) return fast;
  const value = citationJs('author', protectHyphenated(raw));
  return Array.isArray(value) ? value.map((name) => particlesFromGiven(cslName(name))) : [];
}

/**
 * LaTeX escapes that exporters write in verbatim fields although LaTeX would
 * print them as they stand: Mendeley writes "10.1016/j.x.2019.103{\_}001" and
 * "a{\_}b?x=1{\&}y=2", JabRef "10.1000/a\_b". No DOI or URL holds a backslash.
 */
const VERBATIM_ESCAPE = /\{\\([_&%#$~])\}|\\([_&%#$~])/g;

function unescapeVerbatim(raw: string): string {
  return raw.includes('\\') ? raw.replace(VERBATIM_ESCAPE, '$1$2') : raw;
}

/** A verbatim field (DOI): the raw text, unless citation-js's lexer fails on it. */
export function readVerbatim(written: string): string {
  const raw = unescapeVerbatim(written);
  if (!VERBATIM_SPECIAL.test(raw)) return raw;
  const value = citationJs('doi', raw);
  return typeof value === 'string' ? value : '';
}

/** A "%" that does not start an escape, or a character a URL cannot hold as it is. */
const UNENCODED = /%(?![0-9a-fA-F]{2})|[^\w\-.!~*'();/?:@&=+$,#%]+/g;

/**
 * A URL field: the raw text with the characters a URL cannot hold
 * percent-encoded, as citation-js does. An escape already there stays as it
 * is: citation-js encodes the "%" of "%2F" again (encodeURI keeps "%2F"
 * encoded, so its "already encoded?" check misses it), and the URL would
 * change on every BibTeX round trip.
 */
export function readUri(written: string): string {
  const raw = unescapeVerbatim(written);
  if (VERBATIM_SPECIAL.test(raw)) {
    const value = citationJs('url', raw);
    return typeof value === 'string' ? value : '';
  }
  // Only characters encodeURI keeps, and no "%": nothing to encode.
  if (URI_SAFE.test(raw)) return raw;
  try {
    return raw.replace(UNENCODED, (run) => encodeURI(run));
  } catch {
    throw new RejectedValue(); // a lone surrogate
  }
}
