/**
 * Authors as one display string and back.
 *
 * The string is "Last, First Middle; Last, First" (a semicolon between
 * authors, a comma between last name and given names), with "et al." last when
 * the source said "and others". An author with no given name (a corporate
 * author, or a mononym) is written as the bare name; when that name could be
 * read back as a person ("Google Research") or holds a separator, it is
 * wrapped in braces: "{Google Research}". `joinAuthors` and `splitAuthors` are
 * inverse: `splitAuthors(joinAuthors(list))` returns `list`.
 *
 * `splitAuthors` also reads what people type or other tools write: "Jane Smith
 * and Ali Doe", "Smith, J., & Doe, A.", "Smith, J.; Doe, A.".
 */
import type { ParsedAuthor } from './types.js';
import { cleanText } from './text.js';

export const ET_AL = 'et al.';

export interface AuthorList {
  authors: ParsedAuthor[];
  /** The list is incomplete ("and others", "et al."). */
  etAl: boolean;
}

export function joinAuthors(authors: readonly ParsedAuthor[], etAl = false): string {
  // With one name there is no ";" and "and" would split it; with several, ";" separates them.
  const alone = authors.length === 1;
  let text = '';
  for (const author of authors) {
    const part = formatAuthor(author, alone);
    if (part !== '') text = text === '' ? part : `${text}; ${part}`;
  }
  if (etAl) text = text === '' ? ET_AL : `${text}; ${ET_AL}`;
  return text;
}

const SEPARATOR_OR_BRACE = /[,;{}]/;
const AND = /&|\sand\s/i;

function formatAuthor(author: ParsedAuthor, alone: boolean): string {
  const last = author.lastName;
  const given = givenNames(author);
  if (given === '') return needsBraces(last, alone) ? `{${last}}` : last;
  const safeLast = SEPARATOR_OR_BRACE.test(last) || (alone && hasAnd(last)) ? `{${last}}` : last;
  return `${safeLast}, ${given}`;
}

/** "First Middle", or "" for a corporate author. */
export function givenNames(author: ParsedAuthor): string {
  const { firstName, middleName } = author;
  if (!middleName) return firstName || '';
  return firstName ? `${firstName} ${middleName}` : middleName;
}

function hasAnd(name: string): boolean {
  return AND.test(name);
}

function needsBraces(name: string, alone: boolean): boolean {
  return (
    SEPARATOR_OR_BRACE.test(name) || (alone && hasAnd(name)) || looksLikePerson(name.split(' '))
  );
}

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

/**
 * Words that name an organisation and are hardly ever a surname: "World Health
 * Organization" written unbraced in BibTeX is still not a Mr Organization.
 */
const ORGANISATION_NOUNS =
  'organi[sz]ation|association|institute|university|universit[äa]t|council|committee|society|foundation|collaboration|collaborators|consortium|agency|ministry|commission|department|laborator(?:y|ies)|federation|alliance';

/** Those, and the words that hint at an organisation in a name that has no comma. */
const ORGANISATION_WORDS = new RegExp(
  `^(?:${ORGANISATION_NOUNS}|institut|group|cent(?:er|re)|ltd\\.?|inc\\.?|corp\\.?|company|board|office|bank|project|team|network|service|services|press|research|the|of|for|and|on|&|nations|union|program(?:me)?|initiative|authority|trust|fund|world|national|international|health|government|school|college|academy|library|museum|working|panel|task|force|partnership)$`,
  'i',
);
const ORGANISATION_NOUN = new RegExp(`^(?:${ORGANISATION_NOUNS})$`, 'i');

/** Whether a name of two words or more holds a word only organisations are called. */
export function namesOrganisation(name: string): boolean {
  const words = name.split(/\s+/);
  return words.length > 1 && words.some((word) => ORGANISATION_NOUN.test(word));
}

/** Whether words without a comma read as a personal name ("Jane A. Smith") rather than an organisation. */
function looksLikePerson(words: readonly string[]): boolean {
  if (words.length < 2 || words.length > 4) return false;
  return words.every(
    (word, index) =>
      !ORGANISATION_WORDS.test(word) &&
      !/\d/.test(word) &&
      (/^\p{Lu}/u.test(word) || (index > 0 && PARTICLES.has(word.toLowerCase()))),
  );
}

/** Splits given names into first and middle: "Jane Ann" -> Jane + Ann. */
export function personFromParts(lastName: string, given: string): ParsedAuthor {
  const last = cleanText(lastName);
  // Clean text has single spaces between words and none at the ends.
  const names = cleanText(given);
  if (names === '') return { firstName: '', lastName: last };
  const space = names.indexOf(' ');
  return space === -1
    ? { firstName: names, lastName: last }
    : { firstName: names.slice(0, space), middleName: names.slice(space + 1), lastName: last };
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

/** Splits on a separator outside braces. */
function splitOutsideBraces(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') depth++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    if (depth === 0) {
      separator.lastIndex = i;
      const match = separator.exec(text);
      if (match && match.index === i) {
        parts.push(current);
        current = '';
        i += match[0].length - 1;
        continue;
      }
    }
    current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** `change` applied to the text outside braces; "{Johnson & Johnson}" stays as it is. */
function outsideBraces(text: string, change: (plain: string) => string): string {
  if (!text.includes('{')) return change(text);
  let result = '';
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') {
      if (depth === 0) {
        result += change(text.slice(start, i));
        start = i;
      }
      depth++;
    } else if (char === '}' && depth > 0) {
      depth--;
      if (depth === 0) {
        result += text.slice(start, i + 1);
        start = i + 1;
      }
    }
  }
  const tail = text.slice(start);
  return result + (depth === 0 ? change(tail) : tail);
}

