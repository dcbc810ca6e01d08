/**
 * A fast path around citation-js's LaTeX value parser, which costs about
 * 0.2 ms an entry: titles and name lists are read here, following BibTeX's
 * own rules, plain ones as they are and ones with LaTeX through our own
 * decoder (latex.ts); only values it does not read go through citation-js.
 */
import type { CslName } from '../csl.js';
import { decodeLatex } from './latex.js';
import { decodeNameSpecials } from './latex-names.js';

/** What LaTeX would change besides protective braces: commands, math, specials, ligatures. */
const NOT_PLAIN = /[\\$~^_%#&`]|--|''/;
const BRACES = /[{}]/g;
const BRACE = /[{}]/g;
const SPACES = /\s+/g;
const SPACED_AND_SEPARATOR = / and /i;
/** Whitespace other than single spaces. */
const UNCOLLAPSED = /\s\s|[^\S ]/;
const SPACED_AND = /\sand\s/i;
const BRACED_NAME = /^\{([^{}]*)\}$/;
const OTHERS = /^others$/i;
const LOWERCASE = /^\p{Ll}/u;

/** The value decoded to plain text, or undefined when it needs citation-js. */
export function plainText(value: string): string | undefined {
  if (!isPlain(value)) return decodeLatex(value);
  if (!balanced(value)) return undefined;
  return value.replace(BRACES, '').replace(SPACES, ' ').trim();
}

/** Nothing LaTeX would change but protective braces. */
function isPlain(value: string): boolean {
  return !NOT_PLAIN.test(value);
}

/** Braces that open and close in order. */
export function balanced(value: string): boolean {
  let depth = 0;
  // From brace to brace: the text between them is not looked at.
  BRACE.lastIndex = 0;
  while (BRACE.test(value)) {
    if (value.charCodeAt(BRACE.lastIndex - 1) === 0x7b) depth++;
    else if (--depth < 0) return false;
  }
  return depth === 0;
}

/**
 * A BibTeX name list without braces or commands, split by BibTeX's rules:
 * "First von Last", "von Last, First" or "von Last, Jr, First"; undefined when
 * the list needs citation-js (braces inside names, commands other than
 * accents and letters, ligatures).
 */
export function plainNames(input: string): CslName[] | undefined {
  const value = isPlain(input) ? input : decodeNameSpecials(input);
  if (value === undefined || !isPlain(value) || !balanced(value)) return undefined;
  const braced = value.includes('{');
  const names: CslName[] = [];
  // Whitespace collapsed once for the whole list: " and " then splits it as /\s+and\s+/ would.
  const list = (UNCOLLAPSED.test(value) ? value.replace(SPACES, ' ') : value).trim();
  for (const name of list.split(SPACED_AND_SEPARATOR)) {
    if (name === '') continue;
    if (braced) {
      // A whole name in braces is one literal name ("{World Health Organization}").
      const literal = name.charCodeAt(0) === 0x7b ? BRACED_NAME.exec(name)?.[1] : undefined;
      if (literal !== undefined && !SPACED_AND.test(literal)) {
        names.push({ family: literal.trim() });
        continue;
      }
      if (name.includes('{') || name.includes('}')) return undefined;
    }
    if (name.length === 6 && OTHERS.test(name)) {
      names.push({ family: 'others' });
      continue;
    }
    const comma = name.indexOf(',');
    if (comma === -1) {
      names.push(firstVonLast(name));
      continue;
    }
    const second = name.indexOf(',', comma + 1);
    if (second === -1) {
      names.push(vonLastFirst(name.slice(0, comma).trim(), name.slice(comma + 1).trim()));
      continue;
    }
    if (name.includes(',', second + 1)) return undefined; // more than three parts
    const suffix = name.slice(comma + 1, second).trim();
    names.push(vonLastFirst(name.slice(0, comma).trim(), name.slice(second + 1).trim(), suffix));
  }
  return names;
}

/** A word that starts with a lowercase letter: part of "von". */
function isLower(word: string): boolean {
  const code = word.charCodeAt(0);
  if (code < 128) return code >= 0x61 && code <= 0x7a;
  return LOWERCASE.test(word);
}

function withParticle(words: string[], start: number, end: number): CslName {
  const name: CslName = { family: words.slice(end).join(' ') };
  if (end > start) name['non-dropping-particle'] = words.slice(start, end).join(' ');
  return name;
}

/** "First von Last": von is the lowercase words before the last word; First is everything before them. */
function firstVonLast(name: string): CslName {
  const words = name.split(' ');
  const last = words.length - 1;
  if (last === 0) return { family: name };
  let vonStart = last;
  for (let index = 0; index < last; index++) {
    if (isLower(words[index] ?? '')) {
      vonStart = index;
      break;
    }
  }
  let vonEnd = vonStart;
  for (let index = vonStart; index < last; index++) {
    if (isLower(words[index] ?? '')) vonEnd = index + 1;
  }
  const result = withParticle(words, vonStart, vonEnd);
  if (vonStart > 0) result.given = words.slice(0, vonStart).join(' ');
  return result;
}

/** "von Last, First" or "von Last, Jr, First": von is the lowercase words before the last one. */
function vonLastFirst(vonLast: string, given: string, suffix?: string): CslName {
  let result: CslName;
  if (!vonLast.includes(' ')) {
    result = { family: vonLast };
  } else {
    const words = vonLast.split(' ');
    let vonEnd = 0;
    for (let index = 0; index < words.length - 1; index++) {
      if (isLower(words[index] ?? '')) vonEnd = index + 1;
    }
    result = withParticle(words, 0, vonEnd);
  }
  if (given) result.given = given;
  if (suffix) result.suffix = suffix;
  return result;
}
