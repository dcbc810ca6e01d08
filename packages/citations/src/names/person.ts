/**
 * One person's name: given names and last name from their parts or from
 * natural order ("Jane A. van der Berg"), the particles that start a last
 * name, and the suffixes that end one ("King Jr."). The BibTeX reader, the
 * tagged readers and the CSL code all read names by these rules.
 */
import { cleanText } from '../text.js';
import type { ParsedAuthor } from '../types.js';
import { ORGANISATION_WORDS } from './organisations.js';

export const PARTICLES: ReadonlySet<string> = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'das',
  'dos',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'zu',
  'af',
  'av',
  'al',
  'el',
  'bin',
  'ibn',
  "d'",
  "l'",
]);

/** Whether words without a comma read as a personal name ("Jane A. Smith") rather than an organisation. */
export function looksLikePerson(words: readonly string[]): boolean {
  if (words.length < 2 || words.length > 4) return false;
  return words.every(
    (word, index) =>
      !ORGANISATION_WORDS.test(word) &&
      !/\d/.test(word) &&
      (/^\p{Lu}/u.test(word) || (index > 0 && PARTICLES.has(word.toLowerCase()))),
  );
}

/**
 * Splits given names into first and middle: "Jane Ann" -> Jane + Ann.
 * Lowercase particles that end the given names start the last name
 * ("Doesschate", "T. ten" is T. ten Doesschate), as some exporters write
 * names: every reader then gives the same person.
 */
export function personFromParts(lastName: string, given: string): ParsedAuthor {
  let last = cleanText(lastName);
  // Clean text has single spaces between words and none at the ends.
  let names = cleanText(given);
  const particles = trailingParticles(names);
  if (particles > 0 && last !== '') {
    const words = names.split(' ');
    last = `${words.slice(words.length - particles).join(' ')} ${last}`;
    names = words.slice(0, words.length - particles).join(' ');
  }
  if (names === '') return { firstName: '', lastName: last };
  const space = names.indexOf(' ');
  return space === -1
    ? { firstName: names, lastName: last }
    : { firstName: names.slice(0, space), middleName: names.slice(space + 1), lastName: last };
}

/** How many words at the end of the given names are lowercase particles (never all of them). */
function trailingParticles(given: string): number {
  const space = given.lastIndexOf(' ');
  // Most given names end in a name: look at the last word before splitting anything.
  if (space === -1 || !PARTICLES.has(given.slice(space + 1))) return 0;
  const words = given.split(' ');
  let count = 0;
  while (count < words.length - 1 && PARTICLES.has(words[words.length - 1 - count] ?? '')) count++;
  return count;
}

/** "First Middle von Last" (no comma) as an author; a lone word or an organisation is a corporate author. */
export function personFromNaturalOrder(text: string): ParsedAuthor {
  const name = cleanText(text);
  const words = name.split(' ').filter(Boolean);
  if (!looksLikePerson(words)) return { firstName: '', lastName: name };
  // The last name starts at the first particle after the first word, else it is the last word.
  let start = words.findIndex((word, index) => index > 0 && PARTICLES.has(word.toLowerCase()));
  if (start === -1 || start === words.length - 1) start = words.length - 1;
  return personFromParts(words.slice(start).join(' '), words.slice(0, start).join(' '));
}

// Not "V": as a lone letter it is far more often an initial than a fifth.
export const SUFFIX = /^(?:jr\.?|sr\.?|ii|iii|iv)$/i;

/**
 * A last name that ends in a suffix ("King Jr.", "Gates, III"), as family name
 * and suffix; the suffix is undefined when there is none.
 */
export function splitSuffix(lastName: string): { family: string; suffix?: string } {
  const match = /^(.+?),?\s+(\S+)$/.exec(lastName);
  return match?.[1] && match[2] && SUFFIX.test(match[2])
    ? { family: match[1], suffix: match[2] }
    : { family: lastName };
}
