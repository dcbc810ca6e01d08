/**
 * A name as RIS (AU) and EndNote (%A) tags hold it: one person or one
 * organisation per tag, in the forms exporters write, MEDLINE's
 * "Smith JA" included.
 */
import { cleanText } from '../text.js';
import type { ParsedAuthor } from '../types.js';
import { personFromNaturalOrder, personFromParts, SUFFIX } from './person.js';

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
  if (pieces.length === 1) return vancouverName(text) ?? unglued(personFromNaturalOrder(text));
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
 * "Smith JA", "van der Berg P", "Garcia-Lopez M", "Liu R.", "Adler D.G.",
 * "Fanning E.": surname, then one to three initials, with or without points
 * (MEDLINE's form, which Europe PMC and Ovid write in RIS; Embase writes it
 * with points). The surname part must hold a lowercase letter ("SMITH JA" is
 * left alone). A given name before a capitalised short surname ("Jean LEE")
 * reads the same way; tagged files put the surname first, so this reading
 * wins.
 */
const VANCOUVER = /^((?:\S+\s+)*\S*\p{Ll}\S*)\s+(\p{Lu}{1,3}|(?:\p{Lu}\.(?:-\p{Lu}\.)?\s?){1,3})$/u;
const INITIAL = /\p{Lu}(?:\.-\p{Lu})?/gu;

function vancouverName(text: string): ParsedAuthor | undefined {
  const match = VANCOUVER.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const [first = '', ...middle] = (match[2].match(INITIAL) ?? []).map((initial) => `${initial}.`);
  const person: ParsedAuthor = { firstName: first, lastName: match[1] };
  if (middle.length > 0) person.middleName = middle.join(' ');
  return person;
}

/**
 * Some exporters drop the space after a final initial: "JorgeS" -> "Jorge
 * S." (no given name ends in a capital letter). A capital that starts a
 * given name is left alone: "THór" is a name, not T. Hór.
 */
function unglueInitials(given: string): string {
  return given
    .split(' ')
    .map((word) => word.replace(/^(\p{Lu}\p{Ll}{2,})(\p{Lu})$/u, '$1 $2.'))
    .join(' ');
}

/** A person read in natural order, its given names unglued as in the "Last, First" form. */
function unglued(person: ParsedAuthor): ParsedAuthor {
  if (person.firstName === '') return person;
  const given = [person.firstName, person.middleName].filter(Boolean).join(' ');
  const fixed = unglueInitials(given);
  return fixed === given ? person : personFromParts(person.lastName, fixed);
}
