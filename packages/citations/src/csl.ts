import type { AuthorList } from './authors.js';
import { personFromNaturalOrder, personFromParts } from './names/person.js';
import { withoutEtAl } from './names/et-al.js';
import { cleanText } from './text.js';
import type { ParsedAuthor } from './types.js';

/** The parts of CSL-JSON (the data model of citation-js and citeproc) this package reads and writes. */
export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
  'non-dropping-particle'?: string;
  'dropping-particle'?: string;
  suffix?: string;
}

export interface CslDate {
  'date-parts'?: (number | string)[][];
  raw?: string;
  literal?: string;
}

export interface CslItem {
  id: string;
  type: string;
  title?: string;
  author?: CslName[];
  editor?: CslName[];
  issued?: CslDate;
  accessed?: CslDate;
  'container-title'?: string;
  publisher?: string;
  'publisher-place'?: string;
  DOI?: string;
  URL?: string | string[];
  [field: string]: unknown;
}

/** The year of a CSL date, as a number or the text it was written as. */
export function cslYear(date: CslDate | undefined): number | string | undefined {
  const first = date?.['date-parts']?.[0]?.[0];
  if (typeof first === 'number') return first;
  if (typeof first === 'string' && first.trim() !== '') return first;
  return date?.raw ?? date?.literal;
}

/** "a b" from name parts, skipping the missing ones. */
function joinPart(text: string, part: string | undefined): string {
  if (!part) return text;
  return text === '' ? part : `${text} ${part}`;
}

/**
 * CSL names as authors. A literal name is taken as written (an
 * organisation's); "others" or "et al." (BibTeX's "and others"), as a name or
 * ending one ("J. Smith et al."), marks an incomplete list.
 */
export function authorsFromCsl(names: readonly CslName[] | undefined): AuthorList {
  const authors: ParsedAuthor[] = [];
  let etAl = false;
  for (const name of names ?? []) {
    const family = cleanText(
      joinPart(
        joinPart(joinPart('', name['dropping-particle']), name['non-dropping-particle']),
        name.family,
      ),
    );
    const suffix = name.suffix ? cleanText(name.suffix) : '';
    const literal = withoutEtAl(name.literal ? cleanText(name.literal) : '');
    const given = withoutEtAl(name.given ? cleanText(name.given) : '');
    if (literal.etAl || given.etAl) etAl = true;
    if (literal.name !== '') {
      authors.push({ firstName: '', lastName: literal.name });
      continue;
    }
    const last = withoutEtAl(family);
    if (last.etAl) {
      etAl = true;
      // "J. Smith et al." read as given "J. Smith", particle "et", family "al.".
      if (last.name === '' && given.name !== '') authors.push(personFromNaturalOrder(given.name));
      if (last.name === '') continue;
    }
    const lastName = joinPart(last.name, suffix);
    if (lastName !== '') {
      authors.push(personFromParts(lastName, given.name));
    } else if (given.name !== '') {
      authors.push({ firstName: '', lastName: given.name });
    }
  }
  return { authors, etAl };
}