const ET_AL_TAIL = /(?:[,;]?\s*(?:\band\s+others|et\.?\s*al\.?))\s*$/i;
const INITIALS_OR_GIVEN = /^(?:\p{Lu}[\p{L}'’-]*\.?\s*)+$/u;

function stripBraces(text: string): string {
  return text.startsWith('{') && text.endsWith('}') ? text.slice(1, -1).trim() : text;
}

function authorFromPart(part: string): ParsedAuthor | undefined {
  const pieces = splitOutsideBraces(part, /,/y);
  if (pieces.length === 0) return undefined;
  if (pieces.length === 1) {
    const only = pieces[0] ?? '';
    if (only.startsWith('{') && only.endsWith('}')) {
      return { firstName: '', lastName: cleanText(stripBraces(only)) };
    }
    return personFromNaturalOrder(only);
  }
  const [last = '', ...given] = pieces;
  return personFromParts(stripBraces(last), given.join(' '));
}

export function splitAuthors(text: string): AuthorList {
  let rest = cleanText(text);
  let etAl = false;
  if (ET_AL_TAIL.test(rest)) {
    etAl = true;
    rest = rest.replace(ET_AL_TAIL, '').trim();
  }
  let parts: string[];
  if (splitOutsideBraces(rest, /;/y).length > 1) {
    parts = splitOutsideBraces(rest, /;/y);
  } else {
    const joined = outsideBraces(rest, (plain) =>
      plain.replace(/,?\s+&\s+/g, ' and ').replace(/,\s+and\s+/gi, ' and '),
    );
    parts = splitOutsideBraces(joined, /\s+and\s+/iy).flatMap(splitCommaList);
  }
  const authors = parts
    .map(authorFromPart)
    .filter((author): author is ParsedAuthor => author !== undefined && author.lastName !== '');
  return { authors, etAl };
}

/**
 * "Smith, J., Doe, A." is two people; "Jane Smith, Ali Doe, Bo Li" is three;
 * "Smith, Jane" is one.
 */
function splitCommaList(part: string): string[] {
  const pieces = splitOutsideBraces(part, /,/y);
  if (pieces.length <= 2) return [part];
  const pairs = pieces.length % 2 === 0;
  if (pairs && pieces.every((piece, index) => index % 2 === 0 || INITIALS_OR_GIVEN.test(piece))) {
    const result: string[] = [];
    for (let i = 0; i < pieces.length; i += 2) result.push(`${pieces[i]}, ${pieces[i + 1]}`);
    return result;
  }
  return pieces;
}

// Not "V": as a lone letter it is far more often an initial than a fifth.
const SUFFIX = /^(?:jr\.?|sr\.?|ii|iii|iv)$/i;

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
const EDITOR_MARK = /\s*\((?:eds?\.?|hrsg\.?|dir\.?)\)\s*$/i;

/**
 * One name from a tagged file (RIS AU, EndNote %A), where each tag holds one
 * person: "Smith, Jane A.", "Jane A. Smith", "Caesar, Jr., Julius",
 * "Julius Caesar,Jr.", "Homerus, (eds)", or a corporate name (bare, or with
 * EndNote's trailing comma when it would read as a person: "Google Research,").
 */
export function authorFromTag(value: string): ParsedAuthor | undefined {
  const marked = cleanText(value).replace(EDITOR_MARK, '');
  const text = marked.replace(/\s*,$/, '');
  if (text === '') return undefined;
  // A trailing comma is EndNote's mark for a corporate author: take the name as written.
  if (marked.endsWith(',')) return { firstName: '', lastName: text };
  const pieces = text.split(',').map((piece) => piece.trim());
  if (pieces.length === 1) return vancouverName(text) ?? personFromNaturalOrder(text);
  const [last = '', ...rest] = pieces;
  const suffixes = rest.filter((piece) => SUFFIX.test(piece));
  const given = rest.filter((piece) => !SUFFIX.test(piece)).join(' ');
  if (given === '') {
    // "Julius Caesar, Jr.": the name is in natural order with a suffix.
    const person = personFromNaturalOrder(last);
    return { ...person, lastName: [person.lastName, ...suffixes].join(' ') };
  }
  return personFromParts([last, ...suffixes].join(' '), unglueInitials(given));
}

/**
 * "Smith JA", "van der Berg P", "Garcia-Lopez M": surname, then one to three
 * initials without points (MEDLINE's form, which Europe PMC and Ovid write in
 * RIS). The surname part must hold a lowercase letter ("SMITH JA" is left
 * alone). A given name before a capitalised short surname ("Jean LEE") reads
 * the same way; tagged files put the surname first, so this reading wins.
 */
const VANCOUVER = /^((?:\S+\s+)*\S*\p{Ll}\S*)\s+(\p{Lu}{1,3})$/u;

function vancouverName(text: string): ParsedAuthor | undefined {
  const match = VANCOUVER.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const [first = '', ...middle] = [...match[2]].map((initial) => `${initial}.`);
  const person: ParsedAuthor = { firstName: first, lastName: match[1] };
  if (middle.length > 0) person.middleName = middle.join(' ');
  return person;
}

/** Some exporters drop the space after an initial: "MEmre" -> "M. Emre", "JorgeS" -> "Jorge S.". */
function unglueInitials(given: string): string {
  return given
    .split(' ')
    .map((word) =>
      word
        .replace(/^(\p{Lu})(\p{Lu}\p{Ll}{2,})$/u, '$1. $2')
        .replace(/^(\p{Lu}\p{Ll}{2,})(\p{Lu})$/u, '$1 $2.'),
    )
    .join(' ');
}
