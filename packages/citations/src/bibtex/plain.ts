/**
 * A fast path around citation-js's LaTeX value parser, which costs about
 * 0.2 ms an entry: titles and name lists are read here, following BibTeX's
 * own rules, plain ones as they are and ones with LaTeX through our own
 * decoder (latex.ts); only values it does not read go through citation-js.
 */
import type { CslName } from '../csl.js';
import { decodeLatex, decodeNameSpecials } from './latex.js';

/** Nothing LaTeX would change but protective braces. */
const PLAIN_TEXT = /^[^\\$~^_%#&`]*$/;
const LIGATURE = /--|''/;

/** The value decoded to plain text, or undefined when it needs citation-js. */
export function plainText(value: string): string | undefined {
  if (!isPlain(value)) return decodeLatex(value);
  if (!balanced(value)) return undefined;
  return value.replace(/[{}]/g, '').replace(/\s+/g, ' ').trim();
}

/** Nothing LaTeX would change but protective braces. */
function isPlain(value: string): boolean {
  return PLAIN_TEXT.test(value) && !LIGATURE.test(value);
}

function balanced(value: string): boolean {
  let depth = 0;
  for (const char of value) {
    if (char === '{') depth++;
    else if (char === '}' && --depth < 0) return false;
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
  const names: CslName[] = [];
  for (const raw of value.trim().split(/\s+and\s+/i)) {
    const name = raw.replace(/\s+/g, ' ').trim();
    if (name === '') continue;
    // A whole name in braces is one literal name ("{World Health Organization}").
    const literal = /^\{([^{}]*)\}$/.exec(name)?.[1];
    if (literal !== undefined && !/\sand\s/i.test(literal)) {
      names.push({ family: literal.trim() });
      continue;
    }
    if (/[{}]/.test(name)) return undefined;
    if (/^others$/i.test(name)) {
      names.push({ family: 'others' });
      continue;
    }
    const parts = name.split(',').map((part) => part.trim());
    if (parts.length > 3) return undefined;
    names.push(parts.length === 1 ? firstVonLast(name) : vonLastFirst(parts));
  }
  return names;
}

const isLower = (word: string) => /^\p{Ll}/u.test(word);

function withParticle(particle: string[], family: string[]): CslName {
  const name: CslName = { family: family.join(' ') };
  if (particle.length > 0) name['non-dropping-particle'] = particle.join(' ');
  return name;
}

function firstVonLast(name: string): CslName {
  const words = name.split(' ');
  if (words.length === 1) return { family: name };
  // von: the lowercase words before the last word; First: everything before them.
  const last = words.length - 1;
  let vonStart = words.findIndex((word, index) => index < last && isLower(word));
  if (vonStart === -1) vonStart = last;
  let vonEnd = vonStart;
  for (let index = vonStart; index < last; index++)
    if (isLower(words[index] ?? '')) vonEnd = index + 1;
  const result = withParticle(words.slice(vonStart, vonEnd), words.slice(vonEnd));
  const given = words.slice(0, vonStart).join(' ');
  if (given) result.given = given;
  return result;
}

function vonLastFirst(parts: string[]): CslName {
  const [vonLast = '', ...rest] = parts;
  const given = parts.length === 3 ? rest[1] : rest[0];
  const suffix = parts.length === 3 ? rest[0] : undefined;
  const words = vonLast.split(' ');
  let vonEnd = 0;
  for (let index = 0; index < words.length - 1; index++)
    if (isLower(words[index] ?? '')) vonEnd = index + 1;
  const result = withParticle(words.slice(0, vonEnd), words.slice(vonEnd));
  if (given) result.given = given;
  if (suffix) result.suffix = suffix;
  return result;
}
