import type { AuthorList } from './authors.js';
import { personFromNaturalOrder, personFromParts } from './names/person.js';
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

const ET_AL = /^(?:others|et\.? ?al\.?)$/i;

/** "a b" from name parts, skipping the missing ones. */
function joinPart(text: string, part: string | undefined): string {
  if (!part) return text;
  return text === '' ? part : `${text} ${part}`;
}

/** CSL names as authors; "others" (BibTeX's "and others") marks an incomplete list. */
export function authorsFromCsl(names: readonly CslName[] | undefined): AuthorList {
  const authors: ParsedAuthor[] = [];
  let etAl = false;
  for (const name of names ?? []) {
    const family = cleanText(
      joinPart(
        joinPart(
          joinPart(joinPart('', name['dropping-particle']), name['non-dropping-particle']),
          name.family,
        ),
        name.suffix,
      ),
    );
    const given = name.given ? cleanText(name.given) : '';
    const literal = name.literal ? cleanText(name.literal) : '';
    if (given === '' && ET_AL.test(family || literal)) {
      etAl = true;
    } else if (literal !== '') {
      authors.push(personFromNaturalOrder(literal));
    } else if (family !== '') {
      authors.push(personFromParts(family, given));
    } else if (given !== '') {
      authors.push({ firstName: '', lastName: given });
    }
  }
  return { authors, etAl };
}
