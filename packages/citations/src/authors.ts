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
 *
 * How one name is read (particles, suffixes, organisations, the forms of RIS
 * and EndNote tags) is in `names/`.
 */
import { looksLikePerson, personFromNaturalOrder, personFromParts } from './names/person.js';
import { cleanText } from './text.js';
import type { ParsedAuthor } from './types.js';

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
